/**
 * The traffic record in WooCommerce's cookies (its sourcebuster fork), both ways, so that
 * WooCommerce's own scripts read what these elements write and the other way round:
 * `sbjs_current`, `sbjs_current_add`, `sbjs_first`, `sbjs_first_add`, `sbjs_session`,
 * `sbjs_udata`; each value `key=value|||key=value…`, URI-encoded (with !'()*~ too), and, where the
 * shop turned WooCommerce's base64 option on (against web application firewalls that flag the
 * plain values), base64 of the UTF-8 text before that. Either form is read.
 */
import type { SessionData, SourceExtra, SourceMain, TrafficRecord, VisitorData } from './traffic-source.ts';

export const SBJS_COOKIES = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
} as const;

/** Every cookie of the family, including the ones only sourcebuster writes (cleared on refusal). */
export const ALL_SBJS_COOKIES = [...Object.values(SBJS_COOKIES), 'sbjs_migrations', 'sbjs_promo'];

const DELIMITER = '|||';

const KEYS: { [K in keyof TrafficRecord]-?: string[] } = {
  current: ['typ', 'src', 'mdm', 'cmp', 'cnt', 'id', 'trm', 'plt', 'fmt', 'tct'],
  current_add: ['fd', 'ep', 'rf'],
  first: ['typ', 'src', 'mdm', 'cmp', 'cnt', 'id', 'trm', 'plt', 'fmt', 'tct'],
  first_add: ['fd', 'ep', 'rf'],
  session: ['pgs', 'cpg'],
  udata: ['vst', 'uip', 'uag'],
};

export const encodeData = (text: string): string => encodeURIComponent(text).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function decodeData(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

const toBase64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
function fromBase64(text: string): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** One cookie's value for a part of the record. */
export function packCookie(part: Record<string, string>, keys: string[], base64: boolean): string {
  const text = keys.map((key) => `${key}=${(part[key] ?? '').replaceAll(DELIMITER, ' ')}`).join(DELIMITER);
  return encodeData(base64 ? toBase64(text) : text);
}

/** A cookie's value back to its fields (plain or base64); null when it is neither. */
export function unpackCookie(value: string): Record<string, string> | null {
  let text = decodeData(value);
  if (!/^[a-z]{2,4}=/.test(text)) {
    const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? fromBase64(text) : null;
    if (!decoded || !/^[a-z]{2,4}=/.test(decoded)) return null;
    text = decoded;
  }
  const fields: Record<string, string> = {};
  for (const pair of text.split(DELIMITER)) {
    const at = pair.indexOf('=');
    // Each value decoded once more, as sourcebuster reads them (WooCommerce's forms carry them so).
    if (at > 0) fields[pair.slice(0, at)] = decodeData(pair.slice(at + 1));
  }
  return fields;
}

/** The record from the cookies present (by name → raw value); parts missing or unreadable are left out. */
export function readRecord(cookies: Record<string, string | undefined>): TrafficRecord {
  const record: TrafficRecord = {};
  for (const [part, name] of Object.entries(SBJS_COOKIES) as [keyof TrafficRecord, string][]) {
    const raw = cookies[name];
    const fields = raw ? unpackCookie(raw) : null;
    if (fields && KEYS[part].some((key) => key in fields)) {
      const complete = Object.fromEntries(KEYS[part].map((key) => [key, fields[key] ?? '(none)']));
      (record as Record<string, unknown>)[part] = complete;
    }
  }
  // A source without a known type is not one.
  for (const part of ['current', 'first'] as const) {
    if (record[part] && !['utm', 'organic', 'referral', 'typein'].includes(record[part].typ)) delete record[part];
  }
  return record;
}

/** The cookie values of a record (name → encoded value). */
export function writeRecord(record: TrafficRecord, base64: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [part, name] of Object.entries(SBJS_COOKIES) as [keyof TrafficRecord, string][]) {
    const fields = record[part] as (SourceMain | SourceExtra | SessionData | VisitorData) | undefined;
    if (fields) out[name] = packCookie(fields as unknown as Record<string, string>, KEYS[part], base64);
  }
  return out;
}
