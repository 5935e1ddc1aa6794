import { toBeijingTimeText } from '@lobby/contract';

/**
 * Reads a call's answer the way any back end that follows the spec may write it, so pages see one
 * shape. Where the spec leaves a shape open (part 1 §3, part 2 §3), an ordinary reading is accepted:
 * amounts and ids as numbers or digit strings ('100', '100.5', '100.50' → 100.5; the pages show two
 * decimals), times with or without a zone (without one it is Beijing time; shown as Beijing time), a
 * list as `data` or as `data.data`, an empty list as [] or null, an absent field left absent.
 */

/** Which fields of a row are numbers and which are times; the rest are left as they came. */
export interface RowFields<T> {
  numbers?: ReadonlyArray<keyof T>;
  times?: ReadonlyArray<keyof T>;
}

const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/** A number, or digit text read as one; anything else is answered unchanged (absent stays absent). */
export function readNumber(value: unknown): unknown {
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return Number(value.trim());
  return value;
}

/** One row with its number and time fields read. */
export function readRow<T>(raw: unknown, fields: RowFields<T>): T {
  if (typeof raw !== 'object' || raw === null) return raw as T;
  const row: Record<string, unknown> = { ...raw };
  for (const key of fields.numbers ?? []) if (key in row) row[key as string] = readNumber(row[key as string]);
  for (const key of fields.times ?? []) if (key in row) row[key as string] = toBeijingTimeText(row[key as string]);
  return row as T;
}

/** The rows of a list answered as an array, as `{ data: [...] }`, or as null/absent (no rows). */
export function readList<T>(raw: unknown, fields: RowFields<T> = {}): T[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.data) ? raw.data : [];
  return list.map((row) => readRow(row, fields));
}

/**
 * One page of a paged list as the app pages it. The spec's wrapper is data, total, last_page (part 2
 * §3; activitylist promises only the data list); `current_page` is Lobby's addition and never read:
 * the page is the one asked for. What is absent stays absent here and is reckoned by nextPageOf.
 */
export interface ReadPage<T> {
  data: T[];
  /** The rows of every page together, when the answer gives it. */
  total?: number;
  last_page?: number;
  /** The page asked for. */
  page: number;
}

export function readPage<T>(raw: unknown, page: number, fields: RowFields<T> = {}): ReadPage<T> {
  const wrapper = isRecord(raw) ? raw : {};
  const total = readNumber(wrapper.total);
  const lastPage = readNumber(wrapper.last_page);
  return {
    data: readList(raw, fields),
    ...(typeof total === 'number' ? { total } : {}),
    ...(typeof lastPage === 'number' ? { last_page: lastPage } : {}),
    page,
  };
}

/**
 * The page after `last`, or undefined when it was the last: by last_page when answered, else by
 * total against the rows loaded. An answer with neither is the whole list: activitylist names no page
 * in the spec (part 1 §7), so a back end that follows it answers every promotion whatever page is
 * asked, and asking for the next one would only repeat them.
 */
export function nextPageOf<T>(last: ReadPage<T>, all: ReadonlyArray<ReadPage<T>>): number | undefined {
  if (last.data.length === 0) return undefined;
  if (last.last_page !== undefined) return last.page < last.last_page ? last.page + 1 : undefined;
  if (last.total !== undefined) {
    const loaded = all.reduce((sum, page) => sum + page.data.length, 0);
    return loaded < last.total ? last.page + 1 : undefined;
  }
  return undefined;
}

/** The total rows of a paged answer: the answered total, else at least the rows of this page. */
export function totalOf<T>(page: ReadPage<T>): number {
  return page.total ?? page.data.length;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
