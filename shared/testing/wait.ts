/** Waiting and asserting in the browser tests (and any test without a runner's own helpers). */

export const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until the condition holds; fails with the message after `timeoutMs` of wall time. Generous
 * on purpose: it returns as soon as the condition holds, and a loaded machine (CI runs these beside
 * the WordPress tests, Vite compiling a module on first request) can take seconds for a step.
 */
export async function until(condition: () => boolean, message: string, timeoutMs = 8000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (condition()) return;
    if (performance.now() > deadline) throw new Error(`Timed out: ${message}`);
    await tick();
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
