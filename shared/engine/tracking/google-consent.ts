/**
 * What Google's library may receive under a consent: its own file because the tracking element
 * asks it before consent, and the rest of the service gate loads only after (with the pipeline).
 */
import type { ConsentState } from '../consent/consent-state.ts';
import type { DataLayer } from './data-layer.ts';

/** Whether an event may go to Google's analytics (statistics) or Ads (marketing) under this consent. */
export const googleMaySend = (consent: ConsentState, layer: DataLayer): boolean => {
  const mode = layer.pixels.google?.consent_mode;
  return consent.statistics || consent.marketing || (!!mode?.is_active && mode.mode === 'advanced' && consent.visitorHasChosen);
};

/** What of Google's events may go: analytics under statistics, Ads under marketing (both under advanced consent mode). */
export function googleAllowed(consent: ConsentState, layer: DataLayer): { analytics: boolean; ads: boolean } {
  const mode = layer.pixels.google?.consent_mode;
  const advanced = !!mode?.is_active && mode.mode === 'advanced' && consent.visitorHasChosen;
  return { analytics: consent.statistics || advanced, ads: consent.marketing || advanced };
}
