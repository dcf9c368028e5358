/** The session's click ids and referrer, reported from the cart and the checkout (loaded only there). */
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { sendSessionIdentifiers } from '../../api/tracking-client.ts';
import { $consent } from '../../stores/consent.ts';
import { readSessionData, updateSessionData } from './tracking-storage.ts';

/** On the cart and the checkout, once per session and only under marketing consent: the shop keeps them with the order. */
export function reportSessionIdentifiers(layer: DataLayer): void {
  if (!['cart', 'checkout'].includes(layer.shop.page_type)) return;
  const send = () => {
    const known = readSessionData();
    if (known.identifiers_sent || !$consent.get().marketing) return false;
    const ids = known.click_ids ?? {};
    if (Object.keys(ids).length === 0 && !known.referrer) return true;
    updateSessionData({ identifiers_sent: true });
    void sendSessionIdentifiers(layer.api, { referrer: known.referrer ?? '', ...ids }).catch(() => undefined);
    return true;
  };
  if (send()) return;
  const stop = $consent.listen(() => {
    if (send()) stop();
  });
}
