import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, seed } from '../../src/db/seed.ts';
import { balances } from '../../src/ledger/accounts.ts';
import { findMemberByAccount } from '../../src/members/members-repository.ts';
import { DEFAULT_PLATFORMS } from '../../src/site/default-platforms.ts';
import { readSiteSettings, writeSiteSettings } from '../../src/site/site-settings.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';
import { firstRow } from '../support/rows.ts';

describe.each(testTargets)('seed on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.dispose());

  it('is idempotent: one demo member, one opening credit, operator edits kept', async () => {
    await seed(database.db);
    await writeSiteSettings(database.db, { title: '运营商自定义' });
    await seed(database.db);

    const members = await database.db.selectFrom('members').select('id').where('account_key', '=', DEMO_MEMBER.account).execute();
    expect(members).toHaveLength(1);
    const credits = await database.db.selectFrom('ledger_transactions').selectAll().where('idempotency_key', '=', 'seed:demo-balance').execute();
    expect(credits).toHaveLength(1);
    expect(await balances(database.db, firstRow(members).id)).toEqual({ mainFen: DEMO_MEMBER.balanceFen, venueFen: 0 });
    expect((await readSiteSettings(database.db)).title).toBe('运营商自定义');
    expect(await database.db.selectFrom('platforms').select('platform_name').execute()).toHaveLength(DEFAULT_PLATFORMS.length);
  });

  it('seeds the settings and the demo member the brief names', async () => {
    const settings = await readSiteSettings(database.db);
    expect(settings).toMatchObject({ site_state: 1, app_state: 1, index_modal: 1, redpacket_switch: 1, site_logo: '/logo.svg', usdtrate: 7.2, withdrawusdtrate: 7.3, withdrawcashfee: 5, withdrawfeeusdttrc: 1 });
    const demo = await findMemberByAccount(database.db, 'DEMO888');
    expect(demo).toMatchObject({ account: 'demo888', realname: '张三', status: 1, isblack: 0 });
    const platformNames = (await database.db.selectFrom('platforms').select('platform_name').orderBy('sort').execute()).map((row) => row.platform_name);
    expect(platformNames).toEqual(expect.arrayContaining(['ag', 'bbin', 'og', 'sb', 'im', 'avia', 'yb', 'ky', 'pg', 'pp', 'fg', 'ae', 'obgdy', 'vr', 'demo']));
  });
});
