/**
 * A tiny typed builder for JSON Schemas (draft 2020-12). Each schema carries, for the type checker
 * only, the TypeScript type it describes, invariantly: a schema with a field too many, too few or of
 * another type than the contract's entity fails to compile where it is paired with its call.
 */
import type { EmptyPayload } from '../calls.ts';

export interface Schema<T> {
  readonly [keyword: string]: unknown;
  /** Phantom, never set; a function type makes T invariant. */
  readonly __type?: (value: T) => T;
}

/** An object's schema, keeping its properties' builders for the type checker (wire-forms.ts `WirePayload`). */
export interface ObjectSchema<P extends Properties> extends Schema<ObjectOf<P>> {
  /** Phantom, never set. */
  readonly __properties?: P;
}

/** A property that may be missing; only `object` reads it. */
export interface Optional<T> {
  readonly optionalOf: Schema<T>;
}

type TypeOf<S> = S extends Schema<infer T> ? T : never;
// `any`: T is invariant, so no narrower type admits every schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as said above
type AnySchema = Schema<any> | Optional<any>;
type Properties = Record<string, AnySchema>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<P extends Properties> = Simplify<
  { [K in keyof P as P[K] extends Optional<infer _> ? never : K]: TypeOf<P[K]> } & {
    [K in keyof P as P[K] extends Optional<infer _> ? K : never]?: P[K] extends Optional<infer T> ? T : never;
  }
>;

export const string = (keywords: Record<string, unknown> = {}): Schema<string> => ({ type: 'string', ...keywords });
export const number = (description?: string): Schema<number> => ({ type: 'number', ...(description ? { description } : {}) });
export const integer = (): Schema<number> => ({ type: 'integer' });
/** Yuan as a JSON number (the wire format of part 1 §3). */
export const money = (): Schema<number> => number('yuan, at most 2 decimals');
/** 'YYYY-MM-DD HH:mm:ss', Beijing time. */
export const time = (): Schema<string> => string({ description: 'YYYY-MM-DD HH:mm:ss, Beijing time' });
export const nullValue = (): Schema<null> => ({ type: 'null' });

export function oneOf<const V extends readonly (string | number)[]>(values: V): Schema<V[number]> {
  return { enum: [...values] };
}

export const flag = () => oneOf([0, 1]);

export function anyOf<A, B>(first: Schema<A>, second: Schema<B>): Schema<A | B> {
  return { anyOf: [first, second] } as Schema<A | B>;
}

export function array<T>(items: Schema<T>): Schema<T[]> {
  return { type: 'array', items };
}

/** Keeps the inner schema's own type too (a payload field's wire form, wire-forms.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema, whatever its (invariant) type
export function optional<S extends Schema<any>>(schema: S): Optional<TypeOf<S>> & { readonly optionalOf: S } {
  return { optionalOf: schema };
}

/**
 * The keyword on a property, a header or a call that the spec's tables do not promise: Lobby's own
 * addition. A back end written only from the spec may leave it out; the app never depends on it.
 */
export const EXTENSION_KEYWORD = 'x-lobby-extension';

/** Marks a field as Lobby's addition (see EXTENSION_KEYWORD); its type is unchanged. */
export function extension<T>(schema: Schema<T>): Schema<T> {
  return { ...schema, [EXTENSION_KEYWORD]: true };
}

export const isExtension = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (schema as Record<string, unknown>)[EXTENSION_KEYWORD] === true;

/**
 * Extra properties are allowed: an operator's back end may answer more than the contract reads.
 * Whether an extension is required is decided per level (extensions.ts `specLevel`, `lobbyLevel`), so
 * it may be wrapped in `optional` where the type the app reads makes it optional.
 */
export function object<P extends Properties>(properties: P): ObjectSchema<P> {
  const entries = Object.entries(properties);
  const isOptional = (value: AnySchema): value is Optional<unknown> => 'optionalOf' in value;
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([key, value]) => [key, isOptional(value) ? value.optionalOf : value])),
    required: entries.filter(([, value]) => !isOptional(value)).map(([key]) => key),
  };
}

/** The payload of a call without input: `{}`. */
export const empty = (): Schema<EmptyPayload> => ({ type: 'object', properties: {}, additionalProperties: false });

/** A multipart file part (uploadimg). */
export const binaryFile = (): Schema<unknown> => ({ type: 'string', format: 'binary' });
