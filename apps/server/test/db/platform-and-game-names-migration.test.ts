/* eslint-disable @typescript-eslint/no-explicit-any -- the rows are written under the columns of 0012, which today's Database no longer has */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

const AT = '2026-03-10T04:00:00.000Z';

/** Rows as a database before migration 0013 held them, under the old column names. */
async function writeOldRows(db: Kysely<any>): Promise<void> {
  await db.insertInto('platforms').values({ platname: 'ag', name: 'AG视讯' }).execute();
  const member = await db
    .insertInto('members')
    .values({ account: 'old01', account_key: 'old01', password_hash: 'x', pay_password_hash: 'x', realname: '旧', created_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('accounts').values({ code: `member:${member.id}:venue:ag`, member_id: member.id, kind: 'venue', platname: 'ag', created_at: AT }).execute();
  await db
    .insertInto('game_launch_tickets')
    .values({ ticket_hash: 'h', member_id: member.id, platname: 'ag', game_code: 'baccarat', game_name: '百家乐', expires_at: AT, created_at: AT })
    .execute();
  const bet = { member_id: member.id, platname: 'ag', game_code: 'baccarat', game_name: '百家乐', bet_amount_fen: 100, valid_bet_fen: 100, win_loss_fen: 0 };
  await db.insertInto('bet_records').values({ ...bet, bet_id: 'B1', status: 1, bet_time: AT, playname: '百家乐', playmemo: '' }).execute();
  await db
    .insertInto('rebates')
    .values({ member_id: member.id, day: '2026-03-10', platname: 'ag', category: 'realperson', gamename: 'AG视讯', valid_bet_fen: 100, rate_bp: 40, money_fen: 1, created_at: AT })
    .execute();
  await db.insertInto('provider_games').values({ provider_code: 'pp', gamename: '甜蜜富矿', gamepic: '/t.webp', catecode: 'pp', gamecode: 'sweet-bonanza' }).execute();
}

describe.each(testTargets)('migration 0013 (platform and game names) on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create({ upTo: '0012_idempotency_keys' });
    await writeOldRows(database.db as Kysely<any>);
    await migrateToLatest(database);
  });
  afterAll(() => database?.dispose());

  it('keeps every row of an existing database under the new column names', async () => {
    const { db } = database;
    expect(await db.selectFrom('platforms').select(['platform_name', 'name']).execute()).toEqual([{ platform_name: 'ag', name: 'AG视讯' }]);
    expect(await db.selectFrom('accounts').select('platform_name').execute()).toEqual([{ platform_name: 'ag' }]);
    expect(await db.selectFrom('game_launch_tickets').select(['platform_name', 'game_code', 'game_name']).execute()).toEqual([
      { platform_name: 'ag', game_code: 'baccarat', game_name: '百家乐' },
    ]);
    expect(await db.selectFrom('bet_records').select(['platform_name', 'game_name']).execute()).toEqual([{ platform_name: 'ag', game_name: '百家乐' }]);
    expect(await db.selectFrom('rebates').select(['platform_name', 'game_name']).execute()).toEqual([{ platform_name: 'ag', game_name: 'AG视讯' }]);
    expect(await db.selectFrom('provider_games').select(['game_name', 'platform_name', 'game_code', 'gamepic']).execute()).toEqual([
      { game_name: '甜蜜富矿', platform_name: 'pp', game_code: 'sweet-bonanza', gamepic: '/t.webp' },
    ]);
  });

  it('keeps the unique keys on the renamed columns', async () => {
    const { db } = database;
    const tile = { provider_code: 'pp', game_name: '另一个', gamepic: '', platform_name: 'pp', game_code: 'sweet-bonanza' };
    await expect(db.insertInto('provider_games').values(tile).execute()).rejects.toThrow();
    await expect(db.insertInto('platforms').values({ platform_name: 'ag', name: '重复' }).execute()).rejects.toThrow();
    const rebate = await db.selectFrom('rebates').selectAll().executeTakeFirstOrThrow();
    const { id: _id, ...copy } = rebate;
    await expect(db.insertInto('rebates').values(copy).execute()).rejects.toThrow();
  });
});
