import { describe, expect, test } from 'vitest';
import { runInSlices, yieldToMain } from './main-thread.ts';

function* counting(steps: number, busyMs: number): Generator<void, number, void> {
  for (let i = 0; i < steps; i++) {
    const until = performance.now() + busyMs;
    while (performance.now() < until); // a step of real work
    yield;
  }
  return steps;
}

describe('giving the browser a turn', () => {
  test('yieldToMain resolves in a later task, not within the current one', async () => {
    let later = false;
    const yielded = yieldToMain().then(() => later);
    // Microtasks of the current task run first and see the flag still false.
    await Promise.resolve();
    later = true;
    expect(await yielded).toBe(true);
  });

  test('runInSlices returns the generator result and lets other tasks run between slices', async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const result = await runInSlices(counting(12, 3), 5);
    ticking = false;
    expect(result).toBe(12);
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  test('a generator that finishes within the budget completes without giving a turn', async () => {
    let turned = false;
    setTimeout(() => (turned = true), 0);
    const result = runInSlices(counting(3, 0), 1000);
    await Promise.resolve();
    await Promise.resolve();
    expect(turned).toBe(false);
    expect(await result).toBe(3);
  });
});
