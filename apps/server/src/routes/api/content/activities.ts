import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { findShownActivity, listActivities, listActivityTypes } from '../../../content/activities-repository.ts';
import { contentLanguageOf } from '../../../content/translations/content-language.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';
import { wholeNumber } from './whole-number.ts';

const badRequest = () => new DomainError(ErrorCode.badRequest, messages.server.badRequest);

/** A positive whole number, or undefined when the field is absent or empty; anything else is refused. */
function optionalPositive(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = wholeNumber(value);
  if (number === undefined || number < 1) throw badRequest();
  return number;
}

/** The promotion types, the list (all offers or one type) and one promotion. */
export default async function activityRoutes(app: FastifyInstance) {
  app.route(contractRoute('activitytype', async (request) => ok(await listActivityTypes(app.db, contentLanguageOf(app, request)))));

  app.route(
    contractRoute('activitylist', async (request) => {
      const typeId = optionalPositive(request.body.type);
      const page = optionalPositive(request.body.page);
      return ok(await listActivities(app.db, contentLanguageOf(app, request), typeId, page));
    }),
  );

  app.route(
    contractRoute('activitydeatil', async (request) => {
      // A malformed id names no promotion: the same answer as an unknown one.
      const id = wholeNumber(request.body.id);
      const activity = id === undefined ? undefined : await findShownActivity(app.db, id, contentLanguageOf(app, request));
      if (!activity) throw new DomainError(ErrorCode.notFound, messages.activity.notFound);
      return ok(activity);
    }),
  );
}
