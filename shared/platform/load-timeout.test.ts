import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadChunk, SCRIPT_LOAD_TIMEOUT_MS, withLoadTimeout } from './load-timeout.ts';

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

describe('loadChunk: a feature’s module, or undefined with the storefront’s message', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('a failed load resolves to undefined and is named once on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk('push-prompt', () => Promise.reject(failure))).resolves.toBeUndefined();
    expect(error.mock.calls).toEqual([['[shop] Loading chunk push-prompt failed.', failure]]);
  });

  test('a stalled load is given up at 120 s the same way', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = loadChunk('start-tracking', () => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS);
    await expect(outcome).resolves.toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toBe('[shop] Loading chunk start-tracking failed.');
  });

  test('a loaded module is passed through, nothing logged', async () => {
    const error = vi.spyOn(console, 'error');
    await expect(loadChunk('exit-intent', () => Promise.resolve({ watch: 1 }))).resolves.toEqual({ watch: 1 });
    expect(error).not.toHaveBeenCalled();
  });
});
