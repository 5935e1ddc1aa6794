import { i18nString, type BaseTranslation, type TranslateByString } from 'typesafe-i18n';

/**
 * The app's labels in the active language, through typesafe-i18n (issue 14). Every leaf is a function
 * that formats its template at the moment it is called: `labels.wallet.title()`, `labels.mine.unread(3)`.
 *
 * Late binding is the point: modules keep references such as `const text = labels.records.bet` at load
 * time, and a language switch must reach them too. So `labels` is a view of paths, resolved against the
 * active catalogue on each call, never a copy of one language's texts. typesafe-i18n's own
 * `i18nObject` binds one catalogue when it is made, which would leave those references in the old
 * language. Its string formatter (the same template syntax, plurals and Intl plural rules, about 1 KB
 * gzip) does the formatting.
 */
type Catalogue = BaseTranslation;

type ArgumentType<Name extends string> = Name extends 'number' ? number : Name extends 'string' ? string : unknown;
/** The arguments of a template such as '距{0:string}还需存款 {1:string} 元', in order: [string, string]. */
type TemplateArguments<Template extends string> = Template extends `${string}{${number}:${infer Name}}${infer Rest}`
  ? [ArgumentType<Name>, ...TemplateArguments<Rest>]
  : [];
/**
 * The typed view of a catalogue: each leaf a function of its zh-CN template's arguments. (typesafe-i18n
 * types nested keys this precisely only through its code generator; these few lines do it from the
 * catalogue itself.)
 */
export type Labels<T> = T extends string
  ? (...args: TemplateArguments<T>) => string
  : { readonly [K in keyof T]: Labels<T[K]> };

let active: { catalogue: Catalogue; translate: TranslateByString } | undefined;

/** Makes `catalogue` the one every label reads from, with `locale`'s plural rules. */
export function activateLabels(locale: string, catalogue: Catalogue): void {
  active = { catalogue, translate: i18nString(locale) };
}

function nodeAt(path: readonly PropertyKey[]): unknown {
  let node: unknown = active?.catalogue;
  for (const key of path) node = node == null ? undefined : (node as Record<PropertyKey, unknown>)[key];
  return node;
}

const views = new Map<string, unknown>();

function view(path: readonly PropertyKey[]): unknown {
  const id = path.map(String).join('\u0000');
  const known = views.get(id);
  if (known) return known;
  const made = new Proxy(function label() {}, {
    apply: (_target, _this, args: unknown[]) => {
      const template = nodeAt(path);
      return typeof template === 'string' && active ? active.translate(template, ...args) : '';
    },
    get: (_target, key) => {
      const node = nodeAt(path);
      // A list of texts (rules, notes) behaves as an array of labels: map, length and iteration work.
      if (Array.isArray(node) && !(typeof key === 'string' && /^\d+$/.test(key))) {
        const items = node.map((_item, index) => view([...path, index]));
        const member = Reflect.get(items, key) as unknown;
        return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(items) : member;
      }
      return view([...path, key]);
    },
  });
  views.set(id, made);
  return made;
}

/** The late-bound labels for catalogues shaped like `base` (which is also the first active one). */
export function localizedLabels<T extends Catalogue>(locale: string, base: T): Labels<T> {
  activateLabels(locale, base);
  return view([]) as Labels<T>;
}

/**
 * The text under a code the server sends (a pay type, a status) in a map of labels, or undefined when the
 * catalogue has no such code: a view exists for any path, so `??` cannot tell a missing one.
 */
export function labelIn(map: object, code: string): string | undefined {
  const label = (map as Record<string, (() => string) | undefined>)[code];
  return label?.() || undefined;
}
