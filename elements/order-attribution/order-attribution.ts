/**
 * <shop-order-attribution>: keeps where the visit came from (WooCommerce's sbjs_* cookies, under
 * marketing consent) on every page it is on, and inside a form (the checkout, the registration)
 * adds WooCommerce's hidden order attribution fields with those values, so the order records its
 * source. Where WooCommerce's own <wc-order-attribution-inputs> is already in the form, that one
 * fills the fields (from the same cookies) and this adds none.
 */
import { attributionValues, ATTRIBUTION_FIELD_NAMES, type TrafficRecord } from '../../shared/engine/attribution/traffic-source.ts';
import { keepTrafficSource } from '../../shared/runtime/attribution-runtime.ts';
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';

export const DEFAULT_PREFIX = 'wc_order_attribution_';

export class OrderAttributionElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    // Consent may have no banner on this page: start it from the data layer (once per page).
    void startConsentInPage(consentOptionsOf(pageDataLayer()));
    const record = keepTrafficSource();
    const form = this.closest('form');
    const inputs = form && !form.querySelector('wc-order-attribution-inputs') ? this.stampInputs() : [];
    this.stop = record.subscribe((value) => this.fill(inputs, value));
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
  private fill(inputs: HTMLInputElement[], record: TrafficRecord | null): void {
    const values = record ? attributionValues(record) : null;
    inputs.forEach((input, i) => (input.value = values ? values[ATTRIBUTION_FIELD_NAMES[i]!] : ''));
  }
}
