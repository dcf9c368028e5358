/**
 * What the marketing elements (cart capture, exit-intent form, push prompt) share: consent started
 * from the page's data layer when no banner did, and their behaviour run only while the shopper
 * allows marketing — stopped when they withdraw it, run again if they allow it later.
 */
import type { DataLayer } from '../engine/tracking/data-layer.ts';
import { $consent } from '../stores/consent.ts';
import { startConsentInPage } from './consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from './tracking/page-data-layer.ts';

/** Returns the stop (for disconnectedCallback); null when the page has no data layer. */
export function whileMarketingAllowed(start: (layer: DataLayer, signal: AbortSignal) => void): (() => void) | null {
  const layer = pageDataLayer();
  if (!layer) return null;
  void startConsentInPage(consentOptionsOf(layer));
  let running: AbortController | null = null;
  const stopConsent = $consent.subscribe((consent) => {
    if (consent.marketing && !running) {
      running = new AbortController();
      start(layer, running.signal);
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
