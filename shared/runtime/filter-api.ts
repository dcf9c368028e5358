/**
 * The filter's page API, on `window.shopFilter` for themes and support staff:
 * - rerender(clearProductsCache?): the engine answers again and every element redraws; with
 *   `true` the product cards are fetched again too (after a theme changed the card markup).
 * - change(event): a change event in the spec's shapes (value, range, search, select clear;
 *   docs/filter-config.md) applied as if the shopper made it; `skipProcess: true` selects without
 *   filtering yet. Resolves true when applied; false, with the reason on the console, when refused.
 * - openDebugger(): the spec's filters debugger entry point. Its contents are not specified, so
 *   it is a documented no-op: it says so in the console and returns false.
 * - ready: resolves once the engine has its index (built, or restored from an earlier visit):
 *   until then the page may show the server's first answer, and changes wait for it.
 */
import { readChangeEvent } from '../engine/filter/config/change-event.ts';
import { $filters } from '../stores/filter.ts';
import { changeRange, changeSearch, changeValue, rerender } from '../stores/filter.actions.ts';

export interface ShopFilterApi {
  rerender(clearProductsCache?: boolean): Promise<void>;
  change(event: unknown): Promise<boolean>;
  openDebugger(): boolean;
  ready: Promise<{ rows: number; inWorker: boolean; restored: boolean }>;
}

export const filterApi: Omit<ShopFilterApi, 'ready'> = {
  rerender: (clearProductsCache = false) => rerender({ clearProductsCache }),
  async change(event) {
    const read = readChangeEvent(event, $filters.get());
    if (read.kind === 'refused') {
      console.warn(`[shop filter] ${read.reason}`);
      return false;
    }
    if (read.kind === 'value') await changeValue(read.change);
    else if (read.kind === 'range') await changeRange(read.change);
    else await changeSearch(read.change);
    return true;
  },
  openDebugger() {
    console.info('[shop filter] The filters debugger is not part of this build; use the browser tools and window.shopFilter.rerender().');
    return false;
  },
};

export function installFilterApi(ready: ShopFilterApi['ready']): void {
  (window as unknown as { shopFilter?: ShopFilterApi }).shopFilter = { ...filterApi, ready };
}

declare global {
  interface Window {
    shopFilter?: ShopFilterApi;
  }
}
