/** A problem with the whole import (no dataset, no licence, a bad pricing rule): nothing is written. */
export class ImportError extends Error {
  override name = 'ImportError';
}
