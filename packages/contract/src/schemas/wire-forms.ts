/**
 * How the server reads each payload field on the wire, written beside the field's type in the call's
 * request schema (the `x-lobby-wire` keyword). The server judges the raw value by its wire form before
 * its schema validator coerces anything (which would read '0x10' as 16 and [1] as 1), then validates
 * the payload against `wireLevel` of the request schema: each field keeps only what its wire form
 * lets through and is not required, so the call's rule (validateLogin, validateBankCardBind...), not
 * the schema, chooses the message a bad or missing field gets.
 */
import type { Flag } from '../entities.ts';
import type { TextLimit } from '../rules/wire.ts';
import { integer, money, string, type ObjectSchema, type Optional, type Schema } from './schema.ts';

export const WIRE_KEYWORD = 'x-lobby-wire';

interface WireFormBase {
  /**
   * A payload without the field is malformed (HTTP 400): no rule names its absence. Otherwise the
   * field is optional on the wire and the call's rule or route answers its absence.
   */
  readonly required?: boolean;
}

/**
 * text: a string, or a JSON number (read as its digits); never an array or an object; at most the
 * limit's length, or refused with the message naming the field. `anyShape` bounds only the length of
 * a string (the route refuses other shapes itself); `nullable` reads JSON null as no value.
 * amount: yuan as a JSON number or plain decimal digits ('1e2', '+100', [100] refused with the
 * amount message, or `message`); the call's rule judges the amount.
 * integer: an id, type, page or code bound for an INTEGER column, as a JSON number or digits the
 * column holds (2147483648 and 1e20 malformed); text that is no number at all is left to the route,
 * which answers it as an unknown id, unless `strict`, which makes it malformed too.
 * flag: 0 or 1, as a number or the digit; anything else malformed.
 * page: a page number from 1 that no rule reads (a GET query's): anything else malformed.
 */
export type WireForm = WireFormBase &
  (
    | { readonly kind: 'text'; readonly limit: TextLimit; readonly anyShape?: boolean; readonly nullable?: boolean }
    | { readonly kind: 'amount'; readonly message?: string }
    | { readonly kind: 'integer'; readonly strict?: boolean }
    | { readonly kind: 'flag' }
    | { readonly kind: 'page' }
  );

type KindRead<F> = F extends { readonly kind: 'text'; readonly anyShape: true }
  ? unknown
  : F extends { readonly kind: 'text'; readonly nullable: true }
    ? string | null
    : F extends { readonly kind: 'text' }
      ? string
      : F extends { readonly kind: 'flag' }
        ? Flag
        : F extends { readonly kind: 'page' }
          ? number
          : unknown;

/** What a handler reads of a field with this wire form, once the wire level has let the payload through. */
export type ReadOf<F> = F extends { readonly required: true } ? KindRead<F> : KindRead<F> | undefined;

/** A payload field with its wire form; R is what the server's handler reads of it. */
export interface WireField<T, R> extends Schema<T> {
  /** Phantom, never set. */
  readonly __read?: (value: R) => R;
}

/** The field's schema (its type in the contract) with the wire form the server reads it by. */
export function wire<T, const F extends WireForm>(schema: Schema<T>, form: F): WireField<T, ReadOf<F>> {
  return { ...schema, [WIRE_KEYWORD]: form };
}

/** Text of at most the limit's length (TEXT_LIMITS). */
export const wireText = (limit: TextLimit) => wire(string(), { kind: 'text', limit });

/** Yuan, judged raw, then by the call's rule. */
export const wireAmount = () => wire(money(), { kind: 'amount' });

/** A whole number bound for an INTEGER column. */
export const wireInteger = () => wire(integer(), { kind: 'integer' });

export const wireFormOf = (schema: unknown): WireForm | undefined =>
  typeof schema === 'object' && schema !== null ? ((schema as Record<string, unknown>)[WIRE_KEYWORD] as WireForm | undefined) : undefined;

type FieldRead<S> = S extends Optional<infer _> ? FieldRead<S['optionalOf']> : S extends { readonly __read?: (value: infer R) => unknown } ? R : unknown;

/** The payload as the server's handler reads it: each field as its wire form lets it through. */
export type WirePayload<S> = S extends ObjectSchema<infer P> ? { readonly [K in keyof P]: FieldRead<P[K]> } : Record<string, never>;

type Json = Record<string, unknown>;

/** What the server's schema keeps of a field with a wire form: the shape Ajv coerces to, if any. */
function wireShape(form: WireForm): Json {
  switch (form.kind) {
    case 'text':
      if (form.anyShape) return {};
      return form.nullable ? { anyOf: [{ type: 'string' }, { type: 'null' }] } : { type: 'string' };
    case 'flag':
      return { type: 'integer', enum: [0, 1] };
    case 'page':
      return { type: 'integer', minimum: 1 };
    case 'amount':
    case 'integer':
      return {};
  }
}

/**
 * The request schema as the server validates it ("loosened"): a field with a wire form keeps only its
 * wire shape and the form, required only when the form says so; a field without one (a back-office
 * switch, an upload) keeps its contract schema. Extra fields stay allowed, as in the contract.
 */
export function wireLevel(schema: object): Json {
  const json = schema as Json;
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = (json.required ?? []) as string[];
  const loosened = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => {
      const form = wireFormOf(property);
      return [key, form ? { ...wireShape(form), [WIRE_KEYWORD]: form } : property];
    }),
  );
  const stillRequired = required.filter((key) => {
    const form = wireFormOf(properties[key]);
    return form === undefined || form.required === true;
  });
  return { ...json, properties: loosened, required: stillRequired };
}

/** A copy of a schema without its wire forms, at any depth (the OpenAPI document: they are the server's reading, not the API). */
export function withoutWireForms<S>(schema: S): S {
  if (Array.isArray(schema)) return schema.map(withoutWireForms) as S;
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).filter(([key]) => key !== WIRE_KEYWORD).map(([key, value]) => [key, withoutWireForms(value)]),
  ) as S;
}
