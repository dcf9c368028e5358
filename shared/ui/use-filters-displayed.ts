/** The filters_displayed event, raised by a layout whenever the set of filters it shows changes. */
import { useEffect } from 'react';
import { emitFilterEvent } from '../events/filter-events.ts';

export function useFiltersDisplayed(host: Element | null | undefined, layout: string, shownIds: string[] | null): void {
  const key = shownIds ? shownIds.join() : '';
  useEffect(() => {
    if (!host || key === '') return;
    emitFilterEvent(host, 'shop-filter-displayed', { layout, filters: key.split(',') });
  }, [host, layout, key]);
}
