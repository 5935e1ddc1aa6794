import { TEXT_LIMITS } from '@lobby/contract';
import { object, string, wire, wireLevel } from '@lobby/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { listActivitiesForEditing, updateActivityContent, updateArticleContent } from '../../back-office/content-edits.ts';
import { ok } from '../../plugins/app/envelope.ts';

const contentPaths = {
  activities: '/admin/api/activities',
  activity: '/admin/api/activities/:id',
  article: '/admin/api/articles/:type',
} as const;

type ContentBody = { Body: { content?: unknown } };

/**
 * Not a contract call (the back office is Lobby's own), so its schema is written here. HTML as the
 * operator sends it, bounded (TEXT_LIMITS.html); any other shape and blank are refused by content-edits.ts.
 */
const contentBodySchema = wireLevel(object({ content: wire(string(), { kind: 'text', limit: TEXT_LIMITS.html, anyShape: true }) }));

/**
 * The back office's content: a promotion's HTML (by id) and a help article's HTML (by type, ARTICLE_TYPES).
 * Ids stay text here so a malformed one gets the same Chinese refusal as an unknown one. Registered inside
 * the admin routes, so their credential hook guards these too.
 */
export default async function contentRoutes(app: FastifyInstance) {
  app.get(contentPaths.activities, async () => ok(await listActivitiesForEditing(app.db)));
  app.put<ContentBody & { Params: { id: string } }>(contentPaths.activity, { schema: { body: contentBodySchema } }, async (request) =>
    ok(null, await updateActivityContent(app.db, request.params.id, request.body.content)),
  );
  app.put<ContentBody & { Params: { type: string } }>(contentPaths.article, { schema: { body: contentBodySchema } }, async (request) =>
    ok(null, await updateArticleContent(app.db, request.params.type, request.body.content)),
  );
}
