import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { listBanners } from '../../../content/banners-repository.ts';
import { contentLanguageOf } from '../../../content/translations/content-language.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';
import { wholeNumber } from './whole-number.ts';

/** type 2 is the home carousel; a type with no banners answers an empty list. Pictures are in the request's language. */
export default async function bannerListRoute(app: FastifyInstance) {
  app.route(
    contractRoute('bannerList', async (request) => {
      const type = wholeNumber(request.body.type);
      if (type === undefined || type < 1) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
      return ok(await listBanners(app.db, type, contentLanguageOf(app, request)));
    }),
  );
}
