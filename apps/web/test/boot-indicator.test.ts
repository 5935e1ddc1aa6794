import { describe, expect, it } from 'vitest';
import { BOOT_INDICATOR, bootIndicator } from '../boot-indicator';
import { en } from '@/i18n/catalogues/en';
import { zhTW } from '@/i18n/catalogues/zh-TW';
import { zhCNLabels } from '@/messages';

const transform = (html: string) => (bootIndicator().transformIndexHtml as (html: string) => string)(html);

describe('boot-indicator', () => {
  it('fills the empty root with a status that says it is loading, in visible text', () => {
    const html = transform('<body>\n    <div id="root"></div>\n  </body>');
    expect(html).toContain(`<div id="root">${BOOT_INDICATOR}</div>`);
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
    const status = root.querySelector('[role="status"]')!;
    expect(root.children).toHaveLength(1);
    // One word per language, marked with it; the stylesheet shows the one <html lang> names.
    expect([...status.querySelectorAll('[lang]')].map((word) => [word.getAttribute('lang'), word.textContent])).toEqual([
      ['zh-CN', zhCNLabels.loading], ['zh-TW', zhTW.loading], ['en', en.loading],
    ]);
  });

  it('refuses an index.html without the empty root, rather than ship no indicator', () => {
    expect(() => transform('<body><main id="app"></main></body>')).toThrow(/root/);
  });
});
