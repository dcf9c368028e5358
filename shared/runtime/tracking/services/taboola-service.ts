/** Taboola's pixel: the _tfa array (one object per push). */
import { taboolaPayloads } from '../../../engine/tracking/services/taboola-payloads.ts';
import { pixelLoader, queueArray } from './pixel-service.ts';

export const load = pixelLoader(
  'taboola',
  {
    library: 'Taboola pixel (tfa.js)',
    install() {
      const { array, ready } = queueArray('_tfa');
      return { call: ([notice]) => void array().push(notice), ready };
    },
  },
  taboolaPayloads,
);
