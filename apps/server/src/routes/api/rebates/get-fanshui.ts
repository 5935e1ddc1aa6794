import { asText, dateFilterRange } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listRebateRecords } from '../../../rebates/rebate-records.ts';
import { contractRoute } from '../../contract-route.ts';
import { requestedPage } from '../records/record-query.ts';

/**
 * 返水记录: a page of the member's rebates (date codes in the 'days' reading) and the claimed and
 * pending totals. `type` is sent empty and means nothing; an unknown date code reads as the default (4).
 */
export default async function rebateRecordsRoute(app: FastifyInstance) {
  app.route(
    contractRoute('getfanshui', async (request) => {
      const records = await listRebateRecords(app.db, {
        memberId: currentMember(request).id,
        range: dateFilterRange(request.body.date, 'days', Date.now()),
        platformName: asText(request.body.api_type).trim(),
        page: requestedPage(request.body.page),
      });
      return ok(records);
    }),
  );
}
