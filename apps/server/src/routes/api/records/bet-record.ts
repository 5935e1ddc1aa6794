import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listBetRecords } from '../../../records/bet-history.ts';
import { storedTimeRange } from '../../../records/paging.ts';
import { contractRoute } from '../../contract-route.ts';
import { requestedPage, platnameOf } from './record-query.ts';

/** 投注记录: the date code reads as the tabs (today, yesterday, last seven days, this month). */
export default async function betRecordRoute(app: FastifyInstance) {
  app.route(
    contractRoute('betrecord', async (request) => {
      const { page, date, api_type } = request.body;
      return ok(
        await listBetRecords(app.db, {
          memberId: currentMember(request).id,
          page: requestedPage(page),
          range: storedTimeRange(date, 'tabs', new Date()),
          platformName: platnameOf(api_type),
        }),
      );
    }),
  );
}
