/**
 * Google's Consent Mode v2 signals from the four categories: the ad signals follow marketing,
 * analytics_storage statistics, functionality and personalization preferences, security the
 * necessary (always granted).
 */
import type { ConsentState } from './consent-state.ts';

export type ConsentSignal =
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage' | 'functionality_storage' | 'personalization_storage' | 'security_storage';

export type ConsentSignals = Record<ConsentSignal, 'granted' | 'denied'>;

const state = (on: boolean) => (on ? 'granted' : 'denied');

export function consentModeSignals(consent: ConsentState): ConsentSignals {
  return {
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
    analytics_storage: state(consent.statistics),
    functionality_storage: state(consent.preferences),
    personalization_storage: state(consent.preferences),
    security_storage: 'granted',
  };
}
