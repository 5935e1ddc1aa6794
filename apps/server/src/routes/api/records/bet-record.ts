import { api } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listBetRecords } from '../../../records/bet-history.ts';
import { storedTimeRange } from '../../../records/paging.ts';
import { routeOf } from '../../route-of.ts';
import { requestedPage, platnameOf, recordQuerySchema, type RecordQueryBody } from './record-query.ts';

/** 投注记录: the date code reads as the tabs (today, yesterday, last seven days, this month). */
export default async function betRecordRoute(app: FastifyInstance) {
  app.route<{ Body: RecordQueryBody }>({
    ...routeOf(api.betrecord),
    schema: { body: recordQuerySchema },
    handler: async (request) => {
      const { page, date, api_type } = request.body;
      return ok(
        await listBetRecords(app.db, {
          memberId: currentMember(request).id,
          page: requestedPage(page),
          range: storedTimeRange(date, 'tabs', new Date()),
          platformName: platnameOf(api_type),
        }),
      );
    },
  });
}
