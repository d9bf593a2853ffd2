import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { Operation } from './Operation';
import { ApiRefusal } from '../api/refusal';

describe('Operation', () => {
  it('is pending while it runs and answers the result', async () => {
    let finish!: (value: string) => void;
    const operation = new Operation(
      'Test.rename',
      (name: string) =>
        new Promise<string>((resolve) => (finish = () => resolve(`renamed ${name}`))),
    );
    const seen: boolean[] = [];
    autorun(() => seen.push(operation.pending));
    const result = operation.run('Quiet');
    expect(operation.pending).toBe(true);
    finish('');
    await expect(result).resolves.toBe('renamed Quiet');
    expect(seen).toEqual([false, true, false]);
  });

  it('keeps the refusal of a failed run and forgets it on the next run', async () => {
    const refusal = new ApiRefusal({ status: 404, code: 'not_found', message: 'Build not found' });
    let fail = true;
    const operation = new Operation('Test.remove', async () => {
      if (fail) throw refusal;
      return 'removed';
    });
    await expect(operation.run()).resolves.toBeUndefined();
    expect(operation.refusal).toBe(refusal);
    expect(operation.pending).toBe(false);
    fail = false;
    await expect(operation.run()).resolves.toBe('removed');
    expect(operation.refusal).toBeNull();
  });

  it('keeps no refusal of a run whose call was aborted (its session ended)', async () => {
    const ending = new AbortController();
    ending.abort();
    const operation = new Operation('Test.merge', async () => {
      throw ending.signal.reason;
    });
    await expect(operation.run()).resolves.toBeUndefined();
    expect(operation.refusal).toBeNull();
    expect(operation.pending).toBe(false);
  });

  it('does not start a second run while one is running', async () => {
    let calls = 0;
    const operation = new Operation('Test.save', async () => {
      calls += 1;
      await Promise.resolve();
    });
    await Promise.all([operation.run(), operation.run()]);
    expect(calls).toBe(1);
  });
});
