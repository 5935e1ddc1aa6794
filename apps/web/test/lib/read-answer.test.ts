import { formatYuan } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { nextPageOf, readList, readNumber, readPage, readRow, totalOf, type ReadPage } from '@/lib/read-answer';

interface Row {
  id: number;
  amount: number;
  created_at: string;
  memo?: string;
}
const fields = { numbers: ['id', 'amount'], times: ['created_at'] } as const;

describe('reading answers where the spec leaves the shape open', () => {
  it('reads amounts and ids as numbers or digit strings', () => {
    expect(readNumber(12)).toBe(12);
    expect(readNumber('12')).toBe(12);
    expect(readNumber(' 100.5 ')).toBe(100.5);
    expect(readNumber('-3.25')).toBe(-3.25);
    expect(readRow<Row>({ id: '7', amount: '100', created_at: '2024-05-01 10:00:00' }, fields)).toEqual(
      { id: 7, amount: 100, created_at: '2024-05-01 10:00:00' },
    );
  });

  it('leaves text that is not a plain number as it came', () => {
    for (const text of ['', 'abc', '1e3', '0x10', '12abc']) expect(readNumber(text)).toBe(text);
    expect(readNumber(null)).toBeNull();
    expect(readNumber(undefined)).toBeUndefined();
  });

  it('reads money with or without two decimals, shown with two', () => {
    for (const [raw, shown] of [[100, '100.00'], ['100', '100.00'], [100.5, '100.50'], ['100.5', '100.50'], ['100.50', '100.50'], ['0.29', '0.29']] as const) {
      expect(formatYuan(readRow<Row>({ amount: raw }, fields).amount)).toBe(shown);
    }
  });

  it('reads a time without a zone as Beijing time and a time with one in Beijing time', () => {
    const time = (created_at: string) => readRow<Row>({ created_at }, fields).created_at;
    expect(time('2024-05-01 10:00:00')).toBe('2024-05-01 10:00:00');
    expect(time('2024-05-01T10:00:00')).toBe('2024-05-01 10:00:00');
    expect(time('2024-05-01T02:00:00Z')).toBe('2024-05-01 10:00:00');
    expect(time('2024-05-01T10:00:00+08:00')).toBe('2024-05-01 10:00:00');
    expect(time('2024-05-01T02:00:00.000+00:00')).toBe('2024-05-01 10:00:00');
  });

  it('reads a list answered as data or as data.data', () => {
    const rows = [{ id: '1', amount: 5, created_at: '' }];
    expect(readList<Row>(rows, fields)).toEqual([{ id: 1, amount: 5, created_at: '' }]);
    expect(readList<Row>({ data: rows }, fields)).toEqual([{ id: 1, amount: 5, created_at: '' }]);
  });

  it('reads an empty list as [] or null', () => {
    for (const empty of [[], null, undefined, { data: [] }, { data: null }, {}]) expect(readList(empty)).toEqual([]);
    expect(readPage({ data: null, total: 0, last_page: 0 }, 1).data).toEqual([]);
    expect(readPage(null, 1)).toEqual({ data: [], page: 1 });
  });

  it('leaves an absent optional field absent', () => {
    const row = readRow<Row>({ id: 1, created_at: '2024-05-01 10:00:00' }, fields);
    expect('amount' in row).toBe(false);
    expect(row.memo).toBeUndefined();
  });
});

describe('paging a wrapper that answers only what the spec promises', () => {
  const page = (rows: number, pageNo: number, extra: Partial<ReadPage<number>> = {}): ReadPage<number> =>
    ({ data: Array.from({ length: rows }, (_, i) => i), page: pageNo, ...extra });

  it('pages by the page asked for, never by current_page', () => {
    const read = readPage({ data: [1, 2], total: 4, last_page: 2, current_page: 9 }, 1);
    expect(read).toEqual({ data: [1, 2], total: 4, last_page: 2, page: 1 });
    expect(nextPageOf(read, [read])).toBe(2);
  });

  it('reads total and last_page as numbers or digit strings', () => {
    expect(readPage({ data: [1], total: '31', last_page: '3' }, 2)).toEqual({ data: [1], total: 31, last_page: 3, page: 2 });
  });

  it('stops after last_page when it is answered', () => {
    expect(nextPageOf(page(15, 2, { last_page: 2 }), [page(15, 1), page(15, 2)])).toBeUndefined();
    expect(nextPageOf(page(15, 1, { last_page: 3 }), [page(15, 1)])).toBe(2);
  });

  it('without last_page, pages until the rows loaded reach total', () => {
    const first = page(15, 1, { total: 17 });
    const second = page(2, 2, { total: 17 });
    expect(nextPageOf(first, [first])).toBe(2);
    expect(nextPageOf(second, [first, second])).toBeUndefined();
  });

  it('without total and last_page (activitylist promises only the list), takes the answer as the whole list', () => {
    // A spec back end answers every promotion whatever page is asked: page 2 would repeat page 1.
    expect(nextPageOf(page(15, 1), [page(15, 1)])).toBeUndefined();
    expect(nextPageOf(page(40, 1), [page(40, 1)])).toBeUndefined();
  });

  it('stops at an empty page whatever the figures say', () => {
    expect(nextPageOf(page(0, 2, { total: 40 }), [page(15, 1, { total: 40 }), page(0, 2, { total: 40 })])).toBeUndefined();
  });

  it('counts the rows of the page as the total when none is answered', () => {
    expect(totalOf(page(3, 1))).toBe(3);
    expect(totalOf(page(3, 1, { total: 40 }))).toBe(40);
  });
});
