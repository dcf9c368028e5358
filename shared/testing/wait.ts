/** Waiting and asserting in the browser tests (and any test without a runner's own helpers). */

export const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the condition holds; fails with the message after ~3 s. */
export async function until(condition: () => boolean, message: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (condition()) return;
    await tick();
  }
  throw new Error(`Timed out: ${message}`);
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
