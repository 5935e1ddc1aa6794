import { api } from '@lobby/contract';
import type { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../src/db/connect.ts';
import { eventBusOf } from '../../src/events/database-event-bus.ts';
import { siteSettingsChanged } from '../../src/events/site-settings-events.ts';
import { writeSiteSettings } from '../../src/site/site-settings.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

const repairTips = '系统升级维护中，预计30分钟后恢复';

/** Longer than the foreign-write watcher's period (1 s), shorter than the site mode's time to live. */
const NOTICED_WITHIN = { timeout: 3_000, interval: 100 };

describe.each(testTargets)('the maintenance gate on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  /** Another handle on the same database, as the site CLI's process holds. */
  let cli: Db;
  beforeAll(async () => {
    await eventBusOf(context.database.db).ready();
    cli = createDb(context.database.url, { schema: context.database.schema });
  });
  afterAll(() => cli?.destroy());
  afterEach(async () => {
    vi.restoreAllMocks();
    await writeSiteSettings(context.database.db, { site_state: 1, repair_tips: '' });
  });

  const balanceCode = async (token: string) => (await post(context.app, api.balance.path, {}, token)).status;

  // PostgreSQL only: SQLite reads the two rows in-process at every call, so that app info and the gate agree at once.
  it.skipIf(target.dialect === 'sqlite')('asks the database nothing about the site mode on member calls while the site is open', async () => {
    const member = await registerMember(context.app);
    expect(await balanceCode(member.token)).toBe(200);
    const executeQuery = vi.spyOn(context.database.db.getExecutor(), 'executeQuery');
    for (let call = 0; call < 5; call += 1) expect(await balanceCode(member.token)).toBe(200);
    const siteQueries = executeQuery.mock.calls.filter(([query]) => (query as CompiledQuery).sql.includes('site_settings'));
    expect(siteQueries).toHaveLength(0);
  });

  /**
   * Writes through the CLI's handle, then checks what the app answers: on PostgreSQL at the first call
   * after the app's bus heard the announcement; on SQLite (no bus between processes) once the app's
   * foreign-write watcher has noticed, polled for no longer than the site mode's time to live.
   */
  async function writtenByTheCli(changes: Parameters<typeof writeSiteSettings>[1], answer: () => Promise<unknown>, expected: unknown): Promise<void> {
    if (target.dialect === 'postgres') {
      const bus = eventBusOf(context.database.db);
      const heard = new Promise<void>((resolve) => {
        const stop = bus.subscribe(siteSettingsChanged, () => (stop(), resolve()));
      });
      await writeSiteSettings(cli.db, changes);
      await heard;
      expect(await answer()).toEqual(expected);
    } else {
      await writeSiteSettings(cli.db, changes);
      await expect.poll(answer, NOTICED_WITHIN).toEqual(expected);
    }
  }

  it('refuses the next call once another process puts the site into maintenance', async () => {
    const member = await registerMember(context.app);
    expect(await balanceCode(member.token)).toBe(200);
    expect(await balanceCode(member.token)).toBe(200);
    const balanceAnswer = () => post(context.app, api.balance.path, {}, member.token).then((answer) => answer.body);
    await writtenByTheCli({ site_state: 0, repair_tips: repairTips }, balanceAnswer, { code: 503, message: repairTips, data: null });
  });

  it('answers again once another process puts the site back to normal', async () => {
    const member = await registerMember(context.app);
    await writtenByTheCli({ site_state: 0, repair_tips: repairTips }, () => balanceCode(member.token), 503);
    expect(await balanceCode(member.token)).toBe(503);
    await writtenByTheCli({ site_state: 1, repair_tips: '' }, () => balanceCode(member.token), 200);
  });
});
