import { WIRE_KEYWORD, type WireForm } from '@lobby/contract/schemas';
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastUri from 'fast-uri';
import { wireRefusal } from './wire-fields.ts';

/**
 * Fastify's defaults, but for removeAdditional: a field a schema rules out is refused, not dropped.
 * Coercion stays on: clients send ids and amounts as numbers or digits alike (and form posts only text).
 * It would also read '0x10' as 16 and [1] as 1, so fields with a wire form (the contract's wire-forms.ts)
 * are judged on their raw value first, below (wire-fields.ts).
 */
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, uriResolver: fastUri, addUsedSchema: false, allErrors: false });
// An annotation for the raw check below, nothing Ajv validates.
ajv.addKeyword({ keyword: WIRE_KEYWORD, schemaType: 'object' });

type PropertySchema = { type?: string | string[]; anyOf?: PropertySchema[]; [WIRE_KEYWORD]?: WireForm };

/** The JSON types a property's schema names, or undefined when it names none (then it coerces nothing). */
function namedTypes(schema: PropertySchema): Set<string> | undefined {
  const own = schema.type === undefined ? [] : [schema.type].flat();
  const nested = (schema.anyOf ?? []).map(namedTypes);
  if (schema.type === undefined && (nested.length === 0 || nested.includes(undefined))) return undefined;
  return new Set([...own, ...nested.flatMap((types) => [...(types ?? [])])]);
}

/**
 * Coercion would read JSON null as 0 or '' and true as 1 or 'true': a malformed body would pass as a
 * valid one (a switch turned on by `true`, an id of 1). Those two literals are refused wherever the
 * field's schema does not name their type.
 */
function refusesCoercedLiterals(schema: { properties?: Record<string, PropertySchema> }) {
  const literalTypes = Object.entries(schema.properties ?? {}).map(([field, property]) => [field, namedTypes(property)] as const);
  return (body: unknown): string | undefined => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
    for (const [field, types] of literalTypes) {
      const value = (body as Record<string, unknown>)[field];
      if (types === undefined || value === undefined) continue;
      if (value === null && !types.has('null')) return field;
      if (typeof value === 'boolean' && !types.has('boolean')) return field;
    }
    return undefined;
  };
}

/** The wire forms of a schema's fields (also inside anyOf), checked on the raw values before Ajv coerces them. */
function wireFormsOf(schema: { properties?: Record<string, PropertySchema> }): Array<[string, WireForm]> {
  const formOf = (property: PropertySchema): WireForm | undefined => property[WIRE_KEYWORD] ?? property.anyOf?.map(formOf).find(Boolean);
  return Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const form = formOf(property);
    return form ? [[field, form] as [string, WireForm]] : [];
  });
}

export default fp(async function validation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validate = ajv.compile(schema);
    const objectSchema = schema as { properties?: Record<string, PropertySchema> };
    const wireForms = wireFormsOf(objectSchema);
    const coercedLiteral = httpPart === 'body' ? refusesCoercedLiterals(objectSchema) : () => undefined;
    // Fastify reads `{ error }`, or `errors` after a false, as the validation failure (error-handler.ts answers it).
    const validatePart = (data: unknown) => {
      if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
        for (const [field, form] of wireForms) {
          const refusal = wireRefusal(form, (data as Record<string, unknown>)[field]);
          if (refusal) return { error: refusal };
        }
      }
      const field = coercedLiteral(data);
      if (field !== undefined) {
        return { error: Object.assign(new Error(`${httpPart}/${field} must not be ${JSON.stringify((data as Record<string, unknown>)[field])}`), { statusCode: 400 }) };
      }
      const valid = validate(data);
      validatePart.errors = validate.errors;
      return valid;
    };
    validatePart.errors = validate.errors;
    return validatePart;
  });
});
