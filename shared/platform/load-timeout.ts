/** How long a script may take to load before it counts as failed (the storefront's 120 s). */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/**
 * The load, or a rejection once it has taken longer than `ms`: a dynamic import on a stalled
 * connection never settles by itself, and an element whose script never came should be tried
 * again when its tag appears again, not wait forever.
 */
export function withLoadTimeout<T>(load: Promise<T>, ms = SCRIPT_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`The script did not load within ${ms / 1000} s.`)), ms);
  });
  return Promise.race([load, expired]).finally(() => clearTimeout(timer));
}

/**
 * A chunk's module, or undefined once it failed or stalled, reported as the storefront names a
 * failed chunk: a feature whose code did not come (a dropped connection, a deploy since the page
 * was served) stays off with that message, not an unhandled rejection; the caller may ask again.
 */
export function loadChunk<T>(id: string, load: () => Promise<T>): Promise<T | undefined> {
  return withLoadTimeout(load()).catch((error: unknown) => void console.error(`[shop] Loading chunk ${id} failed.`, error));
}
