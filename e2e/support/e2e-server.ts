import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Decided once in the runner process and inherited by the workers through the environment,
// so the tests and the server they start agree on the database file.
process.env.LOBBY_E2E_DB ??= join(tmpdir(), `lobby-e2e-${Date.now()}-${process.pid}.sqlite`);
process.env.LOBBY_E2E_PORT ??= '3107';

export const e2eServer = {
  dbFile: process.env.LOBBY_E2E_DB,
  port: Number(process.env.LOBBY_E2E_PORT),
  get url() { return `http://127.0.0.1:${this.port}`; },
};
