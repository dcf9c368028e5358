import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { slicedQueue } from './sliced-queue.ts';

// The browser's scheduler.yield(), counted: main-thread.ts gives the browser its turns through it.
const yields = { count: 0 };
beforeEach(() => {
  vi.stubGlobal('scheduler', {
    yield: () => {
      yields.count += 1;
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    },
  });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  yields.count = 0;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('slicedQueue', () => {
  test('runs the jobs after the task that queued them, in the order queued', async () => {
    const queue = slicedQueue();
    const ran: number[] = [];
    for (const n of [1, 2, 3]) queue(() => ran.push(n));
    expect(ran).toEqual([]);
    await settle();
    expect(ran).toEqual([1, 2, 3]);
  });

  test('gives the browser a turn each time a slice has run its budget', async () => {
    const queue = slicedQueue(0);
    const ran: number[] = [];
    for (const n of [1, 2, 3]) queue(() => ran.push(n));
    await settle();
    expect(ran).toEqual([1, 2, 3]);
    // One turn before the first job, one before each later job (a budget of 0 ms is spent by any job).
    expect(yields.count).toBe(3);
  });

  test('a job that throws is reported and the jobs after it still run', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = slicedQueue();
    const ran: string[] = [];
    queue(() => ran.push('before'));
    queue(() => {
      throw new Error('broken view');
    });
    queue(() => ran.push('after'));
    await settle();
    expect(ran).toEqual(['before', 'after']);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken view' }));
  });

  test('jobs queued after the queue has drained start again', async () => {
    const queue = slicedQueue();
    const ran: string[] = [];
    queue(() => ran.push('first'));
    await settle();
    queue(() => ran.push('second'));
    await settle();
    expect(ran).toEqual(['first', 'second']);
  });
});
