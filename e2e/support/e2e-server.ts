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
  /**
   * The layout baselines (tests/screens) run against a server of their own on the next port, with a
   * database no flow touches: what home and the records show then depends on nothing else that ran.
   */
  screens: {
    dbFile: process.env.LOBBY_E2E_DB.replace(/\.sqlite$/, '-screens.sqlite'),
    port: Number(process.env.LOBBY_E2E_PORT) + 1,
    get url() { return `http://127.0.0.1:${this.port}`; },
  },
  /**
   * LOBBY_E2E_SPEC_MINIMAL=1: the server runs with SPEC_MINIMAL=1 (answers only what the spec promises,
   * ignores Idempotency-Key), so a flow that depends on a Lobby addition fails.
   */
  specMinimal: process.env.LOBBY_E2E_SPEC_MINIMAL === '1',
};
