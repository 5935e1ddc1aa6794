import { openApiDocument } from '@lobby/contract/openapi';
import type { FastifyInstance } from 'fastify';

/** The contract's OpenAPI 3.1 document for operators; not a call of the spec, so no envelope. */
export default async function openApiRoute(app: FastifyInstance) {
  const document = openApiDocument();
  app.get('/api/openapi.json', async () => document);
}
