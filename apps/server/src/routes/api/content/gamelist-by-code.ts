import { api, messages, PROVIDER_CODES, TEXT_LIMITS, type ProviderCode } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { listProviderTiles } from '../../../content/games-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireText } from '../../../plugins/app/wire-fields.ts';
import { routeOf } from '../../route-of.ts';

const bodySchema = { type: 'object', properties: { gamecode: wireText(TEXT_LIMITS.code) } } as const;

/** A provider's tiles for /concise; each tile launches on its catecode (a platname) with its gamecode. */
export default async function gamelistByCodeRoute(app: FastifyInstance) {
  app.route<{ Body: { gamecode?: string } }>({
    ...routeOf(api.gamelistBycode),
    schema: { body: bodySchema },
    handler: async (request) => {
      const code = request.body.gamecode?.trim() ?? '';
      if (!PROVIDER_CODES.includes(code as ProviderCode)) throw new DomainError(ErrorCode.badRequest, messages.content.unknownProvider);
      return ok(await listProviderTiles(app.db, code as ProviderCode));
    },
  });
}
