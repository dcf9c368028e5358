/**
 * Work queued during one task and run after it, a few milliseconds' worth per task: defining
 * an element upgrades every instance of it on the page at once, and starting each instance's
 * view there (a React root with its event listeners) made that one task long on a listing.
 */
import { runInSlices, yieldToMain } from './main-thread.ts';

export function slicedQueue(budgetMs = 8): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  let draining = false;
  function* steps(): Generator<void, void, void> {
    while (jobs.length > 0) {
      try {
        jobs.shift()!();
      } catch (error) {
        // One failing job is reported as an uncaught error would be; the others still run.
        if (typeof reportError === 'function') reportError(error);
        else console.error(error);
      }
      if (jobs.length > 0) yield;
    }
  }
  const drain = async () => {
    await yieldToMain();
    await runInSlices(steps(), budgetMs);
    draining = false;
  };
  return (job) => {
    jobs.push(job);
    if (draining) return;
    draining = true;
    void drain();
  };
}
