/**
 * The visit's traffic source in the page: computed from WooCommerce's sbjs_* cookies and this page
 * view, kept in memory, and written back to the cookies only while the shopper allows marketing
 * (the category WooCommerce's own attribution follows). A choice made later on the same page
 * still writes what the landing URL said; a refusal clears the cookies (the consent runtime
 * deletes the sbjs_ family with the marketing category) and empties the form fields.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { ALL_SBJS_COOKIES, readRecord, SBJS_COOKIES, writeRecord } from '../engine/attribution/sbjs-cookies.ts';
import { attributionValues, recordVisit, type AttributionField, type TrafficRecord } from '../engine/attribution/traffic-source.ts';
import { rawCookies } from '../platform/cookies.ts';
import { $consent } from '../stores/consent.ts';

export interface AttributionOptions {
  /** Minutes without a page before the session ends (WooCommerce: 30). */
  sessionMinutes: number;
  /** Cookie lifetime in months; WooCommerce's default (0.00001) means cookies of the browser session. */
  lifetimeMonths: number;
  /** WooCommerce's base64 option for the cookie values. */
  base64: boolean;
}

/** WooCommerce's own parameters when its script's settings are on the page, else its defaults. */
export function attributionOptions(): AttributionOptions {
  const params = (window as unknown as { wc_order_attribution?: { params?: Partial<Record<string, unknown>> } }).wc_order_attribution?.params ?? {};
  const number = (value: unknown, fallback: number) => (Number.isFinite(Number(value)) && value !== '' && value !== null ? Number(value) : fallback);
  return { sessionMinutes: number(params.session, 30), lifetimeMonths: number(params.lifetime, 0.00001), base64: params.base64 === true };
}

/** Below a minute, WooCommerce means "for the browser session". */
const SESSION_ONLY_MONTHS = 1 / (30 * 24 * 60);

function writeCookies(record: TrafficRecord, options: AttributionOptions): void {
  const lifetime = options.lifetimeMonths > SESSION_ONLY_MONTHS ? `; max-age=${Math.round(options.lifetimeMonths * 30 * 24 * 3600)}` : '';
  for (const [name, value] of Object.entries(writeRecord(record, options.base64))) {
    const age = name === SBJS_COOKIES.session ? `; max-age=${Math.round(options.sessionMinutes * 60)}` : lifetime;
    document.cookie = `${name}=${value}${age}; path=/; SameSite=Lax`;
  }
}

function clearCookies(): void {
  for (const name of ALL_SBJS_COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
}

export type AttributionValues = Record<AttributionField, string>;

let started: ReadableAtom<AttributionValues | null> | null = null;

/** What the page said as it started (before a filter or a quick view changed its URL). */
export interface Landing {
  url: string;
  referrer: string;
  at: Date;
}

/**
 * Once per page: the form's values for this visit (null while marketing is not allowed). Loaded
 * once marketing is allowed: a visitor who refused, or has not chosen, loads none of this.
 */
export function keepTrafficSource(landing: Landing, options: AttributionOptions = attributionOptions()): ReadableAtom<AttributionValues | null> {
  if (started) return started;
  const visit = recordVisit(readRecord(rawCookies()), {
    url: landing.url,
    referrer: landing.referrer,
    ownHost: location.hostname,
    userAgent: navigator.userAgent,
    now: landing.at,
  });
  const values = attributionValues(visit);
  const $values = atom<AttributionValues | null>(null);
  let written = false;
  $consent.subscribe((consent) => {
    if (consent.marketing) {
      if (!written) writeCookies(visit, options);
      written = true;
      $values.set(values);
    } else {
      if (written || consent.visitorHasChosen) clearCookies();
      written = false;
      $values.set(null);
    }
  });
  started = $values;
  return $values;
}
