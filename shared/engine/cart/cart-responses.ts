/**
 * Shapes of WooCommerce's cart answers, checked before use: a malformed answer is treated
 * as a failure (the caller then falls back as the spec's error catalogue says), never trusted.
 */
import type { FragmentMap } from './fragment-cache.ts';

export interface FragmentsPayload {
  fragments: FragmentMap;
  cartHash: string;
}

export type AddOutcome =
  | { kind: 'added'; payload: FragmentsPayload; noticesHtml: string }
  | { kind: 'error'; productUrl: string | null; noticesHtml: string }
  /** WooCommerce answers an empty body when product_id is missing. */
  | { kind: 'nothing' }
  /**
   * The shop could not be asked, or its answer was lost; the server's cart showed the item was
   * not added. `retry` checks the server's cart again before it sends anything.
   */
  | { kind: 'failed'; reason: 'offline' | 'network' | 'timeout' | 'server' | 'invalid'; retry(): Promise<AddOutcome> };

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => !!v && typeof v === 'object' && !Array.isArray(v);

export function parseFragmentsPayload(body: unknown): FragmentsPayload | null {
  if (!isObject(body) || !isObject(body.fragments)) return null;
  const fragments: FragmentMap = {};
  for (const [selector, html] of Object.entries(body.fragments)) {
    if (typeof html === 'string') fragments[selector] = html;
  }
  const cartHash = typeof body.cart_hash === 'string' ? body.cart_hash : '';
  return { fragments, cartHash };
}

/** Answer of `?wc-ajax=add_to_cart` and of the theme's form add-to-cart action. */
export function parseAddResponse(body: unknown): AddOutcome {
  if (body === null || body === undefined || body === '') return { kind: 'nothing' };
  const notices = isObject(body) && typeof body.notices === 'string' ? body.notices : '';
  if (isObject(body) && body.error) {
    const url = typeof body.product_url === 'string' && body.product_url !== '' ? body.product_url : null;
    return { kind: 'error', productUrl: url, noticesHtml: notices };
  }
  const payload = parseFragmentsPayload(body);
  if (!payload) return { kind: 'error', productUrl: null, noticesHtml: notices };
  return { kind: 'added', payload, noticesHtml: notices };
}

/** WooCommerce's notices markup signals failure with the woocommerce-error list. */
export function noticesContainError(noticesHtml: string): boolean {
  return /class\s*=\s*["'][^"']*\bwoocommerce-error\b/.test(noticesHtml);
}

/** Reads the count and total from our server-side fragments (see docs/integration.md). */
export const COUNT_SELECTOR = 'span.shop-MiniCart-count';
export const TOTAL_SELECTOR = 'span.shop-MiniCart-total';
export const WIDGET_SELECTOR = 'div.widget_shopping_cart_content';
