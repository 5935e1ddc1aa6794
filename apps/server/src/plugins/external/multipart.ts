import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart bodies, registered only in the scope of the routes that take files (the avatar upload):
 * elsewhere a multipart body stays an unsupported content type. One file, at most AVATAR_MAX_BYTES.
 */
export default fp(async function multipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
});
