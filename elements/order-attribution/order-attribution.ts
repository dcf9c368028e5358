/**
 * <shop-order-attribution>: keeps where the visit came from (WooCommerce's sbjs_* cookies, under
 * marketing consent) on every page it is on, and inside a form (the checkout, the registration)
 * adds WooCommerce's hidden order attribution fields with those values, so the order records its
 * source. Where WooCommerce's own <wc-order-attribution-inputs> is already in the form, that one
 * fills the fields (from the same cookies) and this adds none.
 */
import { loadChunk } from '../../shared/platform/load-timeout.ts';
import { ATTRIBUTION_FIELD_NAMES } from '../../shared/engine/attribution/attribution-fields.ts';
import type { AttributionValues, Landing } from '../../shared/runtime/attribution-runtime.ts';
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { $consent } from '../../shared/stores/consent.ts';

export const DEFAULT_PREFIX = 'wc_order_attribution_';

/** The page as it started: taken when the first element connects, before any script changes the URL. */
let landing: Landing | null = null;

export class OrderAttributionElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    landing ??= { url: location.href, referrer: document.referrer, at: new Date() };
    const started = landing;
    // Consent may have no banner on this page: start it from the data layer (once per page).
    void startConsentInPage(consentOptionsOf(pageDataLayer()));
    const form = this.closest('form');
    const inputs = form && !form.querySelector('wc-order-attribution-inputs') ? this.stampInputs() : [];
    // The record's code loads with marketing consent only; until then the fields stay empty.
    let stopRecord: (() => void) | null = null;
    const stopConsent = $consent.subscribe((consent) => {
      if (!consent.marketing || stopRecord) return;
      stopRecord = () => undefined;
      void loadChunk('attribution', () => import('../../shared/runtime/attribution-runtime.ts')).then((m) => {
        // Not loaded: the next consent change asks again.
        if (!m) return void (stopRecord = null);
        if (!this.isConnected) return;
        stopRecord = m.keepTrafficSource(started).subscribe((values) => this.fill(inputs, values));
      });
    });
    this.stop = () => {
      stopConsent();
      stopRecord?.();
    };
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }

  private get fieldPrefix(): string {
    const prefix = this.getAttribute('prefix') ?? DEFAULT_PREFIX;
    return /^[A-Za-z0-9_-]{0,40}$/.test(prefix) ? prefix : DEFAULT_PREFIX;
  }

  /** One hidden input per field (the server's own, when it printed them, are reused). */
  private stampInputs(): HTMLInputElement[] {
    return ATTRIBUTION_FIELD_NAMES.map((field) => {
      const name = `${this.fieldPrefix}${field}`;
      let input = this.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
      if (!input) {
        input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        this.append(input);
      }
      return input;
    });
  }

  /** Values only while marketing is allowed; empty otherwise (the order then records none). */
  private fill(inputs: HTMLInputElement[], values: AttributionValues | null): void {
    inputs.forEach((input, i) => (input.value = values ? values[ATTRIBUTION_FIELD_NAMES[i]!] : ''));
  }
}
