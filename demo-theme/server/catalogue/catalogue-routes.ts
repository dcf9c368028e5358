/** The catalogue's pages (shop, categories, product) and the product form's no-script add (POST to the product page). */
import { noScriptFilters } from '../../templates/no-script-filters.ts';
import { firstPaintFilters } from '../../templates/first-paint-filters.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as catalog from './catalogue-queries.ts';
import { addToCart } from '../cart/cart.ts';
import { changeCart } from '../cart/cart-mutation.ts';
import type { Db } from '../db.ts';
import type { PageFrame } from '../pages/page-frame.ts';
import { demoSettingsOf } from '../pages/demo-settings-state.ts';
import { noticeName } from '../html.ts';
import { addNotice, ensureSession } from '../session.ts';
import { checks, validate } from '../validation.ts';
import { priceHtml } from './variation-data.ts';
import { BASE_CURRENCY, currencyOf, inCurrency, priceIn, type ShopCurrency } from './currencies.ts';
import { absint, attributeFields, quantityOf } from '../request-fields.ts';
import { shopPage } from '../../templates/shop.ts';
import { specMarkupShopPage } from '../../templates/spec-markup-shop.ts';
import { currencySwitcher } from '../../templates/currency-switcher.ts';
import { productPage } from '../../templates/product.ts';
import { homePage } from '../../templates/home.ts';
import { currentUser } from '../accounts/accounts.ts';
import { isShopManager } from '../owner/shop-manager.ts';
import { productPageData } from './product-page-data.ts';
import { pendingReviewOf, reviewFormFor } from './review-routes.ts';
import { loopSwatches } from './gallery-images.ts';
import { paginationStrategyOf } from '../filter/page-filter-config.ts';
import { filteredListing, firstResultReply, wantsFirstResult } from '../filter/filtered-listing.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';

/** The demo shows every pagination mode: ?pagination=pagination|show-more-button|infinite-scroll. */

type Query = Record<string, string | undefined>;

/**
 * What a product card shows beyond the row: the price (a range for variable products whose
 * variations differ) and the colour swatches.
 */
export function withListingPrices(db: Db, products: catalog.ListedProduct[], currency: ShopCurrency = BASE_CURRENCY) {
  const shown = (amount: number) => priceIn(inCurrency(amount, currency), currency);
  return products.map((p) => {
    const range = catalog.priceRange(db, p);
    const priceText =
      p.type === 'variable' && range.min !== range.max
        ? `${shown(range.min)} &ndash; ${shown(range.max)}`
        : priceHtml(p.type === 'variable' ? { regular_price: range.min, sale_price: null } : p, currency === BASE_CURRENCY ? undefined : currency);
    return { ...p, priceHtml: priceText, swatches: loopSwatches(db, p) };
  });
}

/** WooCommerce's notice after an add: the 'View cart' button, then the quoted name. */
export const addedNotice = (name: string) =>
  `<a href="/cart/" class="button wc-forward">${__('View cart')}</a> ${sprintf(__('%s has been added to your cart.'), `“${noticeName(name)}”`)}`;

export function registerCatalogueRoutes(app: FastifyInstance, db: Db, { page, notFound }: PageFrame): void {
  function listing(
    request: FastifyRequest,
    reply: FastifyReply,
    heading: string,
    basePath: string,
    categoryId?: number,
    breadcrumbs?: { name: string; href: string }[],
    template: typeof shopPage = shopPage,
  ) {
    const query = request.query as Query;
    // The specification's markup page shows page links unless another mode is asked for.
    const strategy = paginationStrategyOf(query.pagination ?? (template === shopPage ? undefined : 'pagination'));
    const url = new URL(request.url, 'http://shop.local');
    const currency = currencyOf(query.currency);
    const found = filteredListing(
      db,
      { pathname: url.pathname, search: url.search },
      { categoryId, currency, singleVariations: demoSettingsOf(request).singleVariations },
      strategy,
    );
    if (wantsFirstResult(query)) return firstResultReply(reply, found.firstResult);
    if (found.page > 1 && found.products.length === 0) return reply.code(404).type('text/html').send(notFound(request, reply));
    const withPrices = withListingPrices(db, found.products, currency);
    return page(
      request,
      reply,
      heading,
      'woocommerce woocommerce-page archive post-type-archive-product',
      (notices) =>
        template({
          heading,
          products: withPrices,
          total: found.total,
          page: found.page,
          perPage: catalog.PER_PAGE,
          orderby: found.orderby as catalog.OrderBy,
          basePath,
          notices,
          filterConfig: found.config,
          firstResult: found.firstResult,
          firstPaint: firstPaintFilters(found.firstView),
          hrefFor: found.hrefFor,
          breadcrumbs,
          formFields: [...url.searchParams].filter(([name]) => name !== 'orderby' && name !== 'paged'),
          currencySwitcher: currencySwitcher(currency, { pathname: url.pathname, search: url.search }),
          noScriptFilters: noScriptFilters(
            found.linkedFilters(),
            found.priceWidget ? { ...found.priceWidget, action: basePath, fields: [...url.searchParams] } : null,
          ),
          // The demo's ?sidebar=woocommerce: WooCommerce's classic price filter widget instead of the filter elements.
          priceWidget:
            query.sidebar === 'woocommerce' && found.priceWidget ? { ...found.priceWidget, action: basePath, fields: [...url.searchParams] } : undefined,
        }),
      categoryId === undefined ? undefined : `${heading} at Luma & Co.: ${found.total} products, filtered as you like and delivered with free returns.`,
    );
  }

  app.get('/shop/', (request, reply) => listing(request, reply, 'Shop', '/shop/'));
  app.get<{ Params: { n: string } }>('/shop/page/:n/', (request, reply) => listing(request, reply, 'Shop', '/shop/'));
  // The shop as a theme written for the filter's specification prints it (containers by class, no custom tags).
  const specMarkup = (request: FastifyRequest, reply: FastifyReply) =>
    listing(request, reply, 'Shop (specification markup)', '/spec-markup/', undefined, undefined, specMarkupShopPage);
  app.get('/spec-markup/', specMarkup);
  app.get<{ Params: { n: string } }>('/spec-markup/page/:n/', specMarkup);
  app.get('/product-category/*', (request, reply) => {
    const segments = ((request.params as { '*': string })['*'] ?? '').split('/').filter(Boolean);
    const pageIndex = segments.indexOf('page');
    const slugs = pageIndex >= 0 ? segments.slice(0, pageIndex) : segments;
    const category = catalog.categoryBySlug(db, slugs.at(-1) ?? '');
    if (!category) return reply.code(404).type('text/html').send(notFound(request, reply));
    // Home / Shop / ancestors, as WooCommerce's breadcrumb prints a product_cat archive.
    const trail: { name: string; href: string }[] = [];
    for (let parent = category.parent_id; parent !== null;) {
      const up = catalog.categories(db).find((c) => c.id === parent);
      if (!up) break;
      trail.unshift({ name: up.name, href: `/product-category/${up.slug}/` });
      parent = up.parent_id;
    }
    return listing(request, reply, category.name, `/product-category/${slugs.join('/')}/`, category.id, [
      { name: 'Home', href: '/' },
      { name: 'Shop', href: '/shop/' },
      ...trail,
    ]);
  });

  // The home page (a search, /?s=, is answered before this by the search results page).
  app.get('/', (request, reply) => {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number | null }).n ?? 0;
    const top = catalog.categories(db).filter((c) => c.parent_id === null && ['men', 'women', 'gear', 'clothing'].includes(c.slug));
    return page(request, reply, __('Home'), 'home page-template-default woocommerce-page', (notices) =>
      homePage({
        notices,
        figures: [
          { value: String(count("SELECT COUNT(*) AS n FROM products WHERE type != 'variation'")), label: 'products' },
          { value: String(count('SELECT COUNT(*) AS n FROM categories')), label: 'categories' },
          { value: count('SELECT AVG(rating) AS n FROM reviews').toFixed(1), label: 'average rating' },
          { value: String(count('SELECT COUNT(*) AS n FROM reviews')), label: 'reviews' },
        ],
        categories: top.map((c) => ({
          name: c.name,
          slug: c.slug,
          count: catalog.listProducts(db, { categoryIds: catalog.categoryTree(db, c.id), page: 1, orderby: 'menu_order' }).total,
        })),
        popular: withListingPrices(db, catalog.listProducts(db, { page: 1, orderby: 'popularity' }).products.slice(0, 6)),
        editLinks: isShopManager(currentUser(db, request)),
      }),
    );
  });
  app.post('/', (_request, reply) => reply.redirect('/', 303));

  app.get<{ Params: { slug: string } }>('/product/:slug/', (request, reply) => {
    const product = catalog.productBySlug(db, request.params.slug);
    if (!product) return reply.code(404).type('text/html').send(notFound(request, reply));
    const shown = productPageData(db, product, request.query);
    const data = {
      ...shown,
      related: withListingPrices(db, catalog.listedProductsByIds(db, catalog.relatedProductIds(db, product.id))),
      reviewForm: reviewFormFor(db, request, product, shown.reviews.length),
      pendingReview: pendingReviewOf(db, product.id, request.query),
    };
    return page(
      request,
      reply,
      product.name,
      `woocommerce woocommerce-page single-product product-${product.id}`,
      (notices) => productPage({ ...data, notices }),
      product.short_description || product.description || product.name,
    );
  });

  // No-script product form: POST to the product page, as WooCommerce's form handler accepts.
  app.post<{ Params: { slug: string } }>('/product/:slug/', (request, reply) => {
    const body = validate(checks.formAddToCart, request.body);
    // The buy-now button carries the product id itself (a simple product's form has no other field for it).
    const id = absint(body['add-to-cart'] ?? body['shop-buy-now']);
    const buyNow = body['shop-buy-now'] !== undefined;
    const { result, sessionId } = changeCart(db, request, reply, (lines, session) =>
      addToCart(db, session, lines, id, quantityOf(body.quantity), absint(body.variation_id), attributeFields(body)),
    );
    const noticeSession = sessionId ?? ensureSession(db, request, reply);
    if (result.ok && buyNow) return reply.redirect('/checkout/', 303);
    if (result.ok) addNotice(db, noticeSession, 'success', addedNotice(catalog.productById(db, id)?.name ?? 'Product'));
    else addNotice(db, noticeSession, 'error', result.message);
    return reply.redirect(`/product/${encodeURIComponent(request.params.slug)}/`, 303);
  });
}
