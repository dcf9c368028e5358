/**
 * For elements that wrap the theme's server markup as a no-JavaScript fallback (page links, the
 * ordering form): once the filter has its first result, the element's light-DOM children are
 * removed and the element itself becomes the portal target of its React view (the theme's "existing
 * children are removed and replaced"). A layout effect, so the emptying and the view's first
 * render reach the screen in one frame: no empty frame, no layout shift. The element then carries
 * `data-shop-ready`: until it does, its links are the server's (a click loads the page).
 */
import { useLayoutEffect, useState } from 'react';

/** `beforeTakeover` reads what the shopper did with the server's markup before it goes (the sort's early choice). */
export function useLightDomTakeover(host: HTMLElement | undefined, ready: boolean, beforeTakeover?: (host: HTMLElement) => void): HTMLElement | null {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!host || !ready || target) return;
    beforeTakeover?.(host);
    host.replaceChildren();
    host.dataset.shopReady = '';
    setTarget(host);
  }, [host, ready, target, beforeTakeover]);
  return target;
}
