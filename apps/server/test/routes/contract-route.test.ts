import { allCalls, api, messages, type CallKey } from '@lobby/contract';
import { callSchemas, orNull, wireLevel } from '@lobby/contract/schemas';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, ErrorCode } from '../../src/domain-error.ts';
import bodyParsers from '../../src/plugins/app/body-parsers.ts';
import { ok } from '../../src/plugins/app/envelope.ts';
import errorHandler from '../../src/plugins/app/error-handler.ts';
import validation from '../../src/plugins/app/validation.ts';
import { contractRoute } from '../../src/routes/contract-route.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

/** Rows as a repository might hand them over: every column, the secret ones too. */
const vipRow = { level: 1, recharge: 100, flow: 500, status: 1, realperson: 0.5, sport: 0.5, e_sport: 0.5, joker: 0.5, electron: 0.5, lottery: 0.5, id: 7, created_at: '2026-01-01' };
const rebateRow = { gamename: 'AG', money: 1.5, created_at: '2026-01-01 10:00:00', updated_at: '', state: 1, member_id: 42, ledger_key: 'k' };

describe('contractRoute', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandler);
    await app.register(bodyParsers);
    await app.register(validation);
    app.route(contractRoute('balance', async () => ok({ balance: 1000.5, gameblance: 0, password_hash: 'argon2id$secret' })));
    app.route(contractRoute('uservip', async () => ok([vipRow])));
    app.route(
      contractRoute('getfanshui', async () =>
        ok({ list: { data: [rebateRow], total: 1, last_page: 1, current_page: 1, sql: 'select *' }, jisuan: 1.5, nojisuan: 0, member_id: 42 }),
      ),
    );
    app.route(
      contractRoute('getcard', async (request) => {
        if (request.body.type === 3) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
        if (request.body.type === 2) throw new DomainError(ErrorCode.tooManyRequests, messages.server.rateLimited, 429);
        throw new Error('a fault with a stack and a column: password_hash');
      }),
    );
  });
  afterAll(() => app.close());

  const call = (key: CallKey, payload: object = {}) => app.inject({ method: 'POST', url: api[key].path, payload });

  it('answers only the fields the contract names, at any depth: a column it does not name never leaves', async () => {
    expect((await call('balance')).json()).toEqual({ code: 200, message: messages.server.success, data: { balance: 1000.5, gameblance: 0 } });
    const [entry] = (await call('uservip')).json().data as Array<Record<string, unknown>>;
    expect(Object.keys(entry ?? {}).sort()).toEqual(['e_sport', 'electron', 'flow', 'joker', 'level', 'lottery', 'realperson', 'recharge', 'sport', 'status']);
    const rebates = (await call('getfanshui', { date: 4, page: 1, api_type: '' })).json();
    expect(rebates.data).toEqual({
      list: { data: [{ gamename: 'AG', money: 1.5, created_at: '2026-01-01 10:00:00', updated_at: '', state: 1 }], total: 1, last_page: 1, current_page: 1 },
      jisuan: 1.5,
      nojisuan: 0,
    });
  });

  it('keeps refusals in the same envelope with data null, whatever the status', async () => {
    const refused = await call('getcard', { type: 3 });
    expect([refused.statusCode, refused.json()]).toEqual([200, { code: 400, message: messages.server.badRequest, data: null }]);
    const limited = await call('getcard', { type: 2 });
    expect([limited.statusCode, limited.json()]).toEqual([429, { code: 429, message: messages.server.rateLimited, data: null }]);
    const fault = await call('getcard', { type: 1 });
    expect([fault.statusCode, fault.json()]).toEqual([500, { code: 500, message: messages.server.generic, data: null }]);
    // Refused by the contract's wire level before the handler: no type at all, one no INTEGER column holds.
    for (const payload of [{}, { type: '2147483648' }, { type: [1] }]) {
      const malformed = await call('getcard', payload);
      expect([malformed.statusCode, malformed.json()]).toEqual([400, { code: 400, message: messages.server.badRequest, data: null }]);
    }
  });

});

describe('every contract call’s route', () => {
  const [sqlite] = testTargets;
  if (!sqlite) throw new Error('no SQLite test target');
  const context = useTestApp(sqlite);
  const schemas = new Map<string, FastifySchema | undefined>();
  // Added after the routes and before the first request, so it sees every route's options.
  beforeAll(() => {
    context.app.addHook('onRequest', async (request) => {
      schemas.set(`${request.method} ${request.routeOptions.url}`, request.routeOptions.schema);
    });
  });

  it('declares its answers (the envelope around the call’s data) and its payload from the contract', async () => {
    const problems: string[] = [];
    for (const [key, call] of allCalls) {
      await context.app.inject({ method: call.method, url: call.path.replace(':platname', 'ag') });
      const schema = schemas.get(`${call.method} ${call.path}`);
      const response = schema?.response as Record<string, { properties: { data: unknown } }> | undefined;
      if (!response) {
        problems.push(`${key}: no answer schema`);
        continue;
      }
      if (Object.keys(response).sort().join() !== '200,4xx,5xx') problems.push(`${key}: answers ${Object.keys(response)}`);
      expect(response['200']?.properties.data, key).toEqual(orNull(callSchemas[key].response));
      expect(response['4xx']?.properties.data, key).toEqual({ type: 'null' });
      const payload = call.method === 'GET' ? schema?.querystring : schema?.body;
      if (key === 'uploadimg') expect(payload, 'the upload is multipart').toBeUndefined();
      else expect(payload, key).toEqual(wireLevel(callSchemas[key].request));
    }
    expect(problems).toEqual([]);
    expect(schemas.size).toBe(allCalls.length);
  });
});
