/**
 * Runs `action` once more when the page finishes loading, unless the shopper moved the page first.
 * A scroll to an address's target made before the images above it have loaded lands short once
 * they push it down; the browser's scroll anchoring does not hold a smooth scroll still in flight.
 */
const SHOPPER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function againAtLoad(action: () => void, signal: AbortSignal, page: Pick<Document, 'readyState'> = document): void {
  if (page.readyState === 'complete') return;
  const stop = new AbortController();
  signal.addEventListener('abort', () => stop.abort(), { once: true });
  for (const type of SHOPPER_MOVES) window.addEventListener(type, () => stop.abort(), { signal: stop.signal, passive: true, capture: true });
  window.addEventListener(
    'load',
    () => {
      stop.abort();
      action();
    },
    { signal: stop.signal, once: true },
  );
}
