/**
 * Consent in the page: the stored choice (localStorage, the one record consent itself needs),
 * other tabs' choices (the storage event), the region lookup, the signals every listener
 * expects — Google's consent mode (default before any tag loads, update on every change), the
 * WP Consent API (wp_has_consent, wp_set_consent, wp_listen_for_consent_change) and our own
 * `shop-consent-update` — and the cookies and storage of a refused category deleted at once.
 * Started once per page by whichever element needs consent first.
 */
import { consentModeSignals } from '../engine/consent/consent-mode.ts';
import type { ConsentSettings, ConsentState, OptionalCategory } from '../engine/consent/consent-state.ts';
import { CONSENT_STORAGE_KEY, cookiesOf, storageKeysOf } from '../engine/consent/consent-storage-names.ts';

export { CONSENT_STORAGE_KEY };
import { ourCategory, wpConsentValues, wpHasConsent } from '../engine/consent/wp-consent.ts';
import { lookUpVisitorRegion } from '../api/geo-client.ts';
import { chooseConsent, consentChangedElsewhere, startConsent } from '../stores/consent.actions.ts';
import { $consent } from '../stores/consent.ts';

export interface ConsentPageOptions {
  settings: ConsentSettings;
  geoEndpoints: string[];
  /** Google's consent mode: how long tags wait for an update after the default (ms); null when the shop does not use it. */
  googleConsentMode: { waitForUpdate: number } | null;
}

type Gtag = (...args: unknown[]) => void;

/** The gtag function of Google's snippet: the commands queue in dataLayer until the library reads them. */
export function gtagFunction(): Gtag {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer ??= [];
  w.gtag ??= function gtag() {
    // The library reads `arguments` objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  return w.gtag;
}

function deleteCookie(name: string): void {
  const parts = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i++) domains.push(`; domain=.${parts.slice(i).join('.')}`);
  for (const domain of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
}

export function clearRefused(categories: OptionalCategory[]): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
  for (const name of cookiesOf(categories, names)) deleteCookie(name);
  for (const area of [localStorage, sessionStorage]) {
    try {
      for (const key of storageKeysOf(categories, Object.keys(area))) area.removeItem(key);
    } catch {
      // Storage disabled: nothing was stored.
    }
  }
}

function signal(options: ConsentPageOptions, kind: 'default' | 'update', state: ConsentState, previous: ConsentState | null): void {
  if (options.googleConsentMode) {
    const signals = consentModeSignals(state);
    gtagFunction()('consent', kind, kind === 'default' ? { ...signals, wait_for_update: options.googleConsentMode.waitForUpdate } : signals);
  }
  const values = wpConsentValues(state);
  const changed = previous ? Object.fromEntries(Object.entries(values).filter(([c]) => wpHasConsent(previous, c) !== wpHasConsent(state, c))) : values;
  if (kind === 'update' && Object.keys(changed).length > 0) document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: changed }));
  document.dispatchEvent(new CustomEvent('shop-consent-update', { detail: { kind, consent: { ...state } } }));
}

/** The WP Consent API's functions, answered from our store (another consent tool on the page keeps its own). */
function exposeWpConsentApi(settings: ConsentSettings): void {
  const w = window as unknown as Record<string, unknown>;
  w.wp_consent_type ??= settings.explicit ? 'optin' : 'optout';
  w.wp_fallback_consent_type ??= w.wp_consent_type;
  if (typeof w.wp_has_consent !== 'function') w.wp_has_consent = (category: string) => wpHasConsent($consent.get(), category);
  if (typeof w.wp_set_consent !== 'function') {
    w.wp_set_consent = (category: string, value: string) => {
      const ours = ourCategory(category);
      if (ours && ours !== 'necessary') chooseConsent({ [ours]: value === 'allow' });
    };
  }
}

let started: Promise<void> | null = null;

export function startConsentInPage(options: ConsentPageOptions): Promise<void> {
  if (started) return started;
  exposeWpConsentApi(options.settings);
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY) consentChangedElsewhere(event.newValue);
  });
  started = startConsent(options.settings, {
    readStored: () => {
      try {
        return localStorage.getItem(CONSENT_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    writeStored: (text) => {
      try {
        localStorage.setItem(CONSENT_STORAGE_KEY, text);
      } catch {
        // Storage disabled: the choice holds for this page.
      }
    },
    lookupRegion: () => lookUpVisitorRegion(options.geoEndpoints),
    signal: (kind, state, previous) => signal(options, kind, state, previous),
    cleanUp: clearRefused,
    now: () => Date.now(),
  });
  return started;
}
