/**
 * The shopper's consent as every part of the page sees it, and the consent panel's state: closed,
 * the banner, or the choice per category (reopened from a settings link). Changes go through
 * consent.actions.ts only.
 */
import { atom, map } from 'nanostores';
import type { ConsentSettings, ConsentState } from '../engine/consent/consent-state.ts';

/** Until the page's settings are read: nothing optional (a gap in tracking beats firing without consent). */
export const UNKNOWN_CONSENT: ConsentState = {
  statistics: false,
  marketing: false,
  preferences: false,
  necessary: true,
  visitorHasChosen: false,
  source: 'default',
};

export const $consent = map<ConsentState>(UNKNOWN_CONSENT);

/**
 * When the visitor last made their choice on this page (here or in another tab; ms since the
 * epoch), null when they have not since it started: what they did before it was done without
 * that choice (a cart add before "Accept all" does not open the marketing push prompt).
 */
export const $consentChosenAt = atom<number | null>(null);

/** The shop's consent settings once read (null before). */
export const $consentSettings = atom<ConsentSettings | null>(null);

/** 'banner': asking; 'customize': the choice per category; 'closed'. */
export type ConsentPanel = 'closed' | 'banner' | 'customize';
export const $consentPanel = atom<ConsentPanel>('closed');

/** The visitor's region is being looked up (explicit mode with restricted regions): decisions wait. */
export const $consentPending = atom(false);
