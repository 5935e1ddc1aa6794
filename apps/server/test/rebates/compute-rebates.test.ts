import { BET_STATUS } from '@lobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import { computeRebates } from '../../src/rebates/compute-rebates.ts';
import { placeBet, setVip } from '../jobs/job-fixtures.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

const DAY = '2026-03-10';

describe.each(testTargets)('the rebate job on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
    await seed(database.db);
    return () => database.dispose();
  });

  const rowsOf = (memberId: number) =>
    database.db
      .selectFrom('rebates')
      .select(['day', 'platform_name', 'category', 'game_name', 'valid_bet_fen', 'rate_bp', 'money_fen', 'state', 'updated_at'])
      .where('member_id', '=', memberId)
      .orderBy('platform_name')
      .orderBy('category')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, valid_bet_fen: Number(row.valid_bet_fen), money_fen: Number(row.money_fen) })));

  it("pays the day's settled valid bets per platform and category at the member's level, once", async () => {
    const { db } = database;
    const memberId = await createMember(db);
    await placeBet(db, memberId, { platformName: 'demo', gameCode: 'lucky-seven', validFen: 100_000, at: `${DAY} 00:00:00` });
    // Live casino: a listed AG game and AG's own lobby (no code) add up in one row.
    await placeBet(db, memberId, { platformName: 'ag', gameCode: 'baccarat', validFen: 200_000, at: `${DAY} 13:00:00` });
    await placeBet(db, memberId, { platformName: 'ag', gameCode: '', validFen: 50_000, at: `${DAY} 23:59:59` });
    // A provider tile is a slot; a platform listed nowhere pays the slots rate too.
    await placeBet(db, memberId, { platformName: 'obgdy', gameCode: 'fish-tycoon', validFen: 40_000, at: DAY });
    await placeBet(db, memberId, { platformName: 'ky', gameCode: 'texas', validFen: 30_000, at: DAY });
    await placeBet(db, memberId, { platformName: 'newvenue', gameCode: 'x', validFen: 20_000, at: DAY });
    // Outside the Beijing day, unsettled, or under a fen of rebate: nothing.
    await placeBet(db, memberId, { platformName: 'demo', validFen: 900_000, at: '2026-03-09 23:59:59' });
    await placeBet(db, memberId, { platformName: 'demo', validFen: 900_000, at: '2026-03-11 00:00:00' });
    await placeBet(db, memberId, { platformName: 'sb', gameCode: 'sport', validFen: 900_000, at: DAY, status: BET_STATUS.unsettled });
    await placeBet(db, memberId, { platformName: 'vr', gameCode: 'pk10', validFen: 199, at: DAY });

    const first = await computeRebates(db, DAY);
    expect(first).toEqual({ day: DAY, created: 5 });
    const unclaimed = { day: DAY, state: 0, updated_at: null };
    expect(await rowsOf(memberId)).toEqual([
      { ...unclaimed, platform_name: 'ag', category: 'realperson', game_name: 'AG视讯', valid_bet_fen: 250_000, rate_bp: 40, money_fen: 1_000 },
      { ...unclaimed, platform_name: 'demo', category: 'electron', game_name: '演示游戏厅', valid_bet_fen: 100_000, rate_bp: 50, money_fen: 500 },
      { ...unclaimed, platform_name: 'ky', category: 'joker', game_name: '开元棋牌', valid_bet_fen: 30_000, rate_bp: 30, money_fen: 90 },
      { ...unclaimed, platform_name: 'newvenue', category: 'electron', game_name: 'newvenue', valid_bet_fen: 20_000, rate_bp: 50, money_fen: 100 },
      { ...unclaimed, platform_name: 'obgdy', category: 'electron', game_name: 'OB捕鱼', valid_bet_fen: 40_000, rate_bp: 50, money_fen: 200 },
    ]);

    expect(await computeRebates(db, DAY)).toEqual({ day: DAY, created: 0 });
    expect(await rowsOf(memberId)).toHaveLength(5);
  });

  it('uses the level the member holds when the job runs, and floors to the fen', async () => {
    const { db } = database;
    const memberId = await createMember(db);
    await setVip(db, memberId, 3);
    await placeBet(db, memberId, { platformName: 'sb', gameCode: 'sport', validFen: 12_345, at: '2026-03-12' });
    await computeRebates(db, '2026-03-12');
    // 123.45 yuan at 0.55 %: 0.678975 yuan, floored to 0.67.
    expect(await rowsOf(memberId)).toMatchObject([{ category: 'sport', rate_bp: 55, money_fen: 67 }]);
  });

  it('lets concurrent runs of the same day create each row once', async () => {
    const { db } = database;
    const memberIds = [await createMember(db), await createMember(db), await createMember(db)];
    for (const memberId of memberIds) await placeBet(db, memberId, { platformName: 'pg', gameCode: 'mahjong-ways', validFen: 10_000, at: '2026-03-13' });
    const runs = await Promise.all(Array.from({ length: 5 }, () => computeRebates(db, '2026-03-13')));
    expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(3);
    for (const memberId of memberIds) expect(await rowsOf(memberId)).toHaveLength(1);
  });
});
