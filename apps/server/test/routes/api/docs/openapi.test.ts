import { allCalls } from '@lobby/contract';
import { openApiDocument } from '@lobby/contract/openapi';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('GET /api/openapi.json on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('publishes the contract’s OpenAPI document to visitors, as plain JSON', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const document = response.json();
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(document.openapi).toBe('3.1.0');
    expect(Object.values(document.paths).flatMap((methods) => Object.keys(methods as object))).toHaveLength(allCalls.length);
  });
});
