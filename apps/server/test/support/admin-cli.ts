import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { seed } from '../../src/db/seed.ts';
import { testTargets, type TestDatabase } from './test-database.ts';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * Inside a describe: a seeded SQLite database of the suite's own, and `npm run admin -- …` run as an
 * operator would, with DATABASE_URL naming that database (the back-office CLI tests).
 */
export function useAdminCli() {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await testTargets[0].create();
    await seed(database.db);
  });
  afterAll(() => database?.dispose());
  const opened = () => {
    if (!database) throw new Error('useAdminCli: the database is opened in beforeAll');
    return database;
  };
  return {
    get db(): Kysely<Database> {
      return opened().db;
    },
    admin: (...args: string[]) => run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: repositoryRoot, env: { ...process.env, DATABASE_URL: opened().url, FORCE_COLOR: '0' },
    }),
  };
}
