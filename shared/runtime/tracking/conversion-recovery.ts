/**
 * Automatic conversion recovery, loaded once the shopper allows tracking: a purchase the order
 * received page could not fire (closed too fast, no consent yet) is fetched from the shop with
 * the ACR cookie's order, once per session, and fired; the cookie goes when it went.
 */
import { isPremium } from '../../engine/tracking/data-layer.ts';
import { parseAcrCookie } from '../../engine/tracking/purchase-dedupe.ts';
import { orderProducts } from '../../engine/tracking/tracking-event.ts';
import { fetchAcrOrder } from '../../api/tracking-client.ts';
import { readCookie } from '../../platform/cookies.ts';
import { ACR_COOKIE } from './conversion-recovery-cookie.ts';
import type { Pipeline } from './pipeline.ts';
import { readSessionData, updateSessionData } from './tracking-storage.ts';

export async function recoverConversion({ track, layer, rest }: Pipeline): Promise<void> {
  const cookie = parseAcrCookie(readCookie(ACR_COOKIE));
  if (!cookie || !isPremium(layer) || readSessionData().acr_attempted) return;
  try {
    const found = await fetchAcrOrder(layer.api, await rest(), cookie);
    if (!found.order) throw new Error('No order');
    Object.assign(layer.products, found.products ?? {});
    track('purchase', {
      order: found.order,
      products: orderProducts(found.order, layer),
      value: found.order.value.marketing,
      currency: found.order.currency,
      purchaseSource: 'acr_full_auto',
      afterDelivery: () => (document.cookie = `${ACR_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`),
    });
  } catch {
    updateSessionData({ acr_attempted: true });
  }
}
