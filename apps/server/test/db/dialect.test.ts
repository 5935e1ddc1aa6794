import { Kysely, SqliteDialect } from 'kysely';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/db/dialect.ts';
import type { Database } from '../../src/db/schema.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

describe.each(testTargets)('the dialect statements on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.dispose());

  it('is found from the database and from any transaction on it', async () => {
    expect(dialectOf(database.db).name).toBe(target.dialect);
    await database.db.transaction().execute(async (trx) => expect(dialectOf(trx)).toBe(dialectOf(database.db)));
  });

  it('inserts only the rows whose key is free, answering their ids', async () => {
    const { db } = database;
    const tiers = (fens: number[]) => db.insertInto('red_packet_tiers').values(fens.map((recharge_fen) => ({ recharge_fen, grabs: 1, min_fen: 1, max_fen: 2 })));
    const first = await dialectOf(db).insertNewIds(tiers([100, 200]), { columns: ['recharge_fen'] });
    expect(first).toHaveLength(2);
    const second = await dialectOf(db).insertNewIds(tiers([200, 300]), { columns: ['recharge_fen'] });
    expect(second).toHaveLength(1);
    const added = await db.selectFrom('red_packet_tiers').select('id').where('recharge_fen', '=', 300).executeTakeFirstOrThrow();
    expect(second).toEqual([added.id]);
    await dialectOf(db).insertSkippingConflicts(tiers([100, 300]), { columns: ['recharge_fen'] });
    expect(await db.selectFrom('red_packet_tiers').select('recharge_fen').orderBy('recharge_fen').execute()).toEqual([
      { recharge_fen: 100 },
      { recharge_fen: 200 },
      { recharge_fen: 300 },
    ]);
  });

  it('upserts, and updates returning only the rows it changed', async () => {
    const { db } = database;
    const setting = (value: string) => db.insertInto('site_settings').values({ key: 'dialect-test', value });
    await dialectOf(db).upsert(setting('"a"'), { columns: ['key'] }, { value: '"b"' });
    await dialectOf(db).upsert(setting('"c"'), { columns: ['key'] }, { value: '"d"' });
    expect(await db.selectFrom('site_settings').select('value').where('key', '=', 'dialect-test').execute()).toEqual([{ value: '"d"' }]);

    const update = () => db.updateTable('site_settings').set({ value: '"e"' }).where('key', '=', 'dialect-test').where('value', '=', '"d"');
    expect(await dialectOf(db).updateReturning(update(), ['key', 'value'])).toEqual([{ key: 'dialect-test', value: '"e"' }]);
    expect(await dialectOf(db).updateReturning(update(), ['key'])).toEqual([]);
  });
});

describe('dialectOf', () => {
  it('refuses a database createDb did not open, instead of guessing its dialect', async () => {
    const foreign = new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    expect(() => dialectOf(foreign)).toThrow(/not opened by createDb/);
    await foreign.destroy();
  });
});
