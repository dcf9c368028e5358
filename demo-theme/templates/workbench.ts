/**
 * Workbench pages: one element alone on a bare page, loading only its own module (no loader,
 * no theme header), backed by the demo store's real endpoints. For trying an element's
 * attributes and for testing it in isolation by hand.
 */
import { html, raw, type Raw } from '../server/html.ts';
import { cartParamsScript, jsonScript } from './layout.ts';

export interface WorkbenchEntry {
  tag: string;
  /** dist/elements/<module>.js */
  module: string;
  summary: string;
  /** Other element modules the page needs (a settings link needs the banner it opens). */
  also?: string[];
}

export const WORKBENCH: WorkbenchEntry[] = [
  { tag: 'shop-mini-cart', module: 'mini-cart', summary: 'Header count and total, dropdown or drawer, remove and quantity editing.' },
  { tag: 'shop-add-to-cart', module: 'add-to-cart', summary: 'No-reload add for the listing buttons and product forms inside it.' },
  { tag: 'shop-quantity', module: 'quantity', summary: 'Quantity field with WooCommerce’s min, max, step and decimal rules.' },
  { tag: 'shop-products', module: 'products', summary: 'The filtered products loop: show more (with its counter), cards fetched as needed, the URL kept.' },
  {
    tag: 'shop-filter-sidebar',
    module: 'filter-sidebar',
    summary: 'Every filter type in a column: swatches, buttons, slider with histogram, select, toggles, search, show all.',
  },
  {
    tag: 'shop-filter-bar',
    module: 'filter-bar',
    summary: 'Filter buttons with popovers and All filters; a mobile bar with full-screen overlays at 450 px and below.',
  },
  { tag: 'shop-offcanvas', module: 'offcanvas', summary: 'The All filters panel sliding in from the left (position="left").' },
  { tag: 'shop-applied-filters', module: 'applied-filters', summary: 'Chips of the applied filters with Clear all.' },
  { tag: 'shop-pagination', module: 'pagination', summary: 'Page links that follow the filters (the shop’s configuration, paginated).' },
  { tag: 'shop-sort', module: 'sort', summary: 'WooCommerce’s ordering form, sorting without a reload.' },
  { tag: 'shop-price-slider', module: 'price-slider', summary: 'WooCommerce’s price filter widget with a two-handle slider.' },
  { tag: 'shop-live-search', module: 'live-search', summary: 'Suggestions while typing, details beside them, recent searches; the icon layout.' },
  { tag: 'shop-quick-view', module: 'quick-view', summary: 'A product box’s Quick view link opens the product in a modal dialog, with its form.' },
  { tag: 'shop-listing-swatches', module: 'listing-swatches', summary: 'Colour swatches under product boxes: a radio group that shows each colour’s picture.' },
  { tag: 'shop-swatches', module: 'swatches', summary: 'A variable product’s options as swatches and buttons, unavailable combinations marked.' },
  { tag: 'shop-product-gallery', module: 'product-gallery', summary: 'One image at a time, thumbnails, swipe, zoom and the lightbox.' },
  { tag: 'shop-tabs', module: 'tabs', summary: 'WooCommerce’s product tabs as WAI-ARIA tabs, opened by the address (#reviews).' },
  {
    tag: 'shop-sticky-add-to-cart',
    module: 'sticky-add-to-cart',
    summary: 'The bar at the bottom once the form’s button is scrolled past, in step with the form.',
  },
  { tag: 'shop-password-toggle', module: 'password-toggle', summary: 'Show and hide a password.' },
  { tag: 'shop-address-fields', module: 'address-fields', summary: 'An address form’s fields following the country chosen.' },
  { tag: 'shop-category-menu', module: 'category-menu', summary: 'The header’s vertical category menu, closed or forced open.' },
  { tag: 'shop-sticky-header', module: 'sticky-header', summary: 'A header that sticks past its height, or hides while scrolling down.' },
  { tag: 'shop-count-up', module: 'count-up', summary: 'Figures that count up when scrolled into view.' },
  { tag: 'shop-store-notice', module: 'store-notice', summary: 'The store notice, dismissed for good.' },
  { tag: 'shop-popup', module: 'popup', summary: 'The login and cart popups: modal dialogs opened by links.' },
  { tag: 'shop-photo-feed', module: 'photo-feed', summary: 'The shop’s photo feed, loaded near the screen; its failure shown to a manager only.' },
  { tag: 'shop-consent-banner', module: 'consent-banner', summary: 'The consent choice: accept or reject all, or by category; reopened by a settings link.' },
  { tag: 'shop-consent-settings', module: 'consent-settings', summary: 'A “Cookie settings” button that reopens the choice.', also: ['consent-banner'] },
  {
    tag: 'shop-tracking',
    module: 'tracking',
    summary: 'The event pipeline: page views, impressions, adds, to the services allowed.',
    also: ['consent-banner', 'add-to-cart'],
  },
  { tag: 'shop-order-attribution', module: 'order-attribution', summary: 'Where the visit came from, in a form’s hidden fields.' },
  { tag: 'shop-cart-capture', module: 'cart-capture', summary: 'A typed e-mail kept with the cart, with marketing consent.', also: ['consent-banner'] },
  {
    tag: 'shop-exit-intent',
    module: 'exit-intent',
    summary: 'The form asking a leaving shopper for an e-mail to keep the cart.',
    also: ['consent-banner', 'add-to-cart'],
  },
  { tag: 'shop-push-prompt', module: 'push-prompt', summary: 'One reminder about the cart, asked after an add.', also: ['consent-banner', 'add-to-cart'] },
];

const FILTER_MARKUP: Record<string, string> = {
  'filter-sidebar': '<div class="workbench-column"><shop-filter-sidebar></shop-filter-sidebar></div>',
  'filter-bar': '<shop-filter-bar></shop-filter-bar>',
  offcanvas: '<shop-offcanvas position="left"></shop-offcanvas>',
  'applied-filters': '<shop-applied-filters></shop-applied-filters>',
  pagination:
    '<shop-pagination><nav class="woocommerce-pagination" aria-label="Product Pagination"><ul class="page-numbers"><li><span aria-current="page" class="page-numbers current">1</span></li><li><a class="page-numbers" href="?paged=2">2</a></li></ul></nav></shop-pagination>',
  sort: '<shop-sort><form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order" selected>Default sorting</option><option value="popularity">Sort by popularity</option><option value="price">Sort by price: low to high</option><option value="price-desc">Sort by price: high to low</option></select></form></shop-sort>',
};

/** A filter element alone with the shop's filter configuration; the address bar shows its state. */
export function filterElementBench(entry: WorkbenchEntry, filterConfig: Record<string, unknown>, count: string): Raw {
  return html`<h1><code>&lt;${entry.tag}&gt;</code></h1>
<p>${entry.summary} Only this element's module is loaded: the address bar and the count below (from the server, at load) show the state. Try <a href="?pa_color=black&amp;pa_size=m">?pa_color=black&amp;pa_size=m</a>, <a href="?price=20-40&amp;eco=yes">?price=20-40&amp;eco=yes</a>, then back and forward.</p>
${jsonScript('shop-filter-config', filterConfig)}
<p class="workbench-count">${count}</p>
${raw(FILTER_MARKUP[entry.module] ?? '')}`;
}

export function workbenchPage(entry: WorkbenchEntry | null, cartParams: Record<string, unknown>, body: Raw): string {
  return (
    '<!doctype html>' +
    html`<html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${entry ? `<${entry.tag}>` : 'Elements'} – workbench</title>
<link rel="stylesheet" href="/dist/storefront.css"><link rel="stylesheet" href="/assets/theme.css">
${cartParamsScript(cartParams)}
${entry ? [entry.module, ...(entry.also ?? [])].map((module) => html`<script type="module" src="/dist/elements/${module}.js"></script>`) : ''}
</head><body class="workbench">
<main id="main" class="site-main workbench-main">
<nav aria-label="Workbench"><a href="/workbench/">Workbench</a>${entry ? html` / <code>&lt;${entry.tag}&gt;</code>` : ''} · <a href="/shop/">Demo store</a></nav>
${body}
</main></body></html>`.html
  );
}

export function workbenchIndex(): Raw {
  return html`<h1>Elements, one at a time</h1>
<p>Each page loads only that element’s module and talks to this store’s real cart endpoints.</p>
<ul>${WORKBENCH.map((e) => html`<li><a href="/workbench/${e.module}/"><code>&lt;${e.tag}&gt;</code></a> — ${e.summary}</li>`)}</ul>`;
}

export function miniCartBench(): Raw {
  return html`<h1><code>&lt;shop-mini-cart&gt;</code></h1>
<p>Add products in the <a href="/shop/" target="_blank">shop</a> (another tab): these follow without a reload.</p>
<section><h2>Default</h2><shop-mini-cart></shop-mini-cart></section>
<section><h2><code>hide-if-empty</code></h2><shop-mini-cart hide-if-empty></shop-mini-cart></section>
<section><h2><code>drawer-breakpoint="100000"</code> (always the drawer)</h2><shop-mini-cart drawer-breakpoint="100000"></shop-mini-cart></section>`;
}

export function addToCartBench(loop: Raw): Raw {
  return html`<h1><code>&lt;shop-add-to-cart&gt;</code></h1>
<div class="woocommerce-notices-wrapper"></div>
<p>Buttons below add through <code>?wc-ajax=add_to_cart</code>; watch the Network panel and the <code>shop-cart-*</code> events.</p>
${loop}`;
}

export function quantityBench(): Raw {
  const field = (label: string, attributes: string) =>
    html`<div class="workbench-row"><p>${label}</p>${raw(`<shop-quantity ${attributes}></shop-quantity>`)}</div>`;
  return html`<h1><code>&lt;shop-quantity&gt;</code></h1>
${field('min 1, max 5', 'value="1" min="1" max="5" step="1" label="Quantity, 1 to 5"')}
${field('step any', 'value="2" step="any" label="Quantity, any step"')}
${field('decimal step 0.25, min 0.5', 'value="0.5" min="0.5" step="0.25" label="Quantity in kilograms"')}
${field('min 0 (cart row: 0 removes)', 'value="3" min="0" label="Quantity, 0 removes"')}`;
}

/** The products area alone: filter configuration, result count and the loop of the current URL. */
export function productsBench(filterConfig: Record<string, unknown>, count: string, loop: Raw): Raw {
  return html`<h1><code>&lt;shop-products viewed-counter&gt;</code></h1>
<p>Try <a href="?pa_color=black">?pa_color=black</a>, <a href="?pa_size=m&amp;orderby=price">?pa_size=m&amp;orderby=price</a> or <a href="?price=20-40">?price=20-40</a>; press “Show more products”.</p>
${jsonScript('shop-filter-config', filterConfig)}
<p class="woocommerce-result-count">${count}</p>
<shop-products viewed-counter>${loop}</shop-products>`;
}
