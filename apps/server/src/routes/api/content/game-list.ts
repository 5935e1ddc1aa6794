import { GAME_CATEGORIES, messages, type GameCategory } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { listGames } from '../../../content/games-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** The client sends category empty and groups the answer by category_id itself. */
export default async function gameListRoute(app: FastifyInstance) {
  app.route(
    contractRoute('gameList', async (request) => {
      const category = request.query.category?.trim() ?? '';
      if (category !== '' && !GAME_CATEGORIES.includes(category as GameCategory)) {
        throw new DomainError(ErrorCode.badRequest, messages.content.unknownCategory);
      }
      return ok(await listGames(app.db, category === '' ? undefined : (category as GameCategory)));
    }),
  );
}
