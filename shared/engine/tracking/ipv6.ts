/**
 * The visitor's IPv6 address as an IPv6-only lookup service reports it, checked before the shop
 * keeps it for the social network's server events (an IPv4 connection hides it from the shop).
 */
import type { DataLayer } from './data-layer.ts';

const GROUP = /^[0-9a-f]{1,4}$/;

/** Whether the page asks for the address: Meta's Conversions API on, sent server to server, a lookup set. */
export function ipv6Wanted(layer: DataLayer): boolean {
  const meta = layer.pixels.facebook;
  return !!meta?.capi && !!meta.ipv6_lookup_url && layer.general.server_2_server.active;
}

/** The address in lower case when `text` is one IPv6 address (no zone, no embedded IPv4), else null. */
export function validIpv6(text: string): string | null {
  const value = text.trim().toLowerCase();
  if (value.length < 2 || value.length > 39) return null;
  const halves = value.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const all = [...head, ...tail];
  if (!all.every((group) => GROUP.test(group))) return null;
  // Eight groups written out, or fewer with one '::' standing for at least one zero group.
  if (halves.length === 1 ? all.length !== 8 : all.length > 7) return null;
  return value;
}

/** The address out of a lookup's answer: plain text, or JSON with an `ip` field. */
export function ipv6FromLookup(body: string): string | null {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { ip?: unknown };
      return typeof parsed.ip === 'string' ? validIpv6(parsed.ip) : null;
    } catch {
      return null;
    }
  }
  return validIpv6(text);
}
