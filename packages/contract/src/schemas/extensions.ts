/**
 * What the spec promises versus Lobby's additions, read from the `x-lobby-extension` keyword the
 * schemas carry (schema.ts `extension`). One source for the checker's two levels, the reference
 * server's spec-minimal mode and the OpenAPI document.
 */
import { isExtension } from './schema.ts';

type Json = Record<string, unknown>;

const isJsonObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies `visit` to every object schema inside `schema` (properties, items, anyOf), rebuilding the tree. */
function mapObjectSchemas(schema: Json, visit: (objectSchema: Json) => Json): Json {
  const copy: Json = { ...schema };
  if (isJsonObject(copy.properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([key, value]) => [key, mapObjectSchemas(value as Json, visit)]),
    );
  }
  if (isJsonObject(copy.items)) copy.items = mapObjectSchemas(copy.items, visit);
  if (Array.isArray(copy.anyOf)) copy.anyOf = copy.anyOf.map((branch) => mapObjectSchemas(branch as Json, visit));
  return copy.type === 'object' ? visit(copy) : copy;
}

/** The schema (of any type) of what the spec alone promises: every extension becomes optional (still typed when present). */
export function specLevel<S extends object>(schema: S): S {
  return mapObjectSchemas(schema as Json, (objectSchema) => {
    const properties = (objectSchema.properties ?? {}) as Json;
    const required = (objectSchema.required ?? []) as string[];
    return { ...objectSchema, required: required.filter((key) => !isExtension(properties[key])) };
  }) as S;
}

/** The schema of what Lobby answers: the spec's fields and every extension, required. */
export function lobbyLevel<S extends object>(schema: S): S {
  return mapObjectSchemas(schema as Json, (objectSchema) => {
    const properties = (objectSchema.properties ?? {}) as Json;
    const required = (objectSchema.required ?? []) as string[];
    const extensions = Object.keys(properties).filter((key) => isExtension(properties[key]) && !required.includes(key));
    return { ...objectSchema, required: [...required, ...extensions] };
  }) as S;
}

/** Dotted paths of the extensions in a schema (`[]` for an array's items), e.g. `[].level`, `current_page`. */
export function extensionPaths(schema: object, prefix = ''): string[] {
  const json = schema as Json;
  const paths: string[] = [];
  if (isJsonObject(json.properties)) {
    for (const [key, value] of Object.entries(json.properties)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isExtension(value)) paths.push(path);
      paths.push(...extensionPaths(value as Json, path));
    }
  }
  if (isJsonObject(json.items)) paths.push(...extensionPaths(json.items, `${prefix}[]`));
  if (Array.isArray(json.anyOf)) for (const branch of json.anyOf) paths.push(...extensionPaths(branch as Json, prefix));
  return paths;
}

/** The schema without the properties it marks as extensions, at any depth: what a spec-only back end answers. */
export function withoutExtensionFields<S extends object>(schema: S): S {
  return mapObjectSchemas(schema as Json, (objectSchema) => {
    const properties = (objectSchema.properties ?? {}) as Json;
    const required = (objectSchema.required ?? []) as string[];
    const kept = Object.entries(properties).filter(([, property]) => !isExtension(property));
    return { ...objectSchema, properties: Object.fromEntries(kept), required: required.filter((key) => !isExtension(properties[key])) };
  }) as S;
}

/**
 * A copy of `value` without the properties `schema` marks as extensions, at any depth: the answer a
 * back end written only from the spec gives. Values the schema does not describe pass unchanged.
 */
export function withoutExtensions(schema: object, value: unknown): unknown {
  const json = schema as Json;
  if (Array.isArray(value)) return isJsonObject(json.items) ? value.map((item) => withoutExtensions(json.items as Json, item)) : value;
  if (!isJsonObject(value) || !isJsonObject(json.properties)) return value;
  const properties = json.properties;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isExtension(properties[key]))
      .map(([key, field]) => [key, key in properties ? withoutExtensions(properties[key] as Json, field) : field]),
  );
}
