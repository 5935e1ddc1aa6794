import { messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { findArticleContent } from '../../src/content/articles-repository.ts';
import { useAdminCli } from '../support/admin-cli.ts';

const texts = messages.backOffice;

describe('npm run admin: promotion and help-article content', () => {
  const cli = useAdminCli();
  const { admin } = cli;

  it('lists the promotions and replaces one promotion and one article with the HTML given', async () => {
    const activity = await cli.db.selectFrom('activities').select(['id', 'title']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await admin('activities')).stdout).toContain(activity.title);

    const html = '<p>活动细则<b>更新</b></p><img src=x onerror="alert(1)">';
    expect((await admin('activity-content', String(activity.id), html)).stdout.trim()).toBe(texts.activityContentSaved);
    const stored = await cli.db.selectFrom('activities').select('content').where('id', '=', activity.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(html);
    expect((await admin('article-content', '5', html)).stdout.trim()).toBe(texts.articleContentSaved);
    expect(await findArticleContent(cli.db, 5)).toBe(html);
  }, 60_000);

  it('refuses an unknown id or type and blank HTML with their messages (exit 1), and shows the usage for missing arguments (exit 2)', async () => {
    const before = await findArticleContent(cli.db, 1);
    await expect(admin('activity-content', '999999', '<p>x</p>')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(texts.activityNotFound) });
    await expect(admin('article-content', '6', '<p>x</p>')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(texts.articleNotFound) });
    await expect(admin('article-content', '1', '  ')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(texts.contentRequired) });
    await expect(admin('activity-content', '1')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('article-content <type>') });
    await expect(admin('activities', 'extra')).rejects.toMatchObject({ code: 2 });
    expect(await findArticleContent(cli.db, 1)).toBe(before);
  }, 60_000);
});
