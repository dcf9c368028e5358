/**
 * Consent actions: start from the page's settings (the stored choice, else the mode's defaults,
 * then the region when the shop restricts some), accept all, reject all, a choice per category, a
 * choice made in another tab. Every change is written, signalled (Google's consent mode, the WP
 * Consent API, our event) and clears what a withdrawn category had stored. Side effects come in
 * through ConsentEffects (shared/runtime/consent-runtime.ts), so the actions run under Vitest.
 */
import {
  acceptAll,
  defaultConsent,
  needsRegion,
  parseChoice,
  regionDecision,
  revokeAll,
  serializeChoice,
  updateConsent,
  withdrawn,
  type ConsentChoice,
  type ConsentSettings,
  type ConsentState,
  type OptionalCategory,
  type VisitorRegion,
} from '../engine/consent/consent-state.ts';
import { $consent, $consentChosenAt, $consentPanel, $consentPending, $consentSettings } from './consent.ts';

export interface ConsentEffects {
  readStored(): string | null;
  writeStored(text: string): void;
  /** The visitor's country/region from the geo services; null when every lookup failed. */
  lookupRegion(): Promise<VisitorRegion | null>;
  /** Tell the vendors and the page: 'default' once at start, before any tag loads; 'update' on every change. */
  signal(kind: 'default' | 'update', state: ConsentState, previous: ConsentState | null): void;
  /** Delete the cookies and storage of categories that were granted and are refused now. */
  cleanUp(categories: OptionalCategory[]): void;
  now(): number;
}

let effects: ConsentEffects | null = null;

function need(): { effects: ConsentEffects; settings: ConsentSettings } {
  const settings = $consentSettings.get();
  if (!effects || !settings) throw new Error('Consent used before startConsent()');
  return { effects, settings };
}

function apply(next: ConsentState, options: { store: boolean }): void {
  const { effects, settings } = need();
  const previous = $consent.get();
  $consent.set(next);
  if (options.store) effects.writeStored(serializeChoice(next, settings, effects.now()));
  const gone = withdrawn(previous, next);
  if (gone.length > 0) effects.cleanUp(gone);
  effects.signal('update', next, previous);
}

/** Reads the stored choice (or the defaults), signals the defaults, and looks the region up when the shop asks. */
export async function startConsent(settings: ConsentSettings, next: ConsentEffects): Promise<void> {
  effects = next;
  $consentSettings.set(settings);
  const defaults = defaultConsent(settings);
  const stored = parseChoice(next.readStored(), settings);
  $consent.set(defaults);
  next.signal('default', defaults, null);
  if (stored) {
    apply(stored, { store: false });
    return;
  }
  if (!needsRegion(settings, defaults)) {
    $consentPanel.set(settings.explicit ? 'banner' : 'closed');
    return;
  }
  // Only visitors of a restricted region (or whose region is unknown) are asked.
  $consentPending.set(true);
  const where = await next.lookupRegion();
  $consentPending.set(false);
  if ($consent.get().visitorHasChosen) return; // chose while the lookup ran
  const decided = regionDecision(settings, where);
  apply(decided, { store: false });
  if ($consentPanel.get() === 'closed' && decided.source !== 'region-allowed') $consentPanel.set('banner');
}

/** `madeAt`: when the visitor made the choice, if before now (a press kept until the banner started). */
function choose(next: ConsentState, madeAt?: number): void {
  const now = need().effects.now();
  $consentChosenAt.set(madeAt !== undefined && Number.isFinite(madeAt) && madeAt <= now ? madeAt : now);
  apply(next, { store: true });
  $consentPanel.set('closed');
}

export const acceptAllConsent = (madeAt?: number) => choose(acceptAll(), madeAt);
export const rejectAllConsent = (madeAt?: number) => choose(revokeAll(), madeAt);
export const chooseConsent = (choice: ConsentChoice, madeAt?: number) => choose(updateConsent($consent.get(), choice), madeAt);

/** Another tab stored a choice: take it as it is (not stored again). */
export function consentChangedElsewhere(text: string | null): void {
  const { effects, settings } = need();
  const chosen = parseChoice(text, settings);
  if (!chosen) return;
  $consentChosenAt.set(effects.now());
  apply(chosen, { store: false });
  $consentPanel.set('closed');
}

/** The banner (or the choice per category) again, from a settings link. */
export const openConsentPanel = (view: 'banner' | 'customize' = 'customize') => $consentPanel.set(view);
export const closeConsentPanel = () => $consentPanel.set('closed');

/** For tests: forget the effects and settings. */
export function resetConsentForTests(): void {
  effects = null;
  $consentSettings.set(null);
  $consentPanel.set('closed');
  $consentPending.set(false);
  $consentChosenAt.set(null);
}
