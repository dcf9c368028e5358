/**
 * X's pixel (the microblogging service): twq('config', pixel id), then twq('event', event id,
 * {value, currency, contents, conversion_id, email_address}). X names each conversion by an
 * event id from its dashboard (tw-<pixel>-<event>), which the shop copies per event: an event
 * without one is not sent.
 */
import { hashedIdentifiers } from '../user-data.ts';
import { namedConversion, orderId, productId, type PixelPayloads } from './pixel-payloads.ts';

export const twitterPayloads: PixelPayloads = {
  start: (settings) => [['config', settings.id]],
  event(event, settings) {
    const id = namedConversion(event, settings);
    if (!id) return [];
    const params: Record<string, unknown> = { conversion_id: event.eventId };
    if (event.name === 'search') params.search_string = event.searchTerm ?? '';
    else if (event.products.length > 0) {
      params.value = event.value;
      params.currency = event.currency;
      params.contents = event.products.map((p) => ({
        content_id: productId(p, settings),
        content_name: p.name,
        content_type: 'product',
        content_price: p.price,
        num_items: p.quantity,
      }));
    }
    const order = orderId(event);
    if (order) params.order_id = order;
    return [['event', id, params]];
  },
  async matching(user, sha256) {
    const ids = await hashedIdentifiers(user, sha256);
    return { ...(ids.email ? { email_address: ids.email } : {}), ...(ids.phone ? { phone_number: ids.phone } : {}) };
  },
};
