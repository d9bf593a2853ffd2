import { apiErrorSchema } from '@pcshop/stores/schemas';

/** Error answers every validated route documents (SPEC §6 error format). */
export const badRequest = { 400: apiErrorSchema } as const;
export const badRequestOrNotFound = { 400: apiErrorSchema, 404: apiErrorSchema } as const;
