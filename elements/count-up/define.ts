import { defineOnce } from '../../shared/platform/react-element.ts';
import { CountUpElement } from './count-up.ts';

/**
 * A number that counts up from 0 when scrolled into view (4 s; none with reduced motion). Wrap
 * the number's text.
 *
 * @tag shop-count-up
 */
defineOnce('shop-count-up', CountUpElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-count-up': CountUpElement;
  }
}
