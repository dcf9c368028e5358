import { resolveCartParams, type CartParams } from '../engine/cart/cart-params.ts';

/** Reads `<script type="application/json" id="shop-cart-params">` and WooCommerce's page globals. */
export function readCartParams(doc: Document = document): CartParams {
  const block = doc.getElementById('shop-cart-params');
  let json: unknown = null;
  if (block?.textContent?.trim()) {
    try {
      json = JSON.parse(block.textContent);
    } catch {
      console.warn('[shop] #shop-cart-params is not valid JSON; using WooCommerce defaults.');
    }
  }
  const globals = window as unknown as { wc_add_to_cart_params?: unknown; wc_cart_fragments_params?: unknown };
  return resolveCartParams(json, globals.wc_add_to_cart_params, globals.wc_cart_fragments_params);
}
