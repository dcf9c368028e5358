import { describe, expect, test } from 'vitest';
import { acceptAll, defaultConsent, revokeAll, type ConsentSettings } from '../consent/consent-state.ts';
import { reachStep, quantityChange, shippingAddressComplete, startCheckout, plainLabel } from './checkout-progress.ts';
import { ConsentQueue } from './consent-queue.ts';
import { LIBRARY_VERSION, versionMismatch } from './data-layer.ts';
import { clickIdsFrom, externalReferrer, fbcFromFbclid, isValidEmail, isValidFbc, isValidFbp, isValidTtp } from './identifiers.ts';
import { mayFirePurchase, parseAcrCookie, withFiredOrder } from './purchase-dedupe.ts';
import { googleAllowed } from './google-consent.ts';
import { isExcludedDomain } from './excluded-domain.ts';
import { serviceGate } from './service-gate.ts';
import { ga4Event, googleCommands } from './services/google-payloads.ts';
import { metaBrowserCall, metaServerPayload } from './services/meta-payloads.ts';
import { cartLineProducts, cartValue, eventId, orderProducts, productDetails, validQuantity } from './tracking-event.ts';
import { metaUserData, normalizePhone } from './user-data.ts';

import { event, hoodie, layer, order as fixtureOrder, sha256 } from './tracking.fixtures.ts';

describe('product details and values', () => {
  test('value = Σ price × quantity; quantities from inputs default to 1 and respect the minimum; up to 5 categories', () => {
    const details = productDetails(hoodie, layer(), 3);
    expect(details.category).toHaveLength(5);
    expect(cartValue([details, { price: 9.99, quantity: 2 }])).toBe(154.98);
    expect(validQuantity('abc')).toBe(1);
    expect(validQuantity('0')).toBe(1);
    expect(validQuantity('1', 3)).toBe(3);
    expect(validQuantity('4')).toBe(4);
  });

  test('cart lines: the variation when the data layer has it, else its product; unknown lines left out', () => {
    const l = layer();
    l.products['47'] = { ...hoodie, id: '47', price: 50, is_variation: true, parent_id: '46' };
    const products = cartLineProducts(
      {
        a: { product_id: '46', variation_id: '47', quantity: 2 },
        b: { product_id: '46', variation_id: '99', quantity: 1 },
        c: { product_id: '5', variation_id: '0', quantity: 1 },
      },
      l,
    );
    expect(products.map((p) => [p.id, p.quantity, p.price])).toEqual([
      ['47', 2, 50],
      ['46', 1, 45],
    ]);
  });

  test('event ids are 16 base-36 characters', () => {
    expect(eventId((n) => new Uint8Array(n).map((_, i) => i * 17))).toMatch(/^[0-9a-z]{16}$/);
  });

  test('order items: price = (total + tax) / quantity', () => {
    const order = {
      id: '7',
      number: '7',
      key: 'k',
      affiliation: 'S',
      currency: 'USD',
      value: { total: 110, subtotal: 100, marketing: 100 },
      discount: 0,
      tax: 10,
      shipping: 0,
      coupon: '',
      quantity: 2,
      new_customer: true,
      customer_status: 'new' as const,
      items: [{ id: '46', variation_id: '0', name: 'Hoodie', quantity: 2, price: 50, total: 100, total_tax: 10 }],
    };
    expect(orderProducts(order, layer())[0]).toMatchObject({ id: '46', price: 55, quantity: 2 });
  });
});

describe('Google: GA4 events and Ads conversions', () => {
  test('add_to_cart: items with the configured id type, categories as item_category…5, value and currency, sent to GA4 and the Ads account', async () => {
    const commands = await googleCommands(event('add_to_cart'), layer().pixels.google!, layer(), sha256, { analytics: true, ads: true });
    expect(commands[0]).toEqual([
      'event',
      'add_to_cart',
      {
        currency: 'USD',
        value: 90,
        items: [
          {
            item_id: 'woo-hoodie-logo',
            item_name: 'Hoodie with Logo',
            quantity: 2,
            price: 45,
            index: 1,
            item_brand: 'Luma',
            item_list_name: 'Hoodies',
            item_category: 'Clothing',
            item_category2: 'Hoodies',
            item_category3: 'Men',
            item_category4: 'Tops',
            item_category5: 'Sale',
          },
        ],
        send_to: ['G-1', 'AW-2'],
      },
    ]);
    expect(commands[1]).toEqual(['event', 'conversion', { send_to: 'AW-2/add', value: 90, currency: 'USD' }]);
  });

  test('purchase: transaction id, tax, shipping; enhanced conversions set hashed user data before the conversion', async () => {
    const order = fixtureOrder({ coupon: 'SAVE' });
    const commands = await googleCommands(event('purchase', { order }), layer().pixels.google!, layer(), sha256, { analytics: true, ads: true });
    expect(commands[0]![2]).toMatchObject({ transaction_id: '1007', shipping: 5, coupon: 'SAVE', value: 90 });
    expect(commands[1]![0]).toBe('set');
    expect((commands[1]![2] as Record<string, string>).sha256_email_address).toBe(await sha256('ada@example.com'));
    expect(commands[2]).toEqual(['event', 'conversion', { send_to: 'AW-2/buy', value: 90, currency: 'USD', transaction_id: '1007' }]);
  });

  test('statistics alone: GA4 only, no Ads conversion; marketing alone: Ads only', async () => {
    const settings = layer().pixels.google!;
    const statsOnly = await googleCommands(event('add_to_cart'), settings, layer(), sha256, { analytics: true, ads: false });
    expect(statsOnly).toHaveLength(1);
    expect((statsOnly[0]![2] as { send_to: string[] }).send_to).toEqual(['G-1']);
    const adsOnly = await googleCommands(event('add_to_cart'), settings, layer(), sha256, { analytics: false, ads: true });
    expect((adsOnly[0]![2] as { send_to: string[] }).send_to).toEqual(['AW-2']);
    expect(ga4Event(event('place_order'), settings)).toBeNull();
  });

  test('a live search: GA4 alone gets a virtual page view of its results path and a search event; nothing without analytics consent', async () => {
    const settings = layer().pixels.google!;
    const live = event('live_search', {
      searchTerm: 'red hoodie',
      resultsCount: 4,
      page: { url: 'https://shop.test/shop/?orderby=price', referrer: '', type: 'product_shop' },
    });
    const commands = await googleCommands(live, settings, layer(), sha256, { analytics: true, ads: true });
    expect(commands).toEqual([
      [
        'event',
        'page_view',
        {
          page_location: 'https://shop.test/?s=red+hoodie&post_type=product&shop_search=1',
          page_path: '/?s=red+hoodie&post_type=product&shop_search=1',
          send_to: ['G-1'],
        },
      ],
      ['event', 'search', { search_term: 'red hoodie', search_type: 'live_search', results_count: 4, send_to: ['G-1'] }],
    ]);
    expect(await googleCommands(live, settings, layer(), sha256, { analytics: false, ads: true })).toEqual([]);
  });
});

describe('Meta: pixel and Conversions API', () => {
  test('AddToCart with contents and the event id; the server copy shares the id, times in seconds, never hashes fbp/fbc', async () => {
    const call = metaBrowserCall(event('add_to_cart'), layer().pixels.facebook!);
    expect(call).toEqual([
      'track',
      'AddToCart',
      { content_type: 'product', content_ids: ['46'], contents: [{ id: '46', quantity: 2, item_price: 45 }], value: 90, currency: 'USD' },
      { eventID: 'abcdefghij012345' },
    ]);
    const server = (await metaServerPayload(
      event('add_to_cart'),
      layer().pixels.facebook!,
      { fbp: 'fb.1.1790000000000.123456789', fbc: null, language: 'en', user: layer().user },
      sha256,
    )) as {
      event: string;
      facebook: { event_id: string; event_time: number; action_source: string; user_data: Record<string, string> };
    };
    expect(server.event).toBe('add_to_cart');
    expect(server.facebook).toMatchObject({ event_id: 'abcdefghij012345', event_time: 1_790_000_000, action_source: 'website' });
    expect(server.facebook.user_data.fbp).toBe('fb.1.1790000000000.123456789');
    expect(server.facebook.user_data.em).toBe(await sha256('ada@example.com'));
    expect(metaBrowserCall(event('scroll'), layer().pixels.facebook!)).toBeNull();
  });

  test('user data normalised as Meta asks before hashing; a 64-hex value passes through', async () => {
    const data = await metaUserData(
      {
        email: ' Ada@Example.com ',
        phone: '+44 (0)20 7946-0958',
        first_name: "D'Arcy",
        last_name: 'Lovelace Byron',
        city: 'New York',
        state: 'NY',
        postcode: '10001-1234',
        country: 'US',
        id: 'a'.repeat(64),
      },
      sha256,
    );
    expect(data.em).toBe(await sha256('ada@example.com'));
    expect(data.fn).toBe(await sha256('darcy'));
    expect(data.ln).toBe(await sha256('lovelacebyron'));
    expect(data.ct).toBe(await sha256('newyork'));
    expect(data.st).toBe(await sha256('ny'));
    expect(data.zp).toBe(await sha256('10001'));
    expect(data.country).toBe(await sha256('us'));
    expect(data.external_id).toBe('a'.repeat(64));
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('442079460958');
    expect(normalizePhone('(555) 123-4567', 'US')).toBe('15551234567');
  });
});

describe('consent gates and the queue', () => {
  const explicit: ConsentSettings = { explicit: true, restrictedRegions: [], revision: 1 };

  test('held before a choice, replayed once in order after consent, dropped after a refusal, never released by time', () => {
    const delivered: number[] = [];
    const queue = new ConsentQueue<number>((n) => delivered.push(n));
    queue.push(1);
    queue.push(2);
    expect(delivered).toEqual([]);
    queue.decide('granted');
    queue.decide('granted');
    expect(delivered).toEqual([1, 2]);
    queue.push(3);
    queue.decide('refused');
    queue.push(4);
    expect(delivered).toEqual([1, 2, 3]);
    const refused = new ConsentQueue<number>((n) => delivered.push(n));
    refused.push(5);
    refused.decide('refused');
    refused.decide('granted');
    expect(delivered).toEqual([1, 2, 3]);
  });

  test('services: marketing gates Meta (premium), excluded URLs, statistics or marketing loads Google in basic mode', () => {
    const l = layer();
    expect(serviceGate('facebook', l, defaultConsent(explicit), 'https://s/')).toBe('no-consent');
    expect(serviceGate('facebook', l, acceptAll(), 'https://s/')).toBe('load');
    expect(serviceGate('facebook', l, acceptAll(), 'https://s/my-account/')).toBe('excluded');
    expect(serviceGate('google', l, revokeAll(), 'https://s/')).toBe('no-consent');
    expect(serviceGate('google', l, { ...revokeAll(), statistics: true }, 'https://s/')).toBe('load');
    expect(serviceGate('facebook', { ...l, version: { ...l.version, distro: 'fms' } }, acceptAll(), 'https://s/')).toBe('premium');
    const advanced = {
      ...l,
      pixels: { ...l.pixels, google: { ...l.pixels.google!, consent_mode: { ...l.pixels.google!.consent_mode, mode: 'advanced' as const } } },
    };
    expect(googleAllowed(revokeAll(), advanced)).toEqual({ analytics: true, ads: true });
    expect(googleAllowed(defaultConsent(explicit), advanced)).toEqual({ analytics: false, ads: false });
  });
});

describe('identifiers and validation', () => {
  test('e-mail, fbp, fbc, _ttp; fbclid kept as fb.1.{seconds}.{value}', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('ada@[192.168.0.1]')).toBe(true);
    expect(isValidEmail('ada@example.c')).toBe(false);
    expect(isValidFbp('fb.1.1790000000000.123456789')).toBe(true);
    expect(isValidFbp('fb.3.1790000000000.123456789')).toBe(false);
    expect(isValidFbc('fb.1.1790000000000.AbC_d-12')).toBe(true);
    expect(isValidTtp('a'.repeat(19))).toBe(false);
    expect(fbcFromFbclid('XyZ', 1_790_000_000_999)).toBe('fb.1.1790000000.XyZ');
  });

  test('click ids from the URL (ScCid as scid), bad ones dropped; only an outside referrer is kept; excluded domains', () => {
    expect(clickIdsFrom('?gclid=Cj0K&ScCid=abc&ttclid=1234&fbclid=<x>')).toEqual({ gclid: 'Cj0K', scid: 'abc' });
    expect(externalReferrer('https://www.google.com/search', 'shop.test')).toBe('https://www.google.com/search');
    expect(externalReferrer('https://shop.test/cart/', 'shop.test')).toBeNull();
    expect(isExcludedDomain('shop-test.translate.goog', [])).toBe(true);
    expect(isExcludedDomain('staging.shop.test', ['shop.test'])).toBe(true);
    expect(isExcludedDomain('shop.test', ['staging.shop.test'])).toBe(false);
  });

  test('the library and data layer versions must match', () => {
    expect(versionMismatch(layer())).toBeNull();
    expect(versionMismatch({ ...layer(), version: { ...layer().version, number: '1.0.0' } })).toBe(
      `The library version ${LIBRARY_VERSION} and data layer version 1.0.0 do not match. Delete the server-side cache and try again.`,
    );
  });
});

describe('purchase once, checkout progress, cart changes', () => {
  test('a fired order id does not fire again while duplication prevention is on; ACR cookie read strictly', () => {
    const fired = withFiredOrder({}, '7', 'thankyou_page', 1);
    expect(mayFirePurchase(fired, '7', true)).toBe(false);
    expect(mayFirePurchase(fired, '7', false)).toBe(true);
    expect(mayFirePurchase(fired, '8', true)).toBe(true);
    expect(parseAcrCookie('{"order_id":"7","order_key":"wc_order_abc"}')).toEqual({ order_id: '7', order_key: 'wc_order_abc' });
    expect(parseAcrCookie('{"order_id":"7 OR 1","order_key":"x"}')).toBeNull();
  });

  test('steps 2 and 3 once each; step 4 fires the missing ones first; shipping waits for the whole address', () => {
    let progress = startCheckout();
    const two = reachStep(progress, 2);
    expect(two.steps).toEqual([2]);
    progress = two.next;
    expect(reachStep(progress, 2).steps).toEqual([]);
    expect(reachStep(progress, 4).steps).toEqual([3, 4]);
    expect(shippingAddressComplete({ first_name: 'A', last_name: 'B', address_1: '1', city: 'C', postcode: 'P' })).toBe(false);
    expect(shippingAddressComplete({ first_name: 'A', last_name: 'B', address_1: '1', city: 'C', postcode: 'P', country: 'GB' })).toBe(true);
    expect(plainLabel('<span>Flat rate:</span>\n\t$5 ')).toBe('Flat rate: $5');
  });

  test('a quantity change: 0 removes the line, lower removes the difference, higher adds it', () => {
    expect(quantityChange(3, 0)).toEqual({ event: 'remove_from_cart', quantity: 3 });
    expect(quantityChange(3, 1)).toEqual({ event: 'remove_from_cart', quantity: 2 });
    expect(quantityChange(1, 4)).toEqual({ event: 'add_to_cart', quantity: 3 });
    expect(quantityChange(2, 2)).toBeNull();
  });
});
