/** Escaping and formatting for the server-rendered pages. */
import { decodeHTML } from 'entities';

/**
 * Names in the source data are HTML-ish ("Mars HeatTech&trade; Pullover"); the store keeps them
 * as plain text ("Mars HeatTech™ Pullover") and escapes once on output, so they never show
 * "&trade;" (escaped twice) nor carry markup.
 */
export const plainText = (value: string): string => decodeHTML(value).trim();
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c]!);
}

/**
 * Text into HTML the way WordPress's esc_html does it: tags and quotes escaped, an existing
 * entity (`&reg;`, `&#36;`) kept as it is instead of escaped twice. For names that are text but
 * go into a field the client treats as HTML (filter labels).
 */
export function escText(value: unknown): string {
  return String(value ?? '').replace(
    /&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)|[<>"']/gi,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c]!,
  );
}

/** PHP's strip_tags for plain names: every tag (and an unclosed one at the end) removed. */
export function stripTags(value: string): string {
  return value.replace(/<[^>]*>?/g, '');
}

/** A name inside a notice, as WooCommerce prints it: tags stripped, then escaped. */
export const noticeName = (name: string): string => esc(stripTags(name));

/** One slug rule for the store and the filter: WordPress's sanitize_title (see the engine's slugify). */
export { slugify } from '../../shared/engine/filter/url/slugify.ts';

/** One formatter for every price (toLocaleString builds a new one per call, dozens per page). */
const USD_AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** WooCommerce's wc_price() markup for USD, 2 decimals. */
export function price(amount: number): string {
  const text = USD_AMOUNT.format(amount);
  return `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${text}</bdi></span>`;
}

/** Tagged template that escapes interpolations unless they are marked raw. */
export class Raw {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}
export const raw = (html: string): Raw => new Raw(html);

type Part = Raw | string | number | null | undefined | false | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof Raw) return part.html;
  return esc(part);
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Raw {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Raw(out);
}
