import { describe, expect, it } from 'vitest';
import { BOOT_INDICATOR, bootIndicator } from '../boot-indicator';
import { labels } from '@/messages';

const transform = (html: string) => (bootIndicator().transformIndexHtml as (html: string) => string)(html);

describe('boot-indicator', () => {
  it('fills the empty root with a status that says it is loading, in visible text', () => {
    const html = transform('<body>\n    <div id="root"></div>\n  </body>');
    expect(html).toContain(`<div id="root">${BOOT_INDICATOR}</div>`);
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
    const status = root.querySelector('[role="status"]')!;
    expect(status.textContent).toBe(labels.loading());
    expect(root.children).toHaveLength(1);
  });

  it('refuses an index.html without the empty root, rather than ship no indicator', () => {
    expect(() => transform('<body><main id="app"></main></body>')).toThrow(/root/);
  });
});
