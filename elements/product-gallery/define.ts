import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ProductGallery } from './product-gallery.tsx';

/**
 * WooCommerce's product gallery (`.woocommerce-product-gallery`) as a carousel with thumbnails,
 * swipe, zoom on hover, a lightbox (keyboard, swipe, pinch) and the variation image swap. Wrap
 * the gallery's markup.
 *
 * @tag shop-product-gallery
 */
export class ProductGalleryElement extends reactElement(ProductGallery, { shadow: 'open', props: {} }) {}

defineOnce('shop-product-gallery', ProductGalleryElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-gallery': ProductGalleryElement;
  }
}
