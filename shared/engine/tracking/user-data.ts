/**
 * The shopper's identifiers normalised as each vendor asks, then SHA-256 hashed (hex): e-mail
 * trimmed and lower-cased; phone to digits with the country code and no leading zeros; names
 * lower case without punctuation or spaces; city a–z; state and country two lower-case letters;
 * postcode lower case, cut at '-'. A value already 64 hex characters passes through.
 */
import type { TrackingUser } from './data-layer.ts';

export type Sha256 = (text: string) => Promise<string>;

const ALREADY_HASHED = /^[a-f0-9]{64}$/;

/** Country calling codes of the shop's usual countries, for phones written without one. */
const CALLING_CODES: Record<string, string> = {
  US: '1',
  CA: '1',
  GB: '44',
  DE: '49',
  FR: '33',
  ES: '34',
  IT: '39',
  NL: '31',
  AU: '61',
  IE: '353',
  AT: '43',
  CH: '41',
  BE: '32',
};

export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export function normalizePhone(value: string, country = ''): string {
  const trimmed = value.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.replace(/^0+/, '');
  digits = digits.replace(/^0+/, '');
  const code = CALLING_CODES[country.toUpperCase()];
  if (code && !(code === '1' && digits.length === 11 && digits.startsWith('1'))) return `${code}${digits}`;
  return digits;
}

export const normalizeName = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');

export const normalizeCity = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
export const normalizeRegion = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 2);
export const normalizePostcode = (value: string) => value.trim().toLowerCase().split('-')[0]!.replace(/\s/g, '');

async function hashed(value: string | undefined, normalize: (v: string) => string, sha256: Sha256): Promise<string | undefined> {
  if (!value || !value.trim()) return undefined;
  if (ALREADY_HASHED.test(value)) return value;
  const normal = normalize(value);
  return normal ? sha256(normal) : undefined;
}

/** Meta's user_data: em, ph, fn, ln, ct, st, zp, country, external_id, each hashed; empty fields left out. */
export async function metaUserData(user: TrackingUser, sha256: Sha256): Promise<Record<string, string>> {
  const fields: Record<string, string | undefined> = {
    em: await hashed(user.email, normalizeEmail, sha256),
    ph: await hashed(user.phone, (v) => normalizePhone(v, user.country), sha256),
    fn: await hashed(user.first_name, normalizeName, sha256),
    ln: await hashed(user.last_name, normalizeName, sha256),
    ct: await hashed(user.city, normalizeCity, sha256),
    st: await hashed(user.state, normalizeRegion, sha256),
    zp: await hashed(user.postcode, normalizePostcode, sha256),
    country: await hashed(user.country, normalizeRegion, sha256),
    external_id: await hashed(user.id, (v) => v.trim(), sha256),
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Google's enhanced conversions user_data with hashed fields (sha256_email_address, sha256_phone_number, address names). */
export async function googleUserData(user: TrackingUser, sha256: Sha256): Promise<Record<string, unknown>> {
  const email = await hashed(user.email, normalizeEmail, sha256);
  // Google takes the phone in E.164, '+' included, before hashing.
  const phone = await hashed(user.phone, (v) => `+${normalizePhone(v, user.country)}`, sha256);
  const first = await hashed(user.first_name, (v) => v.trim().toLowerCase(), sha256);
  const last = await hashed(user.last_name, (v) => v.trim().toLowerCase(), sha256);
  const data: Record<string, unknown> = {};
  if (email) data.sha256_email_address = email;
  if (phone) data.sha256_phone_number = phone;
  if (first || last || user.city || user.postcode || user.country) {
    data.address = {
      ...(first ? { sha256_first_name: first } : {}),
      ...(last ? { sha256_last_name: last } : {}),
      ...(user.city ? { city: user.city.trim().toLowerCase() } : {}),
      ...(user.state ? { region: user.state.trim() } : {}),
      ...(user.postcode ? { postal_code: user.postcode.trim() } : {}),
      ...(user.country ? { country: user.country.trim().toUpperCase() } : {}),
    };
  }
  return data;
}

/** The identifiers most vendors match on: e-mail and phone (E.164, '+' included) hashed, the shop's customer id hashed. */
export async function hashedIdentifiers(user: TrackingUser, sha256: Sha256): Promise<{ email?: string; phone?: string; external_id?: string }> {
  const fields = {
    email: await hashed(user.email, normalizeEmail, sha256),
    phone: await hashed(user.phone, (v) => `+${normalizePhone(v, user.country)}`, sha256),
    external_id: await hashed(user.id, (v) => v.trim(), sha256),
  };
  return Object.fromEntries(Object.entries(fields).filter((entry) => entry[1] !== undefined));
}
