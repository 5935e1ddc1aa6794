import { messages, PROVIDER_CODES, type ProviderCode } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { listProviderTiles } from '../../../content/games-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** A provider's tiles for /concise; each tile launches on its catecode (a platname) with its gamecode. */
export default async function gamelistByCodeRoute(app: FastifyInstance) {
  app.route(
    contractRoute('gamelistBycode', async (request) => {
      const code = request.body.gamecode?.trim() ?? '';
      if (!PROVIDER_CODES.includes(code as ProviderCode)) throw new DomainError(ErrorCode.badRequest, messages.content.unknownProvider);
      return ok(await listProviderTiles(app.db, code as ProviderCode));
    }),
  );
}
