/**
 * What the cart store needs from a shop. The wc-ajax adapter speaks classic WooCommerce;
 * a Store API adapter (`/wp-json/wc/store/v1/cart`) can implement the same interface.
 */
import type { AddOutcome, FragmentsPayload } from '../engine/cart/cart-responses.ts';

export type QuantityOutcome = { kind: 'changed'; payload: FragmentsPayload | null } | { kind: 'error'; message: string };

export interface CartClient {
  /** Current fragments and hash; rejects (RequestFailure) on network failure, timeout, 5xx or a malformed answer. */
  refreshFragments(): Promise<FragmentsPayload>;
  /** A listing button's add: its data-* fields as they are (product_id, quantity, ...). */
  addToCart(fields: Record<string, string>): Promise<AddOutcome>;
  /** A product form's add: the serialized form. */
  addFormToCart(fields: [string, string][], productId: string): Promise<AddOutcome>;
  /** Fragments after removal, or null when the shop refused; rejects (RequestFailure) when it could not be asked. */
  removeItem(cartItemKey: string): Promise<FragmentsPayload | null>;
  setItemQuantity(cartItemKey: string, quantity: number): Promise<QuantityOutcome>;
}
