import { apiErrorSchema } from '@pcshop/stores/schemas';

/**
 * The error answers a route documents in OpenAPI, all in the one error format: the refusals of
 * the endpoint table (`endpointRoute`) and of the routes outside it (`/media/*`).
 */
export const errorResponses = <const Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
