/**
 * The shop owner's tracking settings (stored in the options table): consent mode and restricted
 * regions, the policy revision, the services and their ids, server-to-server sending. The demo
 * starts in explicit consent mode with Google (analytics and Ads) and Meta (pixel and
 * Conversions API) configured, all pointed at the local recorders.
 */
import { getOption, setOption, type Db } from '../db.ts';

export interface TrackingSettings {
  explicitConsent: boolean;
  restrictedRegions: string[];
  revision: number;
  googleEnabled: boolean;
  measurementId: string;
  adsConversionId: string;
  adsPurchaseLabel: string;
  googleConsentMode: 'basic' | 'advanced';
  enhancedConversions: boolean;
  metaEnabled: boolean;
  metaPixelId: string;
  advancedMatching: boolean;
  metaCapi: boolean;
  serverToServer: boolean;
  excludeDomains: string[];
  scrollThresholds: number[];
}

export const DEFAULT_TRACKING_SETTINGS: TrackingSettings = {
  explicitConsent: true,
  restrictedRegions: [],
  revision: 1,
  googleEnabled: true,
  measurementId: 'G-DEMO000001',
  adsConversionId: 'AW-100000001',
  adsPurchaseLabel: 'DemoPurchaseLabel',
  googleConsentMode: 'basic',
  enhancedConversions: true,
  metaEnabled: true,
  metaPixelId: '100000000000001',
  advancedMatching: true,
  metaCapi: true,
  serverToServer: true,
  excludeDomains: [],
  scrollThresholds: [25, 50, 75, 100],
};

const OPTION = 'tracking_settings';

export function trackingSettings(db: Db): TrackingSettings {
  try {
    return { ...DEFAULT_TRACKING_SETTINGS, ...(JSON.parse(getOption(db, OPTION) ?? '{}') as Partial<TrackingSettings>) };
  } catch {
    return DEFAULT_TRACKING_SETTINGS;
  }
}

export function saveTrackingSettings(db: Db, settings: TrackingSettings): void {
  setOption(db, OPTION, JSON.stringify(settings));
}

/** Region codes as the owner types them: "DE, us-ca" → ['DE', 'US-CA']; anything else dropped. */
export const parseRegions = (text: string): string[] =>
  [...new Set(text.split(/[\s,]+/).map((code) => code.trim().toUpperCase()))].filter((code) => /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(code)).slice(0, 100);

export const parseDomains = (text: string): string[] =>
  [...new Set(text.split(/[\s,]+/).map((d) => d.trim().toLowerCase()))].filter((d) => /^[a-z0-9.-]{3,253}$/.test(d)).slice(0, 50);
