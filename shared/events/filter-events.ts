/**
 * Typed `shop-filter-*` events. They bubble from the element (composed), and
 * the spec's own names are raised too: as DOM events on document (`filters_displayed`, ...) and as
 * jQuery events on body when jQuery is on the page, for themes that already listen to them.
 */
import { triggerOnBody } from '../platform/jquery.ts';
import { shopEventFactory } from './shop-event.ts';

export interface FiltersDisplayedDetail {
  /** 'sidebar', 'horizontal' or 'mobile'. */
  layout: string;
  /** Ids of the filters shown. */
  filters: string[];
}

export interface OverlayDetail {
  /** The filter id of a single-filter overlay, or 'all'. */
  filter: string;
}

export interface FilterEventDetails {
  'shop-filter-displayed': FiltersDisplayedDetail;
  'shop-offcanvas-opened': Record<string, never>;
  'shop-offcanvas-closed': Record<string, never>;
  'shop-mobile-overlay-opened': OverlayDetail;
  'shop-mobile-overlay-closed': OverlayDetail;
}

/** The spec's name of each event. */
export const SPEC_NAMES: Record<keyof FilterEventDetails, string> = {
  'shop-filter-displayed': 'filters_displayed',
  'shop-offcanvas-opened': 'offcanvas_opened',
  'shop-offcanvas-closed': 'offcanvas_closed',
  'shop-mobile-overlay-opened': 'mobile_overlay_opened',
  'shop-mobile-overlay-closed': 'mobile_overlay_closed',
};

export const filterEvent = shopEventFactory<FilterEventDetails>();

/** Raises the event from the element, its spec name on document, and on jQuery's body. */
export function emitFilterEvent<N extends keyof FilterEventDetails>(host: Element | null | undefined, name: N, detail: FilterEventDetails[N]): void {
  host?.dispatchEvent(filterEvent(name, detail));
  document.dispatchEvent(new CustomEvent(SPEC_NAMES[name], { detail }));
  triggerOnBody(SPEC_NAMES[name], [detail]);
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-filter-displayed': CustomEvent<FiltersDisplayedDetail>;
    'shop-offcanvas-opened': CustomEvent<Record<string, never>>;
    'shop-offcanvas-closed': CustomEvent<Record<string, never>>;
    'shop-mobile-overlay-opened': CustomEvent<OverlayDetail>;
    'shop-mobile-overlay-closed': CustomEvent<OverlayDetail>;
    filters_displayed: CustomEvent<FiltersDisplayedDetail>;
    offcanvas_opened: CustomEvent<Record<string, never>>;
    offcanvas_closed: CustomEvent<Record<string, never>>;
    mobile_overlay_opened: CustomEvent<OverlayDetail>;
    mobile_overlay_closed: CustomEvent<OverlayDetail>;
  }
}
