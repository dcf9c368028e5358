import { describe, expect, test } from 'vitest';
import { TRACKING } from './constants.ts';
import type { TrackingEvent } from './tracking-event.ts';
import { handOn, parseUndelivered, type Undelivered } from './undelivered.ts';

const NOW = 1_800_000_000_000;
const event: TrackingEvent = {
  name: 'begin_checkout',
  eventId: 'abcdefghij012345',
  time: NOW - 1000,
  currency: 'USD',
  value: 20,
  products: [{ id: '44' } as TrackingEvent['products'][number]],
  page: { url: 'https://shop.test/cart/', referrer: '', type: 'cart' },
};
const delivery: Undelivered = { event, claimed: false, sentTo: ['google', 'facebook'], forwarded: ['facebook'], pages: 1 };

describe('events a leaving page hands on', () => {
  test('a page hands on what the libraries have not taken, one page further', () => {
    const [left] = handOn([{ ...delivery, sentBefore: [], pages: 0 }], (service) => service === 'google');
    expect(left).toEqual({ ...delivery, sentTo: ['google'], pages: 1 });
  });

  test('a service sent on an earlier page stays sent while this page’s library of it still loads', () => {
    // Handed on with Meta's copy sent; this page sent Google's, whose library has not loaded yet.
    const [left] = handOn([{ ...delivery, sentTo: ['facebook', 'google'], sentBefore: ['facebook'] }], () => false);
    expect(left).toEqual({ ...delivery, sentTo: ['facebook'], pages: 2 });
  });

  test('after the last page it may pass through, an event is let go', () => {
    expect(handOn([{ ...delivery, sentBefore: [], pages: TRACKING.undelivered.maxPages }], () => true)).toEqual([]);
    expect(handOn([{ ...delivery, sentBefore: [], pages: TRACKING.undelivered.maxPages - 1 }], () => true)).toHaveLength(1);
  });

  test('the next page reads back what was stored, purchase source and claim included', () => {
    const purchase = { ...delivery, event: { ...event, name: 'purchase' as const }, source: 'acr_full_auto' as const, claimed: true };
    expect(parseUndelivered(JSON.parse(JSON.stringify([delivery, purchase])), NOW)).toEqual([delivery, purchase]);
  });

  test('what does not fit is dropped: altered, too old, passed on too often, unknown events', () => {
    const stored = [
      null,
      'x',
      { ...delivery, sentTo: 'google' },
      { ...delivery, forwarded: [1] },
      { ...delivery, pages: 0 },
      { ...delivery, pages: TRACKING.undelivered.maxPages + 1 },
      { ...delivery, event: { ...event, time: NOW - TRACKING.undelivered.maxAgeMs - 1 } },
      { ...delivery, event: { ...event, name: 'steal_cookies' } },
      { ...delivery, event: { ...event, eventId: '<img onerror>' } },
      { ...delivery, event: { ...event, page: null } },
      { ...delivery, event: { ...event, products: [1] } },
      { ...delivery, source: 'elsewhere', claimed: 'yes' },
    ];
    expect(parseUndelivered(stored, NOW)).toEqual([{ ...delivery, claimed: false }]);
    expect(parseUndelivered({ not: 'a list' }, NOW)).toEqual([]);
  });
});
