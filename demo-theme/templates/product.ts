/** Single product page: gallery, summary, the add-to-cart (or variations) form, reviews. */
import { __, _n } from '../server/i18n/demo-locale.ts';
import { sprintf } from '../../shared/messages/catalog.ts';
import { pendingReviewItem, reviewForm, type ReviewFormData } from './review-form.ts';
import type { ProductRow } from '../server/catalogue/catalogue-queries.ts';
import type { GalleryImage } from '../server/catalogue/gallery-images.ts';
import { productCard, type ShopPageData } from './shop.ts';
import { quantityRules } from '../server/cart/quantity-rules.ts';
import { html, raw, type Raw } from '../server/html.ts';

export interface ProductPageData {
  product: ProductRow;
  priceHtml: string;
  availabilityHtml: string;
  inStock: boolean;
  /** Variation attributes; a value's `color` (a CSS colour) becomes a colour swatch. */
  attributes: { taxonomy: string; label: string; values: { slug: string; name: string; color?: string }[] }[];
  /** JSON of the variation objects, or false when there are too many to embed. */
  variationsJson: string | false;
  chosen: Record<string, string>;
  details: { label: string; values: string[] }[];
  reviews: { rating: number; title: string; body: string; reviewer: string; verified?: number }[];
  /** The review form (the product page's; the quick view has none). */
  reviewForm?: ReviewFormData;
  /** The visitor's own review awaiting approval (WordPress's moderation link). */
  pendingReview?: { id: number; rating: number; body: string } | null;
  categories: { name: string; slug: string }[];
  /** The gallery's images, the main one first. */
  gallery: GalleryImage[];
  /** Related products (the page's, not the quick view's). */
  related?: ShopPageData['products'];
  notices: Raw;
}

/**
 * WooCommerce's quantity input with the product's rules; a product sold individually gets a
 * hidden quantity of 1, as WooCommerce prints it.
 */
function quantityField(product: ProductRow, stock: number | null): Raw {
  const rules = quantityRules(product, null);
  if (rules.soldIndividually) return html`<div class="quantity"><input type="hidden" id="quantity_main" class="qty" name="quantity" value="1"></div>`;
  const max = stock === null ? rules.max : Math.min(stock, rules.max);
  return html`<shop-quantity name="quantity" value="${rules.min}" min="${rules.min}" max="${max}" step="${rules.step}" input-id="quantity_main"><div class="quantity"><label class="screen-reader-text" for="quantity_main">${__('Quantity')}</label><input type="number" id="quantity_main" class="input-text qty text" name="quantity" value="${rules.min}" min="${rules.min}" max="${max}" step="${rules.step}" inputmode="numeric"></div></shop-quantity>`;
}

/**
 * The theme's buy-now button: submits the product form with shop-buy-now=<id>, so the item is added
 * and the shopper goes straight to the checkout (the server redirects; with JavaScript the add
 * runs without a reload, then the page goes to data-redirect).
 */
function buyNowButton(productId: number): Raw {
  return html`<button type="submit" name="shop-buy-now" value="${productId}" class="shop-BuyNow button" data-redirect="/checkout/">${__('Buy now')}</button>`;
}

function simpleForm(d: Omit<ProductPageData, 'notices'>): Raw {
  if (!d.inStock) return raw('');
  return html`<form class="cart" action="/product/${d.product.slug}/" method="post" enctype="multipart/form-data">
${quantityField(d.product, d.product.stock)}
<button type="submit" name="add-to-cart" value="${d.product.id}" class="single_add_to_cart_button button alt">${__('Add to cart')}</button>
${buyNowButton(d.product.id)}
</form>`;
}

function variationsForm(d: Omit<ProductPageData, 'notices'>): Raw {
  return html`<form class="variations_form cart" action="/product/${d.product.slug}/" method="post" enctype="multipart/form-data" data-product_id="${d.product.id}" data-product_variations="${d.variationsJson === false ? 'false' : d.variationsJson}">
<table class="variations" role="presentation"><tbody>
${d.attributes.map(
  (a) => html`<tr><th class="label"><label for="${a.taxonomy}">${a.label}</label></th><td class="value">
<select id="${a.taxonomy}" name="attribute_${a.taxonomy}" data-attribute_name="attribute_${a.taxonomy}">
<option value="">${__('Choose an option')}</option>
${a.values.map((v) => html`<option value="${v.slug}"${v.color ? html` data-color="${v.color}"` : ''}${d.chosen[`attribute_${a.taxonomy}`] === v.slug ? raw(' selected') : ''}>${v.name}</option>`)}
</select></td></tr>`,
)}
</tbody></table>
<a class="reset_variations" href="/product/${d.product.slug}/" hidden>${__('Clear')}</a>
<div class="single_variation_wrap">
<div class="woocommerce-variation single_variation" role="status" aria-live="polite"></div>
<div class="woocommerce-variation-add-to-cart variations_button">
${quantityField(d.product, null)}
<button type="submit" class="single_add_to_cart_button button alt">${__('Add to cart')}</button>
${buyNowButton(d.product.id)}
<input type="hidden" name="add-to-cart" value="${d.product.id}">
<input type="hidden" name="product_id" value="${d.product.id}">
<input type="hidden" name="variation_id" class="variation_id" value="0">
</div></div>
</form>
${VARIATION_TEMPLATES}`;
}

/**
 * WooCommerce's gallery markup (the classes and data attributes its slider, zoom and lightbox
 * read), inside <shop-product-gallery>. Without JavaScript the images stack and each links to
 * its large version. Only the first image loads at once.
 */
function gallery(images: GalleryImage[]): Raw {
  return html`<shop-product-gallery><div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">
<div class="woocommerce-product-gallery__wrapper">${images.map((image, index) => html`<div data-thumb="${image.src}" data-thumb-alt="${image.alt}" class="woocommerce-product-gallery__image"><a href="${image.large}"><img width="600" height="600" src="${image.src}"${index === 0 ? raw(' class="wp-post-image" fetchpriority="high"') : raw(' loading="lazy"')} alt="${image.alt}" data-caption="" data-src="${image.large}" data-large_image="${image.large}" data-large_image_width="1200" data-large_image_height="1200" decoding="async"></a></div>`)}</div>
</div></shop-product-gallery>`;
}

/** The templates add-to-cart-variation.js fills in (wp.template), as WooCommerce prints them. */
const VARIATION_TEMPLATES = raw(`<script type="text/template" id="tmpl-variation-template">
<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
<p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p>
</script>`);

function stars(rating: number): Raw {
  const [before = '', after = ''] = __('Rated %s out of 5').split('%s');
  return html`<div class="star-rating" role="img" aria-label="${sprintf(__('Rated %s out of 5'), String(rating))}"><span style="width:${rating * 20}%">${before}<strong class="rating">${rating}</strong>${after}</span></div>`;
}

const averageRating = (d: Omit<ProductPageData, 'notices'>) => Math.round((d.reviews.reduce((n, r) => n + r.rating, 0) / d.reviews.length) * 10) / 10;

/** The product box: gallery and summary with the add-to-cart form (the page's and the quick view's). */
function productSummary(d: Omit<ProductPageData, 'notices'>, view: 'page' | 'quick-view'): Raw {
  const p = d.product;
  const url = `/product/${p.slug}/`;
  return html`<div id="product-${p.id}" class="product type-product post-${p.id} ${p.type === 'variable' ? 'product-type-variable' : 'product-type-simple'}">
${gallery(d.gallery)}
<div class="summary entry-summary">
${
  view === 'page'
    ? html`<nav class="woocommerce-breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/shop/">Shop</a>${d.categories.slice(0, 1).map((c) => html` / <a href="/product-category/${c.slug}/">${c.name}</a>`)} / ${p.name}</nav>
<h1 class="product_title entry-title">${p.name}</h1>`
    : html`<h2 class="product_title entry-title">${p.name}</h2>`
}
${d.reviews.length ? html`<div class="woocommerce-product-rating">${stars(averageRating(d))} <a href="${view === 'page' ? '' : url}#reviews" class="woocommerce-review-link">(<span class="count">${d.reviews.length}</span> ${_n('customer review', 'customer reviews', d.reviews.length)})</a></div>` : ''}
<p class="price">${raw(d.priceHtml)}</p>
<div class="woocommerce-product-details__short-description">${raw(p.short_description || '')}</div>
${raw(d.availabilityHtml)}
${p.type === 'variable' ? html`<shop-swatches>${variationsForm(d)}</shop-swatches>` : simpleForm(d)}
<div class="product_meta"><span class="sku_wrapper">${__('SKU:')} <span class="sku">${p.sku}</span></span></div>
${view === 'quick-view' ? html`<p class="shop-QuickView-more"><a href="${url}">${__('View full details')}<span class="screen-reader-text"> ${sprintf(__('of “%s”'), p.name)}</span></a></p>` : ''}
</div>
</div>`;
}

/**
 * The theme's quick view answer (admin-ajax `shop_quickview`): the product box as on its page,
 * its title an h2 (the lightbox labels itself with it), a link to the full page.
 */
export function quickViewHtml(d: Omit<ProductPageData, 'notices'>): string {
  return productSummary(d, 'quick-view').html;
}

function reviewsPanel(d: Omit<ProductPageData, 'notices'>): Raw {
  const count = d.reviews.length;
  const pending = d.pendingReview ? pendingReviewItem(d.pendingReview, stars(d.pendingReview.rating)) : '';
  return html`<div id="reviews" class="woocommerce-Reviews"><div id="comments">
<h2 class="woocommerce-Reviews-title">${count === 0 ? __('Reviews') : html`${sprintf(_n('%d review for', '%d reviews for', count), count)} <span>${d.product.name}</span>`}</h2>
${count === 0 && !pending ? html`<p class="woocommerce-noreviews">${__('There are no reviews yet.')}</p>` : html`<ol class="commentlist">${d.reviews.map((r, i) => html`<li class="review" id="li-comment-${i + 1}"><div id="comment-${i + 1}" class="comment_container"><div class="comment-text">${stars(r.rating)}<p class="meta"><strong class="woocommerce-review__author">${r.reviewer}</strong>${r.verified ? html` <em class="woocommerce-review__verified verified">${__('(verified owner)')}</em>` : ''}</p><div class="description">${r.title ? html`<p><strong>${r.title}</strong></p>` : ''}<p>${r.body}</p></div></div></div></li>`)}${pending}</ol>`}
</div>${d.reviewForm ? reviewForm(d.reviewForm) : ''}</div>`;
}

/**
 * WooCommerce's product tabs (single-product/tabs/tabs.php, the role="tab" on the links as in
 * its current template). Without JavaScript every panel shows and the tab links jump to them;
 * <shop-tabs> makes them tabs and opens the one the URL names (#reviews, #tab-description...).
 */
function productTabs(d: Omit<ProductPageData, 'notices'>): Raw {
  const tabs: [string, string, Raw][] = [['description', __('Description'), html`<h2>${__('Description')}</h2>${raw(d.product.description)}`]];
  if (d.details.length)
    tabs.push([
      'additional_information',
      __('Additional information'),
      html`<h2>${__('Additional information')}</h2><table class="woocommerce-product-attributes shop_attributes"><tbody>${d.details.map((x) => html`<tr class="woocommerce-product-attributes-item"><th class="woocommerce-product-attributes-item__label" scope="row">${x.label}</th><td class="woocommerce-product-attributes-item__value">${x.values.join(', ')}</td></tr>`)}</tbody></table>`,
    ]);
  tabs.push(['reviews', sprintf(__('Reviews (%d)'), d.reviews.length), reviewsPanel(d)]);
  return html`<shop-tabs><div class="woocommerce-tabs wc-tabs-wrapper">
<ul class="tabs wc-tabs" role="tablist">${tabs.map(([key, title]) => html`<li role="presentation" class="${key}_tab" id="tab-title-${key}"><a href="#tab-${key}" role="tab" aria-controls="tab-${key}">${title}</a></li>`)}</ul>
${tabs.map(([key, , body]) => html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab" id="tab-${key}" role="tabpanel" aria-labelledby="tab-title-${key}">${body}</div>`)}
</div></shop-tabs>`;
}

/**
 * The product sidebar (storefront.md: an off-canvas panel with the anchor #product-sidebar):
 * the product's categories and help, in a <shop-popup> whose dialog the theme styles as a side
 * panel (.shop-Popup.product-sidebar). Without JavaScript it is a plain section at the end of
 * the page and its link jumps to it.
 */
function productSidebar(d: ProductPageData): Raw {
  return html`<shop-popup><aside id="product-sidebar" class="shop-ProductSidebar" aria-labelledby="product-sidebar-title"><h2 id="product-sidebar-title">${__('Browse the shop')}</h2>
<h3>${__('Product categories')}</h3><ul>${d.categories.map((c) => html`<li><a href="/product-category/${c.slug}/">${c.name}</a></li>`)}<li><a href="/shop/">${__('All products')}</a></li></ul>
<h3>${__('Need help?')}</h3><p>${__('Call us or write to us: we answer within a day.')} <a href="tel:+15550100">+1 555 0100</a></p></aside></shop-popup>`;
}

export function productPage(d: ProductPageData): Raw {
  return html`<div class="woocommerce">
${d.notices}
<shop-add-to-cart>
${productSummary(d, 'page')}
</shop-add-to-cart>
${d.inStock ? html`<shop-sticky-add-to-cart></shop-sticky-add-to-cart>` : ''}
<p class="shop-ProductSidebar-link"><a href="#product-sidebar" aria-haspopup="dialog">${__('Browse the shop')}</a></p>
${productTabs(d)}
${d.related?.length ? html`<section class="related products"><h2>${__('Related products')}</h2><shop-listing-swatches><shop-add-to-cart><ul class="products columns-4">${d.related.map((r, i) => productCard(r, i % 4 === 0 ? ' first' : i % 4 === 3 ? ' last' : ''))}</ul></shop-add-to-cart></shop-listing-swatches></section>` : ''}
${productSidebar(d)}
</div>`;
}
