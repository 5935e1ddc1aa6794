import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface WebAppOptions {
  webDist: string;
}

const NOT_BUILT = 'Lobby: the web app is not built yet. Run `npm run build` in the repository root, then reload.\n';

/** Serves the built web app at /, precompressed: hashed files under /assets are cached for a year, the rest revalidated. */
export default fp(async function webApp(app: FastifyInstance, { webDist }: WebAppOptions) {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.get('/', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(NOT_BUILT));
    return;
  }
  const hashedAssets = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // The build writes .br and .gz beside its files (apps/web/precompress.ts); served when the browser accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, path) {
      // The same address answers br, gzip or plain bytes, so shared caches must key on the encoding.
      response.setHeader('vary', 'accept-encoding');
      response.setHeader('cache-control', path.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
