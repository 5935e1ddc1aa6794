import { CAPTCHA_RANDOM_POOL } from '@lobby/contract';
import { useCallback, useState } from 'react';
import { captchaCodeOf } from './captcha-codes';

/** A random image among the first CAPTCHA_RANDOM_POOL (spec §5), never the one just shown. */
function pickCaptchaImage(previous?: number): number {
  let next: number;
  do next = 1 + Math.floor(Math.random() * CAPTCHA_RANDOM_POOL);
  while (next === previous);
  return next;
}

function captchaImageUrl(imageNumber: number): string {
  return `${import.meta.env.BASE_URL}captcha/${imageNumber}.svg`;
}

/** The captcha shown on the login and registration forms: its image, its code, and a way to change it. */
export function useCaptcha() {
  const [image, setImage] = useState(() => pickCaptchaImage());
  const change = useCallback(() => setImage((previous) => pickCaptchaImage(previous)), []);
  return { image, code: captchaCodeOf(image), src: captchaImageUrl(image), change };
}
