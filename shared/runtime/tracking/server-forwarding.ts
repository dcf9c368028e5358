/**
 * After consent only (a dynamic import of the pipeline): the server copies of an event and the
 * purchase report.
 */
import type { ConsentState } from '../../engine/consent/consent-state.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import type { PurchaseSource } from '../../engine/tracking/purchase-dedupe.ts';
import { serverToServerActive } from '../../engine/tracking/service-gate.ts';
import type { TrackingEvent } from '../../engine/tracking/tracking-event.ts';
import { reportPurchaseFired, sendServerEvent } from '../../api/tracking-client.ts';
import type { TrackingService } from './service.ts';

export async function forwardToServer(
  layer: DataLayer,
  rest: () => Promise<boolean>,
  event: TrackingEvent,
  consent: ConsentState,
  loaded: TrackingService[],
  source: PurchaseSource | undefined,
): Promise<void> {
  if (serverToServerActive(layer) && consent.marketing) {
    for (const ready of loaded) {
      const payload = await ready.serverPayload?.(event);
      if (payload)
        await sendServerEvent(layer.api, await rest(), { ...payload, consent: { statistics: consent.statistics, marketing: consent.marketing } }).catch(
          () => undefined,
        );
    }
  }
  if (event.name === 'purchase' && event.order) {
    await reportPurchaseFired(layer.api, await rest(), { order_id: event.order.id, order_key: event.order.key, source: source ?? 'thankyou_page' }).catch(
      () => undefined,
    );
  }
}
