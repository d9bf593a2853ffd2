import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { app } from '../app';
import { loadConfig } from '../config';
import { createFastify } from '../fastify';
import { createTestDatabase, type TestDatabase } from '../test/app';
import { answerSerializerCompiler } from './answerSerializer';

/**
 * Schemas that read a value otherwise in one direction than in the other. A default is not one of
 * them here: parsing writes it where an answer leaves the field out, which is what the client's
 * parse of the same answer reads anyway.
 */
const directional = new Set(['transform', 'pipe', 'prefault', 'catch']);

/** The paths inside a schema to the parts of it that parse and encode tell apart. */
function directionalParts(schema: $ZodType, path = '', seen = new Set<$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (directional.has(def.type)) return [`${path || '(answer)'}: ${def.type}`];
  const inner = (value: unknown, at: string): string[] =>
    value instanceof $ZodType ? directionalParts(value, at, seen) : [];
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, $ZodType>).flatMap(([key, field]) =>
          inner(field, `${path}.${key}`),
        ),
        ...inner(def.catchall, `${path}.*`),
      ];
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options as $ZodType[]).flatMap((option, index) =>
        inner(option, `${path}|${index}`),
      );
    case 'intersection':
      return [...inner(def.left, path), ...inner(def.right, path)];
    case 'tuple':
      return [
        ...(def.items as $ZodType[]).flatMap((item, index) => inner(item, `${path}[${index}]`)),
        ...inner(def.rest, `${path}[...]`),
      ];
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'lazy':
      return inner((def.getter as () => unknown)(), path);
    default:
      return inner(def.innerType, path);
  }
}

describe('the answer serializer', () => {
  const serialize = answerSerializerCompiler({
    schema: z.object({ id: z.string(), price: z.number().int().min(0) }),
    method: 'GET',
    url: '/example',
    httpStatus: '200',
  });

  it('writes only the fields the schema names', () => {
    expect(serialize({ id: '7', price: 1999, passwordHash: 'secret' })).toBe(
      '{"id":"7","price":1999}',
    );
  });

  it('refuses an answer its schema refuses', () => {
    expect(() => serialize({ id: '7', price: -1 })).toThrow(/Response doesn't match the schema/);
  });

  it('finds what would make parsing differ from encoding', () => {
    const schema = z.object({
      kept: z.string().optional(),
      page: z.number().default(1),
      missing: z.string().catch('none'),
      items: z.array(z.object({ code: z.string().transform((code) => code.trim()) })),
    });
    expect(directionalParts(schema)).toEqual(['.missing: catch', '.items[].code: pipe']);
  });
});

describe('every route of the app', () => {
  let instance: FastifyInstance;
  let database: TestDatabase;
  const answers: { route: string; status: string; schema: $ZodType }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
    });
    instance = createFastify(config, { logger: false });
    instance.addHook('onRoute', (route) => {
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [status, answer] of Object.entries(response)) {
        const content = (answer as { content?: Record<string, { schema: unknown }> }).content;
        const schemas = content ? Object.values(content).map((type) => type.schema) : [answer];
        for (const schema of schemas) {
          if (schema instanceof $ZodType) {
            answers.push({ route: `${[route.method].flat().join()} ${route.url}`, status, schema });
          }
        }
      }
    });
    await instance.register(app, { config, database: database.handle });
    await instance.ready();
  });
  afterAll(async () => {
    await instance.close();
    await database.drop();
  });

  it('answers with schemas that parse as they would encode', () => {
    expect(answers.length).toBeGreaterThan(50);
    const found = answers.flatMap(({ route, status, schema }) =>
      directionalParts(schema).map((part) => `${route} ${status} ${part}`),
    );
    expect(found).toEqual([]);
  });
});
