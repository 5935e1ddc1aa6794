/**
 * What Fastify's router and Node's HTTP parser refuse before any route runs (an undecodable URL, a path
 * parameter over maxParamLength, headers over 16 KB, bytes that are not HTTP) leaves in the envelope with
 * a Chinese message, never in Fastify's English JSON echoing the URL.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { messages } from '@lobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { firstRow, firstRows } from '../support/rows.ts';

/** Sends raw bytes on a fresh connection and answers everything the server wrote before it closed. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(request);
  });
}

function parseResponse(raw: string) {
  const [head, body] = firstRows(raw.split('\r\n\r\n'), 2);
  return { statusLine: firstRow(head.split('\r\n')), head, body: JSON.parse(body) as unknown };
}

describe('framework errors in the envelope', () => {
  // No database item: the router and the parser refuse these before any query.
  const context = useTestApp(testTargets[0]);
  let port = 0;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as AddressInfo).port;
  });

  it.each([
    ['a stray % in a path parameter', 'POST', '/api/userapimoney/%', 400, messages.input.badUrl],
    ['a broken UTF-8 escape under /media', 'GET', '/media/%E0%A4%A', 400, messages.input.badUrl],
    ['a broken escape under /admin/api', 'POST', '/admin/api/withdrawals/%/approve', 400, messages.input.badUrl],
    ['a platform code over 100 characters', 'POST', `/api/userapimoney/${'a'.repeat(101)}`, 414, messages.input.urlTooLong],
  ] as const)('answers %s with the envelope and no echo of the URL', async (_, method, url, status, message) => {
    const response = await context.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: status, message, data: null });
    expect(response.body).not.toMatch(/FST_ERR|userapimoney|%|aaaa/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers headers over 16 KB with HTTP 431 and the envelope, on a real socket', async () => {
    const raw = await rawExchange(port, `POST /api/app HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    const { statusLine, head, body } = parseResponse(raw);
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(head).toMatch(/cache-control: no-store/i);
    expect(body).toEqual({ code: 431, message: messages.input.headersTooLarge, data: null });
  });

  it('answers a long path parameter with HTTP 414 and the envelope, on a real socket', async () => {
    const raw = await rawExchange(port, `POST /api/userapimoney/${'a'.repeat(150)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const { statusLine, body } = parseResponse(raw);
    expect(statusLine).toMatch(/^HTTP\/1\.1 414/);
    expect(body).toEqual({ code: 414, message: messages.input.urlTooLong, data: null });
  });

  it('answers bytes that are not HTTP with HTTP 400 and the envelope', async () => {
    const { statusLine, body } = parseResponse(await rawExchange(port, 'HELLO\u0001 WORLD\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body).toEqual({ code: 400, message: messages.input.badConnection, data: null });
  });
});
