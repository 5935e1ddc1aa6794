import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, type Envelope } from '@lobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerLimits } from '../../src/server-limits.ts';
import { memberWithToken } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

/** Short limits, so the test waits seconds rather than the production defaults' half minute. */
const LIMITS: ServerLimits = { requestTimeoutMs: 1_500, headersTimeoutMs: 1_000, keepAliveTimeoutMs: 5_000, maxConnections: 200 };
/** Only catches connections the server never closes; never a speed measurement. */
const HANG_BOUND_MS = 20_000;

interface StalledClient {
  socket: Socket;
  closed: Promise<unknown>;
}

/** A connection that sends `head` (and a piece of body) and then nothing more, ever. */
async function stall(port: number, head: string): Promise<StalledClient> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  // Reading (and dropping) what the server sends, so its closing the connection is seen.
  socket.resume();
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve).once('close', resolve));
  if (!socket.destroyed && head !== '') socket.write(head);
  return { socket, closed };
}

const unfinishedBody = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"demo`;
const unfinishedHeaders = (path: string) => `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty`;

async function everyClosed(clients: StalledClient[]): Promise<boolean> {
  const all = Promise.all(clients.map((client) => client.closed)).then(() => true);
  return Promise.race([all, sleep(HANG_BOUND_MS).then(() => false)]);
}

describe.each(testTargets)('slow clients against a listening server on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { serverLimits: LIMITS });
  let port: number;
  let token: string;

  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as { port: number }).port;
    token = (await memberWithToken(context.database.db)).token;
  });

  const balance = async () => {
    const response = await fetch(`http://127.0.0.1:${port}${api.balance.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    return { status: response.status, body: (await response.json()) as Envelope<unknown> };
  };

  it('closes connections whose body or headers never finish (or never start), and answers the balance meanwhile', { timeout: 60_000 }, async () => {
    const clients = [
      ...(await Promise.all(Array.from({ length: 40 }, () => stall(port, unfinishedBody(api.login_pc.path))))),
      ...(await Promise.all(Array.from({ length: 20 }, () => stall(port, unfinishedHeaders(api.transfer.path))))),
      // Connected, and not a byte sent.
      ...(await Promise.all(Array.from({ length: 10 }, () => stall(port, '')))),
    ];
    const answer = await balance();
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);

    try {
      expect(await everyClosed(clients), 'every stalled connection closed by the server').toBe(true);
    } finally {
      for (const client of clients) client.socket.destroy();
    }
    expect((await balance()).body.code).toBe(200);
  });
});

describe.each(testTargets)('the connection cap on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { serverLimits: { ...LIMITS, requestTimeoutMs: 3_000, headersTimeoutMs: 3_000, maxConnections: 5 } });
  let port: number;

  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as { port: number }).port;
  });

  it('closes a connection past MAX_CONNECTIONS at once, and takes new ones when the stalled ones are gone', { timeout: 60_000 }, async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => stall(port, unfinishedBody(api.login_pc.path))));
    const extra = await stall(port, unfinishedBody(api.login_pc.path));
    try {
      // Closed by the server without waiting for any timeout: the stalled five are still open.
      expect(await everyClosed([extra])).toBe(true);
      expect(clients.every((client) => !client.socket.destroyed)).toBe(true);
      expect(await everyClosed(clients)).toBe(true);
    } finally {
      for (const client of [...clients, extra]) client.socket.destroy();
    }
    const response = await fetch(`http://127.0.0.1:${port}${api.app.path}`, { method: 'POST' });
    expect(response.status).toBe(200);
  });
});
