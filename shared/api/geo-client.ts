/**
 * The visitor's country and region from the shop's geo services, tried in order (up to 3): the
 * first that answers with a country wins; null when none does.
 */
import type { VisitorRegion } from '../engine/consent/consent-state.ts';

const MAX_SERVICES = 3;

function regionFrom(body: Record<string, unknown>): VisitorRegion | null {
  const country = String(body.country_code ?? body.countryCode ?? body.country ?? body.loc ?? '')
    .trim()
    .toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return null;
  const rawRegion = String(body.region_code ?? body.regionCode ?? body.region ?? '')
    .trim()
    .toUpperCase();
  const region = /^[A-Z0-9]{1,3}$/.test(rawRegion) ? `${country}-${rawRegion}` : /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(rawRegion) ? rawRegion : undefined;
  return region ? { country, region } : { country };
}

export async function lookUpVisitorRegion(endpoints: string[], timeoutMs = 3000): Promise<VisitorRegion | null> {
  for (const endpoint of endpoints.slice(0, MAX_SERVICES)) {
    try {
      const response = await fetch(endpoint, { credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) continue;
      const text = await response.text();
      // Some services answer key=value lines (loc=US), others JSON.
      const body = text.trim().startsWith('{')
        ? (JSON.parse(text) as Record<string, unknown>)
        : Object.fromEntries(text.split('\n').map((line) => line.split('=', 2) as [string, string]));
      const where = regionFrom(body);
      if (where) return where;
    } catch {
      // The next service.
    }
  }
  return null;
}
