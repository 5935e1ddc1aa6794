/**
 * `node --import tsx e2e/support/move-bets-to-yesterday.ts <account>` with DATABASE_URL: moves that member's
 * rounds back one day, as if played yesterday. The daily jobs only run a Beijing day that is over, so a
 * flow that plays now and wants the night's rebates needs its rounds in a finished day.
 */
import { createDb } from '@lobby/server/bench';

const [account] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!account || !url) throw new Error('usage: DATABASE_URL=... move-bets-to-yesterday.ts <account>');
const database = createDb(url);
try {
  const member = await database.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const rounds = await database.db.selectFrom('bet_records').select(['id', 'bet_time']).where('member_id', '=', member.id).execute();
  for (const round of rounds) {
    const dayBefore = new Date(Date.parse(round.bet_time) - 86_400_000).toISOString();
    await database.db.updateTable('bet_records').set({ bet_time: dayBefore }).where('id', '=', round.id).execute();
  }
} finally {
  await database.destroy();
}
