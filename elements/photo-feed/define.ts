import { defineOnce } from '../../shared/platform/react-element.ts';
import { PhotoFeedElement } from './photo-feed.ts';

/**
 * The theme's embedded photo feed (the shop's Instagram): loads the photos from the shop
 * (admin-ajax `{theme}_load_instagram`) once near the screen; its children are the fallback
 * shown until then and when the feed fails. A failure is shown on the page only with WordPress's
 * admin bar.
 *
 * @tag shop-photo-feed
 * @attr {string} data - The feed's settings as the theme's widget prints them, sent as `data` (the demo store: `account|count`).
 */
defineOnce('shop-photo-feed', PhotoFeedElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-photo-feed': PhotoFeedElement;
  }
}
