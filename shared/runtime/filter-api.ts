/**
 * The filter's page API, on `window.shopFilter` for themes and support staff:
 * - rerender(clearProductsCache?): the engine answers again and every element redraws; with
 *   `true` the product cards are fetched again too (after a theme changed the card markup).
 * - openDebugger(): the spec's filters debugger entry point. Its contents are not specified, so
 *   it is a documented no-op: it says so in the console and returns false.
 */
import { rerender } from '../stores/filter.actions.ts';

export interface ShopFilterApi {
  rerender(clearProductsCache?: boolean): Promise<void>;
  openDebugger(): boolean;
}

export const filterApi: ShopFilterApi = {
  rerender: (clearProductsCache = false) => rerender({ clearProductsCache }),
  openDebugger() {
    console.info('[shop filter] The filters debugger is not part of this build; use the browser tools and window.shopFilter.rerender().');
    return false;
  },
};

export function installFilterApi(): void {
  (window as unknown as { shopFilter?: ShopFilterApi }).shopFilter = filterApi;
}

declare global {
  interface Window {
    shopFilter?: ShopFilterApi;
  }
}
