/** Outbrain's pixel: the obApi snippet with the marketer id (queues until the library sets dispatch). */
import { outbrainPayloads } from '../../../engine/tracking/services/outbrain-payloads.ts';
import { pixelLoader, queueFunction } from './pixel-service.ts';

export const load = pixelLoader(
  'outbrain',
  { library: 'Outbrain pixel (obtp.js)', install: (settings) => queueFunction('obApi', 'queue', 'dispatch', { version: '1.1', marketerId: settings.id }) },
  outbrainPayloads,
);
