import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');

/** The `--lobby-*` custom properties a stylesheet writes as plain values (not var() references). */
function tokens(path: string): Map<string, string> {
  const css = readFileSync(join(root, path), 'utf8');
  return new Map([...css.matchAll(/(--lobby-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

describe('the demo pages the app frames', () => {
  it('copy the app\'s colour tokens exactly, so that /kefu and the agent login match the app', () => {
    const app = tokens('apps/web/src/styles/tokens.css');
    const demo = tokens('apps/server/static/demo/demo.css');
    expect(demo.size).toBeGreaterThan(0);
    for (const [name, value] of demo) expect(value, name).toBe(app.get(name));
  });
});
