import { dateFilterRange, PAGE_SIZE, type DateFilterReading, type Paged } from '@lobby/contract';
import type { SelectQueryBuilder } from 'kysely';

/** Rows to skip for a 1-based page. */
const pageOffset = (page: number): number => (page - 1) * PAGE_SIZE;

/**
 * The contract's Paged<T>. last_page is at least 1, so an empty list still has its one (empty) page;
 * a page past the last answers no rows with the same total and last_page.
 */
function pagedOf<T>(rows: T[], total: number | string | bigint, page: number): Paged<T> {
  const count = Number(total);
  return { data: rows, total: count, last_page: Math.max(1, Math.ceil(count / PAGE_SIZE)), current_page: page };
}

/**
 * One page of a filtered query as the contract's Paged<T>: the filtered rows are counted, then
 * `ordered` adds the row's columns and order, and the page is cut and mapped to the wire shape.
 */
// `{}` is Kysely's own type for a query that selects nothing yet.
/* eslint-disable @typescript-eslint/no-empty-object-type */
export async function pageOf<DB, TB extends keyof DB, Row, T>(
  filtered: SelectQueryBuilder<DB, TB, {}>,
  page: number,
  ordered: (query: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, Row>,
  toWire: (row: Row) => T,
): Promise<Paged<T>> {
  /* eslint-enable @typescript-eslint/no-empty-object-type */
  // Kysely cannot name the alias's field while DB and TB are still type parameters: the cast says it.
  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { total } = counted as unknown as { total: number | string | bigint };
  const rows = await ordered(filtered).limit(PAGE_SIZE).offset(pageOffset(page)).execute();
  return pagedOf(rows.map(toWire), total, page);
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
  /** A platform name; '' means every platform. */
  platformName: string;
}
