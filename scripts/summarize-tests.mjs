// Adds up the Vitest and Playwright JSON reports into the one closing line CI reads, and names
// every failed test just above it: CI logs keep only their tail, so the names must be there.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
let passed = 0, failed = 0, skipped = 0;
const failedNames = [];

/** Playwright nests suites by file and describe block; specs hold the tests. */
function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') failedNames.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats) { // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
  } else { // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const failures = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failures) {
        failedNames.push(`${relative(process.cwd(), result.name)} › ${a.fullName}\n      ${(a.failureMessages?.[0] ?? '').split('\n')[0]}`);
      }
      // A file that fails to load (or a failing hook) has no failed assertion to name.
      if (result.status === 'failed' && failures.length === 0) {
        failedNames.push(`${relative(process.cwd(), result.name)}\n      ${(result.message ?? '').split('\n')[0]}`);
      }
    }
  }
}
if (failedNames.length > 0) console.log(`\nFailed tests:\n${failedNames.map((n) => `  - ${n}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
