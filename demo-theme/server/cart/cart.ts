/**
 * Server-side cart, kept per session in SQLite, with WooCommerce's rules: stock limits,
 * "any" attribute variations, cart item keys and the cart hash.
 */
import { createHash, createHmac } from 'node:crypto';
import { activePrice, attributesOf, productById, variationAttributes, type ProductRow } from '../catalogue/catalogue-queries.ts';
import type { Db } from '../db.ts';
import { secretOf } from '../security/secret.ts';
import { noticeName } from '../html.ts';
import { quantityRules, ruleMessage } from './quantity-rules.ts';
import { __, _n } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';

export interface CartLine {
  key: string;
  product_id: number;
  variation_id: number;
  variation: Record<string, string>;
  quantity: number;
}

export interface PricedLine extends CartLine {
  product: ProductRow;
  parent: ProductRow | null;
  unitPrice: number;
  lineTotal: number;
}

export type AddResult = { ok: true; key: string } | { ok: false; message: string };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * WooCommerce's key is an md5 of the product, variation and attributes: the same in every cart,
 * so a link that names it can change anyone's. Ours is an HMAC that also covers the session.
 */
export function cartItemKey(db: Db, sessionId: string, productId: number, variationId: number, variation: Record<string, string>): string {
  return createHmac('sha256', secretOf(db))
    .update(`${sessionId}|${productId}|${variationId}|${JSON.stringify(Object.entries(variation).sort())}`)
    .digest('hex')
    .slice(0, 32);
}

export function readCart(db: Db, sessionId: string | null): CartLine[] {
  if (!sessionId) return [];
  const row = db.prepare('SELECT cart FROM sessions WHERE id = ?').get(sessionId) as { cart: string } | undefined;
  try {
    const lines = JSON.parse(row?.cart ?? '[]') as CartLine[];
    return Array.isArray(lines) ? lines : [];
  } catch {
    return [];
  }
}

/**
 * Saves a session's cart; a signed-in customer's is also their persistent cart (WooCommerce's
 * user meta _woocommerce_persistent_cart_1, updated on every change), so a login on another
 * device finds it.
 */
export function writeCart(db: Db, sessionId: string, lines: CartLine[]): void {
  const cart = JSON.stringify(lines);
  db.prepare('UPDATE sessions SET cart = ? WHERE id = ?').run(cart, sessionId);
  db.prepare('UPDATE users SET persistent_cart = ? WHERE id = (SELECT user_id FROM sessions WHERE id = ?)').run(cart, sessionId);
}

export function priceLines(db: Db, lines: CartLine[]): PricedLine[] {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = productById(db, line.variation_id || line.product_id);
    if (!product) continue; // a product deleted since: dropped from the cart, as WooCommerce does
    const parent = product.parent_id ? (productById(db, product.parent_id) ?? null) : null;
    const unitPrice = activePrice(product);
    priced.push({ ...line, product, parent, unitPrice, lineTotal: unitPrice * line.quantity });
  }
  return priced;
}

export function cartTotals(db: Db, lines: CartLine[]): { count: number; total: number; priced: PricedLine[] } {
  const priced = priceLines(db, lines);
  return { priced, count: priced.reduce((n, l) => n + l.quantity, 0), total: priced.reduce((n, l) => n + l.lineTotal, 0) };
}

/** md5 of the cart as stored plus its total; '' for an empty cart (WooCommerce's get_cart_hash). */
export function cartHash(db: Db, lines: CartLine[]): string {
  if (lines.length === 0) return '';
  const { total } = cartTotals(db, lines);
  return md5(JSON.stringify(lines) + String(total));
}

const title = (p: ProductRow, parent: ProductRow | null) => `“${noticeName((parent ?? p).name)}”`;

/** Quantity already in the cart for the same stock unit (a variation or a simple product). */
function inCart(lines: CartLine[], stockId: number): number {
  return lines.filter((l) => (l.variation_id || l.product_id) === stockId).reduce((n, l) => n + l.quantity, 0);
}

export function stockMessage(p: ProductRow, parent: ProductRow | null, wanted: number, already: number): string | null {
  if (!p.in_stock || (p.stock !== null && p.stock <= 0))
    return sprintf(__('You cannot add %s to the cart because the product is out of stock.'), title(p, parent));
  if (p.stock !== null && wanted > p.stock)
    return sprintf(__('You cannot add that amount of %1$s to the cart because there is not enough stock (%2$s remaining).'), title(p, parent), String(p.stock));
  if (p.stock !== null && wanted + already > p.stock)
    return sprintf(
      __('You cannot add that amount to the cart &mdash; we have %1$s in stock and you already have %2$s in your cart.'),
      String(p.stock),
      String(already),
    );
  return null;
}

/**
 * WooCommerce's WC_Cart::add_to_cart with its form handler's checks. `productId` may be a
 * variation id; for a variable parent, `variationId` or `chosen` (attribute_pa_* => slug)
 * picks the variation, and posted attributes must agree with the variation's own values.
 * Messages are HTML (names stripped of tags and escaped), as WooCommerce's notices are.
 */
export function addToCart(
  db: Db,
  sessionId: string,
  lines: CartLine[],
  productId: number,
  quantity: number,
  variationId = 0,
  chosen: Record<string, string> = {},
): AddResult {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return { ok: false, message: __('Please enter a valid quantity.') };
  let product = productById(db, productId);
  if (!product) return { ok: false, message: __('Sorry, this product cannot be purchased.') };
  let parent: ProductRow | null = null;
  if (product.type === 'variation') {
    parent = productById(db, product.parent_id ?? 0) ?? null;
    if (!parent || (variationId && variationId !== product.id)) return { ok: false, message: __('Sorry, this product cannot be purchased.') };
  } else if (product.type === 'variable') {
    parent = product;
    const match = variationId ? productById(db, variationId) : findVariation(db, product.id, chosen);
    if (variationId && (!match || match.type !== 'variation' || match.parent_id !== product.id))
      return { ok: false, message: __('Sorry, this product cannot be purchased.') };
    if (!match) {
      const missing = variationAttributes(db, product.id).filter((a) => !chosen[`attribute_${a.taxonomy}`]);
      if (missing.length > 0) return { ok: false, message: requiredFields(missing.map((a) => a.label)) };
      return {
        ok: false,
        message: sprintf(
          __('Please choose product options by visiting %s.'),
          `<a href="/product/${encodeURIComponent(product.slug ?? '')}/">${noticeName(product.name)}</a>`,
        ),
      };
    }
    product = match;
  } else if (variationId) {
    return { ok: false, message: __('Sorry, this product cannot be purchased.') };
  }
  const variation: Record<string, string> = {};
  if (product.type === 'variation' && parent) {
    // Every attribute needs a value: the variation's own, or the shopper's for an "any" attribute;
    // a posted value that differs from the variation's own is refused, as WooCommerce does.
    const own = Object.fromEntries(attributesOf(db, product.id).map((a) => [`attribute_${a.taxonomy}`, a.slug]));
    const missing: string[] = [];
    for (const attribute of variationAttributes(db, parent.id)) {
      const name = `attribute_${attribute.taxonomy}`;
      const posted = chosen[name];
      const valid = own[name] ?? '';
      if (posted !== undefined && posted !== '') {
        if (valid !== '' ? posted !== valid : !attribute.values.some((v) => v.slug === posted)) {
          return { ok: false, message: sprintf(__('Invalid value posted for %s'), noticeName(attribute.label)) };
        }
        variation[name] = posted;
      } else if (valid !== '') {
        variation[name] = valid;
      } else {
        missing.push(attribute.label);
      }
    }
    if (missing.length > 0) return { ok: false, message: requiredFields(missing) };
  }
  const productIdOfLine = parent?.id ?? product.id;
  const variationIdOfLine = parent ? product.id : 0;
  const key = cartItemKey(db, sessionId, productIdOfLine, variationIdOfLine, variation);
  const existing = lines.find((l) => l.key === key);
  const rules = quantityRules(product, parent);
  if (rules.soldIndividually) {
    if (existing || inCart(lines, product.id) > 0)
      return {
        ok: false,
        message: `<a href="/cart/" class="button wc-forward">${__('View cart')}</a> ${sprintf(__('You cannot add another %s to your cart.'), title(product, parent))}`,
      };
    quantity = 1;
  }
  const ruleError = ruleMessage(rules, quantity + (existing?.quantity ?? 0), title(product, parent));
  if (ruleError) return { ok: false, message: ruleError };
  const message = stockMessage(product, parent, quantity, inCart(lines, product.id));
  if (message) return { ok: false, message };
  if (existing) existing.quantity += quantity;
  else lines.push({ key, product_id: productIdOfLine, variation_id: variationIdOfLine, variation, quantity });
  return { ok: true, key };
}

/** WooCommerce: '%s is a required field' / '%s are required fields', names joined as a list. */
function requiredFields(labels: string[]): string {
  const names = labels.map(noticeName);
  const list = names.length > 1 ? sprintf(__('%1$s and %2$s'), names.slice(0, -1).join(', '), names.at(-1) ?? '') : names[0];
  return sprintf(_n('%s is a required field', '%s are required fields', names.length), list ?? '');
}

/** The first active, in-stock variation whose attributes match (empty = "any"). */
export function findVariation(db: Db, parentId: number, chosen: Record<string, string>, requireStock = false): ProductRow | null {
  const variations = db.prepare("SELECT * FROM products WHERE parent_id = ? AND type = 'variation' ORDER BY menu_order, id").all(parentId) as ProductRow[];
  const names = variationAttributes(db, parentId).map((a) => `attribute_${a.taxonomy}`);
  if (names.some((n) => !chosen[n])) return null;
  for (const v of variations) {
    const own = Object.fromEntries(attributesOf(db, v.id).map((a) => [`attribute_${a.taxonomy}`, a.slug]));
    if (names.every((n) => !own[n] || own[n] === chosen[n]) && (!requireStock || v.in_stock)) return v;
  }
  return null;
}

export function setQuantity(db: Db, lines: CartLine[], key: string, quantity: number): AddResult {
  const line = lines.find((l) => l.key === key);
  if (!line) return { ok: false, message: __('This item is no longer in your cart.') };
  if (!Number.isSafeInteger(quantity) || quantity < 0) return { ok: false, message: __('Please enter a valid quantity.') };
  if (quantity === 0) {
    lines.splice(lines.indexOf(line), 1);
    return { ok: true, key };
  }
  const product = productById(db, line.variation_id || line.product_id);
  if (!product) return { ok: false, message: __('Sorry, this product cannot be purchased.') };
  const parent = product.parent_id ? (productById(db, product.parent_id) ?? null) : null;
  const rules = quantityRules(product, parent);
  const ruleError =
    rules.soldIndividually && quantity > 1
      ? `You cannot add another ${title(product, parent)} to your cart.`
      : ruleMessage(rules, quantity, title(product, parent));
  if (ruleError) return { ok: false, message: ruleError };
  const message = stockMessage(product, parent, quantity, inCart(lines, product.id) - line.quantity);
  if (message) return { ok: false, message };
  line.quantity = quantity;
  return { ok: true, key };
}

export function removeLine(lines: CartLine[], key: string): boolean {
  const index = lines.findIndex((l) => l.key === key);
  if (index < 0) return false;
  lines.splice(index, 1);
  return true;
}
