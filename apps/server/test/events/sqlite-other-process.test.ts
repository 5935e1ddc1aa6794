import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/connect.ts';
import { credit } from '../routes/api/games/games-fixtures.ts';
import { listeningAddress, openBalanceStream } from '../support/sse-client.ts';
import { registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

/**
 * On SQLite the bus is in-process, but the admin CLI and job runs write the same file from other
 * processes. The server notices such writes (PRAGMA data_version) and re-reads every stream's balances.
 */
describe('the balance push on SQLite after another process writes', () => {
  const context = useTestApp(testTargets[0]);

  it('sends the balances a second database handle (as the admin CLI opens) changed', async () => {
    const member = await registerMember(context.app);
    const stream = await openBalanceStream(await listeningAddress(context.app), member.token);
    expect(await stream.nextBalances()).toEqual({ balance: 0, gameblance: 0 });

    const cli = createDb(context.database.url);
    try {
      const { id } = await cli.db.selectFrom('members').select('id').where('account', '=', member.account).executeTakeFirstOrThrow();
      await credit(cli.db, id, 1_234);
    } finally {
      await cli.destroy();
    }
    expect(await stream.nextBalances()).toEqual({ balance: 12.34, gameblance: 0 });
    stream.close();
  });
});
