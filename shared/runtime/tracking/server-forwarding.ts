/**
 * After consent only (a dynamic import of the pipeline): the server copies of an event and the
 * purchase report. `forwarded` lists what already went (on this page or on the one that handed
 * the event on); each copy is added to it once sent, so a page leaving mid-way hands on the rest.
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
      const sent = await sendServerEvent(layer.api, await rest(), {
        ...payload,
        consent: { statistics: consent.statistics, marketing: consent.marketing },
      }).then(
        () => true,
        () => false,
      );
      if (sent) forwarded.push(name);
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
