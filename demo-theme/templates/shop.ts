/** Shop and category archives: WooCommerce's loop markup, ordering form and pagination. */
import { __, _n } from '../server/i18n/demo-locale.ts';
import { sprintf } from '../../shared/messages/catalog.ts';
import { ORDER_OPTIONS, type ListedProduct, type OrderBy } from '../server/catalogue/catalogue-queries.ts';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailUrl } from '../server/catalogue/image-sizes.ts';
import { html, price, raw, type Raw } from '../server/html.ts';
import type { PriceWidget } from '../server/filter/filtered-listing.ts';
import { jsonScript, PRODUCTS_ANCHOR } from './layout.ts';
import type { LoopSwatch } from '../server/catalogue/gallery-images.ts';
import type { FiltersFirstPaint } from './first-paint-filters.ts';

export interface ShopPageData {
  heading: string;
  products: (ListedProduct & { priceHtml: string; swatches?: LoopSwatch[] })[];
  total: number;
  page: number;
  perPage: number;
  orderby: OrderBy | 'relevance';
  basePath: string;
  notices: Raw;
  /** The filter configuration, embedded for the elements. */
  filterConfig?: Record<string, unknown>;
  /** The elements' first query and its answer from the server (shown until their engine is ready). */
  firstResult?: unknown;
  /** Link to another page of these results (keeps the filters); default: the base path. */
  hrefFor?: (page: number) => string;
  /** The query's other parameters, kept by the ordering form (WooCommerce's wc_query_string_form_fields). */
  formFields?: [string, string][];
  /** The currency switcher, in the toolbar. */
  currencySwitcher?: Raw;
  /** WooCommerce's breadcrumb trail above the title (category archives): links, then the current page. */
  breadcrumbs?: { name: string; href: string }[];
  /** The ordering choices (WooCommerce adds 'Relevance' on search results); default ORDER_OPTIONS. */
  orderOptions?: [string, string][];
  /**
   * WooCommerce's classic price filter widget in the sidebar instead of the filter elements (the
   * demo's ?sidebar=woocommerce), enhanced by <shop-price-slider>.
   */
  priceWidget?: PriceWidget & { action: string; fields: [string, string][] };
  /** The filters for a visitor without scripts (inside <noscript> in the filter sidebar). */
  noScriptFilters?: Raw;
  /** The filter sidebar's and filter bar's first paints, each printed before its element (first-paint-filters.ts). */
  firstPaint?: FiltersFirstPaint;
}

/**
 * WooCommerce's content-widget-price-filter.php inside <shop-price-slider> — or bare, where no
 * script will ever enhance it (inside <noscript>).
 */
export function priceFilterWidget(w: PriceWidget & { action: string; fields: [string, string][] }, { enhanced = true } = {}): Raw {
  const form = html`<form method="get" action="${w.action}">
<div class="price_slider_wrapper"><div class="price_slider" style="display:none;"></div>
<div class="price_slider_amount" data-step="${w.step}">
<label class="screen-reader-text" for="min_price">${__('Min price')}</label><input type="text" id="min_price" name="min_price" value="${w.currentMin}" data-min="${w.min}" placeholder="${__('Min price')}">
<label class="screen-reader-text" for="max_price">${__('Max price')}</label><input type="text" id="max_price" name="max_price" value="${w.currentMax}" data-max="${w.max}" placeholder="${__('Max price')}">
<button type="submit" class="button">${__('Filter')}</button>
<div class="price_label" style="display:none;">${__('Price:')} <span class="from"></span> &mdash; <span class="to"></span></div>
${w.fields.filter(([name]) => name !== 'min_price' && name !== 'max_price' && name !== 'paged').map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<div class="clear"></div></div></div></form>`;
  return html`<section class="widget woocommerce widget_price_filter" aria-labelledby="shop-price-filter-title"><h2 class="widgettitle" id="shop-price-filter-title">${__('Filter by price')}</h2>
${enhanced ? html`<shop-price-slider>${form}</shop-price-slider>` : form}</section>`;
}

function rating(avg: number | null): Raw {
  if (!avg) return raw('');
  const rounded = Math.round(avg * 100) / 100;
  const [before = '', after = ''] = __('Rated %s out of 5').split('%s');
  return html`<div class="star-rating" role="img" aria-label="${sprintf(__('Rated %s out of 5'), rounded.toFixed(2))}"><span style="width:${(avg / 5) * 100}%">${before}<strong class="rating">${rounded.toFixed(2)}</strong>${after}</span></div>`;
}

function button(p: ListedProduct): Raw {
  // A listed variation with an "any" attribute needs the shopper's choice: its product page, as WooCommerce does.
  if (p.type === 'variable' || (p.variation && !p.variation.complete)) {
    return html`<a href="${productHref(p)}" data-quantity="1" class="button product_type_${p.type} add_to_cart_button" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${sprintf(__('Select options for “%s”'), p.name)}" rel="nofollow">${__('Select options')}</a>`;
  }
  if (!p.in_stock || (p.stock !== null && p.stock <= 0)) {
    return html`<a href="${productHref(p)}" class="button product_type_${p.type}" aria-label="${sprintf(__('Read more about “%s”'), p.name)}">${__('Read more')}</a>`;
  }
  return html`<a href="?add-to-cart=${p.id}" data-quantity="1" class="button product_type_${p.type} add_to_cart_button ajax_add_to_cart" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${sprintf(__('Add to cart: “%s”'), p.name)}" data-success_message="${sprintf(__('“%s” has been added to your cart'), p.name)}" rel="nofollow">${__('Add to cart')}</a>`;
}

/**
 * The theme's quick view trigger: a link to the product page (what it does without JavaScript),
 * which <shop-quick-view> opens in a lightbox instead.
 */
function quickViewTrigger(p: ListedProduct): Raw {
  // A variation's card links to its product with its attributes chosen; the quick view shows whole products.
  if (p.variation) return raw('');
  return html`<a href="/product/${p.slug}/" class="shop-QuickView-trigger" data-product_id="${p.id}" aria-label="${sprintf(__('Quick view: “%s”'), p.name)}">${__('Quick view')}</a>`;
}

/**
 * The colour swatches under a variable product's box: links to the product page with the colour
 * preselected (what they are without JavaScript); <shop-listing-swatches> makes them a radio
 * group that shows each colour's picture.
 */
function loopSwatchLinks(p: ShopPageData['products'][number]): Raw {
  if (!p.swatches?.length) return raw('');
  return html`<div class="shop-LoopSwatches" data-attribute_name="attribute_pa_color" data-label="${__('Colour')}">${p.swatches.map((s) => html`<a class="shop-LoopSwatch" href="${`/product/${p.slug}/?attribute_pa_color=${encodeURIComponent(s.value)}`}" data-value="${s.value}" data-name="${s.name}" data-image-src="${s.image}" data-image-srcset=""${s.color ? html` style="--shop-swatch-color:${s.color}"` : ''} title="${s.name}"><span class="screen-reader-text">${sprintf(__('%1$s in %2$s'), p.name, s.name)}</span></a>`)}</div>`;
}

/** A card's product page: a listed variation's is its product's, with its attributes chosen. */
const productHref = (p: ListedProduct): string => `/product/${p.slug}/${p.variation?.query ?? ''}`;

/** Cards whose images may be in the first screen: loaded at once (WordPress's rule omits lazy loading for the first 3). */
const EAGER_IMAGES = 3;

/**
 * One product card (li.product.post-<id>); position is ' first' / ' last' in a row of 3, or ''.
 * `index` is the card's place in the page's loop: the first cards' images are not lazy-loaded
 * (a lazy image above the fold waits for layout and delays the page's largest paint), the very
 * first is fetched at high priority. Cards fetched later for the filter stay lazy.
 */
export function productCard(p: ShopPageData['products'][number], position = '', index = EAGER_IMAGES): Raw {
  const loading = index === 0 ? raw(' fetchpriority="high"') : index < EAGER_IMAGES ? raw('') : raw(' loading="lazy"');
  return html`<li class="product type-product post-${p.id} status-publish product_cat-clothing${position}${p.sale_price !== null ? ' sale' : ''} product-type-${p.type}">
<a href="${productHref(p)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">
${p.sale_price !== null ? html`<span class="onsale">${__('Sale!')}</span>` : ''}
<img width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" src="${thumbnailUrl(p.id)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${p.name}"${loading} decoding="async">
<h2 class="woocommerce-loop-product__title">${p.name}</h2>
${rating(p.avg_rating)}
<span class="price">${raw(p.priceHtml)}</span>
</a>${loopSwatchLinks(p)}${button(p)}${quickViewTrigger(p)}</li>`;
}

/** The product loop, wrapped so its add-to-cart buttons add without a reload. */
export function productLoop(products: ShopPageData['products']): Raw {
  const position = (index: number) => (index % 3 === 0 ? ' first' : index % 3 === 2 ? ' last' : '');
  return html`<shop-listing-swatches><shop-add-to-cart><ul class="products columns-3">${products.map((p, i) => productCard(p, position(i), i))}</ul></shop-add-to-cart></shop-listing-swatches>`;
}

export function pageUrl(basePath: string, page: number, orderby: OrderBy | 'relevance'): string {
  const path = page > 1 ? `${basePath}page/${page}/` : basePath;
  return orderby === 'menu_order' ? path : `${path}?orderby=${orderby}`;
}

export function pagination(d: ShopPageData): Raw {
  const href = d.hrefFor ?? ((page: number) => pageUrl(d.basePath, page, d.orderby));
  const pages = Math.ceil(d.total / d.perPage);
  if (pages <= 1) return raw('');
  const links: Raw[] = [];
  if (d.page > 1) links.push(html`<li><a class="prev page-numbers" href="${href(d.page - 1)}" aria-label="${__('Previous page')}">&larr;</a></li>`);
  for (let n = 1; n <= pages; n++) {
    if (n !== 1 && n !== pages && Math.abs(n - d.page) > 2) {
      if (Math.abs(n - d.page) === 3) links.push(html`<li><span class="page-numbers dots">&hellip;</span></li>`);
      continue;
    }
    links.push(
      n === d.page
        ? html`<li><span aria-current="page" class="page-numbers current">${n}</span></li>`
        : html`<li><a class="page-numbers" href="${href(n)}" aria-label="${sprintf(__('Page %d'), n)}">${n}</a></li>`,
    );
  }
  if (d.page < pages) links.push(html`<li><a class="next page-numbers" href="${href(d.page + 1)}" aria-label="${__('Next page')}">&rarr;</a></li>`);
  return html`<nav class="woocommerce-pagination" aria-label="${__('Product Pagination')}"><ul class="page-numbers">${links}</ul></nav>`;
}

/**
 * WooCommerce's wc_no_products_found(). WooCommerce then prints no loop, count or ordering; this
 * theme prints them empty and hidden (as a theme may), so when a filter is removed the filter
 * fills them in place instead of reloading the page.
 */
export function noProductsFound(): Raw {
  return html`<div class="woocommerce-no-products-found"><div class="woocommerce-info" role="status">${__('No products were found matching your selection.')}</div></div>`;
}

/** WooCommerce's result count (woocommerce_result_count), a live region for the filter's updates. */
export function resultCount(d: ShopPageData): Raw {
  const from = (d.page - 1) * d.perPage + 1;
  const to = Math.min(d.total, d.page * d.perPage);
  return html`<p class="woocommerce-result-count" role="status">${d.total === 0 ? '' : d.total === 1 ? __('Showing the single result') : d.total <= d.perPage ? sprintf(_n('Showing all %d result', 'Showing all %d results', d.total), d.total) : sprintf(__('Showing %1$d–%2$d of %3$d results'), from, to, d.total)}</p>`;
}

/** WooCommerce's ordering form (woocommerce_catalog_ordering), keeping the query's other parameters. */
export function orderingForm(d: ShopPageData): Raw {
  return html`<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="${__('Shop order')}">
${(d.orderOptions ?? ORDER_OPTIONS).map(([value, label]) => html`<option value="${value}"${d.orderby === value ? raw(' selected') : ''}>${__(label)}</option>`)}
</select><input type="hidden" name="paged" value="1">${(d.formFields ?? []).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<button type="submit" class="button shop-ordering-submit">${__('Sort')}</button></form>`;
}

export function shopPage(d: ShopPageData): Raw {
  return html`<div class="woocommerce">
${d.filterConfig && !d.priceWidget ? jsonScript('shop-filter-config', d.filterConfig) : ''}${d.filterConfig && !d.priceWidget && d.firstResult ? jsonScript('shop-filter-first-result', d.firstResult) : ''}
${d.breadcrumbs?.length ? html`<nav class="woocommerce-breadcrumb" aria-label="${__('Breadcrumb')}">${d.breadcrumbs.map((c) => html`<a href="${c.href}">${c.name}</a> / `)}<span aria-current="page">${d.heading}</span></nav>` : ''}
<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${d.heading}</h1></header>
${d.notices}
<div class="shop-layout">
${
  d.priceWidget
    ? html`<aside class="shop-sidebar shop-sidebar--widgets">${priceFilterWidget(d.priceWidget)}</aside>
<div class="shop-content">`
    : html`<aside class="shop-sidebar">${d.firstPaint?.sidebar ?? ''}<shop-filter-sidebar min-screen="850">${d.noScriptFilters ?? ''}</shop-filter-sidebar></aside>
<div class="shop-content">
${d.firstPaint?.bar ?? ''}<shop-filter-bar max-screen="849"></shop-filter-bar>
${d.firstPaint?.applied ?? ''}<shop-applied-filters></shop-applied-filters>`
}
<div class="shop-toolbar">
${resultCount(d)}
${d.currencySwitcher ?? ''}
<shop-sort${d.total === 0 ? raw(' hidden') : ''}>${orderingForm(d)}</shop-sort>
</div>
<h2 id="${PRODUCTS_ANCHOR}" class="screen-reader-text" tabindex="-1">${__('Products')}</h2>
<shop-products>
${d.total === 0 ? html`${noProductsFound()}${productLoop([])}` : productLoop(d.products)}
</shop-products>
<shop-quick-view></shop-quick-view>
<shop-pagination>${pagination(d)}</shop-pagination>
</div>
</div>
</div>`;
}

export { price };
