import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@pcshop/stores/schemas';
import { HttpError } from '../services/errors';

export const errorBody = (
  code: string,
  message: string,
  fields?: Record<string, string[]>,
): ApiError => ({
  error: fields ? { code, message, fields } : { code, message },
});

/**
 * The code of a refusal Fastify or a plugin raised (their own codes, FST_ERR_…, say how they are
 * built, not what the client did): the status's name, `payload_too_large` for 413.
 */
export const codeOfStatus = (status: number): string =>
  status === 429
    ? 'rate_limited'
    : (STATUS_CODES[status] ?? 'error').toLowerCase().replace(/[^a-z]+/g, '_');

/** One error handler: validation → 400 with fields, known errors as they are, 5xx internals hidden. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send(errorBody(error.code, error.message, error.fields));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const where =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            error.validationContext ||
            'request';
          (fields[where] ??= []).push(issue.message ?? 'Invalid value');
        }
        return reply
          .status(400)
          .send(errorBody('validation_failed', 'The request is not valid', fields));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(errorBody(codeOfStatus(status), error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(errorBody('internal_error', 'Something went wrong on our side'));
    });
  },
  { name: 'errors' },
);
