/**
 * What the shopper did before the tracking's pipeline loaded (it loads with consent): cart
 * events, clicks and WooCommerce's jQuery adds, kept in order by a small recorder, and the
 * collectors' document listeners, which take those first (once, in order) and then live ones.
 */
import { isOwnTrigger } from '../../platform/jquery.ts';

/** The document events the collectors follow (the checkout form's own are read from the form when it starts). */
export const RECORDED_TYPES = ['shop-cart-adding', 'shop-cart-added', 'shop-cart-removed', 'shop-cart-quantity-changed', 'shop-cart-error', 'click'] as const;
export type RecordedType = (typeof RECORDED_TYPES)[number] | 'jquery:added_to_cart';

export interface RecordedAction {
  type: RecordedType;
  event: Event | null;
  /** jQuery's handler arguments (event, fragments, hash, $button). */
  args?: unknown[];
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
  const keep = (action: RecordedAction) => void (actions.length < MAX_RECORDED && actions.push(action));
  const controller = new AbortController();
  for (const type of RECORDED_TYPES) document.addEventListener(type, (event) => keep({ type, event }), { capture: true, signal: controller.signal });
  const onJquery = (...args: unknown[]) => {
    if (!isOwnTrigger('added_to_cart')) keep({ type: 'jquery:added_to_cart', event: null, args });
  };
  const $ = () => (window as unknown as { jQuery?: JQueryOn }).jQuery;
  const bind = () => typeof $() === 'function' && ($()!(document.body).on('added_to_cart', onJquery), true);
  if (!bind()) addEventListener('load', bind, { once: true, signal: controller.signal });
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

type Handler = (event: Event, args?: unknown[]) => void;

/** The collectors' listeners by type, so recorded actions reach the same handlers as live ones. */
export class ActionListeners {
  private readonly handlers = new Map<RecordedType, Handler[]>();

  constructor(private readonly signal: AbortSignal) {}

  /** A document listener (capture for clicks, as the recorder saw them). */
  on<K extends (typeof RECORDED_TYPES)[number]>(type: K, handler: (event: GlobalEventHandlersEventMap[K]) => void): void {
    this.add(type, handler as Handler);
    document.addEventListener(type, handler, { signal: this.signal, capture: type === 'click' });
  }

  /** A handler for WooCommerce's jQuery added_to_cart (bound by the cart collector). */
  onJquery(handler: (...args: unknown[]) => void): void {
    this.add('jquery:added_to_cart', (_event, args) => handler(...(args ?? [])));
  }

  /** The recorded actions, in the order they happened, to every handler of their type. */
  replay(actions: RecordedAction[]): void {
    for (const action of actions) for (const handler of this.handlers.get(action.type) ?? []) handler(action.event!, action.args);
  }

  private add(type: RecordedType, handler: Handler): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
}
