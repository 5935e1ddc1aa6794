import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles a TypeScript worker entry into one plain ES module. Fifty workers each loading tsx and
 * transforming the sources took half a minute on two cores; one bundle loads in a tenth of that.
 * esbuild is tsx's own dependency. The bundle goes under apps/server/dist (ignored by git) so that
 * its native and CommonJS dependencies, left external, resolve from this package's node_modules.
 */
export async function bundleWorker(entry: URL): Promise<string> {
  const outfile = fileURLToPath(new URL(`../../dist/test-workers/${entry.pathname.split('/').pop()!.replace(/\.ts$/, '.mjs')}`, import.meta.url));
  await build({
    entryPoints: [fileURLToPath(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['better-sqlite3', 'pg', 'argon2'],
    logLevel: 'error',
  });
  return outfile;
}
