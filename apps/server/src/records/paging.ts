import { dateFilterRange, PAGE_SIZE, type DateFilterReading, type Paged } from '@lobby/contract';

/** Rows to skip for a 1-based page. */
export const pageOffset = (page: number): number => (page - 1) * PAGE_SIZE;

/**
 * The contract's Paged<T>. last_page is at least 1, so an empty list still has its one (empty) page;
 * a page past the last answers no rows with the same total and last_page.
 */
export function pagedOf<T>(rows: T[], total: number | string | bigint, page: number): Paged<T> {
  const count = Number(total);
  return { data: rows, total: count, last_page: Math.max(1, Math.ceil(count / PAGE_SIZE)), current_page: page };
}

/**
 * A date code's [from, to) as stored times (ISO-8601 UTC text, which compares in time order on both
 * dialects).
 */
export function storedTimeRange(code: unknown, reading: DateFilterReading, now: Date): [string, string] {
  const [from, to] = dateFilterRange(code, reading, now);
  return [from.toISOString(), to.toISOString()];
}

/** What every record list filters on: the member, the page and (for most) a time range. */
export interface RecordFilter {
  memberId: number;
  page: number;
  /** Stored-time bounds [from, to). */
  range: [string, string];
  /** A platform's platname; '' means every platform. */
  platname: string;
}
