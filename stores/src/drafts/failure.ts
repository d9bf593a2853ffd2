import { HTTPError } from 'ky';
import { parseApiError } from '../api/answers';

/**
 * A refused draft call: the server's code (`incompatible_build`, `unknown_parts`, `not_found`,
 * `unauthorized`, … or `network`), the broken rule codes of an incompatible build, the status.
 */
export class DraftFailure extends Error {
  constructor(
    readonly code: string,
    readonly rules: readonly string[],
    readonly status: number | null,
  ) {
    super(`Draft refused: ${code}`);
    this.name = 'DraftFailure';
  }
}

async function toDraftFailure(error: unknown): Promise<DraftFailure> {
  if (error instanceof DraftFailure) return error;
  if (!(error instanceof HTTPError)) return new DraftFailure('network', [], null);
  const status = error.response.status;
  const failure = await parseApiError(await error.response.json().catch(() => null));
  if (!failure) return new DraftFailure(`http_${status}`, [], status);
  return new DraftFailure(failure.code, failure.fields?.rules ?? [], status);
}

export async function refused<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toDraftFailure(error);
  }
}
