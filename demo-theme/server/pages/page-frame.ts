/**
 * A full page of the demo theme for any route: the session's notices, the header cart, the
 * params objects and the CSP nonce, around the route's content. Also the 404 page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as catalog from '../catalogue/catalogue-queries.ts';
import { cartTotals } from '../cart/cart.ts';
import type { Db } from '../db.ts';
import { miniCartWidget } from '../cart/fragments.ts';
import { price, raw, type Raw } from '../html.ts';
import { cspNonce } from '../security/headers.ts';
import { wantsWcScripts, wcScriptUrlsFor } from './wc-scripts.ts';
import { CART_HASH_KEY, FRAGMENT_NAME, wcParamsFor, type PageKind } from './wc-params.ts';
import { cartOf, setCartCookies, takeNotices, PAGE_NO_CACHE_HEADERS } from '../session.ts';
import { createNonce, LOGIN_NONCE_ACTION, QUANTITY_NONCE_ACTION, THEME_PREFIX } from '../security/nonces.ts';
import { layout, noticesHtml } from '../../templates/layout.ts';
import { firstPaintPressesChunk, preloadedChunks } from './assets.ts';
import { comingSoonDismissed, demoSettingsOf, REST_NONCE, storeNoticeDismissed, USERS_ME } from './demo-settings-state.ts';
import { currentUser } from '../accounts/accounts.ts';
import { isShopManager } from '../owner/shop-manager.ts';
import { cartPopup, comingSoonBanner, loginPopup, storeNotice, storeNoticeId, STORE_NOTICE_TEXT } from '../../templates/site-extras.ts';
import { dataLayerFor } from '../tracking/data-layer.ts';
import { vapidKeys } from '../push/push-subscriptions.ts';
import { setAcrCookie } from '../tracking/acr-cookie.ts';
import { __ } from '../i18n/demo-locale.ts';

/** The cart configuration every page prints for the elements (#shop-cart-params); the nonce is the session's. */
export function cartParamsFor(db: Db, sessionId: string | null): Record<string, unknown> {
  return {
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
    adminAjaxUrl: '/wp-admin/admin-ajax.php',
    cartUrl: '/cart/',
    redirectAfterAdd: false,
    themePrefix: THEME_PREFIX,
    nonce: createNonce(db, QUANTITY_NONCE_ACTION, sessionId),
    // The same storage keys as WooCommerce's cart-fragments.js, so both share one cache.
    cartHashKey: CART_HASH_KEY,
    fragmentName: FRAGMENT_NAME,
  };
}

export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  title: string,
  bodyClass: string,
  render: (notices: Raw, couponError: string | null) => Raw,
  description?: string,
) => string;

export const STORE_DESCRIPTION = 'Luma & Co.: clothing, bags and gear for every day, with free returns. Shop tees, hoodies, jackets, pants and more.';

/** A meta description from HTML or text: tags gone, at most 155 characters on a word boundary. */
export function metaDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= 155 ? plain : `${plain.slice(0, 154).replace(/\s+\S*$/, '')}…`;
}

/** The page renderer and the 404 page, made once per app and handed to each domain's routes. */
export type PageFrame = ReturnType<typeof pageRenderer>;

export function pageRenderer(db: Db): { page: PageRenderer; notFound(request: FastifyRequest, reply: FastifyReply): string } {
  const topCategories = () => catalog.categories(db).filter((c) => c.parent_id === null && ['men', 'women', 'gear', 'clothing'].includes(c.slug));

  const categoryTree = () => {
    const all = catalog.categories(db);
    return topCategories().map((c) => ({
      name: c.name,
      slug: c.slug,
      children: all.filter((k) => k.parent_id === c.id).map((k) => ({ name: k.name, slug: k.slug })),
    }));
  };
  const preload = preloadedChunks();
  const pressesChunk = firstPaintPressesChunk();
  const page: PageRenderer = (request, reply, title, bodyClass, render, description = STORE_DESCRIPTION) => {
    const { sessionId, lines } = cartOf(db, request);
    if (sessionId) setCartCookies(db, request, reply, lines);
    const taken = takeNotices(db, sessionId);
    const user = currentUser(db, request);
    // A failed login from the popup comes back inside the popup (which then opens by itself).
    const inPopup = user ? [] : taken.filter((n) => n.area === 'login-popup');
    // A code refused by the checkout's coupon form comes back under its field (the checkout only).
    const couponError = bodyClass.includes('woocommerce-checkout') ? (taken.find((n) => n.area === 'checkout-coupon') ?? null) : null;
    const notices = noticesHtml(taken.filter((n) => !inPopup.includes(n) && n !== couponError));
    const settings = demoSettingsOf(request);
    const extras = {
      header: settings.header,
      storeNotice: settings.storeNotice && !storeNoticeDismissed(request, storeNoticeId(STORE_NOTICE_TEXT)) ? storeNotice(STORE_NOTICE_TEXT) : undefined,
      comingSoon: settings.comingSoon && !comingSoonDismissed(request) ? comingSoonBanner(USERS_ME, createNonce(db, REST_NONCE, sessionId)) : undefined,
      loginPopup: user
        ? null
        : loginPopup({
            nonce: createNonce(db, LOGIN_NONCE_ACTION, sessionId),
            redirect: request.url.split('#')[0]!.slice(0, 500),
            notices: inPopup.length ? noticesHtml(inPopup) : raw(''),
          }),
    };
    reply.headers(sessionId ? PAGE_NO_CACHE_HEADERS : {}).type('text/html; charset=utf-8');
    const kind: PageKind = bodyClass.includes('single-product')
      ? 'product'
      : bodyClass.includes('woocommerce-cart')
        ? 'cart'
        : bodyClass.includes('woocommerce-checkout')
          ? 'checkout'
          : 'any';
    const { count, total } = cartTotals(db, lines);
    const widgetHtml = miniCartWidget(db, lines, sessionId);
    const content = render(notices, couponError?.message ?? null);
    const dataLayer = dataLayerFor(db, { request, sessionId, user, bodyClass, title, contentHtml: content.html, lines });
    if (dataLayer.order) setAcrCookie(reply, dataLayer.order);
    return layout({
      title,
      path: request.url.slice(0, 400),
      bodyClass,
      content,
      dataLayer,
      pushPublicKey: vapidKeys(db).publicKey,
      categories: topCategories(),
      categoryMenu: { forceOpen: bodyClass.split(' ').includes('home'), tree: categoryTree() },
      description: metaDescription(description),
      // A page with a server's first paint also gets the module that keeps presses on it.
      preload: pressesChunk && content.html.includes('data-shop-first-paint=') ? [...preload, pressesChunk] : preload,
      cartParams: cartParamsFor(db, sessionId),
      wcParams: wcParamsFor(db, sessionId, kind),
      cspNonce: cspNonce(reply),
      miniCart: { count, totalHtml: price(total), widgetHtml },
      extras: {
        ...extras,
        cartPopup: settings.cartPopup ? cartPopup(widgetHtml) : undefined,
        searchLightbox: settings.searchLightbox,
        adminBar: isShopManager(user),
        wooCommerceScripts: wantsWcScripts(request) ? wcScriptUrlsFor(kind) : [],
      },
      // A search results page keeps its phrase in the header's search box.
      searchQuery: bodyClass.includes('search-results') ? String((request.query as Record<string, unknown>).s ?? '').slice(0, 200) : '',
    });
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    page(request, reply, __('Page not found'), 'error404', () =>
      raw('<h1>Page not found</h1><p>Nothing was found at this location. <a href="/shop/">Go to the shop</a>.</p>'),
    );

  return { page, notFound };
}
