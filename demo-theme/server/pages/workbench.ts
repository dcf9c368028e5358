/** /workbench/: every element alone on a bare page (see templates/workbench.ts and workbench-elements.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as catalog from '../catalogue/catalogue-queries.ts';
import type { Db } from '../db.ts';
import { raw, html, type Raw } from '../html.ts';
import { cartParamsFor } from './page-frame.ts';
import { withListingPrices } from '../catalogue/catalogue-routes.ts';
import { productPageData } from '../catalogue/product-page-data.ts';
import { priceFilterWidget, productLoop } from '../../templates/shop.ts';
import { productPage } from '../../templates/product.ts';
import { loginForm } from '../../templates/account.ts';
import { addressFieldsElement } from '../../templates/address-fields.ts';
import { billingFieldsHtml } from '../../templates/cart.ts';
import { categoryMenu } from '../../templates/layout.ts';
import { cartPopup, loginPopup, storeNotice, STORE_NOTICE_TEXT } from '../../templates/site-extras.ts';
import {
  addToCartBench,
  filterElementBench,
  miniCartBench,
  productsBench,
  quantityBench,
  WORKBENCH,
  workbenchIndex,
  workbenchPage,
  type WorkbenchEntry,
} from '../../templates/workbench.ts';
import {
  addressFieldsBench,
  categoryMenuBench,
  countUpBench,
  listingBench,
  liveSearchBench,
  passwordToggleBench,
  popupBench,
  priceSliderBench,
  productBench,
  stickyHeaderBench,
  storeNoticeBench,
  photoFeedBench,
  trackingBench,
} from '../../templates/workbench-elements.ts';
import { filteredListing } from '../filter/filtered-listing.ts';
import { sessionFromRequest } from '../session.ts';
import { readCart } from '../cart/cart.ts';
import { miniCartWidget } from '../cart/fragments.ts';
import { currentUser } from '../accounts/accounts.ts';
import { createNonce, LOGIN_NONCE_ACTION } from '../security/nonces.ts';
import { dataLayerFor } from '../tracking/data-layer.ts';
import { vapidKeys } from '../push/push-subscriptions.ts';

const PRODUCT_ELEMENTS: Record<string, string> = {
  swatches: 'Choose a colour and a logo: the price, picture and stock follow; unavailable combinations are marked.',
  'product-gallery': 'Swipe or use the arrows; the thumbnails are tabs; open the lightbox and zoom.',
  tabs: 'Arrows move between the tabs; #reviews in the address opens the reviews; ?layout=accordion shows them as an accordion.',
  'sticky-add-to-cart': 'Scroll past the form’s button: the bar slides in, in step with the form both ways.',
};

export function registerWorkbench(app: FastifyInstance, db: Db): void {
  const url = (request: FastifyRequest) => new URL(request.url, 'http://shop.local');
  const listing = () => withListingPrices(db, catalog.listProducts(db, { page: 1, orderby: 'menu_order' }).products.slice(0, 6));

  const products = (request: FastifyRequest) => {
    const found = filteredListing(db, { pathname: url(request).pathname, search: url(request).search }, {}, 'show-more-button');
    const count =
      found.total === 0
        ? 'No products were found matching your selection.'
        : `Showing 1–${Math.min(found.total, found.products.length)} of ${found.total} results`;
    return productsBench(found.config, count, productLoop(withListingPrices(db, found.products)));
  };

  const filterElement = (entry: WorkbenchEntry, request: FastifyRequest) => {
    const found = filteredListing(
      db,
      { pathname: '/shop/', search: url(request).search },
      {},
      entry.module === 'pagination' ? 'pagination' : 'show-more-button',
    );
    return filterElementBench(entry, found.config, `${found.total} products match (at page load).`);
  };

  const categoryTree = (forceOpen: boolean) => {
    const all = catalog.categories(db);
    const tree = all
      .filter((c) => c.parent_id === null && ['men', 'women', 'gear'].includes(c.slug))
      .map((c) => ({ name: c.name, slug: c.slug, children: all.filter((k) => k.parent_id === c.id).map((k) => ({ name: k.name, slug: k.slug })) }));
    return categoryMenu({ forceOpen, tree });
  };

  const productOnPage = (entry: WorkbenchEntry, request: FastifyRequest) => {
    const product = catalog.productBySlug(db, 'hoodie')!;
    const page = productPage({ ...productPageData(db, product, request.query), notices: raw('') });
    // /workbench/tabs/?layout=accordion: the same tabs as an accordion.
    const accordion = entry.module === 'tabs' && url(request).searchParams.get('layout') === 'accordion';
    return productBench(entry.tag, PRODUCT_ELEMENTS[entry.module]!, accordion ? raw(page.html.replace('<shop-tabs>', '<shop-tabs layout="accordion">')) : page);
  };

  const marketing = (entry: WorkbenchEntry, request: FastifyRequest, what: string, body: Raw) => {
    const sessionId = sessionFromRequest(db, request);
    const content = productLoop(listing());
    const layer = dataLayerFor(db, {
      request,
      sessionId,
      user: currentUser(db, request),
      bodyClass: 'archive post-type-archive-product woocommerce-shop',
      title: 'Workbench',
      contentHtml: content.html,
      lines: readCart(db, sessionId),
    });
    return trackingBench(entry.tag, what, layer, html`<shop-consent-banner policy-url="/privacy-policy/"></shop-consent-banner>${body}${content}`);
  };

  const benches: Record<string, (entry: WorkbenchEntry, request: FastifyRequest) => Raw> = {
    'mini-cart': () => miniCartBench(),
    quantity: () => quantityBench(),
    products: (_entry, request) => products(request),
    'add-to-cart': () => addToCartBench(productLoop(listing())),
    'live-search': () => liveSearchBench(),
    'quick-view': (entry) =>
      listingBench(
        entry.tag,
        'Quick view on a box opens the product in a dialog: choose options, add, Escape back to the link.',
        productLoop(listing()),
        html`<shop-quick-view></shop-quick-view>`,
      ),
    'listing-swatches': (entry) =>
      listingBench(entry.tag, 'Arrows move between a box’s colours; each shows its picture and links to that colour.', productLoop(listing())),
    'price-slider': () => priceSliderBench(priceFilterWidget({ min: 0, max: 200, step: 10, currentMin: '', currentMax: '', action: '/shop/', fields: [] })),
    'password-toggle': () => passwordToggleBench(loginForm({ loginNonce: createNonce(db, LOGIN_NONCE_ACTION, null) })),
    'address-fields': () =>
      addressFieldsBench(addressFieldsElement(html`<div class="woocommerce-address-fields__field-wrapper">${billingFieldsHtml({})}</div>`)),
    'category-menu': () =>
      categoryMenuBench(
        categoryTree(false),
        raw(
          categoryTree(true)
            .html.replaceAll('shop-category-menu-list', 'shop-category-menu-list-open')
            .replace('aria-label="All categories"', 'aria-label="All categories, open at first"'),
        ),
      ),
    'sticky-header': (_entry, request) =>
      stickyHeaderBench(
        url(request).searchParams.has('hide-on-scroll'),
        html`<header class="site-header"><div class="site-header-inner"><a class="site-title" href="/">Luma &amp; Co.</a></div></header>`,
      ),
    'count-up': () => countUpBench(),
    'store-notice': () => storeNoticeBench(storeNotice(STORE_NOTICE_TEXT)),
    // ?adminbar=1: WordPress's admin bar, as a shop manager sees the page.
    'photo-feed': (_entry, request) =>
      html`${url(request).searchParams.has('adminbar') ? html`<div id="wpadminbar" class="shop-AdminBar">Admin bar (a shop manager)</div>` : ''}${photoFeedBench()}`,
    popup: (_entry, request) =>
      popupBench(
        loginPopup({ nonce: createNonce(db, LOGIN_NONCE_ACTION, null), redirect: '/workbench/popup/', notices: raw('') }),
        cartPopup(miniCartWidget(db, readCart(db, sessionFromRequest(db, request)), sessionFromRequest(db, request))),
      ),
    'consent-banner': (entry, request) =>
      marketing(
        entry,
        request,
        'Accept, reject or choose by category; the footer link reopens the choice.',
        html`<p><a href="/privacy-policy/" data-shop-consent-open>Cookie settings</a></p>`,
      ),
    'consent-settings': (entry, request) =>
      marketing(entry, request, 'The button reopens the banner’s choices.', html`<p><shop-consent-settings></shop-consent-settings></p>`),
    tracking: (entry, request) => marketing(entry, request, 'Accept all, then add a product.', html`<shop-tracking hidden></shop-tracking>`),
    'order-attribution': (entry, request) =>
      marketing(
        entry,
        request,
        'The hidden fields it fills in this form (open the developer tools): the source of this visit, the session’s pages.',
        html`<form class="checkout" action="#" method="get"><shop-order-attribution hidden></shop-order-attribution><button type="submit" class="button">Submit</button></form>`,
      ),
    'cart-capture': (entry, request) =>
      marketing(
        entry,
        request,
        'With marketing allowed and a cart, an e-mail typed here is kept with the cart (the owner page lists it).',
        html`<shop-cart-capture hidden></shop-cart-capture><p class="form-row"><label for="billing_email">Email address</label><input type="email" id="billing_email" name="billing_email" class="input-text" autocomplete="email"></p>`,
      ),
    'exit-intent': (entry, request) =>
      marketing(
        entry,
        request,
        'Accept all, add a product, wait four seconds, then move the pointer out through the top of the window.',
        html`<shop-exit-intent></shop-exit-intent>`,
      ),
    'push-prompt': (entry, request) =>
      marketing(
        entry,
        request,
        'Accept all, then add a product: the prompt asks once.',
        html`<shop-push-prompt public-key="${vapidKeys(db).publicKey}" worker="/dist/push-sw.js"></shop-push-prompt>`,
      ),
  };
  for (const module of Object.keys(PRODUCT_ELEMENTS)) benches[module] = productOnPage;

  const index = (request: FastifyRequest) => workbenchPage(null, cartParamsFor(db, sessionFromRequest(db, request)), workbenchIndex());
  app.get('/workbench/', (request, reply) => reply.type('text/html; charset=utf-8').send(index(request)));
  app.get<{ Params: { name: string } }>('/workbench/:name/', (request, reply) => {
    const entry = WORKBENCH.find((e) => e.module === request.params.name);
    if (!entry) return reply.code(404).type('text/html; charset=utf-8').send(index(request));
    const bench = benches[entry.module] ?? filterElement;
    return reply
      .type('text/html; charset=utf-8')
      .headers({ 'Cache-Control': 'no-store' })
      .send(workbenchPage(entry, cartParamsFor(db, sessionFromRequest(db, request)), bench(entry, request)));
  });
}
