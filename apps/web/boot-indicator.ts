import type { Plugin } from 'vite';
import { en } from './src/i18n/catalogues/en';
import { zhTW } from './src/i18n/catalogues/zh-TW';
import { zhCNLabels } from './src/messages';

// Three pulsing dots drawn as one inline SVG rather than as styled boxes: Chromium holds a page's first
// paint until it looks non-empty (about 200 characters of text, or a picture or SVG of 32 x 32 px or
// more), and three words alone never get there. 60 x 20 px passes; the dots are the pages' own (PageFallback).
const DOTS = '<svg class="boot-indicator-dots" width="60" height="20" viewBox="0 0 60 20" aria-hidden="true">'
  + '<circle cx="16" cy="10" r="4"/><circle cx="30" cy="10" r="4"/><circle cx="44" cy="10" r="4"/></svg>';

// The word in every language, each marked with its own: the stylesheet shows the one <html lang> names
// (the brand's default in the page as served; main.tsx sets the member's own choice as it starts),
// so no member reads another language while the app loads. The hidden ones are not read aloud either.
const WORDS = ([['zh-CN', zhCNLabels.loading], ['zh-TW', zhTW.loading], ['en', en.loading]] as const)
  .map(([locale, word]) => `<span lang="${locale}">${word}</span>`).join('');

/** The markup index.html's root holds until the app's first render replaces it. */
export const BOOT_INDICATOR = `<div class="boot-indicator" role="status">${DOTS}${WORDS}</div>`;

/**
 * Puts a loading indicator with its text into index.html's empty root, so that a phone shows it as soon
 * as the HTML and the inlined entry CSS arrive, about a second before the app's code has downloaded and
 * run (on a slow network, several seconds), instead of a blank white page. createRoot replaces it with
 * the first render: nothing is moved, so nothing shifts.
 */
export function bootIndicator(): Plugin {
  return {
    name: 'lobby-boot-indicator',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>')) throw new Error('boot-indicator: index.html has no empty <div id="root"></div>');
      return html.replace('<div id="root"></div>', `<div id="root">${BOOT_INDICATOR}</div>`);
    },
  };
}
