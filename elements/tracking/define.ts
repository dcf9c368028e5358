import { defineOnce } from '../../shared/platform/define-once.ts';
import { TrackingElement } from './tracking-element.ts';

/**
 * Conversion tracking gated by consent: reads the data layer (#shop-tracking-data), holds every
 * event until the shopper decides, then sends each to the configured services (Google's tag
 * library, Meta's pixel and Conversions API) whose consent category is granted.
 *
 * @tag shop-tracking
 */
defineOnce('shop-tracking', TrackingElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-tracking': TrackingElement;
  }
}
