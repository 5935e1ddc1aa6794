import { messages, TEXT_LIMITS } from '@lobby/contract';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { wireInteger, wireText } from '../../../plugins/app/wire-fields.ts';
import { wholeNumber } from '../content/whole-number.ts';

/** The record lists' payload: page, date code, platform and type, each as a number or digits (form posts). */
export const recordQuerySchema = {
  type: 'object',
  properties: { page: wireInteger, date: wireInteger, type: wireInteger, api_type: { anyOf: [wireText(TEXT_LIMITS.code), { type: 'null' }] } },
} as const;

export interface RecordQueryBody {
  page?: unknown;
  date?: unknown;
  type?: unknown;
  api_type?: unknown;
}

/** The page asked for: a positive whole number (the contract requires one), anything else refused. */
export function requestedPage(value: unknown): number {
  const page = wholeNumber(value);
  if (page === undefined || page < 1) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
  return page;
}

/** A platform's platname; '' (or missing) is every platform. */
export const platnameOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
