import { api } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventBusOf } from '../../src/events/database-event-bus.ts';
import { defineChannel, type BusStatus } from '../../src/events/event-bus.ts';
import { listeningAddress, openBalanceStream } from '../support/sse-client.ts';
import { post, registerMember } from '../support/test-app.ts';
import { dropListeningConnections, postgresTarget, useTwoInstances } from '../support/two-instances.ts';

process.env.ADMIN_TOKEN = 'across-processes-test-token';
const bankDeposit = { paytype: 'bank', amount: 800, bank_owner: '李四', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' };

/**
 * Two server instances on one PostgreSQL database, each with its own pool and its own listening
 * connection, as two processes have: what commits through one reaches the streams of the other.
 */
describe.skipIf(!postgresTarget.available)('the event bus across two server instances on PostgreSQL', () => {
  const instances = useTwoInstances();
  const admin = (app: FastifyInstance, url: string) => app.inject({ method: 'POST', url, headers: { authorization: `Admin ${process.env.ADMIN_TOKEN}` } }).then((r) => r.json());

  it('pushes a deposit approved through instance A to a stream on instance B', async () => {
    const { appA, appB } = instances;
    const member = await registerMember(appA);
    const stream = await openBalanceStream(await listeningAddress(appB), member.token);
    expect(await stream.nextBalances()).toEqual({ balance: 0, gameblance: 0 });
    const placed = await post<{ deposit_no: string }>(appA, api.recharge.path, bankDeposit, member.token);
    expect((await admin(appA, `/admin/api/deposits/${placed.body.data.deposit_no}/approve`)).code).toBe(200);
    expect(await stream.nextBalances()).toEqual({ balance: 800, gameblance: 0 });
    stream.close();
  });

  it('ends a stream on instance B at logoff through instance A, and at blacklisting', async () => {
    const { appA, appB } = instances;
    const member = await registerMember(appA);
    const stream = await openBalanceStream(await listeningAddress(appB), member.token);
    await stream.nextBalances();
    expect((await post(appA, api.logoff.path, {}, member.token)).body.code).toBe(200);
    await stream.ended;

    const other = await registerMember(appA);
    const blacklisted = await openBalanceStream(await listeningAddress(appB), other.token);
    await blacklisted.nextBalances();
    expect((await admin(appA, `/admin/api/members/${other.account}/blacklist`)).code).toBe(200);
    await blacklisted.ended;
  });

  it('carries a payload over NOTIFY’s 8000 bytes whole, in parts', async () => {
    const { database, second } = instances;
    const big = defineChannel<{ text: string }>('test-big');
    const text = '余额'.repeat(3_000) + '😀'.repeat(2_000);
    const heard = new Promise<string>((resolve) => eventBusOf(second.db).subscribe(big, (payload) => resolve(payload.text)));
    await eventBusOf(second.db).ready();
    await eventBusOf(database.db).publish(big, { text });
    expect(await heard).toBe(text);
  });

  it('says down when its listening connection drops, closes the streams it holds, and says up once it listens again', async () => {
    const { database, second, appA, appB } = instances;
    const bus = eventBusOf(second.db);
    const statuses: BusStatus[] = [];
    const back = new Promise<void>((resolve) =>
      bus.onStatus((status) => {
        statuses.push(status);
        if (status === 'up') resolve();
      }),
    );
    const member = await registerMember(appA);
    const stream = await openBalanceStream(await listeningAddress(appB), member.token);
    await stream.nextBalances();

    // Both instances' listening connections (they share the schema, so the name): as a database restart would.
    await dropListeningConnections(database.schema);
    await stream.ended;
    await back;
    expect(statuses).toEqual(['down', 'up']);

    // Heard again: a new stream on B follows a change committed through A.
    const again = await openBalanceStream(await listeningAddress(appB), member.token);
    expect(await again.nextBalances()).toEqual({ balance: 0, gameblance: 0 });
    const placed = await post<{ deposit_no: string }>(appA, api.recharge.path, bankDeposit, member.token);
    await admin(appA, `/admin/api/deposits/${placed.body.data.deposit_no}/approve`);
    expect(await again.nextBalances()).toEqual({ balance: 800, gameblance: 0 });
    again.close();
  });
});
