import { messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { findSession } from '../../src/auth/tokens.ts';
import { memberWithToken } from '../routes/api/games/games-fixtures.ts';
import { useAdminCli } from '../support/admin-cli.ts';

const texts = messages.sessions;

describe('npm run admin: blacklist, disable and restore a member', () => {
  const cli = useAdminCli();
  const { admin } = cli;
  const flags = (memberId: number) => cli.db.selectFrom('members').select(['isblack', 'status']).where('id', '=', memberId).executeTakeFirstOrThrow();

  it('blacklists and disables (ending the sessions at once) and restores, on the database of DATABASE_URL', async () => {
    const { memberId, token } = await memberWithToken(cli.db);
    const { account } = await cli.db.selectFrom('members').select('account').where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(await findSession(cli.db, token)).toBeDefined();

    expect((await admin('blacklist', account)).stdout.trim()).toBe(texts.memberBlacklisted);
    expect(await flags(memberId)).toEqual({ isblack: 1, status: 1 });
    expect(await findSession(cli.db, token)).toBeUndefined();

    expect((await admin('disable', account)).stdout.trim()).toBe(texts.memberDisabled);
    expect(await flags(memberId)).toEqual({ isblack: 1, status: 0 });

    expect((await admin('restore', account)).stdout.trim()).toBe(texts.memberRestored);
    expect(await flags(memberId)).toEqual({ isblack: 0, status: 1 });
    expect(await findSession(cli.db, token)).toBeUndefined();
  }, 60_000);

  it('refuses an unknown account and shows the usage without one', async () => {
    await expect(admin('blacklist', 'nobody404')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(messages.backOffice.memberNotFound) });
    await expect(admin('disable')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('blacklist <account> | disable <account> | restore <account>') });
  }, 60_000);
});
