/**
 * What the marketing elements (cart capture, exit-intent form, push prompt) share: consent started
 * from the page's data layer when no banner did, and their behaviour (a chunk loaded only with
 * marketing consent) run only while the shopper allows marketing — stopped when they withdraw it,
 * run again if they allow it later. A chunk that fails to load is named on the console
 * (loadChunk) and asked for again the next time marketing is allowed.
 */
import type { DataLayer } from '../engine/tracking/data-layer.ts';
import { loadChunk } from '../platform/load-timeout.ts';
import { $consent } from '../stores/consent.ts';
import { startConsentInPage } from './consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from './tracking/page-data-layer.ts';

/** Returns the stop (for disconnectedCallback); null when the page has no data layer. */
export function whileMarketingAllowed<M>(
  chunk: string,
  load: () => Promise<M>,
  start: (behaviour: M, layer: DataLayer, signal: AbortSignal) => void,
): (() => void) | null {
  const layer = pageDataLayer();
  if (!layer) return null;
  void startConsentInPage(consentOptionsOf(layer));
  let running: AbortController | null = null;
  const stopConsent = $consent.subscribe((consent) => {
    if (consent.marketing && !running) {
      const { signal } = (running = new AbortController());
      void loadChunk(chunk, load).then((behaviour) => behaviour && !signal.aborted && start(behaviour, layer, signal));
    } else if (!consent.marketing && running) {
      running.abort();
      running = null;
    }
  });
  return () => {
    stopConsent();
    running?.abort();
  };
}
