/**
 * Bridge to WooCommerce's jQuery events, so plugins listening on document.body keep working.
 * Does nothing when the page has no jQuery.
 */
interface JQueryLike {
  (target: unknown): {
    trigger(name: string, args?: unknown[]): void;
    on(name: string, handler: (...args: unknown[]) => void): void;
    off(name: string, handler: (...args: unknown[]) => void): void;
  };
}

function jq(): JQueryLike | null {
  const candidate = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : null;
}

/** The event our own code is triggering right now (jQuery's trigger runs its handlers synchronously). */
let triggering: string | null = null;

export function triggerOnBody(name: string, args: unknown[] = []): void {
  triggering = name;
  try {
    jq()?.(document.body).trigger(name, args);
  } catch (error) {
    // Another script's handler failed: reported, and our own work goes on.
    reportError(error);
  } finally {
    triggering = null;
  }
}

/** Whether the jQuery event being handled is one our elements trigger (after their own DOM event). */
export const isOwnTrigger = (name: string): boolean => triggering === name;

/** Whether the page has jQuery now. */
export const hasJquery = (): boolean => jq() !== null;

type JqueryHandler = (event: { type: string }, ...args: unknown[]) => void;

/**
 * A jQuery event on `element` (one that jQuery's triggerHandler calls: it does not bubble), handled
 * until `signal` aborts (for the page's life without one); bound once jQuery is there (a page that
 * defers its scripts, as optimisation plugins do, runs jQuery after our modules: the window's load
 * sees it).
 */
export function onJqueryEvent(element: () => Element, name: string, handler: JqueryHandler, signal?: AbortSignal): void {
  const bind = () => {
    const $ = jq();
    if (!$ || signal?.aborted) return false;
    const target = $(element());
    target.on(name, handler as () => void);
    signal?.addEventListener('abort', () => target.off(name, handler as () => void), { once: true });
    return true;
  };
  if (!bind()) addEventListener('load', bind, { once: true, signal });
}

/** A body event (WooCommerce triggers its cart events there), as onJqueryEvent binds it. */
export function onBody(name: string, handler: JqueryHandler, signal?: AbortSignal): void {
  onJqueryEvent(() => document.body, name, handler, signal);
}

export function jqueryWrap(element: Element): unknown {
  const $ = jq();
  return $ ? $(element) : element;
}
