/**
 * What both checkout paths do with a posted checkout whose nonce is good (the form without
 * scripts and `?wc-ajax=checkout`): WooCommerce's checks, then the order, with the account a
 * guest asked for.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../accounts/accounts.ts';
import type { OrderTotals } from '../cart/coupons.ts';
import type { Db } from '../db.ts';
import { checkoutAccountErrors, createCheckoutAccount, signInWithOrder, wantsAccount } from './checkout-account.ts';
import { checkoutCart, validateCheckout, type CheckoutError, type PlacedOrder } from './checkout.ts';

export async function submitCheckout(db: Db, request: FastifyRequest, reply: FastifyReply, values: Record<string, string>, totals: OrderTotals): Promise<{ ok: true; order: PlacedOrder } | { ok: false; errors: CheckoutError[] }> {
  const guest = !currentUser(db, request);
  const errors = [...validateCheckout(values, totals), ...checkoutAccountErrors(db, values, guest)];
  if (errors.length > 0) return { ok: false, errors };
  const account = wantsAccount(values, guest) ? await createCheckoutAccount(db, values) : null;
  if (account && !account.ok) return { ok: false, errors: [account.error] };
  const order = checkoutCart(db, request, reply, values);
  if (account?.ok) signInWithOrder(db, request, reply, account.userId, order.id);
  return { ok: true, order };
}
