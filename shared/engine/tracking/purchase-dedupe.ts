/**
 * Purchase exactly once: the order ids already fired are kept (persistently, shared by every tab)
 * with where they fired from; with duplication prevention on, a known id never fires again.
 */
export type PurchaseSource = 'thankyou_page' | 'acr_full_auto';

export type FiredOrders = Record<string, { source: PurchaseSource; at: number }>;

export function parseFiredOrders(text: string | null): FiredOrders {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FiredOrders) : {};
  } catch {
    return {};
  }
}

export const mayFirePurchase = (fired: FiredOrders, orderId: string, preventDuplicates: boolean): boolean => !preventDuplicates || !(orderId in fired);

/** Keeps at most the newest 100 orders (a shopper's history, not a log). */
export function withFiredOrder(fired: FiredOrders, orderId: string, source: PurchaseSource, at: number): FiredOrders {
  const next = { ...fired, [orderId]: { source, at } };
  const ids = Object.keys(next).sort((a, b) => next[b]!.at - next[a]!.at);
  return Object.fromEntries(ids.slice(0, 100).map((id) => [id, next[id]!]));
}

/** The ACR cookie's order: {order_id, order_key} when readable. */
export function parseAcrCookie(text: string | null): { order_id: string; order_key: string } | null {
  try {
    const value = JSON.parse(text ?? '') as { order_id?: unknown; order_key?: unknown };
    const id = String(value.order_id ?? '');
    const key = String(value.order_key ?? '');
    return /^\d{1,12}$/.test(id) && /^[A-Za-z0-9_]{1,64}$/.test(key) ? { order_id: id, order_key: key } : null;
  } catch {
    return null;
  }
}
