/** Server-rendered pages and WooCommerce's no-script form handlers (?add-to-cart=, ?remove_item=). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as catalog from './catalog.ts';
import { addToCart, cartTotals, removeLine, setQuantity, writeCart } from './cart.ts';
import { changeCart } from './cart-mutation.ts';
import type { Db } from './db.ts';
import { miniCartWidget, removeUrl, variationList } from './fragments.ts';
import { cspNonce } from './security/headers.ts';
import { CART_HASH_KEY, FRAGMENT_NAME, wcParamsFor, type PageKind } from './wc-params.ts';
import { noticeName, raw } from './html.ts';
import { addNotice, cartOf, ensureSession, setCartCookies, takeNotices, NO_CACHE_HEADERS } from './session.ts';
import { CART_NONCE_ACTION, CHECKOUT_NONCE_ACTION, createNonce, verifyNonce } from './security/nonces.ts';
import { isCrossSite } from './security/same-origin.ts';
import { checks, validate, cartFormCheck, BadRequest } from './validation.ts';
import { addToCartConfirmPage } from '../templates/confirm.ts';
import { QUANTITY_NONCE_ACTION, THEME_PREFIX } from './admin-ajax.ts';
import { availabilityHtml, priceHtml, variationObject } from './variation-data.ts';
import { absint, attributeFields, quantityOf } from './wc-ajax.ts';
import { layout, noticesHtml } from '../templates/layout.ts';
import { shopPage } from '../templates/shop.ts';
import { productPage } from '../templates/product.ts';
import { cartPage, checkoutPage, orderReceivedPage, CHECKOUT_FIELDS } from '../templates/cart.ts';
import { price } from './html.ts';
import type { PaginationStrategy } from './filter-config.ts';
import { filteredListing } from './filtered-listing.ts';

/** The demo shows every pagination mode: ?pagination=pagination|show-more-button|infinite-scroll. */
const PAGINATION_STRATEGIES: PaginationStrategy[] = ['pagination', 'show-more-button', 'infinite-scroll'];

/** WooCommerce stops embedding variations above this count and answers get_variation instead. */
const AJAX_VARIATION_THRESHOLD = 30;

type Query = Record<string, string | undefined>;

/** The price shown on a product card: a range for variable products whose variations differ. */
export function withListingPrices(db: Db, products: catalog.ListedProduct[]) {
  return products.map((p) => {
    const range = catalog.priceRange(db, p);
    const priceText = p.type === 'variable' && range.min !== range.max ? `${price(range.min)} &ndash; ${price(range.max)}` : priceHtml(p.type === 'variable' ? { regular_price: range.min, sale_price: null } : p);
    return { ...p, priceHtml: priceText };
  });
}

/** The cart configuration every page prints for the elements (#shop-cart-params); the nonce is the session's. */
export function cartParamsFor(db: Db, sessionId: string | null): Record<string, unknown> {
  return {
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%', adminAjaxUrl: '/wp-admin/admin-ajax.php', cartUrl: '/cart/', redirectAfterAdd: false, themePrefix: THEME_PREFIX,
    nonce: createNonce(db, QUANTITY_NONCE_ACTION, sessionId),
    // The same storage keys as WooCommerce's cart-fragments.js, so both share one cache.
    cartHashKey: CART_HASH_KEY, fragmentName: FRAGMENT_NAME,
  };
}

/** WooCommerce's notice after an add: the 'View cart' button, then the quoted name. */
const addedNotice = (name: string) => `<a href="/cart/" class="button wc-forward">View cart</a> “${noticeName(name)}” has been added to your cart.`;

export function registerPages(app: FastifyInstance, db: Db): void {
  const topCategories = () => catalog.categories(db).filter((c) => c.parent_id === null && ['men', 'women', 'gear', 'clothing'].includes(c.slug));

  function page(request: FastifyRequest, reply: FastifyReply, title: string, bodyClass: string, render: (notices: ReturnType<typeof noticesHtml>) => ReturnType<typeof raw>) {
    const { sessionId, lines } = cartOf(db, request);
    if (sessionId) setCartCookies(db, request, reply, lines);
    const notices = noticesHtml(takeNotices(db, sessionId));
    reply.headers(sessionId ? NO_CACHE_HEADERS : {}).type('text/html; charset=utf-8');
    const kind: PageKind = bodyClass.includes('single-product') ? 'product' : bodyClass.includes('woocommerce-cart') ? 'cart' : bodyClass.includes('woocommerce-checkout') ? 'checkout' : 'any';
    const { count, total } = cartTotals(db, lines);
    return layout({
      title, bodyClass, content: render(notices), categories: topCategories(),
      cartParams: cartParamsFor(db, sessionId),
      wcParams: wcParamsFor(db, sessionId, kind),
      cspNonce: cspNonce(reply),
      miniCart: { count, totalHtml: price(total), widgetHtml: miniCartWidget(db, lines, sessionId) },
    });
  }

  function listing(request: FastifyRequest, reply: FastifyReply, heading: string, basePath: string, categoryId?: number) {
    const query = request.query as Query;
    const strategy = PAGINATION_STRATEGIES.find((s) => s === query.pagination) ?? 'show-more-button';
    const url = new URL(request.url, 'http://shop.local');
    const found = filteredListing(db, { pathname: url.pathname, search: url.search }, categoryId, strategy);
    if (found.page > 1 && found.products.length === 0) return reply.code(404).type('text/html').send(notFound(request, reply));
    const withPrices = withListingPrices(db, found.products);
    return page(request, reply, heading, 'woocommerce woocommerce-page archive post-type-archive-product', (notices) =>
      shopPage({
        heading, products: withPrices, total: found.total, page: found.page, perPage: catalog.PER_PAGE, orderby: found.orderby as catalog.OrderBy, basePath, notices,
        filterConfig: found.config, hrefFor: found.hrefFor, formFields: [...url.searchParams].filter(([name]) => name !== 'orderby' && name !== 'paged'),
      }));
  }

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    return page(request, reply, 'Page not found', 'error404', () => raw('<h1>Page not found</h1><p>Nothing was found at this location. <a href="/shop/">Go to the shop</a>.</p>'));
  }

  app.get('/shop/', (request, reply) => listing(request, reply, 'Shop', '/shop/'));
  app.get<{ Params: { n: string } }>('/shop/page/:n/', (request, reply) => listing(request, reply, 'Shop', '/shop/'));
  app.get('/product-category/*', (request, reply) => {
    const segments = ((request.params as { '*': string })['*'] ?? '').split('/').filter(Boolean);
    const pageIndex = segments.indexOf('page');
    const slugs = pageIndex >= 0 ? segments.slice(0, pageIndex) : segments;
    const category = catalog.categoryBySlug(db, slugs.at(-1) ?? '');
    if (!category) return reply.code(404).type('text/html').send(notFound(request, reply));
    return listing(request, reply, category.name, `/product-category/${slugs.join('/')}/`, category.id);
  });

  app.get<{ Params: { slug: string } }>('/product/:slug/', (request, reply) => {
    const product = catalog.productBySlug(db, request.params.slug);
    if (!product) return reply.code(404).type('text/html').send(notFound(request, reply));
    const variations = product.type === 'variable' ? catalog.variationsOf(db, product.id) : [];
    const range = catalog.priceRange(db, product);
    const details = new Map<string, string[]>();
    for (const a of catalog.attributesOf(db, product.id)) {
      const label = catalog.attributeLabel(a.taxonomy);
      details.set(label, [...(details.get(label) ?? []), a.name]);
    }
    const categories = (db.prepare('SELECT c.name, c.slug FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = ? ORDER BY c.parent_id IS NOT NULL DESC, c.id DESC').all(product.id) as { name: string; slug: string }[]);
    const inStock = product.type === 'variable' ? variations.some((v) => v.in_stock) : product.in_stock === 1 && (product.stock === null || product.stock > 0);
    return page(request, reply, product.name, `woocommerce woocommerce-page single-product product-${product.id}`, (notices) =>
      productPage({
        product, inStock, categories, notices, reviews: catalog.reviewsOf(db, product.id),
        priceHtml: product.type === 'variable' ? (range.min === range.max ? price(range.min) : `${price(range.min)} &ndash; ${price(range.max)}`) : priceHtml(product),
        availabilityHtml: product.type === 'variable' ? '' : availabilityHtml(product),
        attributes: product.type === 'variable' ? catalog.variationAttributes(db, product.id) : [],
        variationsJson: variations.length > AJAX_VARIATION_THRESHOLD ? false : JSON.stringify(variations.map((v) => variationObject(db, product, v))),
        chosen: attributeFields(request.query),
        details: [...details].map(([label, values]) => ({ label, values })),
      }));
  });

  // No-script product form: POST to the product page, as WooCommerce's form handler accepts.
  app.post<{ Params: { slug: string } }>('/product/:slug/', (request, reply) => {
    const body = validate(checks.formAddToCart, request.body);
    const id = absint(body['add-to-cart']);
    const { result, sessionId } = changeCart(db, request, reply, (lines, session) =>
      addToCart(db, session, lines, id, quantityOf(body.quantity), absint(body.variation_id), attributeFields(body)));
    const noticeSession = sessionId ?? ensureSession(db, request, reply);
    if (result.ok) addNotice(db, noticeSession, 'success', addedNotice(catalog.productById(db, id)?.name ?? 'Product'));
    else addNotice(db, noticeSession, 'error', result.message);
    return reply.redirect(`/product/${encodeURIComponent(request.params.slug)}/`, 303);
  });

  app.get('/cart/', (request, reply) => {
    const query = request.query as Query;
    if (query.remove_item !== undefined) {
      const { remove_item: key = '', _wpnonce: nonce } = validate(checks.removeItemLink, query);
      // WooCommerce: a remove link whose nonce is not this session's does nothing.
      const { sessionId } = cartOf(db, request);
      if (sessionId && verifyNonce(db, CART_NONCE_ACTION, sessionId, nonce)) {
        const { result } = changeCart(db, request, reply, (lines) => (removeLine(lines, key) ? { ok: true, key } : { ok: false, message: '' }));
        if (result.ok) addNotice(db, sessionId, 'success', 'Item removed.');
      }
      return reply.redirect('/cart/', 303);
    }
    const { sessionId, lines } = cartOf(db, request);
    const { priced, total } = cartTotals(db, lines);
    return page(request, reply, 'Cart', 'woocommerce-cart woocommerce-page', (notices) =>
      cartPage(priced, total, (key) => removeUrl(db, sessionId, key), notices, (l) => variationList(db, l), createNonce(db, CART_NONCE_ACTION, sessionId)));
  });

  app.post('/cart/', (request, reply) => {
    const body = validate(cartFormCheck, request.body);
    const { sessionId } = cartOf(db, request);
    if (!sessionId) return reply.redirect('/cart/', 303);
    if (!verifyNonce(db, CART_NONCE_ACTION, sessionId, body['woocommerce-cart-nonce'])) {
      addNotice(db, sessionId, 'error', 'Your cart could not be updated because the page had expired. Please try again.');
      return reply.redirect('/cart/', 303);
    }
    const errors: string[] = [];
    changeCart(db, request, reply, (lines) => {
      for (const [name, value] of Object.entries(body)) {
        const key = /^cart\[([^\]]+)\]\[qty\]$/.exec(name)?.[1];
        if (!key || typeof value !== 'string' || value.trim() === '') continue;
        const result = setQuantity(db, lines, key, Number(value));
        if (!result.ok) errors.push(result.message);
      }
      return { ok: true, key: '' };
    });
    for (const message of errors) addNotice(db, sessionId, 'error', message);
    addNotice(db, sessionId, 'success', 'Cart updated.');
    return reply.redirect('/cart/', 303);
  });

  app.get('/checkout/', (request, reply) => {
    const { lines } = cartOf(db, request);
    const { priced, total } = cartTotals(db, lines);
    if (priced.length === 0) return reply.redirect('/cart/', 302);
    return page(request, reply, 'Checkout', 'woocommerce-checkout woocommerce-page', (notices) => checkoutPage(priced, total, {}, notices, createNonce(db, CHECKOUT_NONCE_ACTION, cartOf(db, request).sessionId)));
  });

  app.post('/checkout/', (request, reply) => {
    const { sessionId, lines } = cartOf(db, request);
    const { priced, total } = cartTotals(db, lines);
    if (!sessionId || priced.length === 0) return reply.redirect('/cart/', 303);
    const body = Object.fromEntries(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 200) : '']));
    const nonce = createNonce(db, CHECKOUT_NONCE_ACTION, sessionId);
    if (!verifyNonce(db, CHECKOUT_NONCE_ACTION, sessionId, body['woocommerce-process-checkout-nonce'])) {
      return page(request, reply, 'Checkout', 'woocommerce-checkout woocommerce-page', () =>
        checkoutPage(priced, total, body, noticesHtml([{ kind: 'error', message: 'We were unable to process your order, please try again.' }]), nonce));
    }
    const errors = CHECKOUT_FIELDS.filter(([name]) => !String(body[name] ?? '').trim()).map(([, label]) => `<strong>${label}</strong> is a required field.`);
    if (body.billing_email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.billing_email)) errors.push('Invalid billing email address');
    const stockErrors = priced.map((l) => (l.product.stock !== null && l.quantity > l.product.stock ? `Sorry, we do not have enough “${noticeName(l.product.name)}” in stock to fulfil your order.` : null)).filter(Boolean) as string[];
    errors.push(...stockErrors);
    if (errors.length > 0) {
      reply.code(200);
      return page(request, reply, 'Checkout', 'woocommerce-checkout woocommerce-page', () =>
        checkoutPage(priced, total, body, noticesHtml(errors.map((message) => ({ kind: 'error' as const, message }))), nonce));
    }
    const orderKey = `wc_order_${randomBytes(8).toString('hex')}`;
    const billing = Object.fromEntries(CHECKOUT_FIELDS.map(([name]) => [name, String(body[name]).trim()]));
    const items = priced.map((l) => ({ product_id: l.product_id, variation_id: l.variation_id, name: l.variation_id ? l.product.name : (l.parent ?? l.product).name, quantity: l.quantity, total: l.lineTotal }));
    const orderId = db.transaction(() => {
      for (const l of priced) if (l.product.stock !== null) db.prepare('UPDATE products SET stock = stock - ?, in_stock = CASE WHEN stock - ? > 0 THEN 1 ELSE 0 END WHERE id = ?').run(l.quantity, l.quantity, l.product.id);
      const id = Number(db.prepare('INSERT INTO orders (order_key, session_id, billing, items, total, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(orderKey, sessionId, JSON.stringify(billing), JSON.stringify(items), total, 'processing', Date.now()).lastInsertRowid);
      writeCart(db, sessionId, []);
      return id;
    })();
    setCartCookies(db, request, reply, []);
    return reply.redirect(`/checkout/order-received/${orderId}/?key=${orderKey}`, 303);
  });

  app.get<{ Params: { id: string } }>('/checkout/order-received/:id/', (request, reply) => {
    const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(absint(request.params.id)) as { id: number; order_key: string; billing: string; items: string; total: number; created_at: number } | undefined;
    if (!order || order.order_key !== (request.query as Query).key) return reply.code(404).type('text/html').send(notFound(request, reply));
    return page(request, reply, 'Order received', 'woocommerce-checkout woocommerce-order-received', () =>
      orderReceivedPage({ id: order.id, total: order.total, created_at: order.created_at, email: (JSON.parse(order.billing) as Record<string, string>).billing_email ?? '', items: JSON.parse(order.items) as never[] }));
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).type('text/html').send(notFound(request, reply)));

  // WooCommerce's ?add-to-cart=<id> link (listing buttons without JavaScript), on any page.
  // From another site it only asks: a page elsewhere must not change a shopper's cart.
  app.addHook('preHandler', (request, reply, done) => {
    const query = request.query as Query;
    if (request.method !== 'GET' || query['add-to-cart'] === undefined || query['wc-ajax']) return done();
    let fields;
    try {
      fields = validate(checks.addToCartLink, query);
    } catch (error) {
      return done(error as BadRequest);
    }
    const id = absint(fields['add-to-cart']);
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.delete('add-to-cart');
    url.searchParams.delete('quantity');
    const product = catalog.productById(db, id);
    if (isCrossSite(request)) {
      if (!product || product.type === 'variation') return void reply.redirect(url.pathname + url.search, 303);
      return void reply.send(page(request, reply, 'Add to cart?', 'woocommerce woocommerce-page', () => addToCartConfirmPage(product, url.pathname + url.search)));
    }
    const { result, sessionId } = changeCart(db, request, reply, (lines, session) => addToCart(db, session, lines, id, quantityOf(fields.quantity)));
    const noticeSession = sessionId ?? ensureSession(db, request, reply);
    if (result.ok) addNotice(db, noticeSession, 'success', addedNotice(product?.name ?? 'Product'));
    else addNotice(db, noticeSession, 'error', result.message);
    void reply.redirect(url.pathname + url.search, 303);
  });
}
