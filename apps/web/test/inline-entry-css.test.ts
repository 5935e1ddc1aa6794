import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from '../inline-entry-css';

type Bundle = Record<string, { type: 'asset'; fileName: string; source: string }>;

function run(bundle: Bundle) {
  const hook = inlineEntryCss().generateBundle as (this: unknown, options: unknown, bundle: Bundle) => void;
  hook.call({ error: (message: string) => { throw new Error(message); } }, {}, bundle);
}

const html = (head: string) => `<html><head>\n    <script type="module" crossorigin src="./assets/index-a.js"></script>${head}\n  </head></html>`;
const asset = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });

describe('inline-entry-css', () => {
  it('writes the entry stylesheet into index.html in place of its link, and keeps the file', () => {
    const bundle: Bundle = {
      'index.html': asset('index.html', html('\n    <link rel="stylesheet" crossorigin href="./assets/index-b.css">')),
      'assets/index-b.css': asset('assets/index-b.css', ':root{--x:1}\n'),
    };
    run(bundle);
    expect(bundle['index.html']!.source).toContain('<style>:root{--x:1}</style>');
    expect(bundle['index.html']!.source).not.toContain('<link rel="stylesheet"');
    expect(bundle['assets/index-b.css']).toBeDefined();
  });

  it('refuses a stylesheet that would end the style element early', () => {
    const bundle: Bundle = {
      'index.html': asset('index.html', html('\n    <link rel="stylesheet" crossorigin href="./assets/index-b.css">')),
      'assets/index-b.css': asset('assets/index-b.css', 'a::after{content:"</style>"}'),
    };
    expect(() => run(bundle)).toThrow(/<\/style>/);
  });
});
