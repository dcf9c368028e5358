import { defineOnce } from '../../shared/platform/react-element.ts';
import { StickyHeaderElement } from './sticky-header.ts';

/**
 * The theme's header made sticky past a threshold, with a hide-on-scroll variant and scroll-to
 * offsets. Wrap the header element.
 *
 * @tag shop-sticky-header
 * @attr {boolean} hide-on-scroll - Hide the stuck header while the page scrolls down.
 * @attr {string} top-bar - Selector of the header's top bar (default `.header-top`); the header unsticks above its height.
 * @fires {StickyHeaderChangeDetail} shop-sticky-header-change - Whether it is stuck, when it sticks or unsticks.
 */
defineOnce('shop-sticky-header', StickyHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-sticky-header': StickyHeaderElement;
  }
}
