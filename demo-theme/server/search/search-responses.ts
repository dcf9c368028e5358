/**
 * The search add-on's answers (FiboSearch's protocol with our prefix):
 * the suggestions for a query, the details panel's HTML per object id, and prices per id. Every
 * value printed into HTML is escaped here; the client sanitises it again on its one path.
 */
import { __ } from '../i18n/demo-locale.ts';
import { buildSuggestions, parseObjectId, type Grouping, type Suggestion } from '../../../shared/engine/search/suggestions.ts';
import * as catalog from '../catalogue/catalogue-queries.ts';
import { priceHtml, availabilityHtml } from '../catalogue/variation-data.ts';
import { imageUrl } from '../catalogue/image-sizes.ts';
import type { Db } from '../db.ts';
import { esc, html, price, plainText, raw, stripTags, type Raw } from '../html.ts';
import { searchCatalogue, type ProductHit } from './search.ts';
import { searchResultsPath } from '../../../shared/engine/search/results-path.ts';

const DESCRIPTION_WORDS = 15;

function productPriceHtml(db: Db, product: catalog.ProductRow): string {
  if (product.type !== 'variable') return priceHtml(product);
  const range = catalog.priceRange(db, product);
  return range.min === range.max ? price(range.min) : `${price(range.min)} &ndash; ${price(range.max)}`;
}

function words(text: string, limit: number): string {
  const all = plainText(stripTags(text)).split(/\s+/).filter(Boolean);
  return all.length > limit ? `${all.slice(0, limit).join(' ')}…` : all.join(' ');
}

function thumb(id: number, size = 64): Raw {
  return html`<img src="${imageUrl(id)}" width="${size}" height="${size}" alt="" decoding="async">`;
}

/** A variation's own page: its parent's, with its attributes preselected (attribute_* in the URL). */
function variationUrl(db: Db, parent: catalog.ProductRow, variationId: number): string {
  const params = new URLSearchParams(catalog.attributesOf(db, variationId).map((a) => [`attribute_${a.taxonomy}`, a.slug]));
  const query = params.toString();
  return `/product/${parent.slug}/${query ? `?${query}` : ''}`;
}

function productSuggestion(db: Db, hit: ProductHit): Suggestion | null {
  const product = catalog.productById(db, hit.id);
  if (!product || !product.slug) return null;
  // desc is HTML in the protocol: the words are escaped (a description's "&lt;b&gt;" stays text).
  const common = {
    thumb_html: thumb(hit.variationId ?? product.id).html,
    desc: esc(words(product.short_description || product.description, DESCRIPTION_WORDS)),
  };
  if (hit.variationId !== null) {
    const variation = catalog.productById(db, hit.variationId);
    if (!variation) return null;
    return {
      type: 'product_variation',
      post_id: product.id,
      variation_id: variation.id,
      value: plainText(variation.name),
      url: variationUrl(db, product, variation.id),
      sku: variation.sku,
      price: priceHtml(variation),
      product_type: 'variation',
      ...common,
    };
  }
  // product_type (an extension field): the details panel offers 'Add to cart' for simple products in stock.
  const purchasable = product.type === 'simple' && product.in_stock === 1 && (product.stock === null || product.stock > 0);
  return {
    type: 'product',
    post_id: product.id,
    value: plainText(product.name),
    url: `/product/${product.slug}/`,
    sku: product.sku,
    price: productPriceHtml(db, product),
    product_type: product.type,
    purchasable,
    ...common,
  };
}

function breadcrumbs(db: Db, categoryId: number): string {
  const all = catalog.categories(db);
  const trail: string[] = [];
  for (let parent = all.find((c) => c.id === categoryId)?.parent_id ?? null; parent !== null;) {
    const up = all.find((c) => c.id === parent);
    if (!up) break;
    trail.unshift(up.name);
    parent = up.parent_id;
  }
  return trail.join(' > ');
}

export interface SuggestionsAnswer {
  suggestions: Suggestion[];
  total: number;
  time: string;
  engine: string;
}

export function searchSuggestions(db: Db, query: string, grouping: Grouping): SuggestionsAnswer {
  const start = performance.now();
  const found = searchCatalogue(db, query);
  const categories = catalog.categories(db);
  const suggestions = buildSuggestions(
    {
      product_cat: found.categories.map((c) => {
        const category = categories.find((row) => row.id === c.id);
        return {
          type: 'taxonomy',
          taxonomy: 'product_cat',
          term_id: c.id,
          value: plainText(c.name),
          url: `/product-category/${category?.slug ?? ''}/`,
          breadcrumbs: breadcrumbs(db, c.id),
        };
      }),
      product: found.products
        .slice(0, 7)
        .map((hit) => productSuggestion(db, hit))
        .filter((s): s is Suggestion => s !== null),
      page: found.pages.map((page, i) => ({ type: 'post', post_type: 'page', post_id: i + 1, value: page.title, url: page.url })),
    },
    { grouping, totalProducts: found.total, moreUrl: searchResultsPath(query), didYouMean: found.didYouMean },
  );
  return { suggestions, total: found.total, time: `${((performance.now() - start) / 1000).toFixed(2)} sec`, engine: 'shop-fts5' };
}

/**
 * The details panel's badges (storefront S2.28): WooCommerce's sale flash when what is shown is on
 * sale (a variable product: any of its variations), and 'Featured' for a featured product.
 */
function detailsBadges(db: Db, product: catalog.ProductRow, variation: catalog.ProductRow | null): Raw {
  const onSale = (row: catalog.ProductRow) => row.sale_price !== null && row.regular_price !== null && row.sale_price < row.regular_price;
  const sale = variation ? onSale(variation) : product.type === 'variable' ? catalog.variationsOf(db, product.id).some(onSale) : onSale(product);
  if (!sale && !product.featured) return raw('');
  return html`<span class="shop-SearchDetails-badges">${sale ? html`<span class="onsale">${__('Sale!')}</span>` : ''}${
    product.featured ? html`<span class="shop-SearchDetails-featured">${__('Featured')}</span>` : ''
  }</span>`;
}

function productDetails(db: Db, product: catalog.ProductRow, variation: catalog.ProductRow | null): Raw {
  const shown = variation ?? product;
  const url = variation ? variationUrl(db, product, variation.id) : `/product/${product.slug}/`;
  return html`<div class="shop-SearchDetails-product" data-product-id="${product.id}"${variation ? html` data-variation-id="${variation.id}"` : ''} data-product-type="${product.type}">
<div class="shop-SearchDetails-image">${thumb(shown.id, 300)}${detailsBadges(db, product, variation)}</div>
<h3 class="shop-SearchDetails-title"><a href="${url}">${plainText(shown.name)}</a></h3>
<div class="shop-SearchDetails-price price">${raw(variation ? priceHtml(variation) : productPriceHtml(db, product))}</div>
${shown.sku ? html`<p class="shop-SearchDetails-sku">SKU: ${shown.sku}</p>` : ''}
${product.type === 'variable' && !variation ? '' : raw(availabilityHtml(shown))}
<div class="shop-SearchDetails-desc">${words(product.short_description || product.description, 40)}</div>
</div>`;
}

function categoryDetails(db: Db, id: number): Raw | null {
  const category = catalog.categories(db).find((c) => c.id === id);
  if (!category) return null;
  const products = catalog.listProducts(db, { categoryIds: catalog.categoryTree(db, id), page: 1, orderby: 'menu_order' }).products.slice(0, 4);
  return html`<div class="shop-SearchDetails-term"><h3 class="shop-SearchDetails-title">${plainText(category.name)}</h3>
<ul class="shop-SearchDetails-products">${products.map((p) => html`<li><a href="/product/${p.slug}/">${thumb(p.id)}<span>${plainText(p.name)}</span></a></li>`)}</ul>
<a class="shop-SearchDetails-more" href="/product-category/${category.slug}/">${__('See all products')}</a></div>`;
}

/** The details endpoint: for each object id, the panel's HTML and the price (each id answered once). */
export function searchDetails(db: Db, objectIds: string[]): { items: { objectID: string; html: string; price: string }[] } {
  const items: { objectID: string; html: string; price: string }[] = [];
  for (const objectID of [...new Set(objectIds)]) {
    const parsed = parseObjectId(objectID);
    if (!parsed) continue;
    if (parsed.type === 'product' || parsed.type === 'product_variation') {
      const product = catalog.productById(db, parsed.id);
      if (!product || product.type === 'variation' || !product.slug) continue;
      const variation = parsed.type === 'product_variation' ? (catalog.productById(db, parsed.variationId) ?? null) : null;
      if (variation && variation.parent_id !== product.id) continue;
      items.push({ objectID, html: productDetails(db, product, variation).html, price: variation ? priceHtml(variation) : productPriceHtml(db, product) });
    } else if (parsed.type === 'taxonomy' && parsed.taxonomy === 'product_cat') {
      const details = categoryDetails(db, parsed.id);
      if (details) items.push({ objectID, html: details.html, price: '' });
    }
  }
  return { items };
}

/** The prices endpoint: price HTML per product or variation id. */
export function searchPrices(db: Db, ids: number[]): { success: true; data: Record<string, string> } {
  const data: Record<string, string> = {};
  for (const id of [...new Set(ids)]) {
    const product = catalog.productById(db, id);
    if (product) data[id] = product.type === 'variable' ? productPriceHtml(db, product) : priceHtml(product);
  }
  return { success: true, data };
}
