import { api, messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('POST /api/logoff on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('revokes the presented token only: it then answers 401, other sessions live on', async () => {
    const member = await registerMember(context.app);
    const other = await post<{ new_api_token: string }>(context.app, api.login_pc.path, { name: member.account, password: member.password, code: 'ab12' });
    const otherToken = other.body.data.new_api_token;

    expect((await post(context.app, api.logoff.path, {}, member.token)).body).toEqual({ code: 200, message: messages.server.logoffSuccess, data: null });
    const after = await post(context.app, api.user.path, {}, member.token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
    expect((await post(context.app, api.balance.path, {}, otherToken)).body.code).toBe(200);

    const revoked = await context.database.db.selectFrom('api_tokens').select('revoked_at').where('revoked_at', 'is not', null).execute();
    expect(revoked).toHaveLength(1);
  });

  it('succeeds without a token, so a client with an expired session still logs out cleanly', async () => {
    const answer = await post(context.app, api.logoff.path);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
  });
});
