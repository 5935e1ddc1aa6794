import type { messages } from '../messages.ts';

/** A language's rule and answer texts: the shape of `messages` (zh-CN), leaf by leaf. */
type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { readonly [K in keyof T]: Widen<T[K]> };
export type MessageCatalogue = Widen<typeof messages>;
