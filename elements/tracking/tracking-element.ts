/**
 * <shop-tracking>: non-visual, one per page. Reads the data layer and starts consent (the banner
 * may not be on the page). Before the shopper's choice only a small recorder of their actions
 * runs; the pipeline and its collectors load with consent (and take the recorded actions first,
 * in order), never after a refusal unless the shopper changes their mind. The services' scripts
 * load only after consent.
 */
import { loadChunk } from '../../shared/platform/load-timeout.ts';
import { isDecided } from '../../shared/engine/consent/consent-state.ts';
import { isExcludedDomain } from '../../shared/engine/tracking/excluded-domain.ts';
import { TRACKING } from '../../shared/engine/tracking/constants.ts';
import { START_MESSAGES } from '../../shared/engine/tracking/start-messages.ts';
import { versionMismatch } from '../../shared/engine/tracking/data-layer.ts';
import { googleMaySend } from '../../shared/engine/tracking/google-consent.ts';
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, DATA_LAYER_ID, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { $consent, $consentSettings } from '../../shared/stores/consent.ts';
import { adoptEarlyRecorder, recordActions } from '../../shared/runtime/tracking/recorded-actions.ts';

export const DATA_LAYER_WAIT_MS = TRACKING.dataLayerWaitMs;

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
    // What the loader recorded while this module loaded: kept only if tracking starts here.
    const early = adoptEarlyRecorder();
    const layer = pageDataLayer();
    if (!layer) {
      early?.stop();
      const warn = setTimeout(() => console.warn(`[shop-tracking] ${START_MESSAGES.dataLayerMissing(DATA_LAYER_ID)}`), DATA_LAYER_WAIT_MS);
      signal.addEventListener('abort', () => clearTimeout(warn));
      return;
    }
    if (isExcludedDomain(location.hostname, layer.general.exclude_domains)) {
      early?.stop();
      console.info(`[shop-tracking] ${START_MESSAGES.excludedDomain}`);
      return;
    }
    started = true;
    const mismatch = versionMismatch(layer);
    if (mismatch) console.warn(`[shop-tracking] ${mismatch}`);
    void startConsentInPage(consentOptionsOf(layer));
    // Before the choice only a small recorder of the shopper's actions runs; the pipeline comes with consent.
    let recorder = early;
    let loading = false;
    const stop = $consent.subscribe((consent) => {
      const settings = $consentSettings.get();
      if (loading || !settings) return;
      if (!isDecided(settings, consent)) {
        recorder ??= recordActions();
        return;
      }
      if (!googleMaySend(consent, layer)) {
        // Refused: nothing recorded is kept.
        recorder?.stop();
        recorder = null;
        return;
      }
      loading = true;
      void loadChunk('start-tracking', () => import('../../shared/runtime/tracking/start-tracking.ts')).then((m) => {
        // Not loaded: the recorder keeps recording, and the next consent change asks again.
        if (!m) return void (loading = false);
        // The recorder goes on until the collectors take what it holds.
        return m.startTracking(layer, signal, recorder);
      });
    });
    signal.addEventListener('abort', () => recorder?.stop());
    signal.addEventListener('abort', stop);
  }
}
