/**
 * A cart line's quantity as the server's mini-cart widget shows it, read without a DOM: the line
 * is the widget's `<li>` that carries its `data-cart_item_key`; its quantity is the field's value
 * (the demo theme's editable cart) or WooCommerce's own "2 × $45.00".
 */
import { WIDGET_SELECTOR } from './cart-responses.ts';
import type { FragmentMap } from './fragment-cache.ts';

/** The line's quantity; 0 when the widget has no such line (removed); null when there is no widget to read. */
export function lineQuantity(fragments: FragmentMap, cartItemKey: string): number | null {
  const widget = fragments[WIDGET_SELECTOR];
  if (widget === undefined) return null;
  const marker = `data-cart_item_key="${cartItemKey}"`;
  const item = widget.split(/<li[\s>]/i).find((chunk) => chunk.includes(marker));
  if (!item) return 0;
  const field = /<input\b[^>]*\bclass="[^"]*\bqty\b[^"]*"[^>]*>/i.exec(item)?.[0];
  const fromField = field ? /\bvalue="(\d+)"/.exec(field)?.[1] : undefined;
  if (fromField !== undefined) return Number(fromField);
  const shown = /class="quantity"[^>]*>\s*(\d+)\s*(?:&times;|×|&#215;)/i.exec(item)?.[1];
  return shown === undefined ? null : Number(shown);
}
