import { describe, expect, it } from 'vitest';
import { messages } from '../src/index.ts';
import { en } from '../src/i18n/en.ts';
import { LOCALES, negotiateLocale, translateMessage, type MessageCatalogue } from '../src/i18n/index.ts';
import { zhTW } from '../src/i18n/zh-TW.ts';

type Tree = { readonly [key: string]: unknown };
const CATALOGUES: Record<string, MessageCatalogue> = { en, 'zh-TW': zhTW };

/** Every leaf of a catalogue with its path. */
function leaves(tree: Tree, path = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value as Tree, `${path}${key}.`) : [[`${path}${key}`, value] as [string, unknown]]);
}
const at = (tree: Tree, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], tree);

describe('negotiateLocale (Accept-Language)', () => {
  it('reads tags by q weight and maps regional and script variants', () => {
    expect(negotiateLocale(undefined)).toBe('zh-CN');
    expect(negotiateLocale('')).toBe('zh-CN');
    expect(negotiateLocale('en-US,en;q=0.9')).toBe('en');
    expect(negotiateLocale('zh-Hant-HK')).toBe('zh-TW');
    expect(negotiateLocale('zh-SG')).toBe('zh-CN');
    expect(negotiateLocale('fr, en;q=0.1')).toBe('en');
    expect(negotiateLocale('en;q=0, zh-TW;q=0.2')).toBe('zh-TW');
    expect(negotiateLocale('en;q=0.3, zh-TW;q=0.8')).toBe('zh-TW');
    expect(negotiateLocale('de, fr')).toBe('zh-CN');
    expect(negotiateLocale('en', ['zh-CN', 'zh-TW'])).toBe('zh-CN');
    expect(negotiateLocale(`${'x,'.repeat(10_000)}en`)).toBe('zh-CN');
  });
});

describe.each(Object.entries(CATALOGUES))('the %s catalogue of the rule and answer texts', (_locale, catalogue) => {
  it('has every message of zh-CN, of the same kind and arity, and nothing else', () => {
    const source = leaves(messages as Tree);
    const target = leaves(catalogue as Tree);
    expect(target.map(([path]) => path)).toEqual(source.map(([path]) => path));
    for (const [path, value] of source) {
      const counterpart = at(catalogue as Tree, path);
      expect(typeof counterpart, path).toBe(typeof value);
      if (typeof value === 'function') expect((counterpart as () => string).length, path).toBe((value as () => string).length);
      else expect(String(counterpart).trim().length, path).toBeGreaterThan(0);
    }
  });

  it('says one zh-CN text one way: the server translates by the text, so two keys of one text must agree', () => {
    const said = new Map<string, string>();
    for (const [path, value] of leaves(messages as Tree)) {
      if (typeof value !== 'string') continue;
      const counterpart = at(catalogue as Tree, path) as string;
      expect(said.get(value) ?? counterpart, `${path}: ${value}`).toBe(counterpart);
      said.set(value, counterpart);
    }
  });

  it('translateMessage turns every zh-CN message into this language, function messages with their arguments', () => {
    for (const [path, value] of leaves(messages as Tree)) {
      const counterpart = at(catalogue as Tree, path);
      if (typeof value === 'string') expect(translateMessage(value, catalogue), path).toBe(counterpart);
      else {
        const args = Array.from({ length: (value as () => string).length }, (_unused, index) => [15, 'abc'][index % 2]);
        const zh = (value as (...a: unknown[]) => string)(...args);
        expect(translateMessage(zh, catalogue), path).toBe((counterpart as (...a: unknown[]) => string)(...args));
      }
    }
    expect(translateMessage('运营方自己的公告', catalogue)).toBe('运营方自己的公告');
    expect(translateMessage(messages.input.tooLong(messages.fields.email, 100), catalogue)).toBe(catalogue.input.tooLong(catalogue.fields.email, 100));
  });
});

describe('the English catalogue', () => {
  it('holds no Chinese at all', () => {
    for (const [path, value] of leaves(en as Tree)) {
      const text = typeof value === 'function' ? (value as (...a: unknown[]) => string)('1', '2') : String(value);
      expect(text, path).not.toMatch(/[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/);
    }
  });
});

it('speaks the three languages of issue 14', () => {
  expect(LOCALES).toEqual(['zh-CN', 'zh-TW', 'en']);
});
