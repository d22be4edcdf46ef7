/**
 * The part of an OpenAPI 3.1 document the fuzz reads: every operation with
 * its parameters and request body, `$ref`s resolved. Operations come from the
 * served document alone, so a route added to the API is fuzzed without any
 * change here.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  description?: string;
  contentMediaType?: string;
}

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface RequestBody {
  required: boolean;
  /** Media type → schema, e.g. application/json, multipart/form-data, message/rfc822. */
  content: Record<string, JsonSchema>;
}

export interface Operation {
  /** `METHOD /path/{template}`: what the tally counts by (the document has no operationIds). */
  key: string;
  method: string;
  path: string;
  params: Param[];
  body?: RequestBody;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Doc = {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, unknown> };
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Replaces every local `$ref` with a copy of its target; a cycle is cut to `{}` (anything). */
function resolve(value: unknown, doc: Doc, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(v, doc, seen));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/') || seen.includes(ref)) return {};
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
    return resolve(target, doc, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, doc, seen)]));
}

function toParam(raw: unknown): Param | undefined {
  if (!isObject(raw) || typeof raw.name !== 'string' || typeof raw.in !== 'string') return undefined;
  const where = raw.in;
  if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie') return undefined;
  return {
    name: raw.name,
    in: where,
    required: raw.required === true,
    schema: isObject(raw.schema) ? (raw.schema as JsonSchema) : {},
  };
}

function toBody(raw: unknown): RequestBody | undefined {
  if (!isObject(raw) || !isObject(raw.content)) return undefined;
  const content: Record<string, JsonSchema> = {};
  for (const [type, media] of Object.entries(raw.content)) {
    content[type] = isObject(media) && isObject(media.schema) ? (media.schema as JsonSchema) : {};
  }
  return { required: raw.required === true, content };
}

export function operationsOf(document: unknown): Operation[] {
  if (!isObject(document)) throw new Error('the OpenAPI document is not an object');
  const doc = resolve(document, document as Doc) as Doc;
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const own = Array.isArray(op.parameters) ? op.parameters : [];
      // Operation parameters override path-level ones of the same name and location.
      const byKey = new Map<string, Param>();
      for (const p of [...shared, ...own].map(toParam)) if (p) byKey.set(`${p.in}:${p.name}`, p);
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: [...byKey.values()],
        body: toBody(op.requestBody),
      });
    }
  }
  return ops;
}

export async function loadOperations(baseUrl: string): Promise<Operation[]> {
  const res = await fetch(`${baseUrl}/api/v1/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.status}`);
  return operationsOf(await res.json());
}

/** The JSON schema types a schema admits (`["string", "null"]` → both; none named → undefined). */
export function typesOf(schema: JsonSchema): string[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Path template parameter names in order: `/a/{x}/b/{y}` → ['x', 'y']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}
