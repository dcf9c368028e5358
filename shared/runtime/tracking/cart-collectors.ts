/**
 * The cart: adds from our elements (shop-cart-adding / shop-cart-added) and from WooCommerce's
 * own scripts (jQuery's added_to_cart on body: other plugins' adds count too, and ours, which
 * also trigger it, count once), removes, quantity changes, begin checkout, wishlist adds.
 */
import { MESSAGES } from '../../engine/tracking/messages.ts';
import { quantityChange } from '../../engine/tracking/checkout-progress.ts';
import { cartLineProducts, productDetails, validQuantity } from '../../engine/tracking/tracking-event.ts';
import { fetchCartItems } from '../../api/tracking-client.ts';
import { isOwnTrigger } from '../../platform/jquery.ts';
import type { Pipeline } from './pipeline.ts';
import type { ProductLookup } from './product-lookup.ts';
import type { ActionListeners } from './recorded-actions.ts';

type JQueryOn = (target: unknown) => { on(name: string, handler: (...args: unknown[]) => void): void };

const attr = (target: unknown, name: string): string | null => {
  const node = (target as { jquery?: string; [0]?: Element } | null)?.jquery ? (target as { 0?: Element })[0] : target;
  return node instanceof Element ? node.getAttribute(name) : null;
};

export function cartEvents({ track, layer }: Pipeline, product: ProductLookup, listeners: ActionListeners, signal: AbortSignal): void {
  const pendingQuantity = new Map<string, number>();
  const lines = { ...layer.cart.items };

  const add = async (id: string | null, quantity: number) => {
    const found = await product(id);
    if (found) track('add_to_cart', { products: [productDetails(found, layer, quantity)] });
  };
  /** The cart's lines as the shop has them now. */
  const syncLines = () =>
    fetchCartItems(layer.api).then(
      (found) => {
        for (const key of Object.keys(lines)) delete lines[key];
        Object.assign(lines, found.cart.items);
      },
      () => console.error(MESSAGES.cartFetchFailed),
    );
  const lineProduct = async (key: string) => {
    if (!lines[key]) await syncLines();
    const line = lines[key];
    return line ? { line, found: await product(line.variation_id && line.variation_id !== '0' ? line.variation_id : line.product_id) } : null;
  };

  listeners.on('shop-cart-adding', (event) => pendingQuantity.set(event.detail.productId, validQuantity(event.detail.quantity)));
  listeners.on('shop-cart-added', (event) => {
    const quantity = pendingQuantity.get(event.detail.productId) ?? 1;
    pendingQuantity.delete(event.detail.productId);
    void add(event.detail.productId, quantity);
  });
  listeners.on('shop-cart-removed', async (event) => {
    const known = await lineProduct(event.detail.cartItemKey);
    if (known?.found) track('remove_from_cart', { products: [productDetails(known.found, layer, known.line.quantity)] });
    delete lines[event.detail.cartItemKey];
  });
  listeners.on('shop-cart-quantity-changed', async (event) => {
    const known = await lineProduct(event.detail.cartItemKey);
    if (!known?.found) return;
    const change = quantityChange(known.line.quantity, event.detail.quantity);
    known.line.quantity = event.detail.quantity;
    if (change) track(change.event, { products: [productDetails(known.found, layer, change.quantity)] });
  });
  // A failed add or update: the cart as the shop has it now, so later removes and changes count right.
  listeners.on('shop-cart-error', () => void syncLines());
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const checkout = layer.shop.selectors.beginCheckout.filter((s) => s && s !== 'document').join(',');
    if (checkout && target.closest?.(checkout)) {
      track('begin_checkout', { products: cartLineProducts(lines, layer) });
    }
    const wishlist = target.closest?.('[data-shop-wishlist-add], .add_to_wishlist');
    if (wishlist)
      void product(wishlist.getAttribute('data-product-id') ?? wishlist.getAttribute('data-product_id')).then(
        (found) => found && track('add_to_wishlist', { products: [productDetails(found, layer)] }),
      );
  };
  listeners.on('click', onClick);
  bindJquery(add, listeners, signal);
}

/** WooCommerce's jQuery events, when the page has jQuery (now or once it loads). */
function bindJquery(add: (id: string | null, quantity: number) => Promise<void>, listeners: ActionListeners, signal: AbortSignal): void {
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
      // Ours trigger it too, after their own DOM event was counted.
      if (!isOwnTrigger('added_to_cart')) onAdded(...args);
    });
    return true;
  };
  if (!bind()) addEventListener('load', bind, { once: true, signal });
}
