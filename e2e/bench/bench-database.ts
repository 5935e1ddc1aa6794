// A database made for one bench run and removed after it: a temporary SQLite file, or a fresh
// PostgreSQL database (CREATE DATABASE, DROP DATABASE ... WITH (FORCE)) on the server that
// BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test names.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export type BenchDialect = 'sqlite' | 'postgres';

export interface BenchDatabase {
  dialect: BenchDialect;
  /** A DATABASE_URL the server and createDb() both read. */
  url: string;
  dispose(): Promise<void>;
}

export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await withAdminClient((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

export async function freshDatabase(dialect: BenchDialect, purpose: string): Promise<BenchDatabase> {
  if (dialect === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), `lobby-${purpose}-`));
    return { dialect, url: `sqlite:${join(folder, 'lobby.sqlite')}`, dispose: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `lobby_${purpose}_${randomBytes(5).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    dispose: () => dropDatabase(name),
  };
}

/**
 * A closed pool's backends linger for a moment after the client side has ended: wait for them rather
 * than forcing (FORCE would kill a backend whose client still reads, and that client would throw).
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await withAdminClient((client) => client.query(`drop database if exists ${name}`));
      return;
    } catch (error) {
      // 55006: object_in_use, "database ... is being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
      await sleep(100);
    }
  }
  await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
}
