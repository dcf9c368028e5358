/**
 * LinkedIn's Insight Tag (the professional-network service): the tag counts page views itself;
 * a conversion is lintrk('track', {conversion_id, event_id}) with the conversion's id from the
 * Campaign Manager, which the shop copies per event: an event without one is not sent.
 */
import { namedConversion, type PixelPayloads } from './pixel-payloads.ts';

export const linkedinPayloads: PixelPayloads = {
  start: () => [],
  event(event, settings) {
    const id = namedConversion(event, settings);
    if (!id) return [];
    const numeric = Number(id);
    return [['track', { conversion_id: Number.isSafeInteger(numeric) ? numeric : id, event_id: event.eventId }]];
  },
};
