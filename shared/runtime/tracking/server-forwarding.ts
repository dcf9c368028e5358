/**
 * After consent only (a dynamic import of the pipeline): the server copies of an event and the
 * purchase report. `forwarded` lists what already went (on this page or on the one that handed
 * the event on); each copy is added to it once its request is sure to arrive (a beacon or keepalive
 * request outlives the page) or has arrived, so a page leaving mid-way hands on the rest, once.
 */
import type { ConsentState } from '../../engine/consent/consent-state.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import type { PurchaseSource } from '../../engine/tracking/purchase-dedupe.ts';
import { serverToServerActive, type ServiceName } from '../../engine/tracking/service-gate.ts';
import type { TrackingEvent } from '../../engine/tracking/tracking-event.ts';
import { reportPurchaseFired, sendServerEvent } from '../../api/tracking-client.ts';
import type { TrackingService } from './service.ts';

export const PURCHASE_REPORT = 'purchase-report';

export async function forwardToServer(
  layer: DataLayer,
  rest: () => Promise<boolean>,
  event: TrackingEvent,
  consent: ConsentState,
  loaded: [ServiceName, TrackingService][],
  source: PurchaseSource | undefined,
  forwarded: string[],
): Promise<void> {
  if (serverToServerActive(layer) && consent.marketing) {
    for (const [name, ready] of loaded) {
      if (forwarded.includes(name)) continue;
      const payload = await ready.serverPayload?.(event);
      if (!payload) continue;
      // Counted as gone once its request outlives the page (a page leaving before the answer
      // must not hand it on: the next page would send it again); taken back if it fails here.
      let queued = false;
      const sent = await sendServerEvent(
        layer.api,
        await rest(),
        { ...payload, consent: { statistics: consent.statistics, marketing: consent.marketing } },
        () => {
          queued = true;
          forwarded.push(name);
        },
      ).then(
        () => true,
        () => false,
      );
      if (sent && !queued) forwarded.push(name);
      if (!sent && queued) forwarded.splice(forwarded.indexOf(name), 1);
    }
  }
  if (event.name === 'purchase' && event.order && !forwarded.includes(PURCHASE_REPORT)) {
    const reported = await reportPurchaseFired(layer.api, await rest(), {
      order_id: event.order.id,
      order_key: event.order.key,
      source: source ?? 'thankyou_page',
    }).then(
      () => true,
      () => false,
    );
    if (reported) forwarded.push(PURCHASE_REPORT);
  }
}
