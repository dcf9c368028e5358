/**
 * The shop owner's tracking settings (stored in the options table): consent mode and restricted
 * regions, the policy revision, the services and their ids, server-to-server sending. The demo
 * starts in explicit consent mode with Google (analytics and Ads) and Meta (pixel and
 * Conversions API) configured, all pointed at the local recorders.
 */
import { PIXEL_SERVICES, type PixelServiceName } from '../../../shared/engine/tracking/data-layer.ts';
import type { TrackingEventName } from '../../../shared/engine/tracking/tracking-event.ts';
import { getOption, setOption, type Db } from '../db.ts';
import { SERVICE_CATALOGUE } from './service-catalogue.ts';

/** One of the other services as the owner set it up. */
export interface ServiceSetup {
  enabled: boolean;
  id: string;
  advancedMatching: boolean;
  /** Conversion ids or names per event, for the vendors that count conversions by them. */
  eventIds: Partial<Record<TrackingEventName, string>>;
  /** TikTok's Events API. */
  eventsApi: boolean;
}

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
  services: Record<PixelServiceName, ServiceSetup>;
  /** The cart capture's bot check for guests. */
  botCheck: { enabled: boolean; siteKey: string };
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
  services: Object.fromEntries(
    PIXEL_SERVICES.map((name) => {
      const entry = SERVICE_CATALOGUE[name];
      return [name, { enabled: true, id: entry.demoId, advancedMatching: entry.matching, eventIds: entry.demoEventIds, eventsApi: entry.eventsApi }];
    }),
  ) as Record<PixelServiceName, ServiceSetup>,
  botCheck: { enabled: false, siteKey: '6LdDemoCartCaptureSiteKey0000000000000001' },
};

const OPTION = 'tracking_settings';

export function trackingSettings(db: Db): TrackingSettings {
  try {
    const saved = JSON.parse(getOption(db, OPTION) ?? '{}') as Partial<TrackingSettings>;
    // Settings saved before a service existed get that service's defaults.
    return { ...DEFAULT_TRACKING_SETTINGS, ...saved, services: { ...DEFAULT_TRACKING_SETTINGS.services, ...saved.services } };
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

/** Conversion ids per event as the owner types them: "purchase=123, add_to_cart=456"; unknown events and odd values dropped. */
export function parseEventIds(text: string, known: readonly string[]): Partial<Record<TrackingEventName, string>> {
  const found: Record<string, string> = {};
  for (const pair of text.split(/[\n,;]+/)) {
    const [event, ...rest] = pair.split('=');
    const name = event?.trim() ?? '';
    const value = rest.join('=').trim();
    if (known.includes(name) && /^[A-Za-z0-9 _.-]{1,60}$/.test(value)) found[name] = value;
  }
  return found as Partial<Record<TrackingEventName, string>>;
}

export const formatEventIds = (ids: Partial<Record<string, string>>): string =>
  Object.entries(ids)
    .map(([event, id]) => `${event}=${id}`)
    .join(', ');
