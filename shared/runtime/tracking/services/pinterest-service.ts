/** Pinterest's tag: the pintrk snippet (queues until the library replaces it). */
import { pinterestPayloads } from '../../../engine/tracking/services/pinterest-payloads.ts';
import { pixelLoader, queueFunction } from './pixel-service.ts';

export const load = pixelLoader(
  'pinterest',
  { library: 'Pinterest tag (core.js)', install: () => queueFunction('pintrk', 'queue', null, { version: '3.0' }) },
  pinterestPayloads,
);
