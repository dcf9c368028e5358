/**
 * What the tracking keeps in the browser, written only once consent allows tracking: the
 * session's click ids, referrer, login-fired flag, ACR attempt and REST availability
 * (_shop_session_data), the order ids already fired (_shop_persistent_data, shared by tabs), and
 * the events a page left before every service had them (_shop_undelivered_events, for the tab's next page).
 */
import { parseFiredOrders, type FiredOrders } from '../../engine/tracking/purchase-dedupe.ts';
import { $consent } from '../../stores/consent.ts';

export const SESSION_KEY = '_shop_session_data';
export const PERSISTENT_KEY = '_shop_persistent_data';
export const UNDELIVERED_KEY = '_shop_undelivered_events';

export interface SessionData {
  click_ids?: Record<string, string>;
  referrer?: string;
  login_fired?: boolean;
  acr_attempted?: boolean;
  rest_available?: boolean;
  identifiers_sent?: boolean;
  ipv6_sent?: boolean;
}

function read(area: () => Storage, key: string): Record<string, unknown> {
  try {
    const value = JSON.parse(area().getItem(key) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function write(area: () => Storage, key: string, value: unknown): void {
  try {
    area().setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled or full: it holds for this page only.
  }
}

/** Nothing is written before the shopper allows tracking: until then the session data lives in memory. */
export const trackingAllowed = (): boolean => $consent.get().marketing || $consent.get().statistics;
let unsaved: SessionData = {};

export const readSessionData = (): SessionData => ({ ...(read(() => sessionStorage, SESSION_KEY) as SessionData), ...unsaved });

export function updateSessionData(change: Partial<SessionData>): void {
  unsaved = { ...unsaved, ...change };
  if (trackingAllowed()) saveSessionData();
}

function saveSessionData(): void {
  write(() => sessionStorage, SESSION_KEY, readSessionData());
  unsaved = {};
}

$consent.listen(() => {
  if (trackingAllowed() && Object.keys(unsaved).length > 0) saveSessionData();
});

export const readFiredOrders = (): FiredOrders => parseFiredOrders(JSON.stringify(read(() => localStorage, PERSISTENT_KEY).fired_orders ?? {}));
export const writeFiredOrders = (fired: FiredOrders): void =>
  write(() => localStorage, PERSISTENT_KEY, { ...read(() => localStorage, PERSISTENT_KEY), fired_orders: fired });

/** Runs `task` while holding a lock every tab of the shop shares (where the browser has Web Locks). */
export function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}

/** The events an earlier page of this tab handed on (as stored: the caller checks them), removed from storage. */
export function takeUndelivered(): unknown {
  try {
    const stored = sessionStorage.getItem(UNDELIVERED_KEY);
    sessionStorage.removeItem(UNDELIVERED_KEY);
    return JSON.parse(stored ?? '[]') as unknown;
  } catch {
    return [];
  }
}

/** Hands `deliveries` on to the tab's next page (written only while tracking is allowed). */
export function handOnUndelivered(deliveries: unknown[]): void {
  if (deliveries.length > 0 && trackingAllowed()) write(() => sessionStorage, UNDELIVERED_KEY, deliveries);
}
