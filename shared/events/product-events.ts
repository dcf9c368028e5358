/**
 * `shop-variation-image`: a variation form chose a variation with an image (or cleared its
 * choice: `image` null). It bubbles from the form and is cancelable: a gallery that shows the
 * image itself cancels it; otherwise the form swaps the product's main image, as WooCommerce does.
 */
import { shopEventFactory } from './shop-event.ts';
import type { VariationPicture } from '../engine/cart/variation-choice.ts';

/** The picture: src, srcset, full_src (the large image, the gallery link's target), thumb_src (the thumbnail), alt. */
export type VariationImage = VariationPicture;

export interface VariationImageDetail {
  image: VariationImage | null;
}

const makeProductEvent = shopEventFactory<{ 'shop-variation-image': VariationImageDetail }>();

export function variationImageEvent(image: VariationImage | null): CustomEvent<VariationImageDetail> {
  return makeProductEvent('shop-variation-image', { image }, { cancelable: true });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-variation-image': CustomEvent<VariationImageDetail>;
  }
}
