/**
 * The error catalogue: every failure the tracking logs to the console, worded once here (those
 * the element can log before consent in start-messages.ts). No message is shown to the shopper
 * (tracking failures must never get in the way of shopping); a shop owner or developer reads
 * them in the browser's console.
 */
import { START_MESSAGES } from './start-messages.ts';

export const MESSAGES = {
  ...START_MESSAGES,
  /** A vendor's library never became ready: its events are dropped. */
  libraryFailed: (library: string) => `${library} failed to load. Probably a third party script is blocking it.`,
  abServiceFailed: (service: string) => `${service} failed to load. Probably a third party script is blocking it. Or your ${service} account was disabled.`,
  restTestFailed: 'Error testing the endpoint.',
  restUnavailable: 'REST endpoint is not available. Using admin-ajax.php instead.',
  cartFetchFailed: 'Error getting cart items from backend',
  productsFetchFailed: 'Error getting products from backend. Status',
  noProductId: "Wasn't able to retrieve a productId",
  noQuantity: "Wasn't able to retrieve a quantity",
  productIdElementMissing: 'wpmProductId element not found',
  blockedByConsent: 'The pixel has not loaded because you have not given consent for it yet.',
} as const;
