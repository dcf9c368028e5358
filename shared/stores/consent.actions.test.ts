import { afterEach, describe, expect, test } from 'vitest';
import type { ConsentSettings, ConsentState, OptionalCategory, VisitorRegion } from '../engine/consent/consent-state.ts';
import { acceptAllConsent, chooseConsent, consentChangedElsewhere, rejectAllConsent, resetConsentForTests, startConsent } from './consent.actions.ts';
import { $consent, $consentChosenAt, $consentPanel } from './consent.ts';

function effects(stored: string | null = null, region: VisitorRegion | null = { country: 'US', region: 'US-NY' }) {
  const log = { stored, signals: [] as [string, ConsentState][], cleaned: [] as OptionalCategory[][], lookups: 0 };
  return {
    log,
    effects: {
      readStored: () => log.stored,
      writeStored: (text: string) => void (log.stored = text),
      lookupRegion: async () => {
        log.lookups++;
        return region;
      },
      signal: (kind: 'default' | 'update', state: ConsentState) => void log.signals.push([kind, state]),
      cleanUp: (categories: OptionalCategory[]) => void log.cleaned.push(categories),
      now: () => 1_700_000_000_000,
    },
  };
}

const explicit: ConsentSettings = { explicit: true, restrictedRegions: [], revision: 2 };

afterEach(resetConsentForTests);

describe('consent actions', () => {
  test('explicit mode: the default is signalled first, the banner asks; accept stores the choice and signals the update', async () => {
    const { log, effects: fx } = effects();
    await startConsent(explicit, fx);
    expect(log.signals[0]).toEqual(['default', expect.objectContaining({ marketing: false, necessary: true })]);
    expect($consentPanel.get()).toBe('banner');
    acceptAllConsent();
    expect($consent.get()).toMatchObject({ statistics: true, marketing: true, visitorHasChosen: true });
    expect(log.signals.at(-1)![0]).toBe('update');
    expect(JSON.parse(log.stored!)).toMatchObject({ revision: 2, categories: { statistics: true, marketing: true, preferences: true } });
    expect($consentPanel.get()).toBe('closed');
  });

  test('withdrawing deletes what the refused categories stored; a choice per category keeps the others', async () => {
    const { log, effects: fx } = effects();
    await startConsent(explicit, fx);
    acceptAllConsent();
    chooseConsent({ marketing: false });
    expect($consent.get()).toMatchObject({ statistics: true, marketing: false, preferences: true });
    expect(log.cleaned.at(-1)).toEqual(['marketing']);
    rejectAllConsent();
    expect(log.cleaned.at(-1)).toEqual(['statistics', 'preferences']);
  });

  test('a choice stored under another policy revision asks again; under this one it is taken without asking', async () => {
    const old = effects(JSON.stringify({ v: 1, revision: 1, categories: { statistics: true, marketing: true, preferences: true }, at: 0 }));
    await startConsent(explicit, old.effects);
    expect($consent.get().visitorHasChosen).toBe(false);
    expect($consentPanel.get()).toBe('banner');
    resetConsentForTests();
    const current = effects(JSON.stringify({ v: 1, revision: 2, categories: { statistics: true, marketing: false, preferences: false }, at: 0 }));
    await startConsent(explicit, current.effects);
    expect($consent.get()).toMatchObject({ statistics: true, marketing: false, visitorHasChosen: true });
    expect($consentPanel.get()).toBe('closed');
  });

  test('restricted regions: looked up; restricted or unknown asks with nothing granted; elsewhere all granted without asking', async () => {
    const regions: ConsentSettings = { ...explicit, restrictedRegions: ['US-CA'] };
    const inside = effects(null, { country: 'US', region: 'US-CA' });
    await startConsent(regions, inside.effects);
    expect(inside.log.lookups).toBe(1);
    expect($consent.get()).toMatchObject({ marketing: false, source: 'region-restricted' });
    expect($consentPanel.get()).toBe('banner');
    resetConsentForTests();
    const failed = effects(null, null);
    await startConsent(regions, failed.effects);
    expect($consent.get()).toMatchObject({ statistics: false, source: 'region-unknown' });
    resetConsentForTests();
    $consentPanel.set('closed');
    const outside = effects(null, { country: 'US', region: 'US-NY' });
    await startConsent(regions, outside.effects);
    expect($consent.get()).toMatchObject({ statistics: true, marketing: true, source: 'region-allowed' });
    expect($consentPanel.get()).toBe('closed');
  });

  test('a choice made in another tab is taken as it is and closes the banner', async () => {
    const { log, effects: fx } = effects();
    await startConsent(explicit, fx);
    consentChangedElsewhere(JSON.stringify({ v: 1, revision: 2, categories: { statistics: false, marketing: true, preferences: false }, at: 5 }));
    expect($consent.get()).toMatchObject({ marketing: true, statistics: false, visitorHasChosen: true });
    expect(log.stored).toBeNull();
    expect($consentPanel.get()).toBe('closed');
    expect($consentChosenAt.get(), 'chosen on this page, in another tab').toBe(1_700_000_000_000);
  });

  test('when the visitor chose on this page: not for a stored choice, a default or a region; at each choice', async () => {
    const stored = effects(JSON.stringify({ v: 1, revision: 2, categories: { statistics: true, marketing: true, preferences: true }, at: 0 }));
    await startConsent(explicit, stored.effects);
    expect($consentChosenAt.get(), 'a stored choice').toBeNull();
    resetConsentForTests();
    await startConsent({ explicit: true, restrictedRegions: ['US'], revision: 2 }, effects(null, { country: 'DE', region: 'DE-BE' }).effects);
    expect($consent.get().marketing).toBe(true);
    expect($consentChosenAt.get(), 'granted by the region').toBeNull();
    resetConsentForTests();
    await startConsent(explicit, effects().effects);
    expect($consentChosenAt.get(), 'the banner asking').toBeNull();
    rejectAllConsent();
    expect($consentChosenAt.get()).toBe(1_700_000_000_000);
  });

  test('a press kept until the banner started counts from when it was made; a time not yet come or not a number, from now', async () => {
    await startConsent(explicit, effects().effects);
    acceptAllConsent(1_699_999_998_500);
    expect($consentChosenAt.get(), 'pressed 1.5 s before the banner started').toBe(1_699_999_998_500);
    expect($consent.get().marketing).toBe(true);
    rejectAllConsent(1_700_000_005_000);
    expect($consentChosenAt.get(), 'a future time').toBe(1_700_000_000_000);
    chooseConsent({ marketing: true }, Number.NaN);
    expect($consentChosenAt.get(), 'no time').toBe(1_700_000_000_000);
  });
});
