/**
 * The error catalogue: every failure the tracking logs to the console, worded once here. No
 * message is shown to the shopper (tracking failures must never get in the way of shopping);
 * a shop owner or developer reads them in the browser's console.
 */
import { TRACKING } from './constants.ts';

export const MESSAGES = {
  /** A vendor's library never became ready: its events are dropped. */
  libraryFailed: (library: string) => `${library} failed to load. Probably a third party script is blocking it.`,
  abServiceFailed: (service: string) => `${service} failed to load. Probably a third party script is blocking it. Or your ${service} account was disabled.`,
  versionMismatch: (library: string, layer: string) =>
    `The library version ${library} and data layer version ${layer} do not match. Delete the server-side cache and try again.`,
  dataLayerMissing: (id: string) =>
    `No data layer (#${id}) after ${TRACKING.dataLayerWaitMs / 1000} s. Make sure the data layer snippet is inserted in the page and not modified by a consent manager or an optimiser.`,
  restTestFailed: 'Error testing the endpoint.',
  restUnavailable: 'REST endpoint is not available. Using admin-ajax.php instead.',
  cartFetchFailed: 'Error getting cart items from backend',
  productsFetchFailed: 'Error getting products from backend. Status',
  noProductId: "Wasn't able to retrieve a productId",
  noQuantity: "Wasn't able to retrieve a quantity",
  productIdElementMissing: 'wpmProductId element not found',
  excludedDomain: 'Aborted due to excluded domain',
  blockedByConsent: 'The pixel has not loaded because you have not given consent for it yet.',
} as const;
