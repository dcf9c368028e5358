/**
 * What the shopper did before the tracking's pipeline loaded (it loads with consent): cart
 * events, clicks and WooCommerce's jQuery adds, kept in order by a small recorder, and the
 * collectors take those first (once, in order; action-listeners.ts) and then live ones. A page
 * that leaves before the collectors took them hands them on (recorded-hand-on.ts).
 */
import { isOwnTrigger } from '../../platform/jquery.ts';
import { handOnRecorded, takeBackRecorded } from './recorded-hand-on.ts';

/** The document events the collectors follow (the checkout form's own are read from the form when it starts). */
export const RECORDED_TYPES = ['shop-cart-adding', 'shop-cart-added', 'shop-cart-removed', 'shop-cart-quantity-changed', 'shop-cart-error', 'click'] as const;
export type RecordedType = (typeof RECORDED_TYPES)[number] | 'jquery:added_to_cart';

export interface RecordedAction {
  type: RecordedType;
  event: Event | null;
  /** jQuery's handler arguments (event, fragments, hash, $button). */
  args?: unknown[];
  /** When (ms since the epoch). */
  at: number;
}

/** At most this many actions wait (a shopper's page, not a log). */
const MAX_RECORDED = 200;

type JQueryOn = (target: unknown) => {
  on(name: string, handler: (...args: unknown[]) => void): void;
  off(name: string, handler: (...args: unknown[]) => void): void;
};

/** Records until stopped; `take()` hands the actions over once. */
export function recordActions(): { take(): RecordedAction[]; stop(): void } {
  let actions: RecordedAction[] = [];
  const keep = (action: Omit<RecordedAction, 'at'>) => void (actions.length < MAX_RECORDED && actions.push({ ...action, at: Date.now() }));
  const controller = new AbortController();
  const signal = controller.signal;
  for (const type of RECORDED_TYPES) document.addEventListener(type, (event) => keep({ type, event }), { capture: true, signal });
  const onJquery = (...args: unknown[]) => {
    if (!isOwnTrigger('added_to_cart')) keep({ type: 'jquery:added_to_cart', event: null, args });
  };
  // Leaving with actions the collectors have not taken: they go on with the tab's next page. Back
  // from the back/forward cache, they are taken back unless a page made events of them meanwhile.
  let batch: string | null = null;
  window.addEventListener(
    'pagehide',
    () => {
      const id = `${Date.now()}-${Math.random()}`;
      batch = handOnRecorded(actions, id) ? id : null;
    },
    { signal },
  );
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted || batch === null) return;
      if (!takeBackRecorded(batch)) actions = [];
      batch = null;
    },
    { signal },
  );
  const $ = () => (window as unknown as { jQuery?: JQueryOn }).jQuery;
  const bind = () => typeof $() === 'function' && ($()!(document.body).on('added_to_cart', onJquery), true);
  if (!bind()) addEventListener('load', bind, { once: true, signal });
  return {
    take() {
      const taken = actions;
      actions = [];
      return taken;
    },
    stop() {
      controller.abort();
      if (typeof $() === 'function') $()!(document.body).off('added_to_cart', onJquery);
      actions = [];
    },
  };
}

export type ActionRecorder = ReturnType<typeof recordActions>;

let early: ActionRecorder | null = null;

/**
 * Started by the loader as soon as it sees <shop-tracking>: the element's module is asked for after
 * the others, and an add made in the meantime (a quick shopper, another plugin's button) was lost.
 * Only kept in memory: the element stops it (and drops what it holds) on a refusal.
 */
export function startEarlyRecorder(): void {
  early ??= recordActions();
}

/** The loader's recorder, handed over once (null when none was started). */
export function adoptEarlyRecorder(): ActionRecorder | null {
  const adopted = early;
  early = null;
  return adopted;
}
