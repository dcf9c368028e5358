/** X's pixel: the twq snippet (queues until the library sets exe). */
import { twitterPayloads } from '../../../engine/tracking/services/twitter-payloads.ts';
import { pixelLoader, queueFunction } from './pixel-service.ts';

export const load = pixelLoader(
  'twitter',
  { library: 'X pixel (uwt.js)', install: () => queueFunction('twq', 'queue', 'exe', { version: '1.1' }) },
  twitterPayloads,
);
