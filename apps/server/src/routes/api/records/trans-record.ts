import { toTransactionType } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { contentLanguageOf } from '../../../content/translations/content-language.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { payWaysInLanguage } from '../../../records/pay-way-language.ts';
import { storedTimeRange } from '../../../records/paging.ts';
import { listTransactionRecords } from '../../../records/transaction-records.ts';
import { contractRoute } from '../../contract-route.ts';
import { requestedPage, platnameOf } from './record-query.ts';

/** 交易记录: type 1-4 (default 1); the date code reads as days (today, last 7, 15, 30 days), tabs and popup alike. */
export default async function transRecordRoute(app: FastifyInstance) {
  app.route(
    contractRoute('gettransrecord', async (request) => {
      const { page, date, type, api_type } = request.body;
      const filter = {
        memberId: currentMember(request).id,
        page: requestedPage(page),
        range: storedTimeRange(date, 'days', new Date()),
        platformName: platnameOf(api_type),
      };
      const transactionType = toTransactionType(type);
      const records = await listTransactionRecords(app.db, filter, transactionType);
      return ok(await payWaysInLanguage(app.db, contentLanguageOf(app, request), (text) => request.translate(text), transactionType, records));
    }),
  );
}
