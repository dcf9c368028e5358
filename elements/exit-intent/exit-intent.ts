/**
 * <shop-exit-intent>: asks a shopper who is about to leave with a cart for an e-mail, to keep the
 * cart. Shown at most once per browser session, only under marketing consent, with a cart, before
 * the shop has a contact, never on the checkout; removed once the shop saved a contact (from this
 * form or the checkout's capture).
 */
import { captureEmailValid, customEmailCapture, wpLanguage } from '../../shared/engine/cart-capture/capture-rules.ts';
import { EXIT_INTENT, exitIntentAllowed, fastScrollUp, leftThroughTop } from '../../shared/engine/cart-capture/exit-intent.ts';
import { saveCartContact } from '../../shared/api/cart-capture-client.ts';
import { readCookie } from '../../shared/platform/cookies.ts';
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { readRecovery, updateRecovery } from '../../shared/runtime/cart-capture/recovery-state.ts';
import { consentOptionsOf, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { $consent } from '../../shared/stores/consent.ts';
import { EXIT_INTENT_MESSAGES, exitIntentView, type ExitIntentView } from './exit-intent-view.ts';

const SHOWN_KEY = 'shop_exit_intent_shown';
let count = 0;

export class ExitIntentElement extends HTMLElement {
  private controller: AbortController | null = null;
  private view: ExitIntentView | null = null;
  private opener: Element | null = null;

  connectedCallback(): void {
    const layer = pageDataLayer();
    if (!layer || this.controller) return;
    void startConsentInPage(consentOptionsOf(layer));
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    const startedAt = Date.now();
    const settle = Number(this.getAttribute('settle-ms') ?? EXIT_INTENT.settleMs);
    const allowed = () =>
      Date.now() - startedAt >= (Number.isFinite(settle) && settle >= 0 ? settle : EXIT_INTENT.settleMs) &&
      exitIntentAllowed({
        marketing: $consent.get().marketing,
        hasCart: Number(readCookie('woocommerce_items_in_cart') ?? '0') > 0,
        contactSaved: !!readRecovery().contact_saved,
        onCheckout: !!document.querySelector('form.checkout, form[name="checkout"]'),
        shownThisSession: sessionStorage.getItem(SHOWN_KEY) === '1',
      });
    const trigger = () => {
      if (!this.view && allowed()) this.open(layer.api);
    };
    document.addEventListener('mouseout', (event) => leftThroughTop(event.clientY, event.relatedTarget) && trigger(), { signal });
    let last = { y: scrollY, at: Date.now() };
    addEventListener(
      'scroll',
      () => {
        const now = { y: scrollY, at: Date.now() };
        if (matchMedia('(pointer: coarse)').matches && fastScrollUp(last, now, innerHeight)) trigger();
        last = now;
      },
      { passive: true, signal },
    );
    // Saved (by the checkout's capture, or this form, which closes first and returns focus): the form goes.
    document.addEventListener('shop-cart-contact-saved', () => !this.view && this.remove(), { signal });
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.controller?.abort();
    this.controller = null;
    this.view?.dialog.remove();
    this.view = null;
  }

  private open(api: { ajax_url: string; nonce: string }): void {
    const view = exitIntentView(EXIT_INTENT_MESSAGES, `shop-exit-intent-${++count}`);
    this.view = view;
    this.append(view.dialog);
    this.opener = document.activeElement;
    sessionStorage.setItem(SHOWN_KEY, '1');
    view.dialog.showModal();
    view.input.focus();
    view.dialog.addEventListener('close', () => this.closed());
    view.dialog.querySelector('[data-exit-intent="close"]')!.addEventListener('click', () => view.dialog.close());
    // A click on the backdrop (outside the dialog's box) closes it too.
    view.dialog.addEventListener('click', (event) => event.target === view.dialog && view.dialog.close());
    view.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.save(api, view);
    });
  }

  private async save(api: { ajax_url: string; nonce: string }, view: ExitIntentView): Promise<void> {
    const email = view.input.value.trim();
    if (!captureEmailValid(email)) {
      view.input.setAttribute('aria-invalid', 'true');
      view.error.textContent = EXIT_INTENT_MESSAGES.invalid;
      view.input.focus();
      return;
    }
    view.input.removeAttribute('aria-invalid');
    view.error.textContent = '';
    view.submit.disabled = true;
    view.status.textContent = EXIT_INTENT_MESSAGES.saving;
    const fields = { ...customEmailCapture(email, wpLanguage(document.documentElement.lang)), shop_source: 'exit_intent' };
    try {
      if ((await saveCartContact(api, fields)) !== 'saved') throw new Error('no cart');
      updateRecovery({ contact_saved: true, custom_email: undefined });
      view.status.textContent = EXIT_INTENT_MESSAGES.saved;
      document.dispatchEvent(new CustomEvent('shop-cart-contact-saved'));
      // The thanks is read out, then the form goes and focus returns where it was.
      setTimeout(() => view.dialog.close(), 1500);
    } catch {
      view.submit.disabled = false;
      view.status.textContent = '';
      view.error.textContent = EXIT_INTENT_MESSAGES.failed;
      view.input.focus();
    }
  }

  private closed(): void {
    const opener = this.opener;
    this.view?.dialog.remove();
    this.view = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    if (readRecovery().contact_saved) this.remove();
  }
}
