/**
 * Reading rows a test has just made, under noUncheckedIndexedAccess: `rows[0]` is typed as possibly
 * missing, and a missing row would otherwise surface later as "cannot read properties of undefined".
 * These fail at the read instead, saying how many rows there were.
 */

type Tuple<T, N extends number, Taken extends T[] = []> = Taken['length'] extends N ? Taken : Tuple<T, N, [...Taken, T]>;

/** The first `count` rows as a tuple to destructure; fewer fails the test. Extra rows are allowed. */
export function firstRows<T, N extends number>(rows: readonly T[], count: N): Tuple<T, N> {
  if (rows.length < count) throw new Error(`expected at least ${count} items, got ${rows.length}`);
  // The length was checked just above, which is what the tuple type states.
  return rows.slice(0, count) as Tuple<T, N>;
}

/** The row at `index`; a shorter list fails the test. */
export function rowAt<T>(rows: readonly T[], index: number): T {
  const row = rows[index];
  if (row === undefined) throw new Error(`expected an item at index ${index}, got ${rows.length} items`);
  return row;
}

/** The first row; an empty list fails the test. */
export function firstRow<T>(rows: readonly T[]): T {
  return rowAt(rows, 0);
}
