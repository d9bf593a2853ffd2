import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { inAction } from '../inAction';
import { isRefusal } from '../api/refusal';

export type ResourceState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One answer of the API for a key (a slug with the edition's country and currency): loads it
 * once per key, keeps the last answer while the next key loads, and drops answers of a key that
 * is no longer asked for (a slow response never overwrites a newer one). A 404 is an answer too:
 * asking for the same unknown key again does not go back to the network (a page hydrated on its
 * "not found" state would otherwise flash a loading state); any other failure is asked again.
 */
export class Resource<T> {
  state: ResourceState = 'idle';
  data: T | null = null;
  error: unknown = null;
  key: string | null = null;

  constructor() {
    // An answer is replaced whole, never changed in place: kept as it came, not copied into
    // observable proxies (a list page's answer is hundreds of objects). The actions live on the
    // prototype, made once: a page's stores hold about twenty resources, made for every render.
    makeObservable(this, {
      state: observable,
      data: observableRef,
      error: observableRef,
      key: observable,
      notFound: computed,
      load: action,
      set: action,
      reset: action,
    });
  }

  /** Whether the data on hand answers `key`. */
  isReadyFor(key: string) {
    return this.state === 'ready' && this.key === key;
  }

  /** Whether the API said the key does not exist (404). */
  get notFound(): boolean {
    return this.state === 'error' && isRefusal(this.error, 404);
  }

  /** Whether `key` is loaded, loading or known not to exist. */
  private isSettledFor(key: string) {
    if (this.key !== key) return false;
    return this.state === 'ready' || this.state === 'loading' || this.notFound;
  }

  /** Loads `key` with `fetch` unless it is loaded, loading or not found; `force` loads it again. */
  async load(key: string, fetch: () => Promise<T>, { force = false } = {}): Promise<void> {
    if (!force && this.isSettledFor(key)) return;
    this.key = key;
    this.state = 'loading';
    this.error = null;
    try {
      const data = await fetch();
      inAction('Resource.load', () => {
        if (this.key !== key) return;
        this.data = data;
        this.state = 'ready';
      });
    } catch (error) {
      inAction('Resource.load', () => {
        if (this.key !== key) return;
        this.error = error;
        this.state = 'error';
      });
    }
  }

  /** The answer of a write (a saved profile, the new address list) replaces what was read. */
  set(key: string, data: T): void {
    this.key = key;
    this.data = data;
    this.error = null;
    this.state = 'ready';
  }

  /** Forgets the answer (signed out): the next load goes to the network. */
  reset(): void {
    this.key = null;
    this.data = null;
    this.error = null;
    this.state = 'idle';
  }
}
