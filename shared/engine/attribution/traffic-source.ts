/**
 * Where a visit came from, kept as WooCommerce's order attribution keeps it (its fork of
 * sourcebuster): the current source and the first one, each with when and where the visit
 * started and its referrer; the session (pages seen, current page; it ends after 30 minutes
 * without a page); the visitor (visits, agent).
 *
 * Classification of a page view, first match wins:
 * 1. utm parameters (any utm_* of the URL) → type utm, source/medium/campaign/… from them;
 * 2. an ad click id (gclid, gbraid, wbraid, msclkid, ttclid, fbclid) → type utm, the ad
 *    network as source, medium cpc;
 * 3. a referrer from a search engine → type organic, the engine as source, medium organic;
 * 4. a referrer from another site, when no session is running → type referral, its host as
 *    source, medium referral, its path as content;
 * 5. nothing known yet → type typein, source (direct), medium (none).
 * Otherwise (a page of the same visit, or a direct return) the current source stays.
 */
import { ATTRIBUTION_FIELD_NAMES, type AttributionField } from './attribution-fields.ts';
import { searchEngineOf } from './search-engines.ts';

export { ATTRIBUTION_FIELD_NAMES, type AttributionField };

export const NONE = '(none)';
export const DIRECT = '(direct)';

export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';

/** The source fields (sbjs_current / sbjs_first), by sourcebuster's short names. */
export interface SourceMain {
  typ: TrafficType;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  id: string;
  trm: string;
  plt: string;
  fmt: string;
  tct: string;
}

/** When and where the source's visit began (sbjs_current_add / sbjs_first_add). */
export interface SourceExtra {
  /** 'YYYY-MM-DD hh:mm:ss', UTC. */
  fd: string;
  ep: string;
  rf: string;
}

export interface SessionData {
  pgs: string;
  cpg: string;
}

export interface VisitorData {
  vst: string;
  uip: string;
  uag: string;
}

export interface TrafficRecord {
  current?: SourceMain;
  current_add?: SourceExtra;
  first?: SourceMain;
  first_add?: SourceExtra;
  session?: SessionData;
  udata?: VisitorData;
}

export interface PageVisit {
  url: string;
  referrer: string;
  ownHost: string;
  userAgent: string;
  now: Date;
}

const UTM_FIELDS: [keyof SourceMain, string][] = [
  ['src', 'utm_source'],
  ['mdm', 'utm_medium'],
  ['cmp', 'utm_campaign'],
  ['cnt', 'utm_content'],
  ['trm', 'utm_term'],
  ['id', 'utm_id'],
  ['plt', 'utm_source_platform'],
  ['fmt', 'utm_creative_format'],
  ['tct', 'utm_marketing_tactic'],
];

/** Ad click ids and the network each belongs to, in the order they are looked for. */
export const CLICK_IDS: [string, string][] = [
  ['gclid', 'google'],
  ['gbraid', 'google'],
  ['wbraid', 'google'],
  ['msclkid', 'bing'],
  ['ttclid', 'tiktok'],
  ['fbclid', 'facebook'],
];

const source = (typ: TrafficType, fields: Partial<SourceMain> = {}): SourceMain => ({
  typ,
  src: NONE,
  mdm: NONE,
  cmp: NONE,
  cnt: NONE,
  id: NONE,
  trm: NONE,
  plt: NONE,
  fmt: NONE,
  tct: NONE,
  ...fields,
});

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** Values read from a URL are cut and cleaned of the delimiter the cookies use. */
const clean = (value: string): string =>
  value
    .replace(/\|\|\|/g, ' ')
    .trim()
    .slice(0, 200) || NONE;

/** What this page view says about its source, or null when it says nothing new. */
export function classify(visit: PageVisit, sessionRunning: boolean): SourceMain | null {
  const url = parse(visit.url);
  const params = url?.searchParams ?? new URLSearchParams();
  if (UTM_FIELDS.some(([, name]) => params.get(name))) {
    return source('utm', Object.fromEntries(UTM_FIELDS.map(([field, name]) => [field, clean(params.get(name) ?? '')])) as Partial<SourceMain>);
  }
  const click = CLICK_IDS.find(([name]) => params.get(name));
  if (click) return source('utm', { src: click[1], mdm: 'cpc', cmp: clean(params.get('utm_campaign') ?? '') });
  const referrer = parse(visit.referrer);
  const host = referrer?.hostname.toLowerCase() ?? '';
  if (!referrer || !host || host === visit.ownHost.toLowerCase()) return null;
  const engine = searchEngineOf(host);
  if (engine) return source('organic', { src: engine.name, mdm: 'organic', trm: clean(referrer.searchParams.get(engine.termParam) ?? '') });
  if (sessionRunning) return null;
  return source('referral', { src: host.replace(/^www\./, ''), mdm: 'referral', cnt: clean(referrer.pathname) });
}

/** 'YYYY-MM-DD hh:mm:ss' in UTC, as sourcebuster writes dates with a zero time-zone offset. */
export const visitDate = (now: Date): string => now.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The record after this page view: a new current source when the page brings one (or when
 * there was none: typein), the first source kept once, the session counted (a new session adds
 * a visit).
 */
export function recordVisit(previous: TrafficRecord, visit: PageVisit): TrafficRecord {
  const sessionRunning = !!previous.session;
  const found = classify(visit, sessionRunning) ?? (previous.current ? null : source('typein', { src: DIRECT, mdm: NONE }));
  const extra: SourceExtra = { fd: visitDate(visit.now), ep: visit.url.slice(0, 2000), rf: visit.referrer.slice(0, 2000) || NONE };
  const current = found ?? previous.current!;
  const currentAdd = found ? extra : (previous.current_add ?? extra);
  const visits = Number.parseInt(previous.udata?.vst ?? '0', 10) || 0;
  const pages = Number.parseInt(previous.session?.pgs ?? '0', 10) || 0;
  return {
    current,
    current_add: currentAdd,
    first: previous.first ?? current,
    first_add: previous.first_add ?? currentAdd,
    session: { pgs: String(sessionRunning ? pages + 1 : 1), cpg: visit.url.slice(0, 2000) },
    udata: { vst: String(sessionRunning ? Math.max(visits, 1) : visits + 1), uip: NONE, uag: visit.userAgent.slice(0, 500) },
  };
}

/** Where each of WooCommerce's order attribution fields comes from in the record. */
export const ATTRIBUTION_FIELDS: Record<AttributionField, (r: TrafficRecord) => string | undefined> = {
  source_type: (r) => r.current?.typ,
  referrer: (r) => r.current_add?.rf,
  utm_campaign: (r) => r.current?.cmp,
  utm_source: (r) => r.current?.src,
  utm_medium: (r) => r.current?.mdm,
  utm_content: (r) => r.current?.cnt,
  utm_id: (r) => r.current?.id,
  utm_term: (r) => r.current?.trm,
  utm_source_platform: (r) => r.current?.plt,
  utm_creative_format: (r) => r.current?.fmt,
  utm_marketing_tactic: (r) => r.current?.tct,
  session_entry: (r) => r.current_add?.ep,
  session_start_time: (r) => r.current_add?.fd,
  session_pages: (r) => r.session?.pgs,
  session_count: (r) => r.udata?.vst,
  user_agent: (r) => r.udata?.uag,
};

/** The form's values ('' where the record has none). */
export const attributionValues = (record: TrafficRecord): Record<AttributionField, string> =>
  Object.fromEntries(ATTRIBUTION_FIELD_NAMES.map((name) => [name, ATTRIBUTION_FIELDS[name](record) ?? ''])) as Record<AttributionField, string>;

/** How WooCommerce labels an order's origin in its orders list. */
export function originLabel(type: string, sourceName: string): string {
  switch (type) {
    case 'utm':
      return `Source: ${sourceName}`;
    case 'organic':
      return `Organic: ${sourceName}`;
    case 'referral':
      return `Referral: ${sourceName}`;
    case 'typein':
      return 'Direct';
    case 'admin':
      return 'Web admin';
    case 'mobile_app':
      return 'Mobile app';
    default:
      return 'Unknown';
  }
}
