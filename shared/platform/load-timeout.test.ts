import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SCRIPT_LOAD_TIMEOUT_MS, withLoadTimeout } from './load-timeout.ts';

describe('withLoadTimeout (S8.11, S9.12: script load timeout 120 s, then "Loading chunk {id} failed.")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a load that never settles fails at 120 s, not before', async () => {
    const outcome = withLoadTimeout(new Promise(() => {})).then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('The script did not load within 120 s.');
  });

  test('a load in time passes its value through and leaves no timer behind', async () => {
    await expect(withLoadTimeout(Promise.resolve('module'))).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  test("a load's own failure is passed through at once", async () => {
    await expect(withLoadTimeout(Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(vi.getTimerCount()).toBe(0);
  });
});
