import type { Clock } from '../platform';

export interface DebounceTiming {
  /** Quiet time after the last call before `run` fires. */
  wait: number;
  /** The longest a first call waits, however often calls keep coming. */
  maxWait: number;
}

export interface Debounced {
  /** Asks for a run: `wait` after this call, and no later than `maxWait` after the first one. */
  schedule(): void;
  /** Forgets a run asked for. */
  cancel(): void;
  readonly pending: boolean;
}

/**
 * A debounce with a maximum wait, on an injected clock (MobX's `delay` is a throttle): a burst
 * of changes runs once, `wait` after it ends, and a burst that does not end still runs every
 * `maxWait`.
 */
export function debounce(
  clock: Clock,
  run: () => void,
  { wait, maxWait }: DebounceTiming,
): Debounced {
  let timer: unknown = null;
  let firstAt: number | null = null;
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    firstAt = null;
  };
  return {
    schedule() {
      const now = clock.now();
      firstAt ??= now;
      if (timer !== null) clock.clearTimeout(timer);
      const delay = Math.max(0, Math.min(wait, firstAt + maxWait - now));
      timer = clock.setTimeout(() => {
        timer = null;
        firstAt = null;
        run();
      }, delay);
    },
    cancel,
    get pending() {
      return timer !== null;
    },
  };
}
