/**
 * Sends captures one at a time, the newest winning: kept in the browser first (so a failure or a
 * reload loses nothing), then saved; a failure is retried after 0.5 s, 1 s, 2 s… (at most every
 * 30 s) until the shop saves it. 'No cart yet' waits for the next cart add instead. A guest's
 * save carries a fresh bot-check token when the shop has the check on.
 */
import { retryDelay } from '../../engine/cart-capture/capture-rules.ts';
import { saveCartContact, type SaveOutcome } from '../../api/cart-capture-client.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { readRecovery, updateRecovery } from './recovery-state.ts';
import { withBotCheck } from './bot-check-token.ts';

export interface CaptureSender {
  send(fields: Record<string, string>): void;
  /** Sends what is pending (a page's start, a cart add). */
  flush(): void;
  stop(): void;
}

export function captureSender(layer: Pick<DataLayer, 'api' | 'general'>, onSaved: () => void): CaptureSender {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let stopped = false;

  const flush = () => {
    clearTimeout(timer);
    const pending = readRecovery().pending;
    if (!pending || sending || stopped) return;
    sending = true;
    withBotCheck(layer.general, pending)
      .then((fields) => saveCartContact(layer.api, fields))
      .then(
        (outcome: SaveOutcome) => {
          sending = false;
          attempt = 0;
          if (outcome === 'no-cart') return;
          // Saved: unless the shopper typed more meanwhile, nothing is pending.
          if (JSON.stringify(readRecovery().pending) === JSON.stringify(pending)) updateRecovery({ pending: undefined });
          onSaved();
          flush();
        },
        (error: unknown) => {
          sending = false;
          console.warn('[shop-cart-capture] Saving the contact failed; trying again.', error);
          timer = setTimeout(flush, retryDelay(attempt++));
        },
      );
  };

  return {
    send(fields) {
      updateRecovery({ pending: fields });
      attempt = 0;
      flush();
    },
    flush,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
