/**
 * The shopper identifiers the services use, checked before they are kept or sent: e-mail, the
 * social pixel's browser and click cookies, the click ids of the URL, the referrer.
 */
const EMAIL = /^[^\s@]+@(?:(?:[^\s@.]+\.)+[A-Za-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/;
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

export const isValidFbp = (value: string): boolean => /^fb\.[0-2]\.\d{13}\.\d{8,20}$/.test(value);
export const isValidFbc = (value: string): boolean => /^fb\.[0-2]\.\d{13}\.[A-Za-z0-9_-]{8,}$/.test(value);
export const isValidTtp = (value: string): boolean => /^[A-Za-z0-9-]{20,50}$/.test(value);
export const isValidTtclid = (value: string): boolean => value.length >= 5 && value.length <= 600;

/** fbclid from the URL, kept as the social pixel's click cookie format: fb.1.{unix seconds}.{value}. */
export const fbcFromFbclid = (fbclid: string, nowMs: number): string => `fb.1.${Math.floor(nowMs / 1000)}.${fbclid}`;

export const CLICK_ID_PARAMS = ['gclid', 'wbraid', 'gbraid', 'fbclid', 'ttclid', 'ScCid', 'epik'] as const;

/** The click ids a landing URL carries (ScCid kept as scid), each only when valid. */
export function clickIdsFrom(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of CLICK_ID_PARAMS) {
    const value = params.get(name)?.trim();
    if (!value || value.length > 600) continue;
    if (name === 'ttclid' && !isValidTtclid(value)) continue;
    if (!/^[A-Za-z0-9._~-]+$/.test(value)) continue;
    found[name === 'ScCid' ? 'scid' : name] = value;
  }
  return found;
}

/** The referrer, kept only when it comes from another host. */
export function externalReferrer(referrer: string, ownHost: string): string | null {
  try {
    const url = new URL(referrer);
    return url.host && url.host !== ownHost ? url.href : null;
  } catch {
    return null;
  }
}
