/**
 * The filters for a visitor without JavaScript: WooCommerce's layered navigation markup (a list
 * of links with counts per filter, the chosen ones marked), and a search form per search filter.
 * Printed inside <noscript> in the filter sidebar: with scripts on, the page never lays it out,
 * so the filter element's first render moves nothing.
 */
import type { LinkedFilter } from '../../shared/engine/filter/presentation/filter-links.ts';
import type { PriceWidget } from '../server/filter/filtered-listing.ts';
import { priceFilterWidget } from './shop.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { sprintf } from '../../shared/messages/catalog.ts';
import { html, plainText, raw, type Raw } from '../server/html.ts';
import { PRODUCTS_ANCHOR } from './layout.ts';

function valuesWidget(filter: Extract<LinkedFilter, { kind: 'values' }>): Raw {
  const headingId = `shop-noscript-filter-${filter.id}`;
  return html`<section class="widget woocommerce widget_layered_nav" aria-labelledby="${headingId}"><h2 class="widget-title" id="${headingId}">${plainText(filter.label)}</h2>
<ul class="woocommerce-widget-layered-nav-list">${filter.values.map((value) => {
    const label = plainText(value.label);
    const count = value.count === null ? '' : html` <span class="count">(${value.count})</span>`;
    const link =
      value.href === null
        ? html`<span${value.selected ? raw(' aria-current="true"') : raw('')}>${label}</span>`
        : html`<a rel="nofollow" href="${value.href}"${value.selected ? html` aria-label="${sprintf(__('Remove filter: %s'), label)}"` : raw('')}>${label}</a>`;
    return html`<li class="woocommerce-widget-layered-nav-list__item wc-layered-nav-term${value.selected ? raw(' chosen') : raw('')}">${link}${count}</li>`;
  })}</ul></section>`;
}

function searchWidget(filter: Extract<LinkedFilter, { kind: 'search' }>): Raw {
  const fieldId = `shop-noscript-filter-${filter.id}`;
  return html`<section class="widget woocommerce widget_product_search"><form role="search" method="get" action="${filter.action}"><label class="widget-title" for="${fieldId}">${plainText(filter.label)}</label>
<input type="search" id="${fieldId}" name="${filter.name}" value="${filter.phrase}">${filter.hidden.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<button type="submit" class="button">${__('Search')}</button></form></section>`;
}

function chosenCount(filters: LinkedFilter[]): number {
  return filters.reduce((sum, filter) => sum + (filter.kind === 'values' ? filter.values.filter((value) => value.selected).length : filter.phrase ? 1 : 0), 0);
}

/** The id of the filters' nav, the target of the phone's 'Filters' link. */
const NO_SCRIPT_FILTERS_ID = 'shop-filters';

/**
 * The filters as links, then WooCommerce's price filter widget (its form sends min_price and
 * max_price). On a phone the theme's stylesheet hides them until the 'Filters' link before them
 * makes them the page's target (no scripting needed; a chosen link loads the next page, 'Show
 * products' leaves them); on a wider screen they are the sidebar and the links are hidden.
 */
export function noScriptFilters(filters: LinkedFilter[], price: (PriceWidget & { action: string; fields: [string, string][] }) | null): Raw {
  if (filters.length === 0 && !price) return raw('');
  const chosen = chosenCount(filters) + (price && (price.currentMin !== '' || price.currentMax !== '') ? 1 : 0);
  return html`<noscript><a class="shop-NoScriptFilters-open" href="#${NO_SCRIPT_FILTERS_ID}">${__('Filters')}${chosen ? html` <span class="count">(${chosen})</span>` : ''}</a>
<nav class="shop-NoScriptFilters" id="${NO_SCRIPT_FILTERS_ID}" aria-label="${__('Product filters')}">${filters.map((filter) => (filter.kind === 'search' ? searchWidget(filter) : valuesWidget(filter)))}${price ? priceFilterWidget(price, { enhanced: false }) : ''}
<a class="shop-NoScriptFilters-close" href="#${PRODUCTS_ANCHOR}">${__('Show products')}</a></nav></noscript>`;
}
