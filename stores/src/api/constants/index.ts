/**
 * The API's fixed values (editions, vocabularies, limits) without the schemas that use them: the
 * code a page starts with imports these, and zod loads only when something is parsed.
 */
export * from './basket';
export * from './catalogue';
export * from './editions';
export * from './forms';
export * from './orders';
export * from './text';
