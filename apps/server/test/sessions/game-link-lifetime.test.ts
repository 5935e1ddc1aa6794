import { api, messages, type UrlResult } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAUNCH_TICKET_MAX_AGE_MS, LAUNCH_TICKET_TTL_MS } from '../../src/games/launch-tickets.ts';
import { credit } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

const MINUTE = 60_000;

describe.each(testTargets)('a game link lives with the session that made it, on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  afterEach(() => vi.useRealTimers());

  const round = (ticket: string) => post(context.app, '/demo-venue/round', { ticket, amount: '1' }).then((answer) => answer.body.code);
  const page = (ticket: string) => context.app.inject({ method: 'GET', url: `/demo-venue/play?ticket=${ticket}` }).then((r) => r.body);
  const login = (name: string, password: string) => post<{ new_api_token: string }>(context.app, api.login_pc.path, { name, password, code: 'ab12' });

  async function member() {
    const registered = await registerMember(context.app);
    const { id } = await context.database.db.selectFrom('members').select('id').where('account', '=', registered.account).executeTakeFirstOrThrow();
    await credit(context.database.db, id, 100_000, 'pg');
    return registered;
  }
  async function link(token: string): Promise<string> {
    const answer = await post<UrlResult>(context.app, api.getGameUrl.path, { plat_name: 'pg' }, token);
    return new URL(answer.body.data.url).searchParams.get('ticket')!;
  }

  it('ends at logoff, and only the links of the session that logged off', async () => {
    const { account, password, token } = await member();
    const other = (await login(account, password)).body.data.new_api_token;
    const [mine, theirs] = [await link(token), await link(other)];
    expect([await round(mine), await round(theirs)]).toEqual([200, 200]);

    expect((await post(context.app, api.logoff.path, {}, token)).body.code).toBe(200);
    expect(await round(mine)).toBe(401);
    expect(await page(mine)).toContain(messages.demoVenue.ticketInvalid);
    expect(await round(theirs)).toBe(200);
  });

  it('ends when the login password changes (every session ends)', async () => {
    const { password, token } = await member();
    const ticket = await link(token);
    expect(await round(ticket)).toBe(200);
    const change = { password, paypassword: 'newpass99', newpasword: 'newpass99' };
    expect((await post(context.app, api.editPassword.path, change, token)).body.code).toBe(200);
    expect(await round(ticket)).toBe(401);
    expect(await page(ticket)).toContain(messages.demoVenue.ticketInvalid);
  });

  it('lapses 10 minutes after its last round, and each round extends it, but never past 4 hours', async () => {
    expect(LAUNCH_TICKET_MAX_AGE_MS).toBe(240 * MINUTE);
    const { token } = await member();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const idle = await link(token);
    const played = await link(token);

    vi.setSystemTime(start + LAUNCH_TICKET_TTL_MS + 1_000);
    expect(await round(idle)).toBe(401);

    // A round every 9 minutes keeps the other one alive, right up to its absolute end.
    for (let minute = 9; minute < 240; minute += 9) {
      vi.setSystemTime(start + minute * MINUTE);
      expect(await round(played), `round at minute ${minute}`).toBe(200);
    }
    vi.setSystemTime(start + 239 * MINUTE);
    expect(await round(played)).toBe(200);
    vi.setSystemTime(start + 240 * MINUTE + 1_000);
    expect(await round(played)).toBe(401);
    expect(await page(played)).toContain(messages.demoVenue.ticketInvalid);
    // The session itself goes on: a new link plays.
    expect(await round(await link(token))).toBe(200);
  });
});
