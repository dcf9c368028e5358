/**
 * WooCommerce's order attribution on the server: the wc_order_attribution_* fields a checkout
 * form sends (filled by <shop-order-attribution> or WooCommerce's own element), cleaned as
 * WooCommerce cleans them (plain text, cut), with the device type worked out from the agent, and
 * kept with the order. An order whose fields are all empty records none ("Unknown").
 */
import { ATTRIBUTION_FIELD_NAMES, originLabel, type AttributionField } from '../../../shared/engine/attribution/traffic-source.ts';

export const ATTRIBUTION_PREFIX = 'wc_order_attribution_';
export const ATTRIBUTION_FORM_FIELDS = ATTRIBUTION_FIELD_NAMES.map((name) => `${ATTRIBUTION_PREFIX}${name}`);

const SOURCE_TYPES = new Set(['utm', 'organic', 'referral', 'typein', 'admin', 'mobile_app']);

export type OrderAttribution = Partial<Record<AttributionField | 'device_type', string>>;

/** Plain text: no tags, no control characters, trimmed. */
const plain = (value: string, max: number) =>
  value
    .replace(/<[^>]*>/g, '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, max);

export function deviceType(agent: string): string {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(agent)) return 'Tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile/i.test(agent)) return 'Mobile';
  return agent ? 'Desktop' : '';
}

/** The order's attribution from the posted values, or null when the form carried none. */
export function attributionFromForm(values: Record<string, string>): OrderAttribution | null {
  const found: OrderAttribution = {};
  for (const name of ATTRIBUTION_FIELD_NAMES) {
    const value = plain(
      values[`${ATTRIBUTION_PREFIX}${name}`] ?? '',
      name === 'referrer' || name === 'session_entry' ? 2000 : name === 'user_agent' ? 500 : 200,
    );
    if (value) found[name] = value;
  }
  if (Object.keys(found).length === 0) return null;
  if (found.source_type && !SOURCE_TYPES.has(found.source_type)) delete found.source_type;
  if (found.user_agent) found.device_type = deviceType(found.user_agent);
  return found;
}

/** "Source: x", "Organic: google", "Referral: …", "Direct" or "Unknown", as WooCommerce's orders list shows it. */
export const orderOrigin = (attribution: OrderAttribution | null): string => originLabel(attribution?.source_type ?? '', attribution?.utm_source ?? '');
