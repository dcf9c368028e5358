import { defineOnce } from '../../shared/platform/react-element.ts';
import { StoreNoticeElement } from './store-notice.ts';

/**
 * WooCommerce's store notice (dismissal remembered) and coming-soon banner (dismissed through
 * the REST call with the nonce header). Wrap either banner, or both.
 *
 * @tag shop-store-notice
 */
defineOnce('shop-store-notice', StoreNoticeElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-store-notice': StoreNoticeElement;
  }
}
