/**
 * Giving the browser a turn. Work that runs longer than 50 ms in one go is a long task: the
 * page does not paint or answer a tap until it ends. Long work is cut into slices instead.
 */
interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Resolves in a later task, after the browser has had the chance to paint and handle input. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  // scheduler.yield() resumes ahead of other queued work; a message is the next best (not
  // clamped to 4 ms like a nested setTimeout).
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs a generator's steps, giving the browser a turn each time a slice has run `budgetMs`. */
export async function runInSlices<T>(steps: Generator<void, T, void>, budgetMs = 10): Promise<T> {
  let sliceStarted = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStarted >= budgetMs) {
      await yieldToMain();
      sliceStarted = performance.now();
    }
  }
}

/** Runs `work` once the page has loaded and the browser is idle (at most `timeoutMs` after the load). */
export function whenIdleAfterLoad(work: () => void, timeoutMs = 3000): void {
  const idle = () => void whenIdle(work, timeoutMs);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Runs `work` once the browser is idle (at most `timeoutMs` later); cancellable. */
export function whenIdle(work: () => void, timeoutMs = 2000): { cancel(): void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(work, 200);
  return { cancel: () => clearTimeout(id) };
}
