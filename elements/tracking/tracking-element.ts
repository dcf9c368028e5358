/**
 * <shop-tracking>: non-visual, one per page. Reads the data layer and starts consent (the banner
 * may not be on the page). The pipeline and its collectors load only while consent does not rule
 * tracking out (no choice yet: events wait in the consent queue; a refusal: nothing loads until
 * the shopper changes their mind). The services' scripts load only after consent.
 */
import { isDecided } from '../../shared/engine/consent/consent-state.ts';
import { isExcludedDomain } from '../../shared/engine/tracking/identifiers.ts';
import { versionMismatch } from '../../shared/engine/tracking/data-layer.ts';
import { googleMaySend } from '../../shared/engine/tracking/service-gate.ts';
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, DATA_LAYER_ID, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { $consent, $consentSettings } from '../../shared/stores/consent.ts';

export const DATA_LAYER_WAIT_MS = 6000;

/** One tracking per page, whatever number of tracking elements a template has. */
let started = false;

export class TrackingElement extends HTMLElement {
  private controller: AbortController | null = null;

  connectedCallback(): void {
    if (started || this.controller) return;
    this.controller = new AbortController();
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => this.start(), { once: true });
    else this.start();
  }

  disconnectedCallback(): void {
    this.controller?.abort();
    this.controller = null;
  }

  private start(): void {
    const signal = this.controller?.signal;
    if (!signal || signal.aborted || started) return;
    const layer = pageDataLayer();
    if (!layer) {
      const warn = setTimeout(
        () =>
          console.warn(
            `[shop-tracking] No data layer (#${DATA_LAYER_ID}) after ${DATA_LAYER_WAIT_MS / 1000} s. Make sure the data layer snippet is inserted in the page and not modified by a consent manager or an optimiser.`,
          ),
        DATA_LAYER_WAIT_MS,
      );
      signal.addEventListener('abort', () => clearTimeout(warn));
      return;
    }
    if (isExcludedDomain(location.hostname, layer.general.exclude_domains)) {
      console.info('[shop-tracking] Aborted due to excluded domain');
      return;
    }
    started = true;
    const mismatch = versionMismatch(layer);
    if (mismatch) console.warn(`[shop-tracking] ${mismatch}`);
    void startConsentInPage(consentOptionsOf(layer));
    let loading = false;
    const stop = $consent.subscribe((consent) => {
      const settings = $consentSettings.get();
      if (loading || !settings || (isDecided(settings, consent) && !googleMaySend(consent, layer))) return;
      loading = true;
      void import('../../shared/runtime/tracking/start-tracking.ts').then((m) => m.startTracking(layer, signal));
    });
    signal.addEventListener('abort', stop);
  }
}
