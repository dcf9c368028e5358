/**
 * Validity of the cart fragments kept in session storage (storefront spec, "Cart fragments";
 * WooCommerce's cart-fragments.js). Pure: storage reads happen in shared/platform.
 */
export const FRAGMENT_LIFETIME_MS = 86_400_000;

export type FragmentMap = Record<string, string>;

export type FragmentCacheVerdict =
  { ok: true; fragments: FragmentMap } | { ok: false; reason: 'No cart cookie' | 'No fragment' | 'No cart_created' | 'Fragment expired' | 'Hash mismatch' };

export interface StoredFragments {
  /** Raw sessionStorage value of the fragments (JSON text), or null. */
  fragmentsJson: string | null;
  /** Hash stored beside the fragments. */
  storedHash: string | null;
  /** wc_cart_created as stored (a millisecond timestamp as text), or null. */
  createdAt: string | null;
  /** woocommerce_cart_hash cookie. */
  cookieHash: string | null;
  now: number;
}

/** Parses stored JSON into a selector -> HTML map; anything else (corrupt, wrong types) is null. */
export function parseFragmentMap(json: string | null): FragmentMap | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const map: FragmentMap = {};
  for (const [selector, html] of Object.entries(value)) {
    if (typeof html === 'string') map[selector] = html;
  }
  return Object.keys(map).length > 0 ? map : null;
}

/**
 * Checks in WooCommerce's order: fragments present, created timestamp present, under 24 h,
 * and stored hash equal to the cookie's (another tab or the server changed the cart).
 */
export function checkFragmentCache(stored: StoredFragments): FragmentCacheVerdict {
  const fragments = parseFragmentMap(stored.fragmentsJson);
  if (!fragments) return { ok: false, reason: 'No fragment' };
  const created = stored.createdAt === null ? Number.NaN : Number(stored.createdAt);
  if (!Number.isFinite(created)) return { ok: false, reason: 'No cart_created' };
  if (stored.now - created > FRAGMENT_LIFETIME_MS || created > stored.now + 60_000) {
    return { ok: false, reason: 'Fragment expired' };
  }
  if ((stored.storedHash ?? '') !== (stored.cookieHash ?? '')) return { ok: false, reason: 'Hash mismatch' };
  return { ok: true, fragments };
}
