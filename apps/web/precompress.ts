import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, once, at build time: the reference server
 * serves them to browsers that accept them (@fastify/static's preCompressed), so nothing is compressed per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lobby-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file));
      for (const file of files) {
        const content = readFileSync(join(outDir, file));
        writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(content));
        writeFileSync(join(outDir, `${file}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}
