/**
 * Outbrain's pixel (a native-advertising network): obApi('track', 'PAGE_VIEW') at start, then
 * obApi('track', conversion name, {orderValue, currency, orderId}) with the conversion's name as
 * the shop created it in Outbrain's dashboard (copied per event): an event without one is not sent.
 */
import { namedConversion, orderId, type PixelPayloads } from './pixel-payloads.ts';

export const outbrainPayloads: PixelPayloads = {
  start: () => [['track', 'PAGE_VIEW']],
  event(event, settings) {
    const name = namedConversion(event, settings);
    if (!name) return [];
    const order = orderId(event);
    return [['track', name, { orderValue: event.value.toFixed(2), currency: event.currency, ...(order ? { orderId: order } : {}) }]];
  },
};
