import { api, asText, dateFilterRange, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listRebateRecords } from '../../../rebates/rebate-records.ts';
import { numberOrText, wholeNumber } from '../content/whole-number.ts';
import { routeOf } from '../../route-of.ts';

interface RebateRecordsBody {
  date?: unknown;
  page?: unknown;
  api_type?: unknown;
}

/** `type` is sent empty and means nothing; an unknown date code reads as the default (4). */
const bodySchema = {
  type: 'object',
  properties: { date: numberOrText, page: numberOrText, api_type: { type: 'string' }, type: {} },
} as const;

/** Page 1 when absent or empty; anything but a positive whole number is refused. */
function pageOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const page = wholeNumber(value);
  if (page === undefined || page < 1) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
  return page;
}

/** 返水记录: a page of the member's rebates (date codes in the 'days' reading) and the claimed and pending totals. */
export default async function rebateRecordsRoute(app: FastifyInstance) {
  app.route<{ Body: RebateRecordsBody }>({
    ...routeOf(api.getfanshui),
    schema: { body: bodySchema },
    handler: async (request) => {
      const records = await listRebateRecords(app.db, {
        memberId: currentMember(request).id,
        range: dateFilterRange(request.body.date, 'days', Date.now()),
        platname: asText(request.body.api_type).trim(),
        page: pageOf(request.body.page),
      });
      return ok(records);
    },
  });
}
