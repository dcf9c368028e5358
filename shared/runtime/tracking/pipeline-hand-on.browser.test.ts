/**
 * The pipeline's hand-on to the tab's next page, in Chromium: an event Google's library has not
 * taken when the page hides goes to sessionStorage; a page restored from the back/forward cache
 * drops it when another page took it and takes it back otherwise; the next page delivers what it
 * finds first, with the same event id, and leaves nothing behind. The library here never loads
 * (a script that does nothing), so its queue is all there is; `google_tag_manager` set stands for it
 * having loaded.
 */
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { $consent, $consentSettings } from '../../stores/consent.ts';
import { testDataLayer } from '../../testing/data-layer-block.ts';
import { assert, until } from '../../testing/wait.ts';
import { startPipeline } from './pipeline.ts';
import { UNDELIVERED_KEY } from './tracking-storage.ts';

// A cart page with Google's library configured (and nothing else): what the pipeline reads.
const shopLayer = () =>
  ({
    ...testDataLayer({
      shop: {
        currency: 'USD',
        list_name: 'Cart',
        list_id: 'cart',
        page_type: 'cart',
        product_type: null,
        product_id: null,
        search_term: null,
        order_duplication_prevention: true,
        selectors: { addToCart: [], beginCheckout: [] },
      },
      pixels: {
        google: {
          script_url: 'data:text/javascript,//',
          analytics: { measurement_id: 'G-1' },
          ads: null,
          consent_mode: { is_active: true, mode: 'basic', wait_for_update: 500, ads_data_redaction: true, url_passthrough: false },
          page_load_time_tracking: false,
          id_type: 'post_id',
        },
        facebook: null,
      },
    }),
    page: { id: 1, title: 'Cart', type: 'cart' },
    products: {},
    cart: { items: {} },
    order: null,
    user: null,
  }) as unknown as DataLayer;

type Stored = { event: { name: string; eventId: string }; sentTo: string[]; pages: number }[];
const stored = (): Stored | null => JSON.parse(sessionStorage.getItem(UNDELIVERED_KEY) ?? 'null') as Stored | null;
const w = window as unknown as { dataLayer?: IArguments[]; google_tag_manager?: unknown };
/** The gtag events queued so far, by name. */
const queued = (name: string) => (w.dataLayer ?? []).filter((entry) => entry[0] === 'event' && entry[1] === name);
/** An event the cart page handed on a second ago, with the services that had it there. */
function leftByAnEarlierPage(name: string, eventId: string, sentTo: string[]): void {
  const event = {
    name,
    eventId,
    time: Date.now() - 1000,
    currency: 'USD',
    value: 0,
    products: [],
    page: { url: `${location.origin}/cart/`, referrer: '', type: 'cart' },
  };
  sessionStorage.setItem(UNDELIVERED_KEY, JSON.stringify([{ event, claimed: false, sentTo, forwarded: [], pages: 1 }]));
}
const hide = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
const show = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

describe('events handed on to the next page', () => {
  before(() => {
    $consentSettings.set({ explicit: true, restrictedRegions: [], revision: 1 });
    $consent.set({ statistics: true, marketing: true, preferences: false, necessary: true, visitorHasChosen: true, source: 'visitor' });
  });
  beforeEach(() => sessionStorage.clear());

  it('left before the library took it: stored on pagehide; back from the cache, dropped when another page took it', async () => {
    const { track } = startPipeline(shopLayer());
    track('begin_checkout');
    await until(() => queued('begin_checkout').length === 1, 'queued for the library');
    hide();
    const left = stored();
    assert(left?.length === 1 && left[0]!.event.name === 'begin_checkout', JSON.stringify(left));
    assert(left[0]!.sentTo.length === 0 && left[0]!.pages === 1, 'Google still needs it, one page on');
    sessionStorage.removeItem(UNDELIVERED_KEY); // the next page took it
    show();
    hide();
    assert(stored() === null, 'not handed on a second time: the other page has it');
  });

  it('back from the cache with no page having taken it: taken back, and handed on again at the next pagehide', async () => {
    const { track } = startPipeline(shopLayer());
    track('view_cart');
    await until(() => queued('view_cart').length === 1, 'queued for the library');
    hide();
    const id = stored()?.[0]?.event.eventId;
    assert(id, 'stored');
    show();
    assert(stored() === null, 'taken back from storage');
    hide();
    assert(stored()?.[0]?.event.eventId === id, 'handed on again');
    sessionStorage.clear();
  });

  it('once the library has taken it, nothing is handed on', async () => {
    w.google_tag_manager = {};
    const { track } = startPipeline(shopLayer());
    track('add_to_cart');
    await until(() => queued('add_to_cart').length === 1, 'sent');
    await new Promise((resolve) => setTimeout(resolve, 100));
    hide();
    assert(
      (stored() ?? []).every((d) => d.event.name !== 'add_to_cart'),
      JSON.stringify(stored()),
    );
    delete w.google_tag_manager;
  });

  it('the next page delivers what it finds first, with the same event id, and removes it', async () => {
    leftByAnEarlierPage('begin_checkout', 'abcdefghij012345', []);
    const before = queued('begin_checkout').length;
    startPipeline(shopLayer());
    assert(sessionStorage.getItem(UNDELIVERED_KEY) === null, 'taken from storage at once');
    await until(() => queued('begin_checkout').length === before + 1, 'delivered');
    // Google's library has still not loaded: at this page's hide it goes on, the same event, a page further.
    hide();
    const again = stored()?.find((d) => d.event.eventId === 'abcdefghij012345');
    assert(again?.pages === 2 && again.sentTo.length === 0, JSON.stringify(stored()));
    sessionStorage.clear();
  });

  it('a service that had it on an earlier page is not sent it again, though its library here is still loading', async () => {
    leftByAnEarlierPage('view_cart', 'abcdefghij054321', ['google']);
    const before = queued('view_cart').length;
    const { track } = startPipeline(shopLayer());
    // Events go one after another: once this page's own is queued, the carried one has been through.
    track('add_payment_info');
    await until(() => queued('add_payment_info').length === 1, 'the page’s own event delivered');
    assert(queued('view_cart').length === before, 'not sent to Google a second time');
    hide();
    const again = stored()?.find((d) => d.event.eventId === 'abcdefghij054321');
    assert(!again || again.sentTo.includes('google'), `still counted as sent: ${JSON.stringify(stored())}`);
    sessionStorage.clear();
  });
});
