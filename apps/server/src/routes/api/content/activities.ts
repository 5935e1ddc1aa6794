import { api, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { findShownActivity, listActivities, listActivityTypes } from '../../../content/activities-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { routeOf } from '../../route-of.ts';
import { wireInteger } from '../../../plugins/app/wire-fields.ts';
import { wholeNumber } from './whole-number.ts';

const listSchema = { type: 'object', properties: { type: wireInteger, page: wireInteger } } as const;
const detailSchema = { type: 'object', properties: { id: wireInteger } } as const;

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
  app.route({
    ...routeOf(api.activitytype),
    handler: async () => ok(await listActivityTypes(app.db)),
  });

  app.route<{ Body: { type?: unknown; page?: unknown } }>({
    ...routeOf(api.activitylist),
    schema: { body: listSchema },
    handler: async (request) => {
      const typeId = optionalPositive(request.body.type);
      const page = optionalPositive(request.body.page);
      return ok(await listActivities(app.db, typeId, page));
    },
  });

  app.route<{ Body: { id?: unknown } }>({
    ...routeOf(api.activitydeatil),
    schema: { body: detailSchema },
    handler: async (request) => {
      // A malformed id names no promotion: the same answer as an unknown one.
      const id = wholeNumber(request.body.id);
      const activity = id === undefined ? undefined : await findShownActivity(app.db, id);
      if (!activity) throw new DomainError(ErrorCode.notFound, messages.activity.notFound);
      return ok(activity);
    },
  });
}
