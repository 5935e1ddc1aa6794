import { expect, test } from '@playwright/test';
import { securityTabs } from '@lobby/web/testing';

test('the security centre opens from the help centre and covers every topic in its three tabs', async ({ page }) => {
  await page.goto('/#/securitycenter');
  await page.getByRole('link', { name: /安全中心/ }).click();
  await expect(page).toHaveURL(/#\/security$/);
  await expect(page.getByRole('heading', { name: '安全中心', level: 1 })).toBeVisible();

  // Both banner images load (a broken image has no natural width).
  const slides = page.getByRole('region', { name: '安全中心轮播' }).getByRole('img');
  for (const number of [1, 2]) {
    const slide = slides.and(page.locator(`img[src$="security/${number}.webp"]`)).first();
    await expect(slide).toHaveJSProperty('complete', true);
    expect(await slide.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }

  for (const tab of securityTabs) {
    await page.getByRole('tab', { name: tab.title }).click();
    for (const topic of tab.topics) {
      const article = page.getByRole('article', { name: topic.title });
      await expect(article.getByRole('heading', { name: topic.title })).toBeVisible();
      const [opening] = topic.paragraphs;
      if (opening === undefined) throw new Error(`the topic ${topic.title} has no paragraph`);
      await expect(article.getByText(opening)).toBeVisible();
    }
  }

  await page.getByRole('button', { name: '在线客服' }).click();
  await expect(page).toHaveURL(/#\/kefu$/);
});
