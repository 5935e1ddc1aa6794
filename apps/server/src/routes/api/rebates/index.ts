import type { FastifyInstance } from 'fastify';
import claimRebatesRoute from './do-fanshui.ts';
import rebateRecordsRoute from './get-fanshui.ts';

/** The rebate record (返水记录) and its claim button. */
export default async function rebateRoutes(app: FastifyInstance) {
  await app.register(rebateRecordsRoute);
  await app.register(claimRebatesRoute);
}
