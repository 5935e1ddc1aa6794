import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Vitest setup file: every test file's uploads (buildApp's default avatar folder, and any server process
 * a test spawns, which inherits the environment) go to a temporary UPLOADS_DIR, never into the checkout.
 */
const folder = mkdtempSync(join(tmpdir(), 'lobby-uploads-'));
process.env.UPLOADS_DIR = folder;
afterAll(() => rmSync(folder, { recursive: true, force: true }));
