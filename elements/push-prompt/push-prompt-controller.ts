/**
 * The push prompt's behaviour, loaded once marketing is allowed: the shop's copy of the
 * subscription follows the browser's permission; after a cart add the prompt opens when the rules
 * allow it, and "Allow notifications" asks the browser.
 */
import { permissionAction, promptWanted, type Permission } from '../../shared/engine/push/push-rules.ts';
import type { DataLayer } from '../../shared/engine/tracking/data-layer.ts';
import { readCookie } from '../../shared/platform/cookies.ts';
import { onCartAdded } from '../../shared/runtime/cart-adds.ts';
import { pushSupported, readPushState, removeSaved, subscribeAndSave, updatePushState } from '../../shared/runtime/push/push-subscription.ts';
import { $consent } from '../../shared/stores/consent.ts';
import { afterOverlays } from './after-overlays.ts';
import { pushMessages } from './push-messages.ts';
import { pushPromptView, type PushPromptView } from './push-prompt-view.ts';

type Api = Pick<DataLayer['api'], 'ajax_url' | 'nonce'>;
let count = 0;

const permission = (): Permission => ('Notification' in window ? (Notification.permission as Permission) : 'denied');

export function watchPushPrompt(host: HTMLElement, api: Api, worker: string, publicKey: string, signal: AbortSignal, addedBeforeReady = false): void {
  let view: PushPromptView | null = null;
  const words = pushMessages();
  let opener: Element | null = null;
  signal.addEventListener('abort', () => view?.dialog.remove());

  // The shop's copy follows the browser's permission.
  const action = 'Notification' in window ? permissionAction(permission()) : 'ask';
  if (action === 'save') void subscribeAndSave(api, worker, publicKey).catch((error: unknown) => console.warn('[shop-push-prompt]', error));
  if (action === 'remove') void removeSaved(api).catch((error: unknown) => console.warn('[shop-push-prompt]', error));

  const closed = () => {
    view?.dialog.remove();
    view = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };

  const allow = async (current: PushPromptView) => {
    current.allow.disabled = true;
    current.status.textContent = words.asking;
    const answer = (await Notification.requestPermission()) as Permission;
    if (answer === 'granted') {
      try {
        await subscribeAndSave(api, worker, publicKey);
        current.status.textContent = words.granted;
      } catch (error) {
        console.warn('[shop-push-prompt]', error);
        current.status.textContent = words.failed;
      }
    } else if (answer === 'denied') {
      current.status.textContent = words.denied;
      await removeSaved(api).catch(() => undefined);
    } else {
      current.dialog.close();
      return;
    }
    // The answer is read out, then the dialog closes and focus returns.
    setTimeout(() => current.dialog.close(), 1500);
  };

  const open = () => {
    const current = pushPromptView(words, `shop-push-prompt-${++count}`);
    view = current;
    opener = document.activeElement;
    host.append(current.dialog);
    updatePushState({ shownAt: Date.now() });
    current.dialog.showModal();
    current.allow.focus();
    current.dialog.addEventListener('close', closed);
    current.close.addEventListener('click', () => current.dialog.close());
    current.noThanks.addEventListener('click', () => {
      updatePushState({ declined: true });
      current.dialog.close();
    });
    current.allow.addEventListener('click', () => void allow(current));
  };

  const wanted = () => {
    const state = readPushState();
    return promptWanted({
      supported: pushSupported(),
      marketing: $consent.get().marketing,
      permission: permission(),
      cartCount: Number(readCookie('woocommerce_items_in_cart') ?? '0'),
      lastShownAt: state.shownAt ?? null,
      declined: !!state.declined,
      now: Date.now(),
    });
  };
  let waiting = false;
  const cartAdded = () => {
    if (waiting || view || !wanted()) return;
    waiting = true;
    // Asked again once the cart's panel and any dialog have closed: they may have changed the answer.
    void afterOverlays(signal).then(() => {
      waiting = false;
      if (!signal.aborted && !view && wanted()) open();
    });
  };
  onCartAdded(cartAdded, signal);
  if (addedBeforeReady) cartAdded();
}
