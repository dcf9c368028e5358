/**
 * The live search's custom parameters: the shop's (site-wide) and a box's own, sent with every
 * suggestions request (a language plugin's or a marketplace's filter, say). A box's own win over
 * the shop's; the protocol's own names cannot be replaced; anything that is not a flat object of
 * strings, numbers or booleans is ignored rather than sent half-read.
 */
const RESERVED = new Set(['s', 'wc-ajax', 'action', 'l', 'grouping']);
const NAME = /^[A-Za-z_][\w\-[\]]{0,63}$/;
const MAX_PARAMS = 20;
const MAX_VALUE = 200;

/** One source (a JSON text or an object) as name → value; {} when unreadable. */
export function readCustomParams(source: unknown): Record<string, string> {
  let value = source;
  if (typeof source === 'string') {
    if (source.trim() === '') return {};
    try {
      value = JSON.parse(source);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const params: Record<string, string> = {};
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    if (Object.keys(params).length >= MAX_PARAMS) break;
    if (RESERVED.has(name) || !NAME.test(name)) continue;
    if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') params[name] = String(raw).slice(0, MAX_VALUE);
  }
  return params;
}

/** The shop's parameters with the box's own over them. */
export function mergeCustomParams(siteWide: unknown, own: unknown): Record<string, string> {
  return { ...readCustomParams(siteWide), ...readCustomParams(own) };
}
