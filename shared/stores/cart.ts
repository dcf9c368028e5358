/** The cart as every element sees it: fragments, hash and what the header shows. */
import { atom } from 'nanostores';
import type { FragmentMap } from '../engine/fragment-cache.ts';

export type CartStatus = 'idle' | 'empty' | 'loading' | 'ready' | 'error';

export interface CartState {
  status: CartStatus;
  fragments: FragmentMap;
  hash: string;
  count: number;
  totalText: string;
  /** Cart-changing requests in flight; the mini-cart dims (opacity 0.6) while above 0. */
  pending: number;
}

export const INITIAL_CART: CartState = { status: 'idle', fragments: {}, hash: '', count: 0, totalText: '', pending: 0 };

export const $cart = atom<CartState>(INITIAL_CART);
