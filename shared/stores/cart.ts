/** The cart as every element sees it: fragments, hash and what the header shows. */
import { computed, map } from 'nanostores';
import type { FailureKind } from '../api/request-failure.ts';
import type { FragmentMap } from '../engine/cart/fragment-cache.ts';

export type CartStatus = 'idle' | 'empty' | 'loading' | 'ready' | 'error';

export interface CartState {
  status: CartStatus;
  fragments: FragmentMap;
  hash: string;
  count: number;
  totalText: string;
  /** Cart-changing requests in flight; the mini-cart dims (opacity 0.6) while above 0. */
  pending: number;
  /** Why the last fragments load failed; null once one succeeds. */
  failure: FailureKind | null;
  /** The fragments shown are the last ones stored, not confirmed by the server since. */
  stale: boolean;
}

export const INITIAL_CART: CartState = { status: 'idle', fragments: {}, hash: '', count: 0, totalText: '', pending: 0, failure: null, stale: false };

export const $cart = map<CartState>(INITIAL_CART);

/** Several fields at once (one change for the listeners); a single field: $cart.setKey. */
export function patchCart(patch: Partial<CartState>): void {
  $cart.set({ ...$cart.get(), ...patch });
}

/** The cart is known to hold nothing (no cart cookie, or a loaded cart of 0 items). */
export const $cartIsEmpty = computed($cart, (cart) => cart.status === 'empty' || (cart.status === 'ready' && cart.count === 0));
