/**
 * One shop event as the pipeline carries it before any service sees it: the name, an id shared
 * by the browser and the server copy (so a vendor counts it once), when, the products with
 * their list, quantity and price, and what the event adds (search term, order, checkout option).
 */
import { TRACKING } from './constants.ts';
import type { DataLayer, TrackingOrder, TrackingProduct } from './data-layer.ts';

import type { TrackingEventName } from './event-names.ts';

export { TRACKING_EVENT_NAMES, type TrackingEventName } from './event-names.ts';

/** The event details of one product: the data layer's product in its list, with a quantity and the shop's currency. */
export interface ProductDetails {
  id: string;
  dyn_r_ids: Record<string, string>;
  name: string;
  list_name: string;
  brand: string;
  category: string[];
  variant: string;
  list_position: number;
  quantity: number;
  price: number;
  currency: string;
  is_variable: boolean;
  is_variation: boolean;
  parent_id: string;
}

export interface TrackingEvent {
  name: TrackingEventName;
  eventId: string;
  /** Milliseconds since the epoch. */
  time: number;
  currency: string;
  products: ProductDetails[];
  /** Σ price × quantity of the products (the order's own figures for a purchase). */
  value: number;
  order?: TrackingOrder;
  searchTerm?: string;
  /** A live search's suggestions that could be chosen (0: none found). */
  resultsCount?: number;
  /** Checkout step (2–4), option (payment or shipping method), scroll threshold, load time in s, the link's number or address. */
  step?: number;
  option?: string;
  threshold?: number;
  seconds?: number;
  link?: string;
  page: { url: string; referrer: string; type: string };
}

const EVENT_ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random base-36 event id of 16 characters (what the social pixel and the server copy share). */
export function eventId(random: (n: number) => Uint8Array): string {
  return Array.from(random(TRACKING.eventIdLength), (byte) => EVENT_ID_ALPHABET[byte % 36]).join('');
}

export function productDetails(product: TrackingProduct, layer: DataLayer, quantity = 1): ProductDetails {
  return {
    id: product.id,
    dyn_r_ids: product.dyn_r_ids,
    name: product.name,
    list_name: layer.shop.list_name,
    brand: product.brand,
    category: product.category.slice(0, TRACKING.maxItemCategories),
    variant: product.variant ?? '',
    list_position: product.position ?? 1,
    quantity: validQuantity(quantity),
    price: product.price,
    currency: layer.shop.currency,
    is_variable: product.is_variable,
    is_variation: product.is_variation,
    parent_id: product.parent_id ?? '',
  };
}

/** Quantities read from inputs: not a positive number counts 1. */
export function validQuantity(value: unknown, min = 1): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(n) || n <= 0) return Math.max(1, min);
  return Math.max(Math.round(n), min);
}

/** A figure rounded to this many decimals (money and load times go with two). */
export const roundTo = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Σ price × quantity, rounded to cents. */
export const cartValue = (products: Pick<ProductDetails, 'price' | 'quantity'>[]): number =>
  roundTo(
    products.reduce((sum, p) => sum + p.price * p.quantity, 0),
    TRACKING.valueDecimals,
  );

/** An order's items as product details: price = (total + tax) / quantity; the data layer's product when known. */
export function orderProducts(order: TrackingOrder, layer: DataLayer): ProductDetails[] {
  return order.items.map((item, index) => {
    const known = layer.products[item.variation_id !== '0' && item.variation_id ? item.variation_id : item.id];
    const price = item.quantity > 0 ? roundTo((item.total + item.total_tax) / item.quantity, TRACKING.valueDecimals) : 0;
    const base = known ?? {
      id: item.id,
      sku: '',
      dyn_r_ids: { post_id: item.id },
      name: item.name,
      brand: '',
      category: [],
      price,
      type: 'simple',
      is_variable: false,
      is_variation: false,
    };
    return { ...productDetails({ ...base, price }, layer, item.quantity), list_position: index + 1 };
  });
}

/** Cart lines (by cart item key) as product details: the variation's product when known, else its parent's; unknown ones left out. */
export function cartLineProducts(lines: DataLayer['cart']['items'], layer: DataLayer): ProductDetails[] {
  return Object.values(lines).flatMap((line) => {
    const found = (line.variation_id && line.variation_id !== '0' ? layer.products[line.variation_id] : undefined) ?? layer.products[line.product_id];
    return found ? [productDetails(found, layer, line.quantity)] : [];
  });
}
