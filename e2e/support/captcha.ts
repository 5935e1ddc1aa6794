import type { Locator, Page } from '@playwright/test';
import { CAPTCHA_CODES } from '@lobby/web/testing';

/** The code drawn in the captcha image the form shows now (images are /captcha/{n}.svg). */
export async function shownCaptchaCode(page: Page): Promise<string> {
  const src = await captchaImage(page).getAttribute('src');
  const imageNumber = Number(/captcha\/(\d+)\.svg/.exec(src ?? '')?.[1]);
  const code = CAPTCHA_CODES[imageNumber - 1];
  if (!code) throw new Error(`no captcha code for image ${src}`);
  return code;
}

export function captchaImage(page: Page): Locator {
  return page.getByRole('img', { name: '验证码' });
}
