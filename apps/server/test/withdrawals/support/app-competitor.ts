import { createInterface } from 'node:readline';
import { buildApp } from '../../../src/app.ts';
import { createDb } from '../../../src/db/connect.ts';

/**
 * One competing server process of the reliability tests: its own app and its own connection (SQLite)
 * or pool (PostgreSQL) to the shared database. It builds the app, prints 'ready', waits for a line on
 * stdin so that both processes start together, fires every request at once through app.inject, and
 * prints the envelopes as one JSON line.
 */
export interface CompetitorRequest {
  method: 'POST' | 'GET';
  url: string;
  headers: Record<string, string>;
  payload?: object;
}

export interface CompetitorInput {
  url: string;
  schema?: string;
  requests: CompetitorRequest[];
}

const input = JSON.parse(process.env.COMPETITOR_INPUT!) as CompetitorInput;
const database = createDb(input.url, { schema: input.schema, maxConnections: 20 });
// Racing one member's requests is the point here, not how many a minute the member may send (nor how
// many payment-password checks may be in flight at once: each is reserved as a possible failure).
const app = await buildApp({
  db: database.db,
  webDist: '/nonexistent/web-dist',
  rateLimitScale: { member: 1000 },
  payPasswordLimits: { failures: 1000, windowMs: 60_000 },
  // A race of deposit orders pays through the sandbox provider: the caller sets PAYMENT_SANDBOX=1.
  paymentSandbox: process.env.PAYMENT_SANDBOX === '1',
});
await app.ready();

console.log('ready');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));

const answers = await Promise.all(input.requests.map(async (request) => (await app.inject(request)).json()));
console.log(JSON.stringify(answers));
lines.close();
await app.close();
await database.destroy();
