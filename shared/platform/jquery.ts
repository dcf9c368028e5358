/**
 * Bridge to WooCommerce's jQuery events, so plugins listening on document.body keep working.
 * Does nothing when the page has no jQuery.
 */
interface JQueryLike {
  (target: unknown): { trigger(name: string, args?: unknown[]): void; on(name: string, handler: (...args: unknown[]) => void): void };
}

function jq(): JQueryLike | null {
  const candidate = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : null;
}

export function triggerOnBody(name: string, args: unknown[] = []): void {
  jq()?.(document.body).trigger(name, args);
}

export function onBody(name: string, handler: () => void): void {
  jq()?.(document.body).on(name, handler);
}

export function jqueryWrap(element: Element): unknown {
  const $ = jq();
  return $ ? $(element) : element;
}
