/** LinkedIn's Insight Tag: the partner id, and the lintrk snippet (queues in q until the library replaces it). */
import { linkedinPayloads } from '../../../engine/tracking/services/linkedin-payloads.ts';
import { pixelLoader, queueFunction } from './pixel-service.ts';

export const load = pixelLoader(
  'linkedin',
  {
    library: 'LinkedIn Insight Tag (insight.min.js)',
    install(settings) {
      const w = window as unknown as { _linkedin_partner_id?: string; _linkedin_data_partner_ids?: string[] };
      w._linkedin_partner_id = settings.id;
      w._linkedin_data_partner_ids = [...new Set([...(w._linkedin_data_partner_ids ?? []), settings.id])];
      return queueFunction('lintrk', 'q', null);
    },
  },
  linkedinPayloads,
);
