import { messages } from '@lobby/contract';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { wholeNumber } from '../content/whole-number.ts';

/** The page asked for: a positive whole number (the contract requires one), anything else refused. */
export function requestedPage(value: unknown): number {
  const page = wholeNumber(value);
  if (page === undefined || page < 1) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
  return page;
}

/** A platform's platname; '' (or missing) is every platform. */
export const platnameOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
