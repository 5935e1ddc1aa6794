import { expect, test, type Page } from '@playwright/test';
import { LANDING_POSTERS, SECURITY_POSTERS, VENUE_POSTERS, type PosterText } from '../../apps/server/scripts/media-texts.ts';
import { expectLoginOffer } from '../support/app.ts';

const CJK = /[\u4e00-\u9fff]/;

/** Each picture in `region` is the drawn poster of the same place in `posters`, has loaded and speaks Chinese. */
async function expectChinesePictures(page: Page, region: string, posters: readonly PosterText[]) {
  const pictures = page.getByRole('region', { name: region }).getByRole('img');
  await expect(pictures).toHaveCount(posters.length);
  for (const [index, poster] of posters.entries()) {
    const picture = pictures.nth(index);
    await expect(picture).toHaveAttribute('src', new RegExp(`/${poster.file.replace('.', '\\.')}$`));
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.getAttribute('alt')).toMatch(CJK);
    // A WebP keeps no text: the words make-media.ts drew on it are in its list. No English-only word.
    for (const text of [poster.badge, poster.headline, poster.tagline].filter(Boolean)) {
      expect(text).toMatch(CJK);
      expect(text).not.toMatch(/[A-Za-z]{2,}/);
    }
  }
  // No other picture on the page is named in English only either.
  for (const alt of await page.locator('img[alt]').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))) {
    if (/[A-Za-z]{2,}/.test(alt)) expect(alt).toMatch(CJK);
  }
}

test('the landing page shows its carousel and sends a visitor to log in', async ({ page }) => {
  await page.goto('/#/zhanzhu');
  const slides = page.getByRole('region', { name: '官方赞助' }).getByRole('img');
  await expect(slides).toHaveCount(8);
  await expect(slides.first()).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: /真人视讯/ }).click();
  await expectLoginOffer(page, '取消');
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
});

test('/zhanzhu shows its 8 drawn Chinese posters, each loaded', async ({ page }) => {
  await page.goto('/#/zhanzhu');
  await expectChinesePictures(page, '官方赞助', LANDING_POSTERS);
});

test('/zhanzhu is filled below the carousel: six drawn venue cards that open their venues', async ({ page }) => {
  await page.goto('/#/zhanzhu');
  await expectChinesePictures(page, '热门场馆', VENUE_POSTERS);
  const venues = page.getByRole('region', { name: '热门场馆' });
  for (const poster of VENUE_POSTERS) await expect(venues.getByRole('img', { name: poster.headline })).toBeVisible();
  await venues.getByRole('button', { name: '体育赛事' }).click();
  await expectLoginOffer(page, '取消');
  await venues.getByRole('link', { name: '电子游艺' }).click();
  await expect(page).toHaveURL(/#\/concise\?gamecode=pg$/);
});

test('/security shows its 2 drawn Chinese banners, each loaded', async ({ page }) => {
  await page.goto('/#/security');
  await expectChinesePictures(page, '安全中心轮播', SECURITY_POSTERS);
});

test('/kefu frames the customer-service chat', async ({ page }) => {
  await page.goto('/#/kefu');
  await expect(page.frameLocator('iframe[title="在线客服窗口"]').getByRole('heading', { name: '在线客服' })).toBeVisible();
});

test('/app offers the web version through the visit address', async ({ page }) => {
  await page.goto('/#/app');
  await page.getByRole('button', { name: '进入网页版' }).click();
  await expect(page).toHaveURL(/\/demo\/visit\.html#\/$/);
});
