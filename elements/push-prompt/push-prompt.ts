/**
 * <shop-push-prompt>: after a cart add, asks whether the shopper wants one reminder about their
 * cart as a browser notification — explaining why before the browser's own permission question.
 * Under marketing consent only; not within 48 hours of the last time; never again after "No
 * thanks". An allowed permission keeps the subscription saved at the shop; a refused one removes
 * it.
 */
import { permissionAction, promptWanted, type Permission } from '../../shared/engine/push/push-rules.ts';
import { readCookie } from '../../shared/platform/cookies.ts';
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { $consent } from '../../shared/stores/consent.ts';
import { PUSH_MESSAGES, pushPromptView, type PushPromptView } from './push-prompt-view.ts';

type Runtime = typeof import('../../shared/runtime/push/push-subscription.ts');
let count = 0;

export class PushPromptElement extends HTMLElement {
  private controller: AbortController | null = null;
  private view: PushPromptView | null = null;
  private opener: Element | null = null;

  connectedCallback(): void {
    const layer = pageDataLayer();
    const publicKey = this.getAttribute('public-key') ?? '';
    const worker = this.getAttribute('worker') ?? '';
    if (!layer || !publicKey || !worker || this.controller) return;
    void startConsentInPage(consentOptionsOf(layer));
    const controller = new AbortController();
    this.controller = controller;
    const load = () => import('../../shared/runtime/push/push-subscription.ts');
    const permission = (): Permission => ('Notification' in window ? (Notification.permission as Permission) : 'denied');
    // Under marketing consent, the shop's copy follows the browser's permission.
    const stop = $consent.subscribe((consent) => {
      if (!consent.marketing || !('Notification' in window)) return;
      const action = permissionAction(permission());
      if (action === 'ask') return;
      void load().then((m) =>
        (action === 'save' ? m.subscribeAndSave(layer.api, worker, publicKey) : m.removeSaved(layer.api)).catch((error: unknown) =>
          console.warn('[shop-push-prompt]', error),
        ),
      );
    });
    controller.signal.addEventListener('abort', stop);
    document.addEventListener(
      'shop-cart-added',
      () =>
        void load().then((m) => {
          const state = m.readPushState();
          const wanted = promptWanted({
            supported: m.pushSupported(),
            marketing: $consent.get().marketing,
            permission: permission(),
            cartCount: Number(readCookie('woocommerce_items_in_cart') ?? '0'),
            lastShownAt: state.shownAt ?? null,
            declined: !!state.declined,
            now: Date.now(),
          });
          if (wanted && !this.view && !controller.signal.aborted) this.open(m, layer.api, worker, publicKey);
        }),
      { signal: controller.signal },
    );
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.controller?.abort();
    this.controller = null;
    this.view?.dialog.remove();
    this.view = null;
  }

  private open(m: Runtime, api: { ajax_url: string; nonce: string }, worker: string, publicKey: string): void {
    const view = pushPromptView(`shop-push-prompt-${++count}`);
    this.view = view;
    this.opener = document.activeElement;
    this.append(view.dialog);
    m.updatePushState({ shownAt: Date.now() });
    view.dialog.showModal();
    view.allow.focus();
    view.dialog.addEventListener('close', () => this.closed());
    view.close.addEventListener('click', () => view.dialog.close());
    view.noThanks.addEventListener('click', () => {
      m.updatePushState({ declined: true });
      view.dialog.close();
    });
    view.allow.addEventListener('click', async () => {
      view.allow.disabled = true;
      view.status.textContent = PUSH_MESSAGES.asking;
      const answer = (await Notification.requestPermission()) as Permission;
      if (answer === 'granted') {
        try {
          await m.subscribeAndSave(api, worker, publicKey);
          view.status.textContent = PUSH_MESSAGES.granted;
        } catch (error) {
          console.warn('[shop-push-prompt]', error);
          view.status.textContent = PUSH_MESSAGES.failed;
        }
      } else if (answer === 'denied') {
        view.status.textContent = PUSH_MESSAGES.denied;
        await m.removeSaved(api).catch(() => undefined);
      } else {
        view.dialog.close();
        return;
      }
      // The answer is read out, then the dialog closes and focus returns.
      setTimeout(() => view.dialog.close(), 1500);
    });
  }

  private closed(): void {
    const opener = this.opener;
    this.view?.dialog.remove();
    this.view = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }
}
