import { createRequire } from 'node:module';

// createRequire rather than import.meta.resolve: it also works where a loader runs this file as CommonJS.
const require = createRequire(import.meta.url);

/**
 * The file of one of the server's programs, found through @lobby/server's exports map, so e2e starts
 * the server as any outside user of the package would and never names its place in the server's source tree.
 * Run it with `node --import tsx <file>`.
 */
export function serverProgram(name: 'main' | 'cluster' | 'cli/site-mode'): string {
  return require.resolve(`@lobby/server/${name}`);
}
