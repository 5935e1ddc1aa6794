import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

describe('web app at /', () => {
  let database: TestDatabase;
  let dist: string;
  beforeAll(async () => {
    database = await testTargets[0].create();
    dist = mkdtempSync(join(tmpdir(), 'lobby-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lobby</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  const appOn = (webDist: string) => buildApp({ db: database.db, dialect: database.dialect, webDist });

  it('serves index.html without caching and hashed assets for a year', async () => {
    const app = await appOn(dist);
    const index = await app.inject({ method: 'GET', url: '/' });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    await app.close();
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Lobby</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('says to build the web app when the dist folder is missing', async () => {
    const app = await appOn(join(dist, 'missing'));
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });
});
