/**
 * Microsoft's UET tag: the uetq array, pushed flat ('event', action, params); once bat.js has
 * loaded, the snippet hands the queue to a UET object, as Microsoft's snippet does.
 */
import { bingPayloads } from '../../../engine/tracking/services/bing-payloads.ts';
import { pixelLoader, queueArray } from './pixel-service.ts';

type Uet = new (options: { ti: string; enableAutoSpaTracking: boolean; q: unknown[] }) => unknown;

export const load = pixelLoader(
  'bing',
  {
    library: 'Microsoft UET tag (bat.js)',
    install(settings) {
      const { array, ready } = queueArray('uetq');
      const handOver = () => {
        const w = window as unknown as { UET?: Uet; uetq?: unknown };
        if (typeof w.UET === 'function' && Array.isArray(w.uetq)) w.uetq = new w.UET({ ti: settings.id, enableAutoSpaTracking: true, q: w.uetq });
      };
      return {
        call: (args) => {
          handOver();
          (array() as { push(...items: unknown[]): unknown }).push(...args);
        },
        ready: () => {
          handOver();
          return ready();
        },
      };
    },
  },
  bingPayloads,
);
