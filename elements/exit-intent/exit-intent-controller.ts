/**
 * The exit-intent form's behaviour, loaded once marketing is allowed: watches for a shopper about
 * to leave (the pointer out through the top; a fast scroll back up on touch screens), opens the
 * form when the rules allow it, saves the e-mail, and closes returning focus.
 */
import { captureEmailValid, customEmailCapture, wpLanguage } from '../../shared/engine/cart-capture/capture-rules.ts';
import { exitIntentAllowed, fastScrollUp, leftThroughTop } from '../../shared/engine/cart-capture/exit-intent.ts';
import type { DataLayer } from '../../shared/engine/tracking/data-layer.ts';
import { saveCartContact } from '../../shared/api/cart-capture-client.ts';
import { readCookie } from '../../shared/platform/cookies.ts';
import { readStorage, writeStorage } from '../../shared/platform/storage.ts';
import { readRecovery, updateRecovery } from '../../shared/runtime/cart-capture/recovery-state.ts';
import { withBotCheck } from '../../shared/runtime/cart-capture/bot-check-token.ts';
import { $consent } from '../../shared/stores/consent.ts';
import { exitIntentMessages } from './exit-intent-messages.ts';
import { exitIntentView, type ExitIntentView } from './exit-intent-view.ts';

const SHOWN_KEY = 'shop_exit_intent_shown';
let count = 0;

export function watchExitIntent(host: HTMLElement, layer: Pick<DataLayer, 'api' | 'general'>, settleMs: number, signal: AbortSignal): void {
  const words = exitIntentMessages();
  const startedAt = Date.now();
  let view: ExitIntentView | null = null;
  let opener: Element | null = null;
  signal.addEventListener('abort', () => view?.dialog.remove());

  const allowed = () =>
    Date.now() - startedAt >= settleMs &&
    exitIntentAllowed({
      marketing: $consent.get().marketing,
      hasCart: Number(readCookie('woocommerce_items_in_cart') ?? '0') > 0,
      contactSaved: !!readRecovery().contact_saved,
      onCheckout: !!document.querySelector('form.checkout, form[name="checkout"]'),
      shownThisSession: readStorage('session', SHOWN_KEY) === '1',
    });

  const closed = () => {
    view?.dialog.remove();
    view = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    if (readRecovery().contact_saved) host.remove();
  };

  const save = async (current: ExitIntentView) => {
    const email = current.input.value.trim();
    if (!captureEmailValid(email)) {
      current.input.setAttribute('aria-invalid', 'true');
      current.error.textContent = words.invalid;
      current.input.focus();
      return;
    }
    current.input.removeAttribute('aria-invalid');
    current.error.textContent = '';
    current.submit.disabled = true;
    current.status.textContent = words.saving;
    const fields = { ...customEmailCapture(email, wpLanguage(document.documentElement.lang)), shop_source: 'exit_intent' };
    try {
      if ((await saveCartContact(layer.api, await withBotCheck(layer.general, fields))) !== 'saved') throw new Error('no cart');
      updateRecovery({ contact_saved: true, custom_email: undefined });
      current.status.textContent = words.saved;
      document.dispatchEvent(new CustomEvent('shop-cart-contact-saved'));
      // The thanks is read out, then the form goes and focus returns where it was.
      setTimeout(() => current.dialog.close(), 1500);
    } catch {
      current.submit.disabled = false;
      current.status.textContent = '';
      current.error.textContent = words.failed;
      current.input.focus();
    }
  };

  const open = () => {
    const current = exitIntentView(words, `shop-exit-intent-${++count}`);
    view = current;
    host.append(current.dialog);
    opener = document.activeElement;
    writeStorage('session', SHOWN_KEY, '1');
    current.dialog.showModal();
    current.input.focus();
    current.dialog.addEventListener('close', closed);
    current.dialog.querySelector('[data-exit-intent="close"]')!.addEventListener('click', () => current.dialog.close());
    // A click on the backdrop (outside the dialog's box) closes it too.
    current.dialog.addEventListener('click', (event) => event.target === current.dialog && current.dialog.close());
    current.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void save(current);
    });
  };

  const trigger = () => {
    if (!view && allowed()) open();
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
  document.addEventListener('shop-cart-contact-saved', () => !view && host.remove(), { signal });
  host.dataset.shopWatching = '';
}
