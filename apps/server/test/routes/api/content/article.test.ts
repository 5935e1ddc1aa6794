import { api, ARTICLE_TYPES, messages, type ArticleResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('POST /api/article on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it.each(ARTICLE_TYPES)('answers article %i as substantial HTML', async (type) => {
    const { body } = await post<ArticleResult>(context.app, api.article.path, { type });
    expect(body.code).toBe(200);
    expect(body.data.content).toMatch(/^<p>/);
    expect(body.data.content.replace(/<[^>]+>/g, '').length).toBeGreaterThan(250);
  });

  it('gives responsible gambling concrete tools and places to get help', async () => {
    const { content } = (await post<ArticleResult>(context.app, api.article.path, { type: '8' })).body.data;
    for (const topic of ['存款限额', '冷静期', '自我排除', '警惕的信号', '12356']) expect(content).toContain(topic);
  });

  it.each([6, 0, 9, 'abc'])('refuses type %j', async (type) => {
    expect((await post(context.app, api.article.path, { type })).body).toEqual({ code: 400, message: messages.content.unknownArticle, data: null });
  });

  it('refuses a null type as a malformed body (coercion would read it as 0)', async () => {
    expect((await post(context.app, api.article.path, { type: null })).body).toEqual({ code: 400, message: messages.server.badRequest, data: null });
  });
});
