import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
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
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  const appOn = (webDist: string) => buildApp({ db: database.db, webDist });

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

  it('serves the build\'s precompressed file to a browser that accepts it, the plain file otherwise', async () => {
    const app = await appOn(dist);
    const url = '/assets/index-abc123.js';
    const compressed = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    await app.close();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
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
