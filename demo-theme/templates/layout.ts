/** The theme's page frame: header with navigation and the mini-cart, notices, footer. */
import { html, raw, type Raw } from '../server/html.ts';

export interface LayoutOptions {
  title: string;
  bodyClass: string;
  content: Raw;
  cartParams: Record<string, unknown>;
  categories: { name: string; slug: string }[];
  notices?: { kind: 'success' | 'error' | 'info'; message: string }[];
}

export function noticesHtml(notices: LayoutOptions['notices'] = []): Raw {
  // Messages are HTML made by the server with every name escaped (see noticeName).
  return html`<div class="woocommerce-notices-wrapper">${notices.map((n) =>
    n.kind === 'error'
      ? html`<ul class="woocommerce-error" role="alert"><li>${raw(n.message)}</li></ul>`
      : n.kind === 'info'
        ? html`<div class="woocommerce-info" role="status">${raw(n.message)}</div>`
        : html`<div class="woocommerce-message" role="alert">${raw(n.message)}</div>`,
  )}</div>`;
}

/** A JSON configuration block the elements read by id; `<` escaped so it cannot end the script. */
export function jsonScript(id: string, data: unknown): Raw {
  return html`<script type="application/json" id="${id}">${raw(JSON.stringify(data).replace(/</g, '\\u003c'))}</script>`;
}

/** The cart configuration the elements read (#shop-cart-params). */
export function cartParamsScript(params: Record<string, unknown>): Raw {
  return jsonScript('shop-cart-params', params);
}

export function layout(o: LayoutOptions): string {
  return '<!doctype html>' + html`<html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} – Luma &amp; Co.</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/theme.css">
${cartParamsScript(o.cartParams)}
<script type="module" src="/dist/loader.js"></script>
</head><body class="${o.bodyClass}">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<header class="site-header"><div class="site-header-inner">
<a class="site-title" href="/">Luma &amp; Co.</a>
<nav class="site-nav" aria-label="Product categories"><ul>
<li><a href="/shop/">Shop</a></li>
${o.categories.map((c) => html`<li><a href="/product-category/${c.slug}/">${c.name}</a></li>`)}
</ul></nav>
<shop-mini-cart><a class="shop-MiniCart-fallback" href="/cart/">Cart</a></shop-mini-cart>
</div></header>
<main id="main" class="site-main">${o.content}</main>
<footer class="site-footer"><p>Demo store for the storefront elements. Catalogue: Magento Luma sample data and WooCommerce sample products.</p></footer>
</body></html>`.html;
}
