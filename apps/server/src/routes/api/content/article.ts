import { ARTICLE_TYPES, messages, type ArticleType } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { findArticleContent } from '../../../content/articles-repository.ts';
import { contentLanguageOf } from '../../../content/translations/content-language.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';
import { wholeNumber } from './whole-number.ts';

/** Help articles by type (1-5, 7, 8; type 6 has no article). */
export default async function articleRoute(app: FastifyInstance) {
  app.route(
    contractRoute('article', async (request) => {
      const type = wholeNumber(request.body.type);
      if (type === undefined || !ARTICLE_TYPES.includes(type as ArticleType)) {
        throw new DomainError(ErrorCode.badRequest, messages.content.unknownArticle);
      }
      const content = await findArticleContent(app.db, type as ArticleType, contentLanguageOf(app, request));
      if (content === undefined) throw new DomainError(ErrorCode.notFound, messages.content.unknownArticle);
      return ok({ content });
    }),
  );
}
