/**
 * Typed `shop-cart-*` events. Action events (adding, added, removed, quantity, error) bubble from
 * the element the shopper used; cart-wide events (fragments loaded/refreshed/error) fire on
 * document.body, where WooCommerce fires its own.
 */
import type { FragmentMap } from '../engine/cart/fragment-cache.ts';
import { shopEventFactory } from './shop-event.ts';

export interface CartAddingDetail {
  productId: string;
  quantity: string;
  fields: Record<string, string>;
}
/** `message`: the confirmation the adding element announced (e.g. '“Hoodie” has been added to your cart.'). */
export interface CartAddedDetail {
  fragments: FragmentMap;
  cartHash: string;
  productId: string;
  message?: string;
}
export interface CartRemovedDetail {
  cartItemKey: string;
  fragments: FragmentMap;
  cartHash: string;
}
export interface CartQuantityDetail {
  cartItemKey: string;
  quantity: number;
}
export interface CartErrorDetail {
  action: 'add' | 'remove' | 'quantity';
  productUrl: string | null;
  message: string;
}
export interface CartFragmentsDetail {
  fragments: FragmentMap;
  cartHash: string;
}
export interface CartFragmentsErrorDetail {
  reason: string;
}

export interface CartEventDetails {
  'shop-cart-adding': CartAddingDetail;
  'shop-cart-added': CartAddedDetail;
  'shop-cart-removed': CartRemovedDetail;
  'shop-cart-quantity-changed': CartQuantityDetail;
  'shop-cart-error': CartErrorDetail;
  'shop-cart-fragments-loaded': CartFragmentsDetail;
  'shop-cart-fragments-refreshed': CartFragmentsDetail;
  'shop-cart-fragments-error': CartFragmentsErrorDetail;
  /** Ask every cart on the page to refetch its fragments (WooCommerce's wc_fragment_refresh). */
  'shop-cart-refresh': Record<string, never>;
}

export type CartEventName = keyof CartEventDetails;

/** Bubbling, composed; `shop-cart-adding` is cancelable so a theme can veto an add. */
const makeCartEvent = shopEventFactory<CartEventDetails>();

export function cartEvent<N extends CartEventName>(name: N, detail: CartEventDetails[N]): CustomEvent<CartEventDetails[N]> {
  return makeCartEvent(name, detail, { cancelable: name === 'shop-cart-adding' });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-cart-adding': CustomEvent<CartAddingDetail>;
    'shop-cart-added': CustomEvent<CartAddedDetail>;
    'shop-cart-removed': CustomEvent<CartRemovedDetail>;
    'shop-cart-quantity-changed': CustomEvent<CartQuantityDetail>;
    'shop-cart-error': CustomEvent<CartErrorDetail>;
    'shop-cart-fragments-loaded': CustomEvent<CartFragmentsDetail>;
    'shop-cart-fragments-refreshed': CustomEvent<CartFragmentsDetail>;
    'shop-cart-fragments-error': CustomEvent<CartFragmentsErrorDetail>;
    'shop-cart-refresh': CustomEvent<Record<string, never>>;
  }
}
