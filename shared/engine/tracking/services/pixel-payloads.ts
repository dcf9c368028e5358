/**
 * What every adapter of the other services is made of: the calls that start the vendor's pixel,
 * the calls one shop event becomes (none when the vendor has no such event), and the shopper's
 * identifiers as the vendor takes them for advanced matching. A call is the argument list of the
 * vendor's snippet entry point (ttq, pintrk, snaptr, …), so adapters stay pure and testable.
 */
import type { DataLayer, PixelSettings, TrackingUser } from '../data-layer.ts';
import { TRACKING } from '../constants.ts';
import { roundTo, type ProductDetails, type TrackingEvent } from '../tracking-event.ts';
import type { Sha256 } from '../user-data.ts';

export type VendorCall = unknown[];

export interface PixelPayloads {
  /** The calls right after the snippet: the id, advanced matching, the page view. */
  start(settings: PixelSettings, matching: Record<string, string>): VendorCall[];
  /** The calls of one shop event; [] when the vendor has no such event or the shop named none. */
  event(event: TrackingEvent, settings: PixelSettings): VendorCall[];
  /** The shopper's identifiers as the vendor takes them (hashed where it hashes none itself). */
  matching?(user: TrackingUser, sha256: Sha256): Promise<Record<string, string>>;
}

/** The product's id in the vendor's catalogue (its id type), else the shop's id. */
export const productId = (product: ProductDetails, settings: PixelSettings): string => product.dyn_r_ids[settings.id_type] ?? product.id;

export const productIds = (event: TrackingEvent, settings: PixelSettings): string[] => event.products.map((p) => productId(p, settings));

export const itemCount = (event: TrackingEvent): number => event.products.reduce((n, p) => n + p.quantity, 0);

/** Categories joined as the vendor wants them ('/' for paths, ',' for lists). */
export const categories = (product: ProductDetails, separator: '/' | ','): string => product.category.join(separator);

/** The order's number as shops show it, for vendors that take an order id. */
export const orderId = (event: TrackingEvent): string | undefined => (event.order ? event.order.number || event.order.id : undefined);

/** Vendors that count a conversion by an id or name the shop copied from the vendor's dashboard. */
export function namedConversion(event: TrackingEvent, settings: PixelSettings): string | undefined {
  if (event.name === 'phone_click' && settings.phone_conversion) return settings.phone_conversion;
  const named = settings.event_ids[event.name];
  return named ? named : undefined;
}

/** Page load time in seconds with two decimals, where the shop turned it on for this vendor. */
export const loadTime = (event: TrackingEvent, settings: PixelSettings): number | null =>
  event.name === 'page_load_time' && settings.page_load_time_tracking && typeof event.seconds === 'number'
    ? roundTo(event.seconds, TRACKING.loadTimeDecimals)
    : null;

/** Advanced matching: only where the shop turned it on, for signed-in shoppers or on the order received page. */
export const advancedMatchingApplies = (layer: DataLayer, settings: { advanced_matching: boolean }): boolean =>
  settings.advanced_matching && !!layer.user && (layer.general.user_logged_in || layer.shop.page_type === 'order_received_page');
