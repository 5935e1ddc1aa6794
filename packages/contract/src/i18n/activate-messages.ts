import { messages } from '../messages.ts';
import type { MessageCatalogue } from './catalogue.ts';

type Tree = Record<string, unknown>;

function copyOf(tree: Tree): Tree {
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'object' && value !== null ? copyOf(value as Tree) : value]));
}

function assignInto(target: Tree, source: Tree): void {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && value !== null && typeof target[key] === 'object' && target[key] !== null) assignInto(target[key] as Tree, value as Tree);
    else target[key] = value;
  }
}

/** The zh-CN texts as the contract wrote them, kept before any other language replaces them. */
const zhCN = copyOf(messages) as MessageCatalogue;

/** The zh-CN catalogue (the source every other language mirrors). */
export const zhCNMessages: MessageCatalogue = zhCN;

/**
 * The web app's language switch for the rule and answer texts: `messages` takes the catalogue's texts
 * in place, so every rule, and every module that kept a group such as `messages.records.betStatus`,
 * answers in the member's language. One member uses one browser in one language at a time; the server
 * never calls this (it answers in each request's language through translateMessage).
 */
export function activateMessages(catalogue: MessageCatalogue): void {
  assignInto(messages as unknown as Tree, catalogue as unknown as Tree);
}

/**
 * Whether a text the server sent is the given message, in the active language or in zh-CN: a back end
 * that answers Chinese while the member reads English still means the same thing.
 */
export function isMessage(text: string | undefined, pick: (catalogue: MessageCatalogue) => string): boolean {
  return text !== undefined && (text === pick(messages) || text === pick(zhCN));
}
