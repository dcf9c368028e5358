/**
 * The cart: adds from our elements (shop-cart-adding / shop-cart-added) and from WooCommerce's
 * own scripts (jQuery's added_to_cart on body: other plugins' adds count too, and ours, which
 * also trigger it, count once), removes (ours, WooCommerce's mini-cart widget's through jQuery's
 * removed_from_cart, the cart page's remove links), quantity changes (ours, the cart page's
 * form), begin checkout, wishlist adds.
 */
import { originOf } from '../../engine/tracking/handed-on-actions.ts';
import { MESSAGES } from '../../engine/tracking/messages.ts';
import { quantityChange } from '../../engine/tracking/checkout-progress.ts';
import { cartFormQuantities, removedItemKey, updatesQuantities } from '../../engine/tracking/cart-page-changes.ts';
import { cartLineProducts, productDetails, validQuantity, type TrackingEvent } from '../../engine/tracking/tracking-event.ts';
import { fetchCartItems } from '../../api/tracking-client.ts';
import { isOwnTrigger } from '../../platform/jquery.ts';
import type { Pipeline } from './pipeline.ts';
import type { ProductLookup } from './product-lookup.ts';
import { beginsCheckout, buttonAttribute as attr, wishlistProductId } from './action-targets.ts';
import type { ActionListeners } from './action-listeners.ts';

type JQueryOn = (target: unknown) => { on(name: string, handler: (...args: unknown[]) => void): void };
/** When and where an action an earlier page handed on happened (else now, here). */
type Origin = Pick<TrackingEvent, 'time' | 'page'>;

export function cartEvents({ track, layer }: Pipeline, product: ProductLookup, listeners: ActionListeners, signal: AbortSignal): void {
  const pendingQuantity = new Map<string, number>();
  const lines = { ...layer.cart.items };

  /** Lines removed here since the last add: an answer asked for before the removal does not bring one back. */
  const removed = new Set<string>();
  /** The cart's lines as the shop has them now; one fetch after another, so the last one asked for wins. */
  let syncing: Promise<void> | null = null;
  const syncLines = (): Promise<void> => {
    const next = (syncing ?? Promise.resolve()).then(() =>
      fetchCartItems(layer.api).then(
        (found) => {
          for (const key of Object.keys(lines)) delete lines[key];
          Object.assign(lines, found.cart.items);
          for (const key of removed) delete lines[key];
        },
        () => console.error(MESSAGES.cartFetchFailed),
      ),
    );
    syncing = next.finally(() => {
      if (syncing === next) syncing = null;
    });
    return next;
  };
  const add = async (id: string | null, quantity: number, origin?: Origin) => {
    // The same product again gets its old key back (WooCommerce's keys are made from the product and its options).
    removed.clear();
    // The new line's key, for a remove on this page: asked for at once, as the removal would be
    // too late to, and before the product's details (a lookup may take a request: a remove sent
    // meanwhile reached the shop first, and the line was never known).
    void syncLines();
    const found = await product(id);
    if (found) track('add_to_cart', { products: [productDetails(found, layer, quantity)], ...origin });
  };
  const lineProduct = async (key: string) => {
    if (!lines[key]) await (syncing ?? syncLines());
    const line = lines[key];
    return line ? { line, found: await product(line.variation_id && line.variation_id !== '0' ? line.variation_id : line.product_id) } : null;
  };
  const removeLine = async (key: string) => {
    const known = await lineProduct(key);
    if (known?.found) track('remove_from_cart', { products: [productDetails(known.found, layer, known.line.quantity)] });
    delete lines[key];
    removed.add(key);
  };
  const setQuantity = async (key: string, quantity: number) => {
    const known = await lineProduct(key);
    if (!known?.found) return;
    const change = quantityChange(known.line.quantity, quantity);
    known.line.quantity = quantity;
    if (change) track(change.event, { products: [productDetails(known.found, layer, change.quantity)] });
  };

  listeners.on('shop-cart-adding', (event) => pendingQuantity.set(event.detail.productId, validQuantity(event.detail.quantity)));
  listeners.on('shop-cart-added', (event) => {
    const quantity = pendingQuantity.get(event.detail.productId) ?? 1;
    pendingQuantity.delete(event.detail.productId);
    void add(event.detail.productId, quantity);
  });
  listeners.on('shop-cart-removed', (event) => void removeLine(event.detail.cartItemKey));
  listeners.on('shop-cart-quantity-changed', (event) => void setQuantity(event.detail.cartItemKey, event.detail.quantity));
  // A failed add or update: the cart as the shop has it now, so later removes and changes count right.
  listeners.on('shop-cart-error', () => void syncLines());
  const beginCheckout = (origin?: Origin) => track('begin_checkout', { products: cartLineProducts(lines, layer), ...origin });
  const wish = (id: string | null, origin?: Origin) =>
    void product(id).then((found) => found && track('add_to_wishlist', { products: [productDetails(found, layer)], ...origin }));
  listeners.on('click', (event) => {
    if (beginsCheckout(event.target, layer.shop.selectors.beginCheckout)) beginCheckout();
    const wished = wishlistProductId(event.target);
    if (wished !== undefined) wish(wished);
    // The cart page's remove links: WooCommerce's cart.js removes by ajax, else the browser follows the link.
    const removal = (event.target as Element | null)?.closest?.(CART_FORM_REMOVE_LINK);
    const key = removal && removedItemKey(removal.getAttribute('href') ?? '', location.href);
    if (key) void removeLine(key);
  });
  // The cart page's form: after the page's own scripts (cart.js takes it over by ajax; else the browser posts it).
  const countFormQuantities = (form: HTMLFormElement) => {
    const fields = [...new FormData(form)] as [string, unknown][];
    for (const [key, quantity] of cartFormQuantities(fields)) if (lines[key] && lines[key].quantity !== quantity) void setQuantity(key, quantity);
  };
  addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches?.(CART_FORM)) return;
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
      const focus = document.activeElement;
      const taken = event.defaultPrevented;
      if (updatesQuantities({ submitter: submitter?.name ?? null, taken, focusInQuantity: !!focus?.matches('input.qty') && form.contains(focus) }))
        countFormQuantities(form);
    },
    { signal },
  );
  // cart.js's Enter in a quantity field: it stops the key, so the browser submits nothing, and sends the quantities itself.
  addEventListener(
    'keypress',
    (event) => {
      const field = event.target as Element | null;
      const form = field?.closest?.<HTMLFormElement>(CART_FORM);
      if ((event as KeyboardEvent).key === 'Enter' && event.defaultPrevented && form && field?.matches('input.qty')) countFormQuantities(form);
    },
    { signal },
  );
  // What an earlier page of the tab left: its cart is this page's.
  listeners.onHandedOn('begin_checkout', (action) => beginCheckout(originOf(action)));
  listeners.onHandedOn('add_to_wishlist', (action) => wish(action.productId ?? null, originOf(action)));
  listeners.onHandedOn('add_to_cart', (action) => void add(action.productId ?? null, validQuantity(action.quantity), originOf(action)));
  bindJquery(add, removeLine, listeners, signal);
}

/** WooCommerce's classic cart form, and the remove links in it. */
const CART_FORM = 'form.woocommerce-cart-form';
const CART_FORM_REMOVE_LINK = `${CART_FORM} a[href*="remove_item="]`;

/** WooCommerce's jQuery events, when the page has jQuery (now or once it loads). */
function bindJquery(
  add: (id: string | null, quantity: number) => Promise<void>,
  removeLine: (key: string) => Promise<void>,
  listeners: ActionListeners,
  signal: AbortSignal,
): void {
  const onAdded = (...args: unknown[]) => {
    const button = args[3];
    const quantity = attr(button, 'data-quantity');
    if (quantity === null) console.error(MESSAGES.noQuantity);
    void add(attr(button, 'data-product_id'), validQuantity(quantity));
  };
  listeners.onJquery(onAdded);
  const bind = () => {
    const $ = (window as unknown as { jQuery?: JQueryOn }).jQuery;
    if (typeof $ !== 'function' || signal.aborted) return false;
    $(document.body).on('added_to_cart', (...args: unknown[]) => {
      // Ours trigger it too, after their own DOM event was counted. Until the recorded adds are
      // replayed, the recorder has this one.
      if (!isOwnTrigger('added_to_cart') && listeners.isLive) onAdded(...args);
    });
    // WooCommerce's mini-cart widget (add-to-cart.js): its remove link carries the line's key. Ours trigger it too, counted already.
    $(document.body).on('removed_from_cart', (...args: unknown[]) => {
      const key = attr(args[3], 'data-cart_item_key');
      if (!isOwnTrigger('removed_from_cart') && key) void removeLine(key);
    });
    return true;
  };
  if (!bind()) addEventListener('load', bind, { once: true, signal });
}
