/**
 * Where a request may send the shopper next (WordPress's wp_validate_redirect, for a demo on one
 * host): a path on this site, returned as the URL parser writes it, so every character outside
 * printable ASCII is percent-encoded and the value is always a valid Location header. Anything
 * else (another host, `//host`, `/\host`, a scheme, control characters, over 500 characters) is
 * refused with null, and the caller goes to its default.
 */
const BASE = 'http://redirect.invalid';

export function safeRedirect(value: string): string | null {
  // Control characters are refused outright: the URL parser would drop tabs and newlines silently.
  if (value.length === 0 || value.length > 500 || !value.startsWith('/') || /\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || /^\/[/\\]/.test(value)) return null;
  const target = url.pathname + url.search + url.hash;
  return /^\/[\x21-\x7e]*$/.test(target) && !target.startsWith('//') ? target : null;
}

/** Header values Node refuses to write (it throws while the answer is being sent). */
export const unsendableHeaderValue = (value: string): boolean => /[^\t\x20-\x7e\x80-\xff]/.test(value);
