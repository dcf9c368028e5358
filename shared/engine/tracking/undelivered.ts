/**
 * An event on its way to the services, as a page leaving hands it to the tab's next page: which
 * services' libraries already took it, which server copies went, whether its purchase was
 * claimed. Read back from storage, so checked field by field: what does not fit is dropped.
 */
import { TRACKING } from './constants.ts';
import type { PurchaseSource } from './purchase-dedupe.ts';
import { TRACKING_EVENT_NAMES, type TrackingEvent } from './tracking-event.ts';

export interface Undelivered {
  event: TrackingEvent;
  source?: PurchaseSource;
  /** The purchase's order id is already stored as fired (by the page that fired it). */
  claimed: boolean;
  /** Services whose library has the event. */
  sentTo: string[];
  /** Server copies sent (by service), and 'purchase-report' once the shop was told. */
  forwarded: string[];
  /** Pages it has been handed on from. */
  pages: number;
}

const SOURCES: PurchaseSource[] = ['thankyou_page', 'acr_full_auto'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] | null => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null);

function isEvent(value: unknown): value is TrackingEvent {
  if (!isRecord(value) || !isRecord(value.page)) return false;
  return (
    (TRACKING_EVENT_NAMES as readonly unknown[]).includes(value.name) &&
    typeof value.eventId === 'string' &&
    /^[0-9a-z]{16}$/.test(value.eventId) &&
    typeof value.time === 'number' &&
    typeof value.currency === 'string' &&
    typeof value.value === 'number' &&
    Array.isArray(value.products) &&
    value.products.every(isRecord) &&
    typeof value.page.url === 'string' &&
    (value.order === undefined || isRecord(value.order))
  );
}

/** The stored deliveries still worth finishing at `now`: well formed, young enough, not handed on too often. */
export function parseUndelivered(stored: unknown, now: number): Undelivered[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item): Undelivered[] => {
    if (!isRecord(item) || !isEvent(item.event)) return [];
    const sentTo = strings(item.sentTo);
    const forwarded = strings(item.forwarded);
    const pages = item.pages;
    if (!sentTo || !forwarded || typeof pages !== 'number' || !(pages >= 1 && pages <= TRACKING.undelivered.maxPages)) return [];
    if (!(now - item.event.time <= TRACKING.undelivered.maxAgeMs)) return [];
    const source = SOURCES.find((s) => s === item.source);
    return [{ event: item.event, ...(source ? { source } : {}), claimed: item.claimed === true, sentTo, forwarded, pages }];
  });
}

/** A delivery on a page: `sentBefore` lists the services that had it on an earlier page (their library there took it). */
export interface DeliveryHere extends Undelivered {
  sentBefore: readonly string[];
}

/** Whether the service has the event: sent on an earlier page, or taken by this page's library. */
export const serviceHas = (d: DeliveryHere, took: (service: string) => boolean) => (service: string) => d.sentBefore.includes(service) || took(service);

/**
 * What a leaving page hands on: the deliveries not finished, with the services that have the
 * event counted as sent. A service sent on an earlier page stays sent even while this page's
 * library of it is still loading: dropping it sent that event again on the next page.
 */
export function handOn(deliveries: DeliveryHere[], took: (service: string) => boolean): Undelivered[] {
  return deliveries
    .filter((d) => d.pages < TRACKING.undelivered.maxPages)
    .map((d) => {
      const { sentBefore: _, ...stored } = d;
      return { ...stored, sentTo: d.sentTo.filter(serviceHas(d, took)), pages: d.pages + 1 };
    });
}
