import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../compile-hints';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean };

/** Runs the plugin as Vite would once the build is written to `outDir`. */
function run(outDir: string, bundle: Record<string, Chunk>) {
  const plugin = compileHints();
  (plugin.configResolved as (config: unknown) => void)({ build: { outDir } });
  const hook = plugin.writeBundle as (this: unknown, options: unknown, bundle: Record<string, Chunk>) => void;
  hook.call({ error: (message: string) => { throw new Error(message); } }, {}, bundle);
}

function writtenBuild(files: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), 'lobby-compile-hints-'));
  mkdirSync(join(outDir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(outDir, name), content);
  return outDir;
}

const chunk = (fileName: string, isEntry: boolean): Chunk => ({ type: 'chunk', fileName, isEntry });

describe('compile-hints', () => {
  it('puts V8\'s hint on the first line of the entry only, and moves its source map down a line', () => {
    const outDir = writtenBuild({
      'assets/index-a.js': 'const __vite__mapDeps=1;\nexport{}',
      'assets/index-a.js.map': JSON.stringify({ version: 3, mappings: 'AAAA' }),
      'assets/HomePage-b.js': 'export default 1',
    });
    run(outDir, { 'assets/index-a.js': chunk('assets/index-a.js', true), 'assets/HomePage-b.js': chunk('assets/HomePage-b.js', false) });

    const entry = readFileSync(join(outDir, 'assets/index-a.js'), 'utf8');
    expect(entry.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(entry).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;\nexport{}`);
    expect(JSON.parse(readFileSync(join(outDir, 'assets/index-a.js.map'), 'utf8')).mappings).toBe(';AAAA');
    expect(readFileSync(join(outDir, 'assets/HomePage-b.js'), 'utf8')).toBe('export default 1');
  });

  it('adds the hint once however often it runs', () => {
    const outDir = writtenBuild({ 'assets/index-a.js': 'export{}' });
    const bundle = { 'assets/index-a.js': chunk('assets/index-a.js', true) };
    run(outDir, bundle);
    run(outDir, bundle);
    expect(readFileSync(join(outDir, 'assets/index-a.js'), 'utf8')).toBe(`${COMPILE_HINT}export{}`);
  });

  it('refuses a build without an entry rather than ship one without the hint', () => {
    const outDir = writtenBuild({ 'assets/a.js': 'export{}' });
    expect(() => run(outDir, { 'assets/a.js': chunk('assets/a.js', false) })).toThrow(/no entry chunk/);
  });
});
