/**
 * What both checkout paths do with a posted checkout whose nonce is good (the form without
 * scripts and `?wc-ajax=checkout`): WooCommerce's checks on what the shopper sees now, the
 * password hashed when a guest asked for an account, then the order in one transaction that
 * checks the cart, the stock and the coupons again (place-order.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../accounts/accounts.ts';
import { priceLines } from '../cart/cart.ts';
import type { Db } from '../db.ts';
import { cartOf } from '../session.ts';
import { checkoutAccountErrors, newCheckoutAccount, wantsAccount } from './checkout-account.ts';
import { normalizedAddress, stockErrors, validateCheckout, type CheckoutError, type PlacedOrder } from './checkout.ts';
import { placeOrder } from './place-order.ts';

export type CheckoutOutcome = { ok: true; order: PlacedOrder } | { ok: false; errors: CheckoutError[]; expired: boolean };

export async function submitCheckout(db: Db, request: FastifyRequest, reply: FastifyReply, posted: Record<string, string>): Promise<CheckoutOutcome> {
  // Checked and kept as WooCommerce keeps them: "sw1a1aa" is the postcode "SW1A 1AA", "texas" the state "TX".
  const values = normalizedAddress(posted);
  const guest = !currentUser(db, request);
  // Cheap checks first, so nothing is hashed for a checkout that cannot go through.
  const errors = [...validateCheckout(values), ...stockErrors(priceLines(db, cartOf(db, request).lines)), ...checkoutAccountErrors(db, values, guest)];
  if (errors.length > 0) return { ok: false, errors, expired: false };
  let account = null;
  if (wantsAccount(values, guest)) {
    const made = await newCheckoutAccount(values);
    if ('error' in made) return { ok: false, errors: [made.error], expired: false };
    account = made;
  }
  return placeOrder(db, request, reply, values, account);
}
