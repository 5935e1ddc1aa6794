import { it } from 'vitest';
import type { TestTarget } from './test-database.ts';

/** Inside describe.each(testTargets): marks the target's suite skipped (visibly) when its database is missing. */
export function skipWhenUnavailable(target: TestTarget): boolean {
  if (target.available) return false;
  it.skip(`${target.dialect} unreachable: suite skipped`, () => undefined);
  return true;
}
