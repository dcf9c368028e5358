/** The events `<shop-live-search>` raises from its element, for themes and analytics. */
import { shopEventFactory } from '../../shared/events/shop-event.ts';

type None = Record<string, never>;

export interface SearchEventDetails {
  /** The box took the focus. */
  'shop-search-open': None;
  /** The suggestions closed. */
  'shop-search-close': None;
  /** Suggestions are shown for `query` (`count` of them can be chosen). */
  'shop-search-show-suggestions': { query: string; count: number };
  /** Nothing was found for `query` ("No results" is shown). */
  'shop-search-no-results': { query: string };
  /** The history (recent products and phrases) is shown under an empty box. */
  'shop-search-show-pre-suggestions': None;
  /** The details panel shows the product or category `objectID`. */
  'shop-search-show-details-panel': { objectID: string };
  /** The full-screen search opened / closed on a phone. */
  'shop-search-show-mobile-overlay': None;
  'shop-search-hide-mobile-overlay': None;
  /** The suggestions for `query` could not be loaded. */
  'shop-search-error': { query: string };
}

export type SearchEventName = keyof SearchEventDetails;

export const searchEvent = shopEventFactory<SearchEventDetails>();

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-search-open': CustomEvent<None>;
    'shop-search-close': CustomEvent<None>;
    'shop-search-show-suggestions': CustomEvent<{ query: string; count: number }>;
    'shop-search-no-results': CustomEvent<{ query: string }>;
    'shop-search-show-pre-suggestions': CustomEvent<None>;
    'shop-search-show-details-panel': CustomEvent<{ objectID: string }>;
    'shop-search-show-mobile-overlay': CustomEvent<None>;
    'shop-search-hide-mobile-overlay': CustomEvent<None>;
    'shop-search-error': CustomEvent<{ query: string }>;
  }
}
