/** The theme's page frame: header with navigation and the mini-cart, notices, footer. */
import { html, raw, type Raw } from '../server/html.ts';
import { isPremium, type DataLayer } from '../../shared/engine/tracking/data-layer.ts';
import { BUILT_IN_EXCLUDED_DOMAINS } from '../../shared/engine/tracking/excluded-domain.ts';
import { CONSENT_STORAGE_KEY } from '../../shared/engine/consent/consent-storage-names.ts';
import { abHideScript, vwoLibraryPrefix, vwoTolerance } from '../../shared/engine/tracking/services/vwo-payloads.ts';
import { consentRevealScript } from '../../shared/engine/consent/consent-reveal-script.ts';
import { markupToHtml } from '../../shared/engine/html/markup-tree.ts';
import { printedBanner } from '../../elements/consent-banner/consent-banner-view.ts';
import { DEFAULT_CONSENT_MESSAGES, type ConsentMessages } from '../../elements/consent-banner/consent-messages.ts';
import { __, DEMO_LOCALES, requestLocale } from '../server/i18n/demo-locale.ts';
import { sentence } from './sentence.ts';

export interface LayoutOptions {
  title: string;
  bodyClass: string;
  content: Raw;
  cartParams: Record<string, unknown>;
  /** WooCommerce's params objects (woocommerce_params, wc_add_to_cart_params, ...). */
  wcParams: Record<string, Record<string, unknown>>;
  /** The response's CSP nonce: inline scripts carry it. */
  cspNonce: string;
  /** The header cart as the server knows it, for the no-script fallback and for fragments. */
  miniCart: { count: number; totalHtml: string; widgetHtml: string };
  categories: { name: string; slug: string }[];
  /** The vertical category menu: top categories and their children; `forceOpen` on the home page. */
  categoryMenu: { forceOpen: boolean; tree: { name: string; slug: string; children: { name: string; slug: string }[] }[] };
  /** The page's path and query, for the language switcher to come back to. */
  path: string;
  /** The phrase of a search results page (shown in the header's search box). */
  searchQuery?: string;
  /** Meta description for search results. */
  description: string;
  /** The tracking's data layer (#shop-tracking-data), read by <shop-tracking> and <shop-consent-banner>. */
  dataLayer: DataLayer;
  /** The shop's VAPID public key, for the cart push prompt. */
  pushPublicKey: string;
  /** Chunks every page needs, preloaded beside the loader. */
  preload: string[];
  notices?: { kind: 'success' | 'error' | 'info'; message: string }[];
  /** The demo's switches: banners, popups, how the header sticks. */
  extras: {
    header: 'sticky' | 'hide-on-scroll' | 'static';
    storeNotice?: Raw;
    comingSoon?: Raw;
    /** The login popup (for a visitor not logged in), else null. */
    loginPopup: Raw | null;
    cartPopup?: Raw;
    /** WordPress's admin bar, for a shop manager (a page editor): adminBar(). */
    adminBar?: boolean;
    /** The header's search as an icon opening a lightbox (searchLightbox()), not a box in the header. */
    searchLightbox?: boolean;
    /** WooCommerce's front-end scripts, when this browser asked for them (demo-theme/server/pages/wc-scripts.ts). */
    wooCommerceScripts?: string[];
  };
}

export function noticesHtml(notices: LayoutOptions['notices'] = []): Raw {
  // Messages are HTML made by the server with every name escaped (see noticeName).
  // As wc_print_notices: successes, then every error in one list, then infos.
  const of = (kind: string) => notices.filter((n) => n.kind === kind);
  const errors = of('error');
  return html`<div class="woocommerce-notices-wrapper">${of('success').map((n) => html`<div class="woocommerce-message" role="alert">${raw(n.message)}</div>`)}${
    errors.length ? html`<ul class="woocommerce-error" role="alert">${errors.map((n) => html`<li>${raw(n.message)}</li>`)}</ul>` : ''
  }${of('info').map((n) => html`<div class="woocommerce-info" role="status">${raw(n.message)}</div>`)}</div>`;
}

/** JSON inside a script: `<` escaped so it cannot end the script. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** A JSON configuration block the elements read by id; `<` escaped so it cannot end the script. */
export function jsonScript(id: string, data: unknown): Raw {
  return html`<script type="application/json" id="${id}">${raw(scriptJson(data))}</script>`;
}

/**
 * WooCommerce's params objects, each in the inline script WordPress prints for it
 * (`<handle>-js-extra`), carrying the page's CSP nonce.
 */
export function wcParamsScripts(params: Record<string, Record<string, unknown>>, nonce: string): Raw {
  const handles: Record<string, string> = {
    woocommerce_params: 'woocommerce',
    wc_add_to_cart_params: 'wc-add-to-cart',
    wc_cart_fragments_params: 'wc-cart-fragments',
    wc_add_to_cart_variation_params: 'wc-add-to-cart-variation',
    wc_cart_params: 'wc-cart',
    wc_checkout_params: 'wc-checkout',
  };
  return html`${Object.entries(params).map(
    ([name, value]) => html`<script id="${`${handles[name] ?? name}-js-extra`}" nonce="${nonce}">var ${name} = ${raw(scriptJson(value))};</script>
`,
  )}`;
}

/**
 * The header cart before and without our scripts: WooCommerce's cart link with count and total
 * and the mini-cart widget (shown on hover and focus by the theme's CSS), the targets cart
 * fragments replace. <shop-mini-cart> takes its place when it runs.
 */
const CART_ICON = raw(
  '<span class="shop-MiniCart-icon" aria-hidden="true"><svg viewBox="0 0 24 24" width="22" height="22" focusable="false"><path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9c.8 0 1.4-.4 1.7-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16c-.7 1.3.3 3 1.8 3h12v-2H7l1.1-2Z"/></svg></span>',
);

/**
 * WooCommerce's product search form (get_product_search_form), in the element's own markup so
 * that <shop-live-search> replaces it without moving anything. Without scripts it searches.
 */
export function searchFallback(query: string): Raw {
  return html`<div class="shop-LiveSearch"><form class="shop-LiveSearch-form woocommerce-product-search" role="search" action="/" method="get"><label class="screen-reader-text" for="shop-search-field">${__('Search for products')}</label><input id="shop-search-field" class="shop-LiveSearch-input search-field" type="search" name="s" value="${query}" placeholder="${__('Search for products…')}" autocomplete="off"><input type="hidden" name="post_type" value="product"><button type="submit" class="shop-LiveSearch-submit button">${__('Search')}</button></form></div>`;
}

const SEARCH_ICON = raw(
  '<svg viewBox="0 0 24 24" width="22" height="22" focusable="false" aria-hidden="true"><path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"/></svg>',
);

/** The header's search icon (search in a lightbox): it opens #search-lightbox, without scripts too (:target). */
export const searchIcon = (): Raw => html`<a class="shop-Header-search" href="#search-lightbox" aria-label="${__('Search for products')}">${SEARCH_ICON}</a>`;

/**
 * The header's search lightbox: the search form in a <shop-popup>, the live search without its
 * own phone dialog (the lightbox is one already). Without scripts the icon's link shows it as a
 * panel at the top of the page (theme.css, :target) with a link that closes it.
 */
export function searchLightbox(query: string): Raw {
  return html`<shop-popup><div id="search-lightbox" class="shop-SearchLightbox"><h2 class="screen-reader-text">${__('Search for products')}</h2><shop-live-search mobile-breakpoint="0">${searchFallback(query)}</shop-live-search><a class="shop-SearchLightbox-back" href="#">${__('Close the search')}</a></div></shop-popup>`;
}

/**
 * WordPress's admin bar (#wpadminbar) as a page editor sees it: fixed at the top, the page below
 * it; printed at the end of the page as wp_footer does (the skip links stay first). The elements read it: the sticky header sticks under it, the photo feed's errors show only
 * with it, and the loader says in the console when reduced motion is on.
 */
export const adminBar = (): Raw =>
  html`<div id="wpadminbar" class="shop-AdminBar"><nav aria-label="${__('Toolbar')}"><ul><li><a href="/">Luma &amp; Co.</a></li><li><a href="/shop-owner/">${__('Shop owner')}</a></li></ul></nav></div>`;

/** The products of a listing: the target of the 'Skip to products' link, past the filters. */
export const PRODUCTS_ANCHOR = 'shop-products-start';

export function miniCartFallback(cart: LayoutOptions['miniCart']): Raw {
  // The same icon, count and total the element shows, so its first render does not move the header.
  const total = cart.count > 0 ? html` <span class="shop-MiniCart-total">${raw(cart.totalHtml)}</span>` : '';
  return html`<div class="shop-MiniCart-fallback site-header-cart"><a class="cart-contents" href="/cart/"><span class="screen-reader-text">${__('Cart:')}</span> ${CART_ICON}<span class="shop-MiniCart-count">${cart.count}</span> <span class="screen-reader-text">${__('items')}${cart.count > 0 ? ',' : ''}</span>${total}</a>
<div class="widget woocommerce widget_shopping_cart">${raw(cart.widgetHtml)}</div></div>`;
}

/** The cart configuration the elements read (#shop-cart-params). */
export function cartParamsScript(params: Record<string, unknown>): Raw {
  return jsonScript('shop-cart-params', params);
}

/** The vertical category menu: a disclosure button (with JavaScript) and the categories. */
export function categoryMenu(m: LayoutOptions['categoryMenu']): Raw {
  return html`<shop-category-menu${m.forceOpen ? raw(' force-open') : raw('')}><nav class="shop-CategoryMenu" aria-label="${__('All categories')}"><button type="button" class="shop-CategoryMenu-toggle" aria-expanded="${m.forceOpen ? 'true' : 'false'}" aria-controls="shop-category-menu-list">${__('Categories')}</button>
<ul id="shop-category-menu-list" class="shop-CategoryMenu-list"${m.forceOpen ? raw('') : raw(' hidden')}>${m.tree.map((c) => html`<li><a href="/product-category/${c.slug}/">${c.name}</a>${c.children.length ? html`<ul>${c.children.map((k) => html`<li><a href="/product-category/${c.slug}/${k.slug}/">${k.name}</a></li>`)}</ul>` : ''}</li>`)}</ul></nav></shop-category-menu>`;
}

/** With the A/B service on, the page stays hidden (at most its tolerance) until the variant is applied. */
function abTestHide(layer: DataLayer, nonce: string): Raw {
  const vwo = layer.pixels.vwo;
  if (!vwo?.id || !isPremium(layer)) return raw('');
  const consent = layer.general.consent_management;
  const script = abHideScript({
    storageKey: CONSENT_STORAGE_KEY,
    revision: consent.revision,
    grantedByDefault: !consent.explicit_consent && consent.restricted_regions.length === 0,
    toleranceMs: vwoTolerance(vwo).settings,
    library: {
      prefix: vwoLibraryPrefix(vwo),
      accountId: vwo.id,
      libraryToleranceMs: vwoTolerance(vwo).library,
      excludedUrls: vwo.excluded_urls,
      excludedDomains: [...BUILT_IN_EXCLUDED_DOMAINS, ...layer.general.exclude_domains],
    },
  });
  return html`<script id="shop-ab-hide" nonce="${nonce}">${raw(script)}</script>
`;
}

const POLICY_URL = '/privacy-policy/';

/**
 * The consent banner with its question printed (hidden) and the inline script that shows it at
 * once when no choice is stored: it paints with the page, not after the scripts. Only where the
 * visitor is asked without a region lookup (explicit consent, no restricted regions).
 */
function consentBanner(layer: DataLayer, nonce: string): Raw {
  const consent = layer.general.consent_management;
  if (!consent.explicit_consent || consent.restricted_regions.length > 0) return html`<shop-consent-banner policy-url="${POLICY_URL}"></shop-consent-banner>`;
  const messages = Object.fromEntries(Object.entries(DEFAULT_CONSENT_MESSAGES).map(([key, english]) => [key, __(english)])) as ConsentMessages;
  const reveal = consentRevealScript({ storageKey: CONSENT_STORAGE_KEY, revision: consent.revision });
  return html`<shop-consent-banner policy-url="${POLICY_URL}">${raw(markupToHtml(printedBanner(messages, POLICY_URL)))}</shop-consent-banner><script id="shop-consent-reveal" nonce="${nonce}">${raw(reveal)}</script>`;
}

/** The footer's language switcher: links that work without scripts (the server remembers the choice). */
function languageSwitcher(back: string): Raw {
  const current = requestLocale();
  return html`<nav class="shop-Languages" aria-label="${__('Language')}"><ul>${DEMO_LOCALES.map((l) =>
    l.id === current.id
      ? html`<li><span aria-current="true" lang="${l.lang}">${l.name}</span></li>`
      : html`<li><a href="/demo-language/?locale=${l.id}&amp;back=${encodeURIComponent(back)}" lang="${l.lang}" hreflang="${l.lang}">${l.name}</a></li>`,
  )}</ul></nav>`;
}

export function layout(o: LayoutOptions): string {
  const language = requestLocale();
  // rel=expect: no frame is painted before the parser has reached <main>, so the header is whole.
  // Below 850 px its items are reordered (title, account and cart first); a frame painted
  // mid-header (a slow phone's parser yields there) showed the category menu on the first row,
  // then moved it to the second (a layout shift up to 0.15 at 375 px). Chromium unblocks when
  // the target is inserted, hence <main> rather than the header itself.
  // The A/B head script comes before the stylesheets: an inline script after them waits for them,
  // and it is what asks for VWO's library (the page stays hidden until that library has run).
  return (
    '<!doctype html>' +
    html`<html lang="${language.lang}" dir="${language.dir}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} – Luma &amp; Co.</title>
<link rel="icon" href="data:,">
<meta name="description" content="${o.description}">
${abTestHide(o.dataLayer, o.cspNonce)}<link rel="stylesheet" href="/dist/storefront.css">
<link rel="stylesheet" href="/assets/theme.css">
<link rel="expect" href="#main" blocking="render">
<link rel="modulepreload" href="/dist/loader.js">${o.preload.map((href) => html`<link rel="modulepreload" href="${href}">`)}
${cartParamsScript(o.cartParams)}
${language.file ? jsonScript('shop-translations', language.file) : ''}
${wcParamsScripts(o.wcParams, o.cspNonce)}${jsonScript('shop-tracking-data', o.dataLayer)}
<script type="module" src="/dist/loader.js"></script>
</head><body class="${o.bodyClass}${o.extras.adminBar ? ' admin-bar' : ''}">
<a class="skip-link screen-reader-text" href="#main">${__('Skip to content')}</a>${o.bodyClass.split(' ').includes('archive') ? html`<a class="skip-link screen-reader-text" href="#${PRODUCTS_ANCHOR}">${__('Skip to products')}</a>` : ''}
${consentBanner(o.dataLayer, o.cspNonce)}<shop-tracking hidden></shop-tracking><shop-order-attribution hidden></shop-order-attribution><shop-cart-capture hidden></shop-cart-capture><shop-exit-intent></shop-exit-intent><shop-push-prompt public-key="${o.pushPublicKey}" worker="/dist/push-sw.js"></shop-push-prompt>
${o.extras.storeNotice ?? ''}
${o.extras.header === 'static' ? raw('') : raw(`<shop-sticky-header${o.extras.header === 'hide-on-scroll' ? ' hide-on-scroll' : ''}>`)}<header class="site-header"><div class="site-header-inner">
${categoryMenu(o.categoryMenu)}
<a class="site-title" href="/">Luma &amp; Co.</a>
<nav class="site-nav" aria-label="${__('Product categories')}"><ul>
<li><a href="/shop/">${__('Shop')}</a></li>
${o.categories.map((c) => html`<li><a href="/product-category/${c.slug}/">${c.name}</a></li>`)}
</ul></nav>
${o.extras.searchLightbox ? searchIcon() : html`<shop-live-search>${searchFallback(o.searchQuery ?? '')}</shop-live-search>`}
${o.extras.loginPopup ? html`<a class="shop-Header-account" href="/my-account/" data-open="#login-form-popup">${__('Log in')}</a>` : html`<a class="shop-Header-account" href="/my-account/">${__('My account')}</a>`}
<shop-mini-cart>${miniCartFallback(o.miniCart)}</shop-mini-cart>
</div></header>${o.extras.header === 'static' ? raw('') : raw('</shop-sticky-header>')}${o.extras.searchLightbox ? searchLightbox(o.searchQuery ?? '') : ''}
<main id="main" class="site-main">${o.content}</main>
<footer class="site-footer"><nav aria-label="${__('Shop')}"><a href="/my-account/">${__('My account')}</a> · <a href="/cart/"${o.extras.cartPopup ? raw(' data-open="#cart-popup"') : raw('')}>${__('Cart')}</a> · <a href="/checkout/">${__('Checkout')}</a> · <a href="/demo-settings/">${__('Demo settings')}</a> · <a href="/privacy-policy/" data-shop-consent-open>${__('Cookie settings')}</a> · <a href="/tracking-settings/">${__('Tracking settings')}</a> · <a href="/tracking-inspector/">${__('Tracking inspector')}</a></nav><p>${sentence(__('Questions? Call %1$s or write to %2$s.'), html`<a href="tel:+15550100">+1 555 0100</a>`, html`<a href="mailto:help@luma.example">help@luma.example</a>`)}</p>${languageSwitcher(o.path)}<p>${__('Demo store for the storefront elements. Catalogue: Magento Luma sample data and WooCommerce sample products.')}</p>${o.extras.comingSoon ?? ''}</footer>
${o.extras.loginPopup ?? ''}${o.extras.cartPopup ?? ''}${o.extras.adminBar ? adminBar() : ''}${(o.extras.wooCommerceScripts ?? []).map((src) => html`<script src="${src}" nonce="${o.cspNonce}"></script>`)}
</body></html>`.html
  );
}
