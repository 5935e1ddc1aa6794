/**
 * npm run conformance -- URL [--account A --password P] [--level spec|lobby]
 * spec (the default) judges only what the spec promises; lobby also Lobby's additions (x-lobby-extension).
 * Prints PASS / FAIL / SKIP per call and a summary; exits 1 when any call FAILs, 2 on bad usage.
 * Lives in e2e/ because, like the flows, it talks to a running back end over HTTP.
 */
import { parseArgs } from 'node:util';
import { CONFORMANCE_LEVELS, type ConformanceLevel } from './answer-schemas.ts';
import { checkConformance } from './check-conformance.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { account: { type: 'string' }, password: { type: 'string' }, level: { type: 'string', default: 'spec' } },
});
const [baseUrl] = positionals;
const level = values.level as ConformanceLevel;
if (!baseUrl || (values.account !== undefined) !== (values.password !== undefined) || !CONFORMANCE_LEVELS.includes(level)) {
  console.error('usage: npm run conformance -- URL [--account A --password P] [--level spec|lobby]');
  process.exit(2);
}

console.log(`level: ${level}`);
const results = await checkConformance({ baseUrl, account: values.account, password: values.password, level });
for (const { key, verdict, detail } of results) console.log(`${verdict.padEnd(4)}  ${key.padEnd(18)}  ${detail}`);
const count = (verdict: string) => results.filter((result) => result.verdict === verdict).length;
console.log(`\n${count('PASS')} passed, ${count('FAIL')} failed, ${count('SKIP')} skipped of ${results.length} calls`);
process.exit(count('FAIL') > 0 ? 1 : 0);
