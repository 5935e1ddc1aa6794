import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { seed } from '../../src/db/seed.ts';
import type { TestDatabase, TestTarget } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
}

/** A migrated and seeded database and an app on it for the suite; torn down after it. */
export function useTestApp(target: TestTarget, options: Partial<BuildAppOptions> = {}): TestApp {
  const context = {} as TestApp;
  // Avatars of the suite in a folder of its own, removed after it (never under the checkout's data/).
  const avatarDir = mkdtempSync(join(tmpdir(), 'lobby-test-avatars-'));
  beforeAll(async () => {
    context.database = await target.create();
    await seed(context.database.db);
    context.app = await buildApp({
      db: context.database.db,
      webDist: '/nonexistent/web-dist',
      // Suites register many members from inject's one address; the limits themselves are tested
      // with the real scale in test/security/rate-limits.test.ts.
      rateLimitScale: { address: 100 },
      avatarDir,
      ...options,
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.dispose();
    rmSync(avatarDir, { recursive: true, force: true });
  });
  return context;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/** POSTs JSON the way the web app does: Bearer header (empty when logged out), JSON body. */
export async function post<T = unknown>(app: FastifyInstance, url: string, payload: object = {}, token = ''): Promise<Answer<T>> {
  const response = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

/** A fresh valid account name: 'u' and 7 digits (letters and digits, 8 characters). */
export function uniqueAccount(): string {
  return `u${randomInt(1_000_000, 10_000_000)}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueAccount(),
    password: 'abcd1234',
    confirmPass: 'abcd1234',
    realname: '李四',
    paypassword: '654321',
    code: 'ab12',
    ...overrides,
  };
}

/** Registers a member and answers its account and session token. */
export async function registerMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const answer = await post<{ api_token: string }>(app, '/api/register', payload);
  if (answer.body.code !== 200) throw new Error(`registration failed: ${answer.body.message}`);
  return { account: payload.name, password: payload.password, token: answer.body.data.api_token };
}
