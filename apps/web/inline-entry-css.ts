import type { Plugin } from 'vite';

/**
 * Writes the entry's stylesheet (global styles and antd-mobile's theme variables, about 2.5 KB gzip)
 * into index.html as a <style>, instead of a <link> the first paint waits for: one request fewer before
 * the first screen. The CSP allows inline styles (antd-mobile sets style attributes); the file stays in
 * the build, where the bench reads its size.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'lobby-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('inline-entry-css: index.html is not in the bundle');
      const link = /\s*<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/;
      const file = link.exec(String(html.source))?.[1];
      const css = file ? bundle[file] : undefined;
      if (!file || css?.type !== 'asset') this.error('inline-entry-css: no entry stylesheet in index.html');
      // A '</style>' inside the CSS would end the element early; none is expected, but refuse rather than break.
      if (/<\/style/i.test(String(css.source))) this.error(`inline-entry-css: ${file} contains </style>`);
      html.source = String(html.source).replace(link, `\n    <style>${String(css.source).trim()}</style>`);
    },
  };
}
