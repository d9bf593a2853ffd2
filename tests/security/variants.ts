import { gzipSync } from 'node:zlib';
import {
  fieldsOf,
  sampleOf,
  typesOf,
  type Operation,
  type Parameter,
  type Schema,
} from './openapi';

/** One malformed request made from an operation of the OpenAPI document. */
export interface Variant {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The field this variant spoils with a control character: it must be refused, by name. */
  refusedField?: string;
}

const SQL = "1' OR '1'='1' --; DROP TABLE users; --";
const TRAVERSAL = '../../../../etc/passwd';
const JSON_TYPE = { 'content-type': 'application/json' };
const ONE_MB = 1024 * 1024;

interface Request {
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** `/api/x/{id}` with its parameters (already encoded) in place. */
const pathWith = (operation: Operation, params: Record<string, string>) =>
  operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'x');

const encode = (value: string) => encodeURIComponent(value);

/** A value of another JSON type than the field takes. */
function wrongTypeFor(schema: Schema): unknown {
  const types = typesOf(schema);
  if (types.includes('string')) return 12345;
  if (types.includes('number') || types.includes('integer')) return '12';
  if (types.includes('boolean')) return 'yes';
  if (types.includes('array')) return { length: 1 };
  return 'x';
}

/** `{ a: { b: value } }` for the path `['a', 'b']`, over a copy of `base`. */
function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  path.slice(0, -1).forEach((key, index) => {
    const next = target[key];
    const container = /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    target[key] = typeof next === 'object' && next !== null ? next : container;
    target = target[key] as Record<string, unknown>;
  });
  target[path[path.length - 1]!] = value;
  return copy;
}

/**
 * Every malformed variant of one operation: hostile query strings and headers for all; for each
 * query and path parameter, and each body field, wrong types, control characters, SQL, oversized
 * values; for a body, invalid JSON, wrong content types and encodings, deep nesting, 1 MB and
 * prototype pollution.
 */
export function variantsOf(operation: Operation): Variant[] {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const params = Object.fromEntries(
    pathParams.map((parameter) => [parameter.name, encode(String(sampleOf(parameter.schema)))]),
  );
  const query = new URLSearchParams(
    queryParams
      .filter((parameter) => parameter.required)
      .map((parameter): [string, string] => [parameter.name, String(sampleOf(parameter.schema))]),
  ).toString();
  const body = operation.body ? sampleOf(operation.body) : undefined;
  const base: Request = {
    params,
    query,
    headers: operation.body ? JSON_TYPE : {},
    ...(operation.body ? { payload: JSON.stringify(body) } : {}),
  };

  const variants: Variant[] = [];
  const add: Add = (label, change, refusedField, rewrite = (url) => url) => {
    const request = { ...base, ...change };
    const search = request.query ? `?${request.query}` : '';
    variants.push({
      label,
      method: operation.method,
      url: rewrite(`${pathWith(operation, request.params)}${search}`),
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      ...(refusedField ? { refusedField } : {}),
    });
  };
  const withQuery = (extra: string) => (query ? `${query}&${extra}` : extra);

  add('query: 8 KB parameter', { query: withQuery(`q=${'x'.repeat(8000)}`) });
  add('query: 1,000 parameters', {
    query: withQuery(Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')),
  });
  add('query: prototype pollution', {
    query: withQuery('__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=x'),
  });
  add('query: broken percent-encoding', { query: withQuery('x=%E0%A4%A&%ZZ=1') });
  add('query: SQL', { query: withQuery(`q=${encode(SQL)}`) });
  add('query: NUL and escapes in an unknown parameter', { query: withQuery('q=%00%1B%7F%C2%85') });
  add('query: operators and bracket syntax', {
    query: withQuery(`filter=${encode('{"$where":"1"}')}&a[]=1&a[]=2&a[b][c]=d`),
  });
  add('path: doubled slashes', {}, undefined, (url) => url.replace(/\//g, '//'));
  add('path: a dot-segment after it', {}, undefined, (url) => url.replace(/(\?|$)/, '/..$1'));
  add('path: a matrix parameter', {}, undefined, (url) => url.replace(/(\?|$)/, ';jsessionid=1$1'));
  add('headers: a method override', {
    headers: { ...base.headers, 'x-http-method-override': 'DELETE' },
  });
  add('headers: odd accept, encodings and language', {
    headers: {
      ...base.headers,
      accept: 'application/xml;q=abc, */*;q=-1',
      'accept-encoding': 'gzip;q=2, br;q=NaN, identity;q=0, *;q=0',
      'accept-language': `${'x-'.repeat(500)}x`,
    },
  });
  add('headers: forged forwarded-for and host', {
    headers: { ...base.headers, 'x-forwarded-for': `${SQL}, ::1`, host: 'evil.example' },
  });
  add('headers: garbage bearer token', {
    headers: { ...base.headers, authorization: `Bearer ${SQL}` },
  });
  add('headers: 4 KB of garbage cookies', {
    headers: {
      ...base.headers,
      cookie: `rigsmith_refresh=${'x'.repeat(4000)}; rigsmith_session=%E0%A4%A; =; a`,
    },
  });

  for (const parameter of queryParams) queryVariants(parameter, add, withQuery);
  for (const parameter of pathParams) pathVariants(parameter, params, add);
  if (operation.body) bodyVariants(operation.body, body, add);
  else {
    add('a body where none is taken', {
      headers: JSON_TYPE,
      payload: '{"unterminated": ',
    });
  }
  return variants;
}

type Add = (
  label: string,
  change: Partial<Request>,
  refusedField?: string,
  rewrite?: (url: string) => string,
) => void;

function queryVariants(parameter: Parameter, add: Add, withQuery: (extra: string) => string) {
  const name = parameter.name;
  const types = typesOf(parameter.schema);
  if (types.includes('string')) {
    add(`query ${name}: NUL`, { query: withQuery(`${name}=GB%00`) }, name);
    add(`query ${name}: escape sequence`, { query: withQuery(`${name}=%1B%5B2J`) }, name);
  }
  add(`query ${name}: SQL`, { query: withQuery(`${name}=${encode(SQL)}`) });
  add(`query ${name}: twice`, { query: withQuery(`${name}=1&${name}=2`) });
  add(`query ${name}: 10 KB`, { query: withQuery(`${name}=${'9'.repeat(10_000)}`) });
  add(`query ${name}: empty`, { query: withQuery(`${name}=`) });
}

function pathVariants(parameter: Parameter, params: Record<string, string>, add: Add) {
  const name = parameter.name;
  const values: Record<string, string> = {
    traversal: TRAVERSAL,
    'encoded traversal': encode(TRAVERSAL),
    'double-encoded traversal': encode(encode(TRAVERSAL)),
    NUL: '%00',
    'escape sequence': '%1B%5B2J',
    SQL: encode(SQL),
    negative: '-1',
    'past 64 bits': '99999999999999999999999',
    emoji: encode('💩'),
    '1,000 characters': '1'.repeat(1000),
  };
  for (const [label, value] of Object.entries(values)) {
    add(`path ${name}: ${label}`, { params: { ...params, [name]: value } });
  }
}

function bodyVariants(schema: Schema, body: unknown, add: Add) {
  const json = (value: unknown) => ({ payload: JSON.stringify(value) });
  add('body: invalid JSON', { payload: '{"unterminated": ' });
  add('body: empty', { payload: '' });
  add('body: an array', json([body]));
  add('body: a string', json('body'));
  add('body: null', { payload: 'null' });
  add('body: no fields', json({}));
  add('body: as text/plain', { headers: { 'content-type': 'text/plain' }, payload: 'body' });
  add('body: as XML', { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' });
  add('body: as a form', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1&b=2',
  });
  add('body: as multipart', {
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  });
  add('body: no content type', { headers: {} });
  add('body: JSON in UTF-16', {
    headers: { 'content-type': 'application/json; charset=utf-16' },
    payload: Buffer.from(JSON.stringify(body), 'utf16le'),
  });
  add('body: nested 5,000 deep', {
    payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  });
  add('body: 1 MB', json({ ...(body as object), padding: 'x'.repeat(ONE_MB) }));
  add('body: __proto__', { payload: `{"__proto__":{"polluted":true},"a":1}` });
  add('body: constructor.prototype', {
    payload: `{"constructor":{"prototype":{"polluted":true}}}`,
  });
  add('body: gzip that is not', {
    headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
    payload: 'not gzip at all',
  });
  add('body: an unknown encoding', {
    headers: { ...JSON_TYPE, 'content-encoding': 'x-unknown' },
    payload: JSON.stringify(body),
  });
  add('body: gzip bomb (16 MB of spaces)', {
    headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
    payload: gzipSync(Buffer.alloc(16 * ONE_MB, ' ')),
  });

  for (const [path, field] of fieldsOf(schema)) {
    const name = path.join('.');
    const types = typesOf(field);
    add(`${name}: wrong type`, json(withField(body, path, wrongTypeFor(field))));
    add(`${name}: an object`, json(withField(body, path, { $ne: null })));
    if (types.includes('string')) {
      add(`${name}: NUL`, json(withField(body, path, 'Ada\u0000Lovelace')), name);
      add(`${name}: escape sequence`, json(withField(body, path, '\u001b[2J\u001b[31m')), name);
      add(`${name}: SQL`, json(withField(body, path, SQL)));
      add(`${name}: 100 KB`, json(withField(body, path, 'x'.repeat(100_000))));
    }
    if (types.includes('number') || types.includes('integer')) {
      const beyond = JSON.stringify(withField(body, path, 'NUMBER')).replace('"NUMBER"', '1e400');
      add(`${name}: beyond a double`, { payload: beyond });
      add(`${name}: negative fraction`, json(withField(body, path, -1.5)));
      add(`${name}: 2^64`, json(withField(body, path, 2 ** 64)));
    }
  }
}
