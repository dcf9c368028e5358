/**
 * A customer's billing address, kept with the account as WooCommerce keeps it (user meta
 * billing_*): saved by my account's address form and by every order the customer places, and
 * filled into the checkout for them.
 */
import type { Db } from '../db.ts';
import { CHECKOUT_FIELDS } from '../checkout/checkout.ts';

export type BillingAddress = Record<string, string>;

/** The saved billing fields (only the checkout's own names, only text). */
export function savedBilling(db: Db, userId: number): BillingAddress {
  const row = db.prepare('SELECT billing FROM users WHERE id = ?').get(userId) as { billing: string } | undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(row?.billing ?? '{}');
  } catch {
    stored = {};
  }
  const source = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(CHECKOUT_FIELDS.flatMap((f) => (typeof source[f.name] === 'string' ? [[f.name, source[f.name] as string]] : [])));
}

/** Keeps the billing fields of `values` (an order's or the address form's) as the customer's address. */
export function saveBilling(db: Db, userId: number, values: Record<string, string>): void {
  const billing = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f.name, values[f.name] ?? '']));
  db.prepare('UPDATE users SET billing = ? WHERE id = ?').run(JSON.stringify(billing), userId);
}

/** True when the customer has an address to show (WooCommerce's "not set up yet" otherwise). */
export const hasAddress = (billing: BillingAddress): boolean =>
  CHECKOUT_FIELDS.some((f) => f.name !== 'billing_email' && f.name !== 'billing_phone' && (billing[f.name] ?? '').trim() !== '');
