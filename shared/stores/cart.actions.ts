/**
 * Cart actions. Side effects (storage, cookies, the page, navigation, events) come in through
 * CartEffects, set once by shared/platform/cart-runtime.ts, so the actions run under Vitest too.
 */
import type { CartClient } from '../api/cart-client.ts';
import { failureOf, type FailureKind } from '../api/request-failure.ts';
import { checkFragmentCache, parseFragmentMap, type StoredFragments } from '../engine/cart/fragment-cache.ts';
import { noticesContainError, type AddOutcome, type FragmentsPayload } from '../engine/cart/cart-responses.ts';
import { summariseFragments } from '../engine/cart/cart-summary.ts';
import { lineQuantity } from '../engine/cart/line-quantity.ts';
import type { CartParams } from '../engine/cart/cart-params.ts';
import type { CartEventDetails } from '../events/cart-events.ts';
import { $cart, patchCart } from './cart.ts';

export interface CartEffects {
  /** woocommerce_items_in_cart > 0 */
  hasItemsCookie(): boolean;
  readStored(): Omit<StoredFragments, 'now'>;
  writeStored(payload: FragmentsPayload, createdAt: number): void;
  /** Replace fragment targets elsewhere on the page (theme widgets outside our elements). */
  applyToDocument(payload: FragmentsPayload): void;
  emit<N extends 'shop-cart-fragments-loaded' | 'shop-cart-fragments-refreshed' | 'shop-cart-fragments-error'>(name: N, detail: CartEventDetails[N]): void;
  navigate(url: string): void;
  warn(message: string): void;
  now(): number;
}

interface CartRuntime {
  client: CartClient;
  effects: CartEffects;
  params: CartParams;
}

let runtime: CartRuntime | null = null;
let refreshing: Promise<void> | null = null;
let quantitySequence = 0;

export function configureCart(next: CartRuntime): void {
  runtime = next;
}

export function cartParams(): CartParams | null {
  return runtime?.params ?? null;
}

function need(): CartRuntime {
  if (!runtime) throw new Error('Cart used before configureCart()');
  return runtime;
}

function setPayload(payload: FragmentsPayload): void {
  const summary = summariseFragments(payload.fragments);
  patchCart({ status: 'ready', fragments: payload.fragments, hash: payload.cartHash, ...summary, failure: null, stale: false });
}

/** Apply fresh fragments everywhere and remember them for the next page and other tabs. */
export function applyFragments(payload: FragmentsPayload): void {
  const { effects } = need();
  setPayload(payload);
  effects.writeStored(payload, effects.now());
  effects.applyToDocument(payload);
}

function track<T>(work: Promise<T>): Promise<T> {
  $cart.setKey('pending', $cart.get().pending + 1);
  return work.finally(() => $cart.setKey('pending', Math.max(0, $cart.get().pending - 1)));
}

function markEmpty(): void {
  patchCart({ status: 'empty', fragments: {}, hash: '', count: 0, totalText: '' });
}

/**
 * Refetch fragments; concurrent callers share one request. Failure emits fragments-error.
 * `sentAfterNow`: the server has just changed the cart, and a request already on its way may have
 * been answered before that: a new one follows it.
 */
export function refreshCart(options: { sentAfterNow?: boolean } = {}): Promise<void> {
  const { client, effects } = need();
  if (!effects.hasItemsCookie()) {
    // No cart cookie: the cart is empty, and asking the server would only cost a request.
    markEmpty();
    return Promise.resolve();
  }
  if (refreshing) return options.sentAfterNow ? refreshing.then(() => refreshCart()) : refreshing;
  if ($cart.get().status === 'idle') $cart.setKey('status', 'loading');
  refreshing = client
    .refreshFragments()
    .then((payload) => {
      applyFragments(payload);
      effects.emit('shop-cart-fragments-refreshed', { fragments: payload.fragments, cartHash: payload.cartHash });
    })
    .catch((error: unknown) => {
      const reason = failureOf(error).kind;
      if ($cart.get().status !== 'ready') {
        // Never "No products in the cart" over a cart the cookies say is full: show the last
        // fragments this tab stored, however old, or say the cart could not be loaded.
        const stored = effects.readStored();
        const last = parseFragmentMap(stored.fragmentsJson);
        if (last) setPayload({ fragments: last, cartHash: stored.storedHash ?? '' });
        patchCart({ status: last ? 'ready' : 'error', stale: !!last });
      }
      $cart.setKey('failure', reason);
      effects.emit('shop-cart-fragments-error', { reason });
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** First load on a page: stored fragments when still valid, else one request, else nothing. */
export function loadCart(): Promise<void> {
  const { effects } = need();
  if (!effects.hasItemsCookie()) {
    markEmpty();
    return Promise.resolve();
  }
  const stored = effects.readStored();
  const verdict = checkFragmentCache({ ...stored, now: effects.now() });
  if (verdict.ok) {
    const payload = { fragments: verdict.fragments, cartHash: stored.storedHash ?? '' };
    setPayload(payload);
    effects.applyToDocument(payload);
    effects.emit('shop-cart-fragments-loaded', payload);
    return Promise.resolve();
  }
  return refreshCart();
}

/** Called when the hash in another tab changed: refetch only if ours differs. */
export function onForeignHash(hash: string | null): Promise<void> {
  if ((hash ?? '') === $cart.get().hash && $cart.get().status === 'ready') return Promise.resolve();
  // The other tab's change is made: a request of ours already on its way may predate it.
  return refreshCart({ sentAfterNow: true });
}

function afterAdd(outcome: AddOutcome): AddOutcome {
  const { effects, params } = need();
  if (outcome.kind === 'error') {
    // Error notices are shown where the shopper is (the theme's flow); otherwise go to the product.
    if (outcome.productUrl && !noticesContainError(outcome.noticesHtml)) effects.navigate(outcome.productUrl);
    return outcome;
  }
  if (outcome.kind === 'added') {
    if (params.redirectAfterAdd) {
      effects.navigate(params.cartUrl);
      return outcome;
    }
    applyFragments(outcome.payload);
  }
  return outcome;
}

/** The item count before an add, when it is known (the cart store is current, or no cart cookie). */
function knownCount(): number | null {
  const { effects } = need();
  if (!effects.hasItemsCookie()) return 0;
  const state = $cart.get();
  return state.status === 'ready' ? state.count : null;
}

/**
 * After a failed add: the reply may have been lost after the server added the item. Ask the
 * server's cart (which also puts the page back in agreement with it); the add happened when the
 * count grew by the quantity. Null when it did not, or when that cannot be told.
 */
async function reconcileAdd(before: number | null, quantity: number): Promise<AddOutcome | null> {
  const { client } = need();
  try {
    const payload = await client.refreshFragments();
    applyFragments(payload);
    const after = summariseFragments(payload.fragments).count;
    return before !== null && after >= before + quantity ? { kind: 'added', payload, noticesHtml: '' } : null;
  } catch {
    return null;
  }
}

function attemptAdd(send: () => Promise<AddOutcome>, quantity: number, before: number | null): Promise<AddOutcome> {
  return track(
    send().then(afterAdd, async (error: unknown) => {
      const reason: FailureKind = failureOf(error).kind;
      need().effects.warn(`Add to cart failed: ${reason}`);
      const reconciled = await reconcileAdd(before, quantity);
      if (reconciled) return afterAdd(reconciled);
      return {
        kind: 'failed',
        reason,
        // A retry first asks the server's cart again: the lost add may have landed meanwhile.
        retry: async () => (await track(reconcileAdd(before, quantity).then((r) => (r ? afterAdd(r) : null)))) ?? attemptAdd(send, quantity, before),
      } satisfies AddOutcome;
    }),
  );
}

const quantityOf = (value: string | undefined) => Math.max(1, Math.trunc(Number(value)) || 1);

export function addToCart(fields: Record<string, string>): Promise<AddOutcome> {
  return attemptAdd(() => need().client.addToCart(fields), quantityOf(fields.quantity), knownCount());
}

export function addFormToCart(fields: [string, string][], productId: string): Promise<AddOutcome> {
  const quantity = quantityOf(fields.find(([name]) => name === 'quantity')?.[1]);
  return attemptAdd(() => need().client.addFormToCart(fields, productId), quantity, knownCount());
}

export type RemoveResult = { kind: 'removed'; payload: FragmentsPayload } | { kind: 'refused' } | { kind: 'failed'; reason: FailureKind };

/**
 * Remove an item. A refusal navigates to the remove link, as WooCommerce does; when the shop
 * cannot be reached the shopper is told instead (a navigation would only show a browser error).
 */
export async function removeFromCart(cartItemKey: string, fallbackHref: string): Promise<RemoveResult> {
  const { client, effects } = need();
  let payload: FragmentsPayload | null;
  try {
    payload = await track(client.removeItem(cartItemKey));
  } catch (error) {
    void refreshCart();
    return { kind: 'failed', reason: failureOf(error).kind };
  }
  if (!payload) {
    if (fallbackHref) effects.navigate(fallbackHref);
    return { kind: 'refused' };
  }
  applyFragments(payload);
  return { kind: 'removed', payload };
}

export type QuantityResult = { kind: 'changed' } | { kind: 'error'; message: string; reason?: FailureKind } | { kind: 'superseded' };

/**
 * The server's quantity for a line, from a fresh copy of its cart (which also puts the page back
 * in agreement with it); null when the cart cannot be read or does not tell.
 */
async function serverQuantity(cartItemKey: string): Promise<number | null> {
  try {
    const payload = await need().client.refreshFragments();
    applyFragments(payload);
    return lineQuantity(payload.fragments, cartItemKey);
  } catch {
    return null;
  }
}

/**
 * Change a line's quantity; when several changes race, only the latest one's answer is applied.
 * An answer without fragments, an unreadable one or a failure is checked against the server's
 * cart before anything is said: the change may have landed while its reply was lost.
 */
export async function setCartItemQuantity(cartItemKey: string, quantity: number): Promise<QuantityResult> {
  const { client } = need();
  const mine = ++quantitySequence;
  let outcome;
  try {
    outcome = await track(client.setItemQuantity(cartItemKey, quantity));
  } catch (error) {
    outcome = { kind: 'error' as const, message: '', reason: failureOf(error).kind };
  }
  if (mine !== quantitySequence) return { kind: 'superseded' };
  if (outcome.kind === 'changed' && outcome.payload) {
    applyFragments(outcome.payload);
    return { kind: 'changed' };
  }
  const held = await track(serverQuantity(cartItemKey));
  if (mine !== quantitySequence) return { kind: 'superseded' };
  if (held === quantity) return { kind: 'changed' };
  if (outcome.kind === 'error') return outcome;
  // The shop said yes but its cart holds another quantity (an empty or odd answer): say so.
  return { kind: 'error', message: '', reason: held === null ? 'invalid' : 'server' };
}

/** For tests: forget runtime and in-flight state. */
export function resetCartForTests(): void {
  runtime = null;
  refreshing = null;
  quantitySequence = 0;
}
