import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/catalogues/en';
import { zhTW } from '@/i18n/catalogues/zh-TW';
import { zhCNLabels } from '@/messages';
import { traditionalCatalogues } from '../../../../scripts/i18n/traditional-catalogues';
import { toTraditional } from '../../../../scripts/i18n/traditional';

const REPOSITORY = resolve(fileURLToPath(import.meta.url), '../../../../..');
/**
 * Characters Taiwan writes as they are although OpenCC, reading them alone, gives another form:
 * 佣 of 佣金 (commission; OpenCC's lone 佣 is 傭, servant).
 */
const SHARED_CHARACTERS = new Set(['佣']);

type Tree = { readonly [key: string]: unknown };
function leaves(tree: Tree, path = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value as Tree, `${path}${key}.`) : [[`${path}${key}`, String(value)] as [string, string]]);
}
/** A template's arguments: '{0:number}' and '{0}' both name argument 0 (its type comes from zh-CN). */
const argumentsOf = (template: string) => [...template.matchAll(/\{(\d+)(?::\w+)?\}/g)].map((match) => Number(match[1])).sort();

describe.each([['en', en], ['zh-TW', zhTW]] as const)('the %s labels', (_locale, catalogue) => {
  it('mirror zh-CN key by key, each leaf taking the arguments zh-CN takes', () => {
    const source = leaves(zhCNLabels);
    const target = new Map(leaves(catalogue));
    expect([...target.keys()]).toEqual(source.map(([path]) => path));
    for (const [path, template] of source) {
      expect(target.get(path)?.trim(), path).toBeTruthy();
      expect(argumentsOf(target.get(path)!), path).toEqual(argumentsOf(template));
    }
  });
});

describe('the English labels', () => {
  it('hold no Chinese', () => {
    for (const [path, text] of leaves(en)) expect(text, path).not.toMatch(/[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/);
  });
});

describe('the Traditional Chinese catalogues', () => {
  it('are what `npm run i18n:traditional` writes from today\'s zh-CN texts', () => {
    for (const { path, source } of traditionalCatalogues()) {
      expect(readFileSync(`${REPOSITORY}/${path}`, 'utf8'), `${path}: run npm run i18n:traditional`).toBe(source);
    }
  });

  it('hold no character that has a Traditional form (no Simplified-only character)', () => {
    for (const [path, text] of leaves(zhTW)) {
      for (const character of text) {
        if (!SHARED_CHARACTERS.has(character)) expect(toTraditional(character), `${path}: ${character} in ${text}`).toBe(character);
      }
    }
    expect(zhTW.appName).toBe('會員大廳');
  });
});
