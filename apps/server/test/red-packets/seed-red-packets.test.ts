import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

describe.each(testTargets)('red-packet seed on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.dispose());

  it('seeds the campaign and its tiers once, keeping an operator’s edits and deletions', async () => {
    await seed(database.db);
    expect(await database.db.selectFrom('red_packet_campaign').selectAll().execute()).toEqual([
      { id: 1, start_date: '2026-01-01', end_date: '2027-12-31', max_times: 3, remaining_fen: 8_888_800 },
    ]);
    expect(await database.db.selectFrom('red_packet_tiers').select('id').execute()).toHaveLength(4);

    await database.db.updateTable('red_packet_campaign').set({ remaining_fen: 100 }).execute();
    await database.db.deleteFrom('red_packet_tiers').where('recharge_fen', '=', 500_000).execute();
    await seed(database.db);
    expect(Number((await database.db.selectFrom('red_packet_campaign').select('remaining_fen').executeTakeFirstOrThrow()).remaining_fen)).toBe(100);
    expect(await database.db.selectFrom('red_packet_tiers').select('id').execute()).toHaveLength(3);
    expect(await database.db.selectFrom('bet_records').select('id').execute()).toHaveLength(0);
  });
});
