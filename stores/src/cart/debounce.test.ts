import { describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/fakeClock';
import { debounce } from './debounce';

describe('debounce', () => {
  it('runs once, wait after the last call of a burst', () => {
    const clock = fakeClock();
    let runs = 0;
    const debounced = debounce(clock, () => (runs += 1), { wait: 450, maxWait: 10_000 });
    debounced.schedule();
    clock.advance(300);
    debounced.schedule();
    clock.advance(449);
    expect(runs).toBe(0);
    clock.advance(1);
    expect(runs).toBe(1);
    expect(debounced.pending).toBe(false);
  });

  it('runs maxWait after the first call of a burst that does not end, then starts over', () => {
    const clock = fakeClock();
    const runs: number[] = [];
    const debounced = debounce(clock, () => runs.push(clock.now()), { wait: 450, maxWait: 1_000 });
    for (let step = 0; step < 6; step += 1) {
      debounced.schedule();
      clock.advance(300);
    }
    expect(runs).toEqual([1_000]);
    clock.advance(450);
    expect(runs).toEqual([1_000, 1_950]);
  });

  it('forgets a cancelled run', () => {
    const clock = fakeClock();
    let runs = 0;
    const debounced = debounce(clock, () => (runs += 1), { wait: 450, maxWait: 1_000 });
    debounced.schedule();
    debounced.cancel();
    clock.advance(2_000);
    expect(runs).toBe(0);
    expect(clock.pending()).toBe(0);
  });
});
