/**
 * What a shopper did on a page that left before its collectors had loaded (a product clicked,
 * "Proceed to checkout", an add, a wishlist add right after the page opened): the recorder hands
 * these on to the tab's next page, whose collectors make the events, dated and placed on the page
 * they happened on. Read back from storage, so checked field by field: what does not fit is dropped.
 */
import { TRACKING } from './constants.ts';

export const HANDED_ON_KINDS = ['select_item', 'begin_checkout', 'add_to_wishlist', 'add_to_cart'] as const;
export type HandedOnKind = (typeof HANDED_ON_KINDS)[number];

export interface HandedOnAction {
  kind: HandedOnKind;
  /** When it happened (ms since the epoch), and the page it happened on. */
  at: number;
  page: { url: string; referrer: string; type: string };
  productId?: string | null;
  /** As the page had it (a button's attribute, an add's quantity): validated where it is used. */
  quantity?: string | number | null;
  /** The page's hand-on: a page the back button restores takes its own back. */
  batch: string;
}

/** At most this many actions go from one page to the next. */
export const MAX_HANDED_ON = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalId = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && /^\d{1,20}$/.test(value));

/** The stored actions still worth making events of at `now`: well formed and young enough. */
export function parseHandedOnActions(stored: unknown, now: number): HandedOnAction[] {
  if (!Array.isArray(stored)) return [];
  return stored.slice(0, MAX_HANDED_ON).flatMap((item): HandedOnAction[] => {
    if (!isRecord(item) || !isRecord(item.page)) return [];
    const { kind, at, page, productId, quantity, batch } = item;
    const valid =
      (HANDED_ON_KINDS as readonly unknown[]).includes(kind) &&
      typeof at === 'number' &&
      now - at >= 0 &&
      now - at <= TRACKING.undelivered.maxAgeMs &&
      typeof page.url === 'string' &&
      typeof page.referrer === 'string' &&
      typeof page.type === 'string' &&
      optionalId(productId) &&
      (quantity === undefined || quantity === null || ['string', 'number'].includes(typeof quantity)) &&
      typeof batch === 'string';
    if (!valid) return [];
    return [
      {
        kind: kind as HandedOnKind,
        at,
        page: { url: page.url as string, referrer: page.referrer as string, type: page.type as string },
        ...(productId === undefined ? {} : { productId: productId as string | null }),
        ...(quantity === undefined ? {} : { quantity: quantity as string | number | null }),
        batch,
      },
    ];
  });
}

/** The time and page an event made of a handed-on action carries: the action's own. */
export const originOf = (action: HandedOnAction): { time: number; page: HandedOnAction['page'] } => ({ time: action.at, page: action.page });
