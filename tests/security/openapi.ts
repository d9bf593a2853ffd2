import type { TestApp } from '../../server/src/test/app';

/** The parts of a JSON Schema (as the OpenAPI document writes the routes' zod schemas) read here. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minItems?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/ecommerce/pc_build/{id}`. */
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  security: Record<string, string[]>[] | undefined;
  /** The cookie every security requirement of the operation names (the refresh cookie), if any. */
  cookie: string | undefined;
  responses: Record<string, unknown>;
}

interface Document {
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: Schema }> };
        security?: Record<string, string[]>[];
        responses?: Record<string, unknown>;
      }
    >
  >;
}

/** Every operation of the app's OpenAPI document (`/api/openapi.json`). */
export async function operationsOf(app: TestApp['app']): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json: ${response.statusCode}`);
  const document = response.json<Document>();
  const schemes = document.components?.securitySchemes ?? {};
  const cookieOf = (security: Record<string, string[]>[] = []) => {
    const names = security.map((requirement) => {
      const scheme = Object.keys(requirement).map((key) => schemes[key])[0];
      return scheme?.type === 'apiKey' && scheme.in === 'cookie' ? scheme.name : undefined;
    });
    return names.length > 0 && names.every((name) => name === names[0]) ? names[0] : undefined;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      security: operation.security,
      cookie: cookieOf(operation.security),
      responses: operation.responses ?? {},
    })),
  );
}

export const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;

/** An operation only a caller with a bearer token may use (no anonymous alternative). */
export const needsBearer = (operation: Operation) =>
  !!operation.security?.length &&
  operation.security.every((requirement) => 'bearer' in requirement);

/** An operation a bearer token may be sent to (protected, or optional as for a guest's assembly). */
export const takesBearer = (operation: Operation) =>
  !!operation.security?.some((requirement) => 'bearer' in requirement);

/**
 * Values for fields whose rules the document can't show (a refinement, a pipe): a request whose
 * other fields are valid shows that the one spoilt field is refused for itself.
 */
const SAMPLE_BY_NAME: Record<string, unknown> = {
  email: 'shopper@example.com',
  phone: '+447700900123',
  mobile_number: '+447700900123',
  phone_number: '+447700900123',
  password: 'Sup3r$ecret!',
  // Not the account's: a variant must never change the password of the session it runs in.
  old_password: 'Not-the-Passw0rd',
  postcode: 'SW1A 1AA',
  date_of_birth: '1990-01-31',
};

/** Values tried, in order, for a string whose pattern says little else. */
const SAMPLE_STRINGS = [
  '1',
  'x',
  'rigsmith-nova',
  'RS-GB-1001',
  'GB',
  'a-b',
  'x'.repeat(43),
  '/',
  // A test processor's payment id.
  'tpi_aaaaaaaaaaaaaaaa',
];

/** A value of the schema's type, valid where that is easy: the base each variant spoils. */
export function sampleOf(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const choice = alternatives.find((option) => option.type !== 'null') ?? alternatives[0];
    return choice ? sampleOf(choice) : null;
  }
  const type = [schema.type ?? 'object'].flat().find((name) => name !== 'null');
  switch (type) {
    case 'string':
      return stringSample(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items && schema.minItems ? [sampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          SAMPLE_BY_NAME[name] ?? sampleOf(property),
        ]),
      );
    default:
      return null;
  }
}

function stringSample(schema: Schema): string {
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return 'shopper@example.com';
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => !!pattern,
  );
  return (
    SAMPLE_STRINGS.find((value) =>
      patterns.every((pattern) => new RegExp(pattern, 'u').test(value)),
    ) ?? 'x'
  );
}

/** Every field of a body schema, by path (`address.line1`), with its schema. */
export function fieldsOf(schema: Schema, prefix: string[] = []): [string[], Schema][] {
  const properties = schema.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]): [string[], Schema][] => {
    const path = [...prefix, name];
    const nested = property.anyOf?.find((option) => option.properties) ?? property;
    if (nested.properties) return fieldsOf(nested, path);
    // An array of objects: the array itself, and the fields of its first item.
    const item = nested.items?.properties ? nested.items : undefined;
    return [[path, property], ...(item ? fieldsOf(item, [...path, '0']) : [])];
  });
}

/** The JSON types a schema takes (`['null', 'string']`). */
export function typesOf(schema: Schema): string[] {
  const fixed = schema.const !== undefined ? [schema.const] : schema.enum;
  if (fixed) return [...new Set(fixed.map((value) => (value === null ? 'null' : typeof value)))];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(typesOf);
  return [schema.type ?? 'object'].flat();
}
