import { makeAutoObservable } from 'mobx';
import { isAborted } from '../api/refusal';
import { inAction } from '../inAction';

/**
 * A write the shopper starts (delete an address, rename a saved build): whether it is running and
 * why the last run failed (an ApiRefusal, a NetworkFailure; not an aborted call). `run` never
 * rejects: it answers the task's result, or undefined when it failed, and a run asked for while
 * one is running is not started (a double click sends one call).
 */
export class Operation<Args extends unknown[], Result> {
  pending = false;
  refusal: unknown = null;

  constructor(
    private readonly name: string,
    private readonly task: (...args: Args) => Promise<Result>,
  ) {
    makeAutoObservable<Operation<Args, Result>, 'name' | 'task'>(
      this,
      { name: false, task: false },
      { autoBind: true },
    );
  }

  async run(...args: Args): Promise<Result | undefined> {
    if (this.pending) return undefined;
    this.pending = true;
    this.refusal = null;
    try {
      return await this.task(...args);
    } catch (refusal) {
      // A call the end of the session called off was not refused: there is nothing to show.
      if (!isAborted(refusal)) {
        inAction(`${this.name} refused`, () => {
          this.refusal = refusal;
        });
      }
      return undefined;
    } finally {
      inAction(`${this.name} settled`, () => {
        this.pending = false;
      });
    }
  }

  /** Forgets the last refusal (its message was dismissed, the dialog closed). */
  clear(): void {
    this.refusal = null;
  }
}
