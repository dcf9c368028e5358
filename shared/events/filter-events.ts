/**
 * Typed `shop-filter-*` events (filter spec §4.18). They bubble from the element (composed), and
 * the spec's own names are raised too: as DOM events on document (`filters_displayed`, ...) and as
 * jQuery events on body when jQuery is on the page, for themes that already listen to them.
 */
export interface FiltersDisplayedDetail {
  /** 'sidebar', 'horizontal' or 'mobile'. */
  layout: string;
  /** Ids of the filters shown. */
  filters: string[];
}

export interface FilterEventDetails {
  'shop-filter-displayed': FiltersDisplayedDetail;
}

/** The spec's name of each event (§4.18). */
export const SPEC_NAMES: Record<keyof FilterEventDetails, string> = {
  'shop-filter-displayed': 'filters_displayed',
};

export function filterEvent<N extends keyof FilterEventDetails>(name: N, detail: FilterEventDetails[N]): CustomEvent<FilterEventDetails[N]> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-filter-displayed': CustomEvent<FiltersDisplayedDetail>;
    filters_displayed: CustomEvent<FiltersDisplayedDetail>;
  }
}
