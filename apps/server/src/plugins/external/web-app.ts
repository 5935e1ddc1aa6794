import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { brandFiles, brandIndexHtml, brandManifest, type BrandFolder } from '@lobby/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface WebAppOptions {
  webDist: string;
}

const NOT_BUILT = 'Lobby: the web app is not built yet. Run `npm run build` in the repository root, then reload.\n';

/** A text answer with its compressed forms, made once. */
interface Prepared {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  type: string;
}

function prepare(text: string, type: string): Prepared {
  const plain = Buffer.from(text);
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }), type };
}

function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: Prepared) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  void reply.type(prepared.type).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(encoding ? prepared[encoding] : prepared.plain);
}

/**
 * Serves the built web app at /, precompressed: hashed files under /assets are cached for a year, the rest
 * revalidated. index.html, the manifest and the pictures under /brand/ are the request's brand (issue 14):
 * each brand's page is dressed once at start (@lobby/brand), so a brand costs no work per request and no
 * rebuild, and two hosts show two brands from one build.
 */
export default fp(async function webApp(app: FastifyInstance, { webDist }: WebAppOptions) {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.get('/', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(NOT_BUILT));
    return;
  }
  const builtIndex = readFileSync(join(webDist, 'index.html'), 'utf8');
  const pages = new Map<BrandFolder, { index: Prepared; manifest: Prepared }>();
  for (const folder of app.brands.all.values()) {
    pages.set(folder, {
      index: prepare(brandIndexHtml(builtIndex, folder.brand), 'text/html; charset=utf-8'),
      manifest: prepare(`${JSON.stringify(brandManifest(folder.brand))}\n`, 'application/manifest+json; charset=utf-8'),
    });
  }
  const pageOf = (request: FastifyRequest) => pages.get(app.brands.of(request))!;

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => sendPrepared(request, reply, pageOf(request).index);
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.get('/manifest.webmanifest', async (request, reply) => sendPrepared(request, reply, pageOf(request).manifest));
  // Only the pictures the brand file names: nothing else in its folder is ever served.
  app.get<{ Params: { file: string } }>('/brand/:file', async (request, reply) => {
    const { brand, dir } = app.brands.of(request);
    if (!brandFiles(brand).includes(request.params.file)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile(request.params.file, dir);
  });

  const hashedAssets = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // index.html is the brand's (above), never the built file as it is.
    index: false,
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
