/**
 * Server copies and a page that leaves, in Chromium: a copy counts as gone once its request
 * outlives the page (keepalive), before the shop answers, so a page left at that moment does not
 * hand it on to be sent a second time; a request that fails while the page is still here is
 * taken back. `fetch` is held or failed here to stand for the shop's answer.
 */
import type { ConsentState } from '../../engine/consent/consent-state.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import type { TrackingEvent } from '../../engine/tracking/tracking-event.ts';
import { testDataLayer } from '../../testing/data-layer-block.ts';
import { assert, until } from '../../testing/wait.ts';
import { forwardToServer } from './server-forwarding.ts';
import type { TrackingService } from './service.ts';

const layer = () => {
  const base = testDataLayer() as unknown as DataLayer;
  return { ...base, general: { ...base.general, server_2_server: { active: true } } } as DataLayer;
};
const consent = { statistics: true, marketing: true, preferences: false, necessary: true, visitorHasChosen: true, source: 'visitor' } as ConsentState;
const event = {
  name: 'place_order',
  eventId: 'abcdefghij012345',
  time: Date.now(),
  currency: 'USD',
  value: 0,
  products: [],
  page: { url: location.href, referrer: '', type: 'checkout' },
} as unknown as TrackingEvent;
const meta = { send: async () => {}, serverPayload: async () => ({ event_name: 'PlaceOrder' }) } as TrackingService;

describe('server copies as the page leaves', () => {
  const realFetch = window.fetch;
  afterEach(() => {
    window.fetch = realFetch;
  });

  it('counted as gone while the shop has not answered yet, the request being keepalive', async () => {
    const sent: RequestInit[] = [];
    window.fetch = (_input, init) => {
      sent.push(init ?? {});
      return new Promise<Response>(() => {}); // the page leaves before the answer
    };
    const forwarded: string[] = [];
    void forwardToServer(layer(), async () => false, event, consent, [['facebook', meta]], undefined, forwarded);
    await until(() => sent.length === 1, 'the copy sent');
    assert(sent[0]!.keepalive === true, 'a request that outlives the page');
    assert(forwarded.includes('facebook'), `not handed on to be sent again: ${JSON.stringify(forwarded)}`);
  });

  it('taken back when its request fails while the page is still here', async () => {
    window.fetch = async () => Promise.reject(new TypeError('Failed to fetch'));
    const forwarded: string[] = [];
    await forwardToServer(layer(), async () => false, event, consent, [['facebook', meta]], undefined, forwarded);
    assert(forwarded.length === 0, `still to send: ${JSON.stringify(forwarded)}`);
  });

  it('a copy the shop accepted stays counted once', async () => {
    window.fetch = async () => new Response(JSON.stringify({ success: true, data: null }), { status: 200 });
    const forwarded: string[] = [];
    await forwardToServer(layer(), async () => false, event, consent, [['facebook', meta]], undefined, forwarded);
    assert(JSON.stringify(forwarded) === '["facebook"]', JSON.stringify(forwarded));
  });
});
