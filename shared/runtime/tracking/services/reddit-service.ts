/** Reddit's pixel: the rdt snippet (queues in callQueue until the library sets sendEvent). */
import { redditPayloads } from '../../../engine/tracking/services/reddit-payloads.ts';
import { pixelLoader, queueFunction } from './pixel-service.ts';

export const load = pixelLoader(
  'reddit',
  { library: 'Reddit pixel (pixel.js)', install: () => queueFunction('rdt', 'callQueue', 'sendEvent') },
  redditPayloads,
);
