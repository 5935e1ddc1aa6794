import type { Kysely } from 'kysely';
import { hashSecret } from '../auth/passwords.ts';
import { getOrCreateMainWallet, houseAccount } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { findMemberByAccount, insertMember } from '../members/members-repository.ts';
import { DEFAULT_PLATFORMS } from '../site/default-platforms.ts';
import { DEFAULT_SITE_SETTINGS, encodeSetting } from '../site/site-settings.ts';
import { seedContent } from '../content/seed-content.ts';
import { seedRedPackets } from '../red-packets/seed-red-packets.ts';
import { seedBanks } from '../cards/seed-banks.ts';
import { seedPayments } from '../deposits/seed-payments.ts';
import { seedMemberMessages } from '../messages-centre/seed-member-messages.ts';
import { seedTranslations } from '../content/translations/seed-translations.ts';
import { dialectOf } from './dialect.ts';
import type { Database } from './schema.ts';

export const DEMO_MEMBER = {
  account: 'demo888',
  password: 'demo8888',
  payPassword: '123456',
  realname: '张三',
  balanceFen: 100_000,
} as const;

/**
 * Runs at every start. Inserts only what is missing, so an operator's edits survive a restart and the
 * demo credit, keyed 'seed:demo-balance' in the ledger, is paid once.
 */
export async function seed(db: Kysely<Database>): Promise<void> {
  const dialect = dialectOf(db);
  await dialect.insertSkippingConflicts(
    db.insertInto('site_settings').values(Object.entries(DEFAULT_SITE_SETTINGS).map(([key, value]) => ({ key, value: encodeSetting(value) }))),
    { columns: ['key'] },
  );
  await dialect.insertSkippingConflicts(db.insertInto('platforms').values([...DEFAULT_PLATFORMS]), { columns: ['platform_name'] });
  await seedDemoMember(db);
  await seedContent(db);
  await seedRedPackets(db);
  await seedBanks(db);
  await seedPayments(db);
  await seedMemberMessages(db);
  // Last: it translates the rows seeded above.
  await seedTranslations(db);
}

async function seedDemoMember(db: Kysely<Database>): Promise<void> {
  if (!(await findMemberByAccount(db, DEMO_MEMBER.account))) {
    // Hashed before the transaction: argon2 is slow and SQLite holds its write lock for the whole transaction.
    const [passwordHash, payPasswordHash] = await Promise.all([hashSecret(DEMO_MEMBER.password), hashSecret(DEMO_MEMBER.payPassword)]);
    await insertMember(db, {
      account: DEMO_MEMBER.account,
      password_hash: passwordHash,
      pay_password_hash: payPasswordHash,
      realname: DEMO_MEMBER.realname,
      introducer_id: null,
    });
  }
  await db.transaction().execute(async (trx) => {
    const member = await findMemberByAccount(trx, DEMO_MEMBER.account);
    if (!member) throw new Error('seed: the demo member vanished');
    const wallet = await getOrCreateMainWallet(trx, member.id);
    const bonus = await houseAccount(trx, 'bonus');
    await postTransfer(trx, {
      kind: 'seed_credit',
      idempotencyKey: 'seed:demo-balance',
      memberId: member.id,
      memo: 'demo member opening balance',
      entries: [
        { accountId: bonus.id, amountFen: -DEMO_MEMBER.balanceFen },
        { accountId: wallet.id, amountFen: DEMO_MEMBER.balanceFen },
      ],
    });
  });
}
