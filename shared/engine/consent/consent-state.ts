/**
 * The shopper's consent as four categories (statistics, marketing, preferences, necessary) and
 * how it changes: the defaults of the shop's mode (all granted, or, in explicit mode, nothing but
 * the necessary), the stored choice, accept all, revoke all, a choice per category, and the
 * decision for a visitor of a restricted region. A stored choice counts only under the policy
 * revision it was made for: a changed policy asks again.
 */
export const OPTIONAL_CATEGORIES = ['statistics', 'marketing', 'preferences'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentCategory = OptionalCategory | 'necessary';
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [...OPTIONAL_CATEGORIES, 'necessary'];

/** How the current state came about (what the inspector and the events tell). */
export type ConsentSource = 'default' | 'visitor' | 'region-allowed' | 'region-restricted' | 'region-unknown';

export interface ConsentState {
  statistics: boolean;
  marketing: boolean;
  preferences: boolean;
  necessary: true;
  /** The visitor made a choice (stored), so the banner is not shown again under this revision. */
  visitorHasChosen: boolean;
  source: ConsentSource;
}

export interface ConsentSettings {
  /** Explicit consent: optional categories start denied until the visitor chooses. */
  explicit: boolean;
  /** Countries (US) or regions (US-CA, US-VA) where, without a choice, nothing optional is granted. */
  restrictedRegions: string[];
  /** The policy's revision: a choice stored under another one asks again. */
  revision: number;
}

export type ConsentChoice = Partial<Record<OptionalCategory, boolean>>;

const all = (granted: boolean, source: ConsentSource, chosen = false): ConsentState => ({
  statistics: granted,
  marketing: granted,
  preferences: granted,
  necessary: true,
  visitorHasChosen: chosen,
  source,
});

/** Before any choice: everything granted, or in explicit mode only the necessary. */
export const defaultConsent = (settings: ConsentSettings): ConsentState => all(!settings.explicit, 'default');

export const acceptAll = (): ConsentState => all(true, 'visitor', true);

export const revokeAll = (): ConsentState => all(false, 'visitor', true);

/** The visitor's choice per category; categories not named keep their current value. */
export function updateConsent(current: ConsentState, choice: ConsentChoice): ConsentState {
  const next: ConsentState = { ...current, necessary: true, visitorHasChosen: true, source: 'visitor' };
  for (const category of OPTIONAL_CATEGORIES) if (typeof choice[category] === 'boolean') next[category] = choice[category]!;
  return next;
}

/** Whether the visitor's country/region must be looked up: explicit mode with restricted regions and no choice. */
export const needsRegion = (settings: ConsentSettings, state: ConsentState): boolean =>
  settings.explicit && settings.restrictedRegions.length > 0 && !state.visitorHasChosen;

export interface VisitorRegion {
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  country: string;
  /** ISO 3166-2 subdivision, e.g. 'US-CA', when known. */
  region?: string;
}

/** Without a choice in explicit mode: a restricted region, or a lookup that failed (null), grants nothing optional; elsewhere, everything. */
export function regionDecision(settings: ConsentSettings, where: VisitorRegion | null): ConsentState {
  if (!where) return all(false, 'region-unknown');
  const codes = new Set(settings.restrictedRegions.map((code) => code.trim().toUpperCase()));
  const restricted = codes.has(where.country.toUpperCase()) || (!!where.region && codes.has(where.region.toUpperCase()));
  return restricted ? all(false, 'region-restricted') : all(true, 'region-allowed');
}

interface StoredChoice {
  v: 1;
  revision: number;
  categories: Record<OptionalCategory, boolean>;
  at: number;
}

export function serializeChoice(state: ConsentState, settings: ConsentSettings, now: number): string {
  const stored: StoredChoice = {
    v: 1,
    revision: settings.revision,
    categories: { statistics: state.statistics, marketing: state.marketing, preferences: state.preferences },
    at: now,
  };
  return JSON.stringify(stored);
}

/** The stored choice when it is readable and made under the current revision; else null (ask again). */
export function parseChoice(text: string | null, settings: ConsentSettings): ConsentState | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredChoice>;
    if (stored.v !== 1 || stored.revision !== settings.revision || !stored.categories) return null;
    const categories = stored.categories as Partial<Record<OptionalCategory, unknown>>;
    if (!OPTIONAL_CATEGORIES.every((c) => typeof categories[c] === 'boolean')) return null;
    return { ...(categories as Record<OptionalCategory, boolean>), necessary: true, visitorHasChosen: true, source: 'visitor' };
  } catch {
    return null;
  }
}

/** The optional categories granted before and denied now (their cookies and storage are deleted at once). */
export const withdrawn = (before: ConsentState, after: ConsentState): OptionalCategory[] => OPTIONAL_CATEGORIES.filter((c) => before[c] && !after[c]);

export const granted = (state: ConsentState, category: ConsentCategory): boolean => category === 'necessary' || state[category];

/**
 * Whether events may go (or be dropped) now: outside explicit mode, after the visitor's choice, or
 * for a visitor outside the restricted regions. Otherwise they wait for the choice.
 */
export const isDecided = (settings: ConsentSettings, state: ConsentState): boolean =>
  !settings.explicit || state.visitorHasChosen || state.source === 'region-allowed';
