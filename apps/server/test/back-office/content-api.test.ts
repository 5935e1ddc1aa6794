import { api, messages, type Activity, type ArticleResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { firstRows } from '../support/rows.ts';

// Read when the admin routes register (vitest runs each file in its own process).
process.env.ADMIN_TOKEN = 'content-test-token';
const texts = messages.backOffice;
/** Markup that would run script in a page that did not sanitize it: the server keeps it as sent. */
const unsafeHtml = '<p>新规则<b>加粗</b></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

describe.each(testTargets)('back-office content on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const admin = (method: 'GET' | 'PUT', url: string, payload?: object, authorization = `Admin ${process.env.ADMIN_TOKEN}`) =>
    context.app.inject({ method, url, headers: { authorization }, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));
  const activityDetail = async (id: number) => (await post<Activity>(context.app, api.activitydeatil.path, { id })).body;
  const articleContent = async (type: number) => (await post<ArticleResult>(context.app, api.article.path, { type })).body.data.content;

  it('refuses content edits without the admin credential, member tokens included, and changes nothing', async () => {
    const member = await registerMember(context.app);
    const before = await articleContent(1);
    const refused = { status: 401, body: { code: 401, message: texts.unauthorized, data: null } };
    expect(await admin('GET', '/admin/api/activities', undefined, '')).toEqual(refused);
    expect(await admin('PUT', '/admin/api/activities/1', { content: '<p>x</p>' }, `Bearer ${member.token}`)).toEqual(refused);
    expect(await admin('PUT', '/admin/api/articles/1', { content: '<p>x</p>' }, `Admin ${member.token}`)).toEqual(refused);
    expect(await articleContent(1)).toBe(before);
  });

  it('lists every promotion, hidden ones too, with the ids the edits take', async () => {
    const hidden = await context.database.db.selectFrom('activities').select('id').where('state', '=', 0).executeTakeFirstOrThrow();
    expect((await activityDetail(hidden.id)).code).not.toBe(200);
    const listed = (await admin('GET', '/admin/api/activities')).body.data as Array<{ id: number; title: string; state: number }>;
    const stored = await context.database.db.selectFrom('activities').select(['id', 'title']).execute();
    expect(listed.map(({ id }) => id).sort((a, b) => a - b)).toEqual(stored.map(({ id }) => id).sort((a, b) => a - b));
    expect(listed).toContainEqual({ id: hidden.id, title: expect.any(String), state: 0 });
  });

  it("replaces one promotion's HTML exactly as sent, which /api/activitydeatil then answers", async () => {
    const [first, second] = firstRows(await context.database.db.selectFrom('activities').select(['id', 'content']).orderBy('id').limit(2).execute(), 2);
    expect((await admin('PUT', `/admin/api/activities/${first.id}`, { content: unsafeHtml })).body).toEqual({ code: 200, message: texts.activityContentSaved, data: null });
    expect((await activityDetail(first.id)).data.content).toBe(unsafeHtml);
    // The others stay as they were.
    expect((await activityDetail(second.id)).data.content).toBe(second.content);
  });

  it("replaces a help article's HTML by type, which /api/article then answers", async () => {
    const other = await articleContent(2);
    expect((await admin('PUT', '/admin/api/articles/3', { content: unsafeHtml })).body).toEqual({ code: 200, message: texts.articleContentSaved, data: null });
    expect(await articleContent(3)).toBe(unsafeHtml);
    expect(await articleContent(2)).toBe(other);
  });

  it('writes the article row when the database has none for that type', async () => {
    await context.database.db.deleteFrom('articles').where('type', '=', 8).execute();
    expect((await post(context.app, api.article.path, { type: 8 })).body.code).toBe(404);
    expect((await admin('PUT', '/admin/api/articles/8', { content: '<p>理性投注</p>' })).body.code).toBe(200);
    expect(await articleContent(8)).toBe('<p>理性投注</p>');
    const row = await context.database.db.selectFrom('articles').select('title').where('type', '=', 8).executeTakeFirstOrThrow();
    expect(row.title).toBe('博彩责任');
  });

  it('refuses an unknown or malformed promotion id with its Chinese message, never a 500', async () => {
    const notFound = { code: 404, message: texts.activityNotFound, data: null };
    const unknownIds = ['999999', 'abc', '0', '-1', '1.5', '2147483648', '99999999999999999999'];
    for (const id of unknownIds) {
      const answer = await admin('PUT', `/admin/api/activities/${id}`, { content: '<p>x</p>' });
      expect({ id, ...answer }).toEqual({ id, status: 200, body: notFound });
    }
    // A PUT with no id at all is no route.
    expect((await admin('PUT', '/admin/api/activities/', { content: '<p>x</p>' })).body).toMatchObject({ code: 404, data: null });
    expect((await admin('PUT', '/admin/api/activities', { content: '<p>x</p>' })).body).toMatchObject({ code: 404, data: null });
  });

  it('refuses an article type outside ARTICLE_TYPES (6 has no article) and changes nothing', async () => {
    const before = await context.database.db.selectFrom('articles').select(['type', 'content']).orderBy('type').execute();
    for (const type of ['6', '9', '0', 'abc', '2147483648']) {
      expect({ type, ...(await admin('PUT', `/admin/api/articles/${type}`, { content: '<p>x</p>' })) }).toEqual({
        type,
        status: 200,
        body: { code: 404, message: texts.articleNotFound, data: null },
      });
    }
    expect(await context.database.db.selectFrom('articles').select(['type', 'content']).orderBy('type').execute()).toEqual(before);
  });

  it('refuses missing, blank or non-text content and keeps the stored HTML', async () => {
    const activity = await context.database.db.selectFrom('activities').select(['id', 'content']).where('state', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const article = await articleContent(4);
    const required = { code: 400, message: texts.contentRequired, data: null };
    for (const payload of [{}, { content: '' }, { content: '  \n ' }, { content: 42 }, { content: ['<p>x</p>'] }, { content: null }]) {
      expect((await admin('PUT', `/admin/api/activities/${activity.id}`, payload)).body).toEqual(required);
      expect((await admin('PUT', '/admin/api/articles/4', payload)).body).toEqual(required);
    }
    expect((await activityDetail(activity.id)).data.content).toBe(activity.content);
    expect(await articleContent(4)).toBe(article);
  });
});
