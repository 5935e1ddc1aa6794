import { api, asText, dateFilterRange, TEXT_LIMITS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listRebateRecords } from '../../../rebates/rebate-records.ts';
import { wireInteger, wireText } from '../../../plugins/app/wire-fields.ts';
import { requestedPage } from '../records/record-query.ts';
import { routeOf } from '../../route-of.ts';

interface RebateRecordsBody {
  date?: unknown;
  page?: unknown;
  api_type?: unknown;
}

/** `type` is sent empty and means nothing; an unknown date code reads as the default (4). */
const bodySchema = {
  type: 'object',
  properties: { date: wireInteger, page: wireInteger, api_type: wireText(TEXT_LIMITS.code), type: wireText(TEXT_LIMITS.code) },
} as const;

/** 返水记录: a page of the member's rebates (date codes in the 'days' reading) and the claimed and pending totals. */
export default async function rebateRecordsRoute(app: FastifyInstance) {
  app.route<{ Body: RebateRecordsBody }>({
    ...routeOf(api.getfanshui),
    schema: { body: bodySchema },
    handler: async (request) => {
      const records = await listRebateRecords(app.db, {
        memberId: currentMember(request).id,
        range: dateFilterRange(request.body.date, 'days', Date.now()),
        platformName: asText(request.body.api_type).trim(),
        page: requestedPage(request.body.page),
      });
      return ok(records);
    },
  });
}
