/**
 * The event pipeline: every collector calls track(); the event is built (id, time, page, value)
 * and waits in the consent queue until the shopper decides. Delivered, it goes to each service
 * the gate lets load (loaded lazily, once), then server to server where that is on. A purchase
 * first claims its order id under a lock all tabs share, so it goes once.
 */
import { isDecided, type ConsentState } from '../../engine/consent/consent-state.ts';
import { MESSAGES } from '../../engine/tracking/messages.ts';
import { ConsentQueue } from '../../engine/tracking/consent-queue.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { mayFirePurchase, withFiredOrder, type PurchaseSource } from '../../engine/tracking/purchase-dedupe.ts';
import { googleMaySend, serviceGate, SERVICES, type ServiceName } from '../../engine/tracking/service-gate.ts';
import { cartValue, eventId, type TrackingEvent, type TrackingEventName } from '../../engine/tracking/tracking-event.ts';
import { restEndpointAvailable } from '../../api/tracking-client.ts';
import { loadChunk } from '../../platform/load-timeout.ts';
import { yieldToMain } from '../../platform/main-thread.ts';
import { $consent, $consentSettings } from '../../stores/consent.ts';
import type { ServiceLoader, TrackingService } from './service.ts';
import { readFiredOrders, readSessionData, updateSessionData, withTabLock, writeFiredOrders } from './tracking-storage.ts';

export type TrackInit = Partial<Omit<TrackingEvent, 'name' | 'eventId' | 'time'>> & { purchaseSource?: PurchaseSource; afterDelivery?: () => void };
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

export interface Pipeline {
  track: Track;
  layer: DataLayer;
  /** Whether REST answers (tested once, after consent); the ajax actions otherwise. */
  rest(): Promise<boolean>;
}

export function startPipeline(layer: DataLayer): Pipeline {
  const services = new Map<ServiceName, Promise<TrackingService | null>>();
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

  async function deliver(event: TrackingEvent, source: PurchaseSource | undefined, afterDelivery?: () => void): Promise<void> {
    const consent = $consent.get();
    if (event.name === 'purchase' && !(await claimPurchase(event, source ?? 'thankyou_page'))) return;
    const loaded: TrackingService[] = [];
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
    const loading = allowed.map((name) => service(name, consent));
    for (const each of loading) {
      const ready = await each;
      if (!ready) continue;
      loaded.push(ready);
      await yieldToMain();
      await ready.send(event, consent);
    }
    // The server copies and the purchase report do not hold up the next event (a page may be leaving).
    void loadChunk('server-forwarding', () => import('./server-forwarding.ts')).then((m) => m?.forwardToServer(layer, rest, event, consent, loaded, source));
    afterDelivery?.();
  }

  const queue = new ConsentQueue<{ event: TrackingEvent; source?: PurchaseSource; afterDelivery?: () => void }>((item) => {
    // One after another, in the order they happened, whatever a service's loading takes.
    chain = chain.then(() => deliver(item.event, item.source, item.afterDelivery)).catch((error: unknown) => console.error('[shop-tracking]', error));
  });

  $consent.subscribe((consent) => {
    const settings = $consentSettings.get();
    if (!settings || !isDecided(settings, consent)) return;
    queue.decide(consent.statistics || consent.marketing || googleMaySend(consent, layer) ? 'granted' : 'refused');
    for (const loading of services.values()) void loading.then((ready) => ready?.consentChanged?.(consent));
  });

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
    queue.push({ event, source: purchaseSource, afterDelivery });
  };

  return { track, layer, rest };
}
