import { expect, type Page } from '@playwright/test';

/** Every payload's would-be effect: a request under this path, an alert, and window.__xss set to its name. */
const XSS_MARKER = '/xss-hit';

/** The script a payload runs if it ever runs: each of its three effects is observable from the test. */
const effect = (name: string) => `window.__xss='${name}';alert('${name}');fetch('${XSS_MARKER}/${name}')`;

/** Harmless text next to each payload: once it shows, the HTML around it has been rendered. */
export const neighbours = ['脚本之前', '脚本之后', '图片说明', '矢量图说明', '点我领取', '大小写链接', '框架说明', '展开详情', '样式说明', '内联样式', '提交表单', '无脚本说明'];

/**
 * Script and event-handler payloads, each beside harmless text, and harmless formatting (bold text and a
 * same-origin image) that must survive, wrapped in a region named 安全检查 so the test finds what rendered.
 */
export const xssProbeHtml = [
  '<section aria-label="安全检查">',
  '<p>格式检查：<b>加粗</b></p>',
  '<img src="/media/activities/first-deposit-100.webp" alt="活动配图" width="120">',
  `<p>脚本之前<script>${effect('script')}</script>脚本之后</p>`,
  `<p>图片说明<img src="x" alt="坏图" onerror="${effect('img')}"></p>`,
  `<p>矢量图说明</p><svg onload="${effect('svg')}" width="12" height="12"><circle cx="6" cy="6" r="5"></circle></svg>`,
  `<p><a href="javascript:${effect('link')}">点我领取</a></p>`,
  `<p><a href="  JaVa&#x09;ScRiPt:${effect('link-encoded')}">大小写链接</a></p>`,
  `<p>框架说明</p><iframe srcdoc="<script>parent.${effect('iframe')}</script>"></iframe>`,
  `<body onload="${effect('body')}">`,
  `<details open ontoggle="${effect('details')}"><summary>展开详情</summary>详情内容</details>`,
  `<p>样式说明</p><style>@import url('${XSS_MARKER}/style-import');</style>`,
  `<p style="color: #c00; width: expression(${effect('style-expression')}); background-image: url('javascript:${effect('style-url')}')">内联样式</p>`,
  `<form action="javascript:${effect('form')}"><button type="submit" formaction="javascript:${effect('formaction')}">提交表单</button></form>`,
  // mXSS: harmless while parsed without scripting, live markup once parsed again with it.
  `<p>无脚本说明</p><noscript><p title="</noscript><img src=x onerror=${effect('noscript')}>"></p></noscript>`,
  '</section>',
].join('');

/** An announcement is plain text: the same markup must show as literal characters. */
export const xssProbeAnnouncement = `公告安全检查<img src=x onerror="${effect('notice')}"><b>不加粗</b>`;

export interface ScriptWatch {
  /** Messages of every alert/confirm/prompt the page opened (each dismissed). */
  dialogs: string[];
  /** Paths of every request to XSS_MARKER, from any frame of the page. */
  hits: string[];
}

/**
 * Records, from before the first page loads, every dialog, every request to the marker and every CSP
 * violation (window.__cspViolations): the traces a payload leaves if it runs or if the CSP had to stop it.
 */
export async function watchForScript(page: Page): Promise<ScriptWatch> {
  const watch: ScriptWatch = { dialogs: [], hits: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(XSS_MARKER)) watch.hits.push(path);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const page = window as unknown as { __cspViolations?: string[] };
      (page.__cspViolations ??= []).push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return watch;
}

/**
 * Waits until anything a payload could have started has been reported: every image has loaded or failed
 * (so its onload/onerror was due), the page has run one more task, and then a sentinel request has been
 * seen; the browser reports requests in order, so a marker request made before it is already recorded.
 */
export async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
  const sentinel = page.waitForRequest((request) => request.url().endsWith('/xss-settled'));
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => void fetch('/xss-settled').catch(() => undefined)));
  await sentinel;
}

/** The page's own record of script effects: window.__xss and the CSP violations seen. */
export function pageTraces(page: Page) {
  return page.evaluate(() => {
    const traces = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    return { xss: traces.__xss, cspViolations: traces.__cspViolations ?? [] };
  });
}

/**
 * What in the live document could still run script: on* attributes, javascript: URLs in any attribute,
 * inline or body scripts, frames and embedded objects, and styles that pull in the marker. Empty after
 * DOMPurify, whatever the CSP does.
 */
export function scriptVectorsLeft(page: Page): Promise<string[]> {
  return page.evaluate((marker) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
        // Browsers ignore whitespace and control characters inside a URL's scheme: the probe looks for exactly those.
        // eslint-disable-next-line no-control-regex -- control characters are what this strips
        if (/^javascript:/i.test(attribute.value.replace(/[\u0000-\u0020]/g, ''))) found.push(`${element.localName}[${attribute.name}=javascript:]`);
      }
    }
    for (const script of document.querySelectorAll('script')) {
      if (!script.src || document.body.contains(script)) found.push(`script ${script.textContent?.slice(0, 40) ?? ''}`);
    }
    for (const element of document.querySelectorAll('iframe, frame, object, embed, noscript')) found.push(element.localName);
    for (const style of document.querySelectorAll('style')) {
      if (style.textContent?.includes(marker) || style.textContent?.includes('@import')) found.push('style @import');
    }
    return found;
  }, XSS_MARKER);
}

/**
 * Nothing ran: no dialog, no marker request, window.__xss unset. CSP violations are not counted here:
 * DOMPurify parses the dirty HTML in an inert document that shares the page's policy, and Chromium
 * reports each handler attribute of that parse (script-src-attr) even though it never reaches the page.
 */
export async function expectNothingRan(page: Page, watch: ScriptWatch): Promise<void> {
  await settle(page);
  expect(watch.dialogs).toEqual([]);
  expect(watch.hits).toEqual([]);
  expect((await pageTraces(page)).xss).toBeUndefined();
}
