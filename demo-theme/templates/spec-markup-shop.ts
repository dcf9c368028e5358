/**
 * The shop as a theme written for the filter's specification prints it: WooCommerce's loop,
 * ordering form and page links, and the filter's containers found by class
 * (`storefront-vertical-filters` …) — no custom tag in the listing. The loader puts the filter's
 * elements into them (shared/runtime/spec-markup-mount.ts). Served at /spec-markup/.
 */
import { __ } from '../server/i18n/demo-locale.ts';
import { html, type Raw } from '../server/html.ts';
import { jsonScript, PRODUCTS_ANCHOR } from './layout.ts';
import { noProductsFound, orderingForm, pagination, productCard, resultCount, type ShopPageData } from './shop.ts';

/** The configuration's namespace (the demo's default), which names the containers. */
const NS = 'storefront';

export function specMarkupShopPage(d: ShopPageData): Raw {
  const position = (index: number) => (index % 3 === 0 ? ' first' : index % 3 === 2 ? ' last' : '');
  return html`<div class="woocommerce">
${d.filterConfig ? jsonScript('shop-filter-config', d.filterConfig) : ''}
<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${d.heading}</h1>
<p>${__('This page is printed as a theme written for the filter’s specification prints it: the filter finds its containers by class.')}</p></header>
${d.notices}
<div class="shop-layout">
<aside class="shop-sidebar ${NS}-vertical-filters" data-min-screen="850">${d.noScriptFilters ?? ''}</aside>
<div class="shop-content">
<div class="${NS}-horizontal-filters" data-max-screen="849"></div>
<div class="${NS}-mobile-filters"></div>
<div class="${NS}-applied-filters"></div>
<div class="shop-toolbar">
${resultCount(d)}
${d.currencySwitcher ?? ''}
${d.total === 0 ? '' : orderingForm(d)}
</div>
<h2 id="${PRODUCTS_ANCHOR}" class="screen-reader-text" tabindex="-1">${__('Products')}</h2>
${d.total === 0 ? noProductsFound() : ''}
<ul class="products columns-3">${d.products.map((p, i) => productCard(p, position(i), i))}</ul>
${pagination(d)}
<div class="${NS}-show-previous-button"></div>
<div class="${NS}-show-more-button"></div>
<div class="${NS}-infinite-scroll"></div>
</div>
</div>
</div>`;
}
