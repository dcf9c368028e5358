/**
 * Each adapter's calls for each event it supports, written out as the vendor documents them (a
 * fixture per event), the event names checked against each vendor's list of standard events, and
 * the gates: consent category, premium, exclusion patterns.
 */
import { describe, expect, test } from 'vitest';
import { acceptAll, revokeAll, type ConsentState } from '../../consent/consent-state.ts';
import { PIXEL_SERVICES, type DataLayer, type PixelServiceName, type PixelSettings } from '../data-layer.ts';
import { PREMIUM_SERVICE, SERVICE_CATEGORY, SERVICES, serviceGate } from '../service-gate.ts';
import { event, layer, order, sha256 } from '../tracking.fixtures.ts';
import { TRACKING_EVENT_NAMES } from '../tracking-event.ts';
import { bingPayloads } from './bing-payloads.ts';
import { hotjarPayloads } from './hotjar-payloads.ts';
import { linkedinPayloads } from './linkedin-payloads.ts';
import { outbrainPayloads } from './outbrain-payloads.ts';
import { pinterestPayloads } from './pinterest-payloads.ts';
import type { PixelPayloads } from './pixel-payloads.ts';
import { redditPayloads } from './reddit-payloads.ts';
import { snapchatPayloads } from './snapchat-payloads.ts';
import { taboolaPayloads } from './taboola-payloads.ts';
import { tiktokPayloads, tiktokServerPayload } from './tiktok-payloads.ts';
import { twitterPayloads } from './twitter-payloads.ts';
import { abHideScript, vwoLibraryPrefix, vwoPayloads } from './vwo-payloads.ts';

const ID = 'abcdefghij012345';

function settings(extra: Partial<PixelSettings> = {}): PixelSettings {
  return {
    script_url: '/vendor.js',
    id: '1600001',
    excluded_urls: [],
    id_type: 'sku',
    advanced_matching: true,
    page_load_time_tracking: false,
    event_ids: {},
    phone_conversion: '',
    ...extra,
  };
}

const purchaseOrder = order();

const purchase = () => event('purchase', { order: purchaseOrder });
const search = () => event('search', { products: [], value: 0, searchTerm: 'hoodie' });

describe('TikTok (short-video pixel and Events API)', () => {
  const contents = [
    {
      content_id: 'woo-hoodie-logo',
      content_type: 'product',
      content_name: 'Hoodie with Logo',
      content_category: 'Clothing,Hoodies,Men,Tops,Sale',
      brand: 'Luma',
      quantity: 2,
      price: 45,
    },
  ];
  test('ttq.track(Event, {contents, content_type, value, currency}, {event_id}); Search with query; identify with hashed e-mail and E.164 phone', async () => {
    expect(tiktokPayloads.event(event('add_to_cart'), settings())).toEqual([
      ['track', 'AddToCart', { contents, content_type: 'product', value: 90, currency: 'USD' }, { event_id: ID }],
    ]);
    expect(tiktokPayloads.event(purchase(), settings())).toEqual([
      ['track', 'CompletePayment', { contents, content_type: 'product', value: 90, currency: 'USD', order_id: '1007' }, { event_id: ID }],
    ]);
    expect(tiktokPayloads.event(search(), settings())).toEqual([['track', 'Search', { query: 'hoodie' }, { event_id: ID }]]);
    expect(tiktokPayloads.event(event('scroll'), settings())).toEqual([]);
    const matching = await tiktokPayloads.matching!(layer().user!, sha256);
    expect(matching).toEqual({ email: await sha256('ada@example.com'), phone_number: await sha256('+442079460958') });
    expect(tiktokPayloads.start(settings({ id: 'CPIXEL' }), matching)).toEqual([['load', 'CPIXEL'], ['identify', matching], ['page']]);
  });

  test('the Events API copy: the browser’s event id, time in seconds, the page without its query, hashed user, ttp and ttclid as they are', async () => {
    const copy = await tiktokServerPayload(
      event('add_to_cart', { page: { url: 'https://shop.test/p/?ttclid=abc&s=1', referrer: 'https://ref.test/', type: 'product' } }),
      settings({ events_api: true }),
      { ttp: 'abcdefghijklmnopqrstu', ttclid: 'E.C.P.xyz', locale: 'en', user: layer().user },
      sha256,
    );
    expect(copy).toEqual({
      event: 'add_to_cart',
      tiktok: {
        event: 'AddToCart',
        event_id: ID,
        event_time: 1_790_000_000,
        user: { ttp: 'abcdefghijklmnopqrstu', ttclid: 'E.C.P.xyz', email: await sha256('ada@example.com'), phone: await sha256('+442079460958'), locale: 'en' },
        page: { url: 'https://shop.test/p/', referrer: 'https://ref.test/' },
        properties: { contents, content_type: 'product', value: 90, currency: 'USD' },
      },
    });
    expect(
      await tiktokServerPayload(event('add_to_cart'), settings({ events_api: false }), { ttp: null, ttclid: null, locale: 'en', user: null }, sha256),
    ).toBeNull();
    expect(
      await tiktokServerPayload(event('view_cart'), settings({ events_api: true }), { ttp: null, ttclid: null, locale: 'en', user: null }, sha256),
    ).toBeNull();
  });
});

describe('Pinterest (image-pinning pixel)', () => {
  const line = {
    product_id: 'woo-hoodie-logo',
    product_name: 'Hoodie with Logo',
    product_price: 45,
    product_quantity: 2,
    product_category: 'Clothing/Hoodies/Men/Tops/Sale',
    product_brand: 'Luma',
  };
  test('addtocart and checkout with line_items, search with search_query, every call with the event id; load with the normalised e-mail', async () => {
    expect(pinterestPayloads.event(event('add_to_cart'), settings())).toEqual([
      ['track', 'addtocart', { event_id: ID, value: 90, currency: 'USD', order_quantity: 2, line_items: [line] }],
    ]);
    expect(pinterestPayloads.event(purchase(), settings())).toEqual([
      ['track', 'checkout', { event_id: ID, value: 90, currency: 'USD', order_quantity: 2, line_items: [line], order_id: '1007' }],
    ]);
    expect(pinterestPayloads.event(search(), settings())).toEqual([['track', 'search', { event_id: ID, search_query: 'hoodie' }]]);
    expect(pinterestPayloads.start(settings({ id: '26' }), await pinterestPayloads.matching!(layer().user!, sha256))).toEqual([
      ['load', '26', { em: 'ada@example.com' }],
      ['page'],
    ]);
  });
});

describe('Snapchat (ephemeral-photo pixel)', () => {
  test('ADD_CART / PURCHASE with item_ids, price, currency, number_items, transaction_id and client_dedup_id; hashed matching at init', async () => {
    const base = { item_ids: ['woo-hoodie-logo'], item_category: 'Clothing', price: 90, currency: 'USD', number_items: 2 };
    expect(snapchatPayloads.event(event('add_to_cart'), settings())).toEqual([['track', 'ADD_CART', { ...base, client_dedup_id: ID }]]);
    expect(snapchatPayloads.event(purchase(), settings())).toEqual([['track', 'PURCHASE', { ...base, transaction_id: '1007', client_dedup_id: ID }]]);
    expect(snapchatPayloads.event(search(), settings())).toEqual([['track', 'SEARCH', { search_string: 'hoodie', client_dedup_id: ID }]]);
    const matching = await snapchatPayloads.matching!(layer().user!, sha256);
    expect(snapchatPayloads.start(settings({ id: 'px' }), matching)).toEqual([
      ['init', 'px', { user_hashed_email: await sha256('ada@example.com'), user_hashed_phone_number: await sha256('+442079460958') }],
      ['track', 'PAGE_VIEW'],
    ]);
  });
});

describe('Reddit (discussion-forum pixel)', () => {
  test('AddToCart / Purchase with itemCount, value, currency, products and the conversion id; init with decimal values', async () => {
    const products = [{ id: 'woo-hoodie-logo', name: 'Hoodie with Logo', category: 'Clothing,Hoodies,Men,Tops,Sale' }];
    expect(redditPayloads.event(event('add_to_cart'), settings())).toEqual([
      ['track', 'AddToCart', { itemCount: 2, value: 90, currency: 'USD', products, conversionId: ID }],
    ]);
    expect(redditPayloads.event(purchase(), settings())).toEqual([
      ['track', 'Purchase', { itemCount: 2, value: 90, currency: 'USD', transactionId: '1007', products, conversionId: ID }],
    ]);
    expect(redditPayloads.start(settings({ id: 't2_x' }), {})).toEqual([
      ['init', 't2_x', { optOut: false, useDecimalCurrencyValues: true }],
      ['track', 'PageVisit'],
    ]);
  });
});

describe('X (microblogging pixel)', () => {
  test('twq(event, the event id the shop copied, {value, currency, contents, conversion_id}); an event without an id is not sent', () => {
    const x = settings({ id: 'o8', event_ids: { add_to_cart: 'tw-o8-a1', purchase: 'tw-o8-b1' } });
    const contents = [{ content_id: 'woo-hoodie-logo', content_name: 'Hoodie with Logo', content_type: 'product', content_price: 45, num_items: 2 }];
    expect(twitterPayloads.event(event('add_to_cart'), x)).toEqual([['event', 'tw-o8-a1', { conversion_id: ID, value: 90, currency: 'USD', contents }]]);
    expect(twitterPayloads.event(purchase(), x)).toEqual([
      ['event', 'tw-o8-b1', { conversion_id: ID, value: 90, currency: 'USD', contents, order_id: '1007' }],
    ]);
    expect(twitterPayloads.event(event('view_item'), x)).toEqual([]);
    expect(twitterPayloads.start(x, {})).toEqual([['config', 'o8']]);
  });
});

describe('Microsoft UET (search-engine ad network)', () => {
  test('pushes (event, action, retail parameters); page load time in seconds where on; a phone click as the configured conversion', () => {
    const ids = ['woo-hoodie-logo'];
    expect(bingPayloads.event(event('add_to_cart'), settings())).toEqual([
      [
        'event',
        'add_to_cart',
        {
          ecomm_prodid: ids,
          ecomm_pagetype: 'cart',
          ecomm_totalvalue: 90,
          revenue_value: 90,
          currency: 'USD',
          items: [{ id: ids[0], quantity: 2, price: 45 }],
        },
      ],
    ]);
    expect(bingPayloads.event(purchase(), settings())[0]).toEqual([
      'event',
      'purchase',
      {
        ecomm_prodid: ids,
        ecomm_pagetype: 'purchase',
        ecomm_totalvalue: 90,
        revenue_value: 90,
        currency: 'USD',
        items: [{ id: ids[0], quantity: 2, price: 45 }],
        transaction_id: '1007',
      },
    ]);
    const loadTime = event('page_load_time', { products: [], seconds: 1.234 });
    expect(bingPayloads.event(loadTime, settings())).toEqual([]);
    expect(bingPayloads.event(loadTime, settings({ page_load_time_tracking: true }))).toEqual([
      ['event', 'page_load_time', { event_category: 'Page Load Time', event_value: 1.23 }],
    ]);
    expect(bingPayloads.event(event('phone_click', { link: '+1 555' }), settings({ phone_conversion: 'phone_call' }))).toEqual([
      ['event', 'phone_call', { event_label: '+1 555' }],
    ]);
    expect(bingPayloads.start(settings(), {})).toEqual([['pageLoad']]);
  });
});

describe('LinkedIn, Outbrain (conversions named in the vendor’s dashboard)', () => {
  test('LinkedIn: lintrk(track, {conversion_id, event_id}); Outbrain: obApi(track, name, {orderValue, currency, orderId}); nothing without a name', () => {
    const ids = settings({ event_ids: { purchase: '17000003' } });
    expect(linkedinPayloads.event(purchase(), ids)).toEqual([['track', { conversion_id: 17_000_003, event_id: ID }]]);
    expect(linkedinPayloads.event(event('add_to_cart'), ids)).toEqual([]);
    const names = settings({ event_ids: { purchase: 'Purchase' } });
    expect(outbrainPayloads.event(purchase(), names)).toEqual([['track', 'Purchase', { orderValue: '90.00', currency: 'USD', orderId: '1007' }]]);
    expect(outbrainPayloads.event(event('add_to_cart'), names)).toEqual([]);
    expect(outbrainPayloads.start(names, {})).toEqual([['track', 'PAGE_VIEW']]);
  });
});

describe('Taboola (native-advertising pixel)', () => {
  test('_tfa notices: page_view at start, make_purchase with revenue, currency, orderid and quantity', () => {
    expect(taboolaPayloads.start(settings(), {})).toEqual([[{ notify: 'event', name: 'page_view', id: 1_600_001 }]]);
    expect(taboolaPayloads.event(purchase(), settings())).toEqual([
      [{ notify: 'event', name: 'make_purchase', id: 1_600_001, revenue: 90, currency: 'USD', quantity: 2, orderid: '1007' }],
    ]);
    expect(taboolaPayloads.event(event('add_to_cart'), settings())).toEqual([
      [{ notify: 'event', name: 'add_to_cart', id: 1_600_001, revenue: 90, currency: 'USD', quantity: 2 }],
    ]);
  });
});

describe('Hotjar and VWO (statistics)', () => {
  test('Hotjar: hj(event, name) for shop actions, none for scroll; VWO: a purchase as revenue, nothing else', () => {
    expect(hotjarPayloads.event(event('add_to_cart'), settings())).toEqual([['event', 'add_to_cart']]);
    expect(hotjarPayloads.event(event('scroll'), settings())).toEqual([]);
    expect(vwoPayloads.event(purchase(), settings())).toEqual([['track.revenueConversion', 90]]);
    expect(vwoPayloads.event(event('add_to_cart'), settings())).toEqual([]);
  });

  /** The head script run against a stand-in document: what it hid, the timers it set, the scripts it added. */
  function runHeadScript(script: string, stored: string | null, href = 'https://shop.test/shop/') {
    const attributes = new Set<string>();
    const style = new Map<string, string>();
    const timers: [() => void, number][] = [];
    const added: { src: string; async: boolean; vendor: string | null }[] = [];
    const documentElement = {
      setAttribute: (name: string) => attributes.add(name),
      removeAttribute: (name: string) => attributes.delete(name),
      style: { setProperty: (name: string, value: string) => style.set(name, value), removeProperty: (name: string) => style.delete(name) },
    };
    const document = {
      documentElement,
      createElement: () => {
        const element = { src: '', async: false, vendor: null as string | null, setAttribute: (_: string, value: string) => (element.vendor = value) };
        return element;
      },
      head: { appendChild: (element: (typeof added)[number]) => added.push({ src: element.src, async: element.async, vendor: element.vendor }) },
    };
    const window: { _vwo_code?: { account_id: string; finish: () => void; libExecuted: boolean } } = {};
    const location = { href, hostname: new URL(href).hostname };
    new Function('document', 'localStorage', 'setTimeout', 'location', 'window', script)(
      document,
      { getItem: () => stored },
      (fn: () => void, ms: number) => timers.push([fn, ms]),
      location,
      window,
    );
    return { hidden: style.get('opacity') === '0', attributes, timers, style, added, window };
  }
  const choice = (statistics: boolean, revision = 2) => JSON.stringify({ v: 1, revision, categories: { statistics, marketing: false, preferences: false } });

  test('the head script hides the page only when statistics is already allowed, and always shows it after the tolerance', () => {
    const script = abHideScript({ storageKey: 'shop_consent', revision: 2, grantedByDefault: false, toleranceMs: 2000 });
    expect(runHeadScript(script, null).hidden).toBe(false);
    expect(runHeadScript(script, choice(false)).hidden).toBe(false);
    expect(runHeadScript(script, choice(true, 1)).hidden).toBe(false);
    const shown = runHeadScript(script, choice(true));
    expect(shown.hidden).toBe(true);
    expect(shown.timers.map(([, ms]) => ms)).toEqual([2000]);
    expect(shown.added).toEqual([]);
    shown.timers[0]![0]();
    expect(shown.style.has('opacity')).toBe(false);
  });

  test('with the library named, it starts VWO’s library at once, whose finish shows the page; on an excluded address or domain it hides nothing', () => {
    const library = {
      prefix: vwoLibraryPrefix({ ...settings(), script_url: '/recorders/pixel/vwo/j.php', id: '700001' }),
      accountId: '700001',
      libraryToleranceMs: 2500,
      excludedUrls: ['', '/checkout/'],
      excludedDomains: ['staging.shop.test', ' '],
    };
    const script = abHideScript({ storageKey: 'shop_consent', revision: 2, grantedByDefault: false, toleranceMs: 2000, library });
    const shown = runHeadScript(script, choice(true), 'https://shop.test/shop/?orderby=price');
    const src = `/recorders/pixel/vwo/j.php?a=700001&vn=1.5&u=${encodeURIComponent('https://shop.test/shop/?orderby=price')}`;
    expect(shown.added).toEqual([{ src, async: true, vendor: src }]);
    expect(shown.hidden).toBe(true);
    expect(shown.window._vwo_code).toMatchObject({ account_id: '700001', libExecuted: false, settings_tolerance: 2000, library_tolerance: 2500 });
    shown.window._vwo_code!.finish();
    expect([shown.style.has('opacity'), shown.attributes.size]).toEqual([false, 0]);
    // Nothing for a visitor who has not allowed statistics, nor where the service does not load.
    expect(runHeadScript(script, choice(false)).added).toEqual([]);
    for (const href of ['https://shop.test/checkout/', 'https://staging.shop.test/shop/', 'https://shop.appspot.com/shop/']) {
      const run = runHeadScript(
        abHideScript({
          storageKey: 'shop_consent',
          revision: 2,
          grantedByDefault: false,
          toleranceMs: 2000,
          library: { ...library, excludedDomains: [...library.excludedDomains, 'appspot.com'] },
        }),
        choice(true),
        href,
      );
      expect([run.hidden, run.added.length], href).toEqual([false, 0]);
    }
  });
});

/** Each vendor's standard event names, from its documentation. */
const DOCUMENTED: Partial<Record<PixelServiceName, string[]>> = {
  tiktok: [
    'AddPaymentInfo',
    'AddToCart',
    'AddToWishlist',
    'ClickButton',
    'CompletePayment',
    'CompleteRegistration',
    'Contact',
    'Download',
    'InitiateCheckout',
    'PlaceAnOrder',
    'Search',
    'SubmitForm',
    'Subscribe',
    'ViewContent',
  ],
  pinterest: ['checkout', 'addtocart', 'pagevisit', 'signup', 'watchvideo', 'lead', 'search', 'viewcategory', 'custom'],
  snapchat: [
    'PAGE_VIEW',
    'VIEW_CONTENT',
    'ADD_CART',
    'START_CHECKOUT',
    'PURCHASE',
    'SEARCH',
    'ADD_TO_WISHLIST',
    'ADD_BILLING',
    'LIST_VIEW',
    'LOGIN',
    'SIGN_UP',
    'SAVE',
    'SUBSCRIBE',
  ],
  reddit: ['PageVisit', 'ViewContent', 'Search', 'AddToCart', 'AddToWishlist', 'Purchase', 'Lead', 'SignUp', 'Custom'],
  taboola: [
    'page_view',
    'view_content',
    'add_to_cart',
    'start_checkout',
    'make_purchase',
    'add_payment_info',
    'search',
    'add_to_wishlist',
    'lead',
    'complete_registration',
  ],
  bing: [
    'page_view',
    'view_item',
    'view_item_list',
    'view_search_results',
    'add_to_cart',
    'remove_from_cart',
    'view_cart',
    'begin_checkout',
    'purchase',
    'page_load_time',
    'phone_call',
  ],
};

const ADAPTERS: Partial<Record<PixelServiceName, PixelPayloads>> = {
  tiktok: tiktokPayloads,
  pinterest: pinterestPayloads,
  snapchat: snapchatPayloads,
  reddit: redditPayloads,
  taboola: taboolaPayloads,
  bing: bingPayloads,
};

/** The vendor's event name in a call, whatever the call's shape. */
const eventName = (call: unknown[]): string =>
  typeof call[0] === 'object' ? String((call[0] as { name: string }).name) : String(call[0] === 'track' || call[0] === 'event' ? call[1] : call[0]);

describe('every event of every adapter', () => {
  test('each name an adapter sends is one of the vendor’s standard events', () => {
    const full = settings({ page_load_time_tracking: true, phone_conversion: 'phone_call' });
    for (const [service, adapter] of Object.entries(ADAPTERS)) {
      for (const name of TRACKING_EVENT_NAMES) {
        const extra =
          name === 'purchase' ? { order: purchaseOrder } : name === 'page_load_time' ? { seconds: 1 } : name === 'search' ? { searchTerm: 'x' } : {};
        for (const call of adapter!.event(event(name, extra), full))
          expect(DOCUMENTED[service as PixelServiceName], `${service} ${name}`).toContain(eventName(call));
      }
    }
  });
});

describe('gates', () => {
  const withAll = (version: Partial<DataLayer['version']> = {}): DataLayer => {
    const base = layer();
    const pixels = { ...base.pixels } as DataLayer['pixels'];
    for (const name of PIXEL_SERVICES) pixels[name] = settings({ excluded_urls: ['/my-account/'] });
    return { ...base, version: { ...base.version, ...version }, pixels };
  };
  const granted = (statistics: boolean, marketing: boolean): ConsentState => ({ ...acceptAll(), statistics, marketing });

  test('statistics opens the analytics, heatmap and A/B services; marketing every ad pixel; nothing after revoke all', () => {
    const all = withAll();
    const url = 'https://shop.test/shop/';
    for (const name of SERVICES) {
      const category = SERVICE_CATEGORY[name];
      expect(serviceGate(name, all, granted(category === 'statistics', category === 'marketing'), url), name).toBe('load');
      if (name !== 'google') {
        expect(serviceGate(name, all, granted(category !== 'statistics', category !== 'marketing'), url), name).toBe('no-consent');
        expect(serviceGate(name, all, revokeAll(), url), name).toBe('no-consent');
      }
    }
    expect(SERVICES.filter((name) => SERVICE_CATEGORY[name] === 'statistics')).toEqual(['google', 'hotjar', 'vwo']);
  });

  test('premium services need the premium distribution; an excluded URL keeps a service off; an empty id is not configured', () => {
    const free = withAll({ distro: 'fms', pro: false });
    const url = 'https://shop.test/shop/';
    for (const name of PIXEL_SERVICES) expect(serviceGate(name, free, acceptAll(), url), name).toBe(PREMIUM_SERVICE[name] ? 'premium' : 'load');
    for (const name of PIXEL_SERVICES) expect(serviceGate(name, withAll(), acceptAll(), 'https://shop.test/my-account/orders/'), name).toBe('excluded');
    const unset = withAll();
    unset.pixels.tiktok = settings({ id: '' });
    expect(serviceGate('tiktok', unset, acceptAll(), url)).toBe('not-configured');
    expect(serviceGate('pinterest', { ...unset, pixels: { ...unset.pixels, pinterest: null } }, acceptAll(), url)).toBe('not-configured');
  });
});
