/** Hotjar: its settings (site id, snippet version 6) and the hj snippet (queues in q until the library replaces it). */
import { hotjarPayloads } from '../../../engine/tracking/services/hotjar-payloads.ts';
import { pixelLoader, queueFunction } from './pixel-service.ts';

export const load = pixelLoader(
  'hotjar',
  {
    library: 'Hotjar (hotjar.js)',
    install(settings) {
      (window as unknown as { _hjSettings?: unknown })._hjSettings = { hjid: Number(settings.id) || settings.id, hjsv: 6 };
      return queueFunction('hj', 'q', null);
    },
    scriptUrl: (settings) => `${settings.script_url}${settings.script_url.includes('?') ? '&' : '?'}sv=6`,
  },
  hotjarPayloads,
);
