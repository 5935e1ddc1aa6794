import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AVATAR_URL_PREFIX } from '../../members/avatar-storage.ts';

interface MediaOptions {
  /** Uploaded avatars, served at /media/avatars/. */
  avatarDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    avatarDir: string;
  }
}

/** apps/server/static: the generated tiles, banners and promotion pictures, and the demo pages. */
const staticRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../static');

/**
 * The server's own files, beside the web app at /: /media/ (committed pictures), /media/avatars/
 * (uploads) and /demo/ (the customer-service, agent-login and visit pages). decorateReply is false
 * because the web app's registration owns reply.sendFile.
 */
export default fp<MediaOptions>(async function media(app: FastifyInstance, { avatarDir }: MediaOptions) {
  mkdirSync(avatarDir, { recursive: true });
  app.decorate('avatarDir', avatarDir);
  await app.register(fastifyStatic, { root: resolve(staticRoot, 'media'), prefix: '/media/', decorateReply: false, maxAge: '1d' });
  await app.register(fastifyStatic, { root: avatarDir, prefix: AVATAR_URL_PREFIX, decorateReply: false, maxAge: '1d' });
  await app.register(fastifyStatic, { root: resolve(staticRoot, 'demo'), prefix: '/demo/', decorateReply: false, cacheControl: false });
});
