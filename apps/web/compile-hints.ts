import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry chunk (React, React DOM, the router, the query client and the app's shell) with V8's
 * explicit compile hint. Left to itself, V8 compiles a function only when it is first called, on the main
 * thread, in the middle of the first render; almost every function of this file runs before the first screen
 * shows, so it is cheaper to compile them all on the background thread that parses the file as it downloads.
 * Browsers without the hint read an ordinary comment. (Figures: the README's Lighthouse section.)
 *
 * The page chunks are left as they are: each holds code for states the first screen never reaches (forms'
 * errors, dialogs), which would be compiled for nothing.
 *
 * The comment must be the file's first line, and Vite writes its own preamble (the dependency map of the
 * dynamic imports) last, so the hint goes into the written file; the source map, when there is one, moves
 * down a line. The precompressed copies are made after this (precompress.ts, at closeBundle).
 */
export function compileHints(): Plugin {
  let outDir = '';
  return {
    name: 'lobby-compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (entries.length === 0) this.error('compile-hints: the build has no entry chunk');
      for (const { fileName } of entries) {
        const file = join(outDir, fileName);
        const code = readFileSync(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        writeFileSync(file, COMPILE_HINT + code);
        const mapFile = `${file}.map`;
        if (existsSync(mapFile)) {
          const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
          writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}
