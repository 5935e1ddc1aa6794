import { messages } from '../messages.ts';
import type { MessageCatalogue } from './catalogue.ts';

type Leaf = string | ((...args: never[]) => string);
type Tree = { readonly [key: string]: Leaf | Tree };
type Pattern = { regex: RegExp; translate: (...args: unknown[]) => string };
type Translator = { exact: Map<string, string>; patterns: Pattern[] };

const SENTINEL = (index: number) => `\uE000${index}\uE001`;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message function as a pattern: called with marker arguments, its zh-CN text shows where each
 * argument goes ('支付密码错误次数过多，请\uE0000\uE001分钟后再试' (private-use marks)), and the rest is matched literally.
 */
function patternOf(source: (...args: unknown[]) => string, target: (...args: unknown[]) => string): Pattern | undefined {
  const arity = Math.max(source.length, 1);
  const shown = source(...Array.from({ length: arity }, (_unused, index) => SENTINEL(index)));
  const order: number[] = [];
  const body = shown.split(/(\uE000\d+\uE001)/).map((part) => {
    const marker = /^\uE000(\d+)\uE001$/.exec(part);
    if (!marker) return escapeRegex(part);
    order.push(Number(marker[1]));
    return '(.+?)';
  });
  if (order.length === 0) return undefined;
  return {
    regex: new RegExp(`^${body.join('')}$`, 's'),
    translate: (...captured) => {
      const args: unknown[] = [];
      order.forEach((argument, position) => { args[argument] = captured[position]; });
      return target(...args);
    },
  };
}

function collect(source: Tree, target: Tree, into: Translator): void {
  for (const [key, value] of Object.entries(source)) {
    const counterpart = target[key];
    if (typeof value === 'string' && typeof counterpart === 'string') {
      if (!into.exact.has(value)) into.exact.set(value, counterpart);
    } else if (typeof value === 'function' && typeof counterpart === 'function') {
      const pattern = patternOf(value as (...args: unknown[]) => string, counterpart as (...args: unknown[]) => string);
      if (pattern) into.patterns.push(pattern);
    } else if (typeof value === 'object' && typeof counterpart === 'object') {
      collect(value, counterpart, into);
    }
  }
}

const translators = new WeakMap<MessageCatalogue, Translator>();

function translatorFor(catalogue: MessageCatalogue): Translator {
  let translator = translators.get(catalogue);
  if (!translator) {
    translator = { exact: new Map(), patterns: [] };
    collect(messages as unknown as Tree, catalogue as unknown as Tree, translator);
    translators.set(catalogue, translator);
  }
  return translator;
}

/** A captured argument back in the answer: a number where it reads as one (plural forms need it), a known text translated. */
function argumentOf(text: string, translator: Translator): unknown {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  return translator.exact.get(text) ?? text;
}

/**
 * A zh-CN text of `messages` in another language (the reference server's answers, issue 14): exact
 * texts by lookup, texts made by a message function by its pattern with the arguments carried over.
 * Anything else (a back-office text, a name) comes back as it was.
 */
export function translateMessage(text: string, catalogue: MessageCatalogue): string {
  const translator = translatorFor(catalogue);
  const exact = translator.exact.get(text);
  if (exact !== undefined) return exact;
  for (const pattern of translator.patterns) {
    const match = pattern.regex.exec(text);
    if (match) return pattern.translate(...match.slice(1).map((argument) => argumentOf(argument, translator)));
  }
  return text;
}
