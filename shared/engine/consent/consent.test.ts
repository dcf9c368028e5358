import { describe, expect, test } from 'vitest';
import { consentModeSignals } from './consent-mode.ts';
import {
  acceptAll,
  defaultConsent,
  granted,
  needsRegion,
  parseChoice,
  regionDecision,
  revokeAll,
  serializeChoice,
  updateConsent,
  withdrawn,
  type ConsentSettings,
} from './consent-state.ts';
import { cookiesOf, storageKeysOf } from './consent-storage-names.ts';
import { wpConsentValues, wpHasConsent } from './wp-consent.ts';

const explicit: ConsentSettings = { explicit: true, restrictedRegions: ['DE', 'US-CA'], revision: 3 };
const open: ConsentSettings = { explicit: false, restrictedRegions: [], revision: 1 };

describe('consent states', () => {
  test('defaults: all granted; in explicit mode only the necessary', () => {
    expect(defaultConsent(open)).toMatchObject({ statistics: true, marketing: true, preferences: true, necessary: true, visitorHasChosen: false });
    expect(defaultConsent(explicit)).toMatchObject({ statistics: false, marketing: false, preferences: false, necessary: true, visitorHasChosen: false });
  });

  test('accept all, revoke all (the necessary stays), a choice per category keeps the others', () => {
    expect(acceptAll()).toMatchObject({ statistics: true, marketing: true, preferences: true, visitorHasChosen: true });
    expect(revokeAll()).toMatchObject({ statistics: false, marketing: false, preferences: false, necessary: true, visitorHasChosen: true });
    const some = updateConsent(defaultConsent(explicit), { statistics: true });
    expect(some).toMatchObject({ statistics: true, marketing: false, preferences: false, visitorHasChosen: true, source: 'visitor' });
    expect(updateConsent(some, { marketing: true })).toMatchObject({ statistics: true, marketing: true });
    expect(granted(revokeAll(), 'necessary')).toBe(true);
  });

  test('restricted regions: looked up only in explicit mode without a choice; restricted or unknown grant nothing; elsewhere everything', () => {
    expect(needsRegion(explicit, defaultConsent(explicit))).toBe(true);
    expect(needsRegion(explicit, acceptAll())).toBe(false);
    expect(needsRegion(open, defaultConsent(open))).toBe(false);
    expect(regionDecision(explicit, { country: 'de' })).toMatchObject({ marketing: false, source: 'region-restricted' });
    expect(regionDecision(explicit, { country: 'US', region: 'US-CA' })).toMatchObject({ statistics: false, source: 'region-restricted' });
    expect(regionDecision(explicit, { country: 'US', region: 'US-NY' })).toMatchObject({ statistics: true, marketing: true, source: 'region-allowed' });
    expect(regionDecision(explicit, null)).toMatchObject({ statistics: false, marketing: false, source: 'region-unknown' });
  });

  test('a stored choice counts under its revision only; anything unreadable asks again', () => {
    const stored = serializeChoice(updateConsent(defaultConsent(explicit), { statistics: true }), explicit, 1_700_000_000_000);
    expect(parseChoice(stored, explicit)).toMatchObject({ statistics: true, marketing: false, visitorHasChosen: true });
    expect(parseChoice(stored, { ...explicit, revision: 4 })).toBeNull();
    for (const bad of [null, '', '{', '{"v":2}', '{"v":1,"revision":3,"categories":{"statistics":"yes"}}']) expect(parseChoice(bad, explicit)).toBeNull();
  });

  test('withdrawn: the categories granted before and refused now', () => {
    expect(withdrawn(acceptAll(), updateConsent(acceptAll(), { marketing: false }))).toEqual(['marketing']);
    expect(withdrawn(defaultConsent(explicit), acceptAll())).toEqual([]);
  });
});

describe("Google's Consent Mode v2", () => {
  test('ad signals follow marketing, analytics statistics, functionality and personalization preferences, security always', () => {
    expect(consentModeSignals(defaultConsent(explicit))).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    expect(consentModeSignals(updateConsent(defaultConsent(explicit), { statistics: true }))).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
    expect(Object.values(consentModeSignals(acceptAll())).every((v) => v === 'granted')).toBe(true);
  });
});

describe('the WP Consent API', () => {
  test('its categories answered from ours; functional is always allowed; unknown ones are not', () => {
    const state = updateConsent(defaultConsent(explicit), { statistics: true });
    expect(wpHasConsent(state, 'statistics-anonymous')).toBe(true);
    expect(wpHasConsent(state, 'marketing')).toBe(false);
    expect(wpHasConsent(state, 'functional')).toBe(true);
    expect(wpHasConsent(state, 'anything')).toBe(false);
    expect(wpConsentValues(state)).toEqual({
      statistics: 'allow',
      'statistics-anonymous': 'allow',
      marketing: 'deny',
      functional: 'allow',
      preferences: 'deny',
    });
  });
});

describe('what a refusal deletes', () => {
  test("vendors' cookies and our keys by category; necessary ones never", () => {
    const cookies = [
      '_ga',
      '_ga_ABC123',
      '_gid',
      '_gcl_au',
      '_fbp',
      '_fbc',
      'wp_woocommerce_session_x',
      'woocommerce_cart_hash',
      'sbjs_current',
      'shop_consent',
    ];
    expect(cookiesOf(['statistics'], cookies)).toEqual(['_ga', '_ga_ABC123', '_gid']);
    expect(cookiesOf(['marketing'], cookies)).toEqual(['_gcl_au', '_fbp', '_fbc', 'sbjs_current']);
    expect(storageKeysOf(['marketing'], ['_shop_session_data', '_shop_persistent_data', 'shop_consent'])).toEqual(['_shop_session_data']);
    // Events and actions handed on to the next page were made under both categories: either refusal deletes them.
    const handedOn = ['_shop_undelivered_events', '_shop_handed_on_actions'];
    for (const category of ['statistics', 'marketing'] as const) expect(storageKeysOf([category], [...handedOn, 'shop_consent'])).toEqual(handedOn);
    expect(storageKeysOf(['preferences'], handedOn)).toEqual([]);
  });
});
