/**
 * The event pipeline: every collector calls track(); the event is built (id, time, page, value)
 * and waits in the consent queue until the shopper decides. Delivered, it goes to each service
 * the gate lets load (loaded lazily, once), then server to server where that is on. A purchase
 * first claims its order id under a lock all tabs share, so it goes once.
 * A page that leaves (a click on "Proceed to checkout", an add and straight to the cart) before
 * every service's library has an event hands what is left on to the tab's next page, which
 * finishes it first: each service still gets each event once.
 */
import { isDecided, type ConsentState } from '../../engine/consent/consent-state.ts';
import { MESSAGES } from '../../engine/tracking/messages.ts';
import { ConsentQueue } from '../../engine/tracking/consent-queue.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { mayFirePurchase, withFiredOrder, type PurchaseSource } from '../../engine/tracking/purchase-dedupe.ts';
import { googleMaySend } from '../../engine/tracking/google-consent.ts';
import { serviceGate, SERVICES, type ServiceName } from '../../engine/tracking/service-gate.ts';
import { cartValue, eventId, type TrackingEvent, type TrackingEventName } from '../../engine/tracking/tracking-event.ts';
import { handOn, parseUndelivered, serviceHas, type DeliveryHere, type Undelivered } from '../../engine/tracking/undelivered.ts';
import { restEndpointAvailable } from '../../api/tracking-client.ts';
import { loadChunk } from '../../platform/load-timeout.ts';
import { yieldToMain } from '../../platform/main-thread.ts';
import { $consent, $consentSettings } from '../../stores/consent.ts';
import type { ServiceLoader, TrackingService } from './service.ts';
import { handOnUndelivered, readFiredOrders, readSessionData, takeUndelivered, updateSessionData, withTabLock, writeFiredOrders } from './tracking-storage.ts';

/** `time` and `page` default to now and this page (an action an earlier page handed on has its own). */
export type TrackInit = Partial<Omit<TrackingEvent, 'name' | 'eventId'>> & { purchaseSource?: PurchaseSource; afterDelivery?: () => void };
export type Track = (name: TrackingEventName, init?: TrackInit) => void;

/** Each service's adapter is its own chunk, loaded only when the service is on and allowed. */
const LOADERS: Record<ServiceName, () => Promise<ServiceLoader>> = {
  google: () => import('./services/google-service.ts').then((m) => m.loadGoogle),
  facebook: () => import('./services/meta-service.ts').then((m) => m.loadMeta),
  tiktok: () => import('./services/tiktok-service.ts').then((m) => m.load),
  pinterest: () => import('./services/pinterest-service.ts').then((m) => m.load),
  snapchat: () => import('./services/snapchat-service.ts').then((m) => m.load),
  reddit: () => import('./services/reddit-service.ts').then((m) => m.load),
  twitter: () => import('./services/twitter-service.ts').then((m) => m.load),
  bing: () => import('./services/bing-service.ts').then((m) => m.load),
  linkedin: () => import('./services/linkedin-service.ts').then((m) => m.load),
  outbrain: () => import('./services/outbrain-service.ts').then((m) => m.load),
  taboola: () => import('./services/taboola-service.ts').then((m) => m.load),
  hotjar: () => import('./services/hotjar-service.ts').then((m) => m.load),
  vwo: () => import('./services/vwo-service.ts').then((m) => m.load),
};

/** An event on its way: what it still needs (see Undelivered), and whether another page took it over. */
interface Delivery extends DeliveryHere {
  afterDelivery?: () => void;
  /** Sent everywhere, some library still loading. */
  finished?: boolean;
  abandoned?: boolean;
}

export interface Pipeline {
  track: Track;
  layer: DataLayer;
  /** Whether REST answers (tested once, after consent); the ajax actions otherwise. */
  rest(): Promise<boolean>;
}

export function startPipeline(layer: DataLayer): Pipeline {
  const services = new Map<ServiceName, Promise<TrackingService | null>>();
  const loadedServices = new Map<ServiceName, TrackingService>();
  /** Events handed to delivery and not yet taken by every service's library and the server. */
  const pending = new Set<Delivery>();
  const took = (name: string) => loadedServices.get(name as ServiceName)?.taken?.() ?? true;
  const refusedLogged = new Set<ServiceName>();
  let chain = Promise.resolve();
  const rest = async () => {
    const known = readSessionData().rest_available;
    const available = await restEndpointAvailable(layer.api, typeof known === 'boolean' ? known : null);
    if (known !== available && $consent.get().marketing) updateSessionData({ rest_available: available });
    return available;
  };

  const service = (name: ServiceName, consent: ConsentState) => {
    let loading = services.get(name);
    if (!loading) {
      loading = LOADERS[name]()
        .then((load) => load(layer, consent))
        .then((ready) => {
          if (ready) loadedServices.set(name, ready);
          return ready;
        })
        .catch(() => null);
      services.set(name, loading);
    }
    return loading;
  };

  async function claimPurchase(event: TrackingEvent, source: PurchaseSource): Promise<boolean> {
    const order = event.order!;
    return withTabLock(`shop-purchase-${order.id}`, async () => {
      const fired = readFiredOrders();
      if (!mayFirePurchase(fired, order.id, layer.shop.order_duplication_prevention)) return false;
      writeFiredOrders(withFiredOrder(fired, order.id, source, Date.now()));
      return true;
    });
  }

  async function deliver(item: Delivery): Promise<void> {
    const { event, source } = item;
    const consent = $consent.get();
    if (event.name === 'purchase' && !item.claimed) {
      if (!(await claimPurchase(event, source ?? 'thankyou_page'))) return void pending.delete(item);
      item.claimed = true;
    }
    const loaded: [ServiceName, TrackingService][] = [];
    const allowed = SERVICES.filter((name) => {
      const gate = serviceGate(name, layer, consent, location.href);
      if (gate === 'no-consent' && !refusedLogged.has(name)) {
        refusedLogged.add(name);
        console.info(`[${name}] ${MESSAGES.blockedByConsent}`);
      }
      return gate === 'load';
    });
    // The adapters load side by side; the event reaches them in the list's order, each in its own
    // task: thirteen vendors' calls in one go made a long task.
    const loading = allowed.map((name) => [name, service(name, consent)] as const);
    for (const [name, each] of loading) {
      const ready = await each;
      if (item.abandoned) return;
      if (!ready) continue;
      loaded.push([name, ready]);
      if (item.sentTo.includes(name)) continue;
      await yieldToMain();
      if (item.abandoned) return;
      await ready.send(event, consent);
      item.sentTo.push(name);
    }
    // The server copies and the purchase report do not hold up the next event (a page may be leaving).
    void loadChunk('server-forwarding', () => import('./server-forwarding.ts'))
      .then((m) => (item.abandoned ? undefined : m?.forwardToServer(layer, rest, event, consent, loaded, source, item.forwarded)))
      .finally(() => {
        if (item.sentTo.every(serviceHas(item, took))) pending.delete(item);
        else item.finished = true;
      });
    item.afterDelivery?.();
  }

  const queue = new ConsentQueue<Delivery>((item) => {
    pending.add(item);
    // One after another, in the order they happened, whatever a service's loading takes.
    chain = chain.then(() => deliver(item)).catch((error: unknown) => console.error('[shop-tracking]', error));
  });

  $consent.subscribe((consent) => {
    const settings = $consentSettings.get();
    if (!settings || !isDecided(settings, consent)) return;
    queue.decide(consent.statistics || consent.marketing || googleMaySend(consent, layer) ? 'granted' : 'refused');
    for (const loading of services.values()) void loading.then((ready) => ready?.consentChanged?.(consent));
  });
  // What the tab's previous page left goes first (held, like any event, until consent is known).
  for (const carried of parseUndelivered(takeUndelivered(), Date.now())) queue.push({ ...carried, sentBefore: [...carried.sentTo] });
  handOnWhenLeaving(pending, took);

  const track: Track = (name, init = {}) => {
    const { purchaseSource, afterDelivery, ...fields } = init;
    const products = fields.products ?? [];
    const event: TrackingEvent = {
      name,
      eventId: eventId((n) => crypto.getRandomValues(new Uint8Array(n))),
      time: Date.now(),
      currency: layer.shop.currency,
      value: cartValue(products),
      page: { url: location.href, referrer: document.referrer, type: layer.shop.page_type },
      ...fields,
      products,
    };
    queue.push({
      event,
      ...(purchaseSource ? { source: purchaseSource } : {}),
      afterDelivery,
      claimed: false,
      sentTo: [],
      sentBefore: [],
      forwarded: [],
      pages: 0,
    });
  };

  return { track, layer, rest };
}

/**
 * On pagehide, what is not finished goes to storage for the tab's next page (only while tracking
 * is allowed). A page the back button brings back from the cache takes back what no page took
 * meanwhile, and gives up what one did.
 */
function handOnWhenLeaving(pending: Set<Delivery>, took: (service: string) => boolean): void {
  let handedOn = new Set<string>();
  window.addEventListener('pagehide', () => {
    const unfinished = [...pending].filter((d) => !d.abandoned && !(d.finished && d.sentTo.every(serviceHas(d, took))));
    const left = handOn(
      unfinished.map(({ afterDelivery: _, finished: __, abandoned: ___, ...d }) => d),
      took,
    );
    handOnUndelivered(left);
    handedOn = new Set(left.map((d) => d.event.eventId));
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || handedOn.size === 0) return;
    const stored = parseUndelivered(takeUndelivered(), Date.now());
    const mine = (d: Undelivered) => handedOn.has(d.event.eventId);
    handOnUndelivered(stored.filter((d) => !mine(d)));
    const untaken = new Set(stored.filter(mine).map((d) => d.event.eventId));
    for (const d of pending)
      if (handedOn.has(d.event.eventId) && !untaken.has(d.event.eventId)) {
        d.abandoned = true;
        pending.delete(d);
      }
    handedOn = new Set();
  });
}
