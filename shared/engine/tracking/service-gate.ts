/**
 * Which service may load and receive events: it is configured, the page is not one of its
 * excluded URLs, its consent category is granted, and premium services need the premium
 * distribution. Google's library may load under consent mode with nothing granted (it then
 * sends cookieless pings as Google's consent mode intends).
 */
import type { ConsentState } from '../consent/consent-state.ts';
import { isPremium, PIXEL_SERVICES, type DataLayer, type PixelServiceName } from './data-layer.ts';
import { googleMaySend } from './google-consent.ts';

export type ServiceName = 'google' | 'facebook' | PixelServiceName;

/** Every service, in the order an event reaches them. */
export const SERVICES: ServiceName[] = ['google', 'facebook', ...PIXEL_SERVICES];

/**
 * The category each service needs: the analytics, heatmap and A/B services statistics, every ad
 * pixel marketing. (Google's library carries both: analytics under statistics, Ads under marketing.)
 */
export const SERVICE_CATEGORY: Record<ServiceName, 'statistics' | 'marketing'> = {
  google: 'statistics',
  facebook: 'marketing',
  tiktok: 'marketing',
  pinterest: 'marketing',
  snapchat: 'marketing',
  reddit: 'marketing',
  twitter: 'marketing',
  bing: 'marketing',
  linkedin: 'marketing',
  outbrain: 'marketing',
  taboola: 'marketing',
  hotjar: 'statistics',
  vwo: 'statistics',
};

/** Premium services load only under the premium distribution; Google's library and the heatmap service come with every one. */
export const PREMIUM_SERVICE: Record<ServiceName, boolean> = {
  google: false,
  facebook: true,
  tiktok: true,
  pinterest: true,
  snapchat: true,
  reddit: true,
  twitter: true,
  bing: true,
  linkedin: true,
  outbrain: true,
  taboola: true,
  hotjar: false,
  vwo: true,
};

export type GateAnswer = 'load' | 'not-configured' | 'excluded' | 'premium' | 'no-consent';

export function serviceGate(service: ServiceName, layer: DataLayer, consent: ConsentState, url: string): GateAnswer {
  if (service === 'google') {
    const google = layer.pixels.google;
    if (!google || (!google.analytics && !google.ads)) return 'not-configured';
    if (googleMaySend(consent, layer)) return 'load';
    return 'no-consent';
  }
  const settings = service === 'facebook' ? layer.pixels.facebook : layer.pixels[service];
  const id = settings ? ('pixel_id' in settings ? settings.pixel_id : settings.id) : '';
  if (!settings || !id) return 'not-configured';
  if (PREMIUM_SERVICE[service] && !isPremium(layer)) return 'premium';
  if (settings.excluded_urls.some((pattern) => pattern && url.includes(pattern))) return 'excluded';
  return consent[SERVICE_CATEGORY[service]] ? 'load' : 'no-consent';
}

export const serverToServerActive = (layer: DataLayer): boolean => layer.general.server_2_server.active && isPremium(layer);
