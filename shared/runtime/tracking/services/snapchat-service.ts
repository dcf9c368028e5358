/** Snapchat's pixel: the snaptr snippet (queues until the library sets handleRequest). */
import { snapchatPayloads } from '../../../engine/tracking/services/snapchat-payloads.ts';
import { pixelLoader, queueFunction } from './pixel-service.ts';

export const load = pixelLoader(
  'snapchat',
  { library: 'Snap pixel (scevent.min.js)', install: () => queueFunction('snaptr', 'queue', 'handleRequest') },
  snapchatPayloads,
);
