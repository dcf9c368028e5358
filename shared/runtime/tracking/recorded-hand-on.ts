/**
 * A page that leaves while its recorder still holds the shopper's actions (a product clicked,
 * "Proceed to checkout" pressed right after the page opened, before the collectors loaded) hands
 * them on to the tab's next page, whose collectors make the events. Written only while statistics
 * or marketing is granted (a stored choice counts even when nothing on the page has read it yet).
 * This runs before consent, with the recorder: it reads the page, the collectors do the rest.
 */
import type { HandedOnAction } from '../../engine/tracking/handed-on-actions.ts';
import { $consent, $consentSettings } from '../../stores/consent.ts';
import { startConsentInPage } from '../consent-runtime.ts';
import { beginsCheckout, buttonAttribute, cardProductId, selectedCard, wishlistProductId } from './action-targets.ts';
import { consentOptionsOf, pageDataLayer } from './page-data-layer.ts';

export const HANDED_ON_KEY = '_shop_handed_on_actions';

/** A recorded action as recorded-actions.ts keeps it (its type there imports this file). */
interface RecordedAction {
  type: string;
  event: Event | null;
  args?: unknown[];
  at: number;
}

function stored(): unknown[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(HANDED_ON_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function store(actions: unknown[]): void {
  try {
    if (actions.length > 0) sessionStorage.setItem(HANDED_ON_KEY, JSON.stringify(actions));
    else sessionStorage.removeItem(HANDED_ON_KEY);
  } catch {
    // Storage disabled or full: they go with this page.
  }
}

/** What this page's actions become for the next page (nothing when tracking is not allowed). */
function handedOn(actions: RecordedAction[], batch: string): HandedOnAction[] {
  const layer = pageDataLayer();
  if (!layer) return [];
  const page = { url: location.href, referrer: document.referrer, type: layer.shop.page_type };
  const quantities = new Map<unknown, unknown>();
  const left: HandedOnAction[] = [];
  for (const { type, event, args, at } of actions) {
    const keep = (kind: HandedOnAction['kind'], more: Partial<HandedOnAction> = {}) => left.push({ kind, at, page, batch, ...more });
    const target = event?.target ?? null;
    const detail = (event as CustomEvent<{ productId?: string; quantity?: string }> | null)?.detail;
    if (type === 'click') {
      const card = selectedCard(target);
      if (card) keep('select_item', { productId: cardProductId(card) });
      if (beginsCheckout(target, layer.shop.selectors.beginCheckout)) keep('begin_checkout');
      const wished = wishlistProductId(target);
      if (wished !== undefined) keep('add_to_wishlist', { productId: wished });
    } else if (type === 'shop-cart-adding') quantities.set(detail?.productId, detail?.quantity);
    else if (type === 'shop-cart-added')
      keep('add_to_cart', { productId: detail?.productId, quantity: quantities.get(detail?.productId) as string | undefined });
    else if (type === 'jquery:added_to_cart')
      keep('add_to_cart', { productId: buttonAttribute(args?.[3], 'data-product_id'), quantity: buttonAttribute(args?.[3], 'data-quantity') });
  }
  if (left.length === 0) return left;
  // Nothing on the page started consent yet: a stored choice applies at once.
  if (!$consentSettings.get()) void startConsentInPage(consentOptionsOf(layer));
  return $consent.get().statistics || $consent.get().marketing ? left : [];
}

/** On pagehide: the actions join what earlier pages of the tab left and no page took yet. Whether any went. */
export function handOnRecorded(actions: RecordedAction[], batch: string): boolean {
  const left = handedOn(actions, batch);
  if (left.length > 0) store([...stored(), ...left]);
  return left.length > 0;
}

/** On a restore from the back/forward cache: whether the batch was still there (then taken back; else a page made events of it). */
export function takeBackRecorded(batch: string): boolean {
  const all = stored();
  const others = all.filter((action) => (action as { batch?: unknown } | null)?.batch !== batch);
  store(others);
  return others.length < all.length;
}

/** What earlier pages of the tab handed on (as stored: the caller checks them), removed from storage. */
export function takeHandedOnActions(): unknown[] {
  const all = stored();
  store([]);
  return all;
}
