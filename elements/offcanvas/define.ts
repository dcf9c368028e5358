import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { Offcanvas } from './offcanvas.tsx';

/**
 * The off-canvas 'All filters' panel: a modal dialog sliding in from the right (or left) with
 * every filter, 'Clear', and a 'See N products' footer button.
 *
 * @tag shop-offcanvas
 * @attr {'left' | 'right'} position - 'left' or 'right' (default: the configuration's offcanvas_position, else right).
 * @attr {boolean} hide-button - No trigger button of its own (another 'All filters' button opens it).
 * @attr {number} min-screen - Smallest window width (px) at which its button shows.
 * @attr {number} max-screen - Largest window width (px) at which its button shows.
 * @fires {Record<string, never>} shop-offcanvas-opened - Also `offcanvas_opened` on document and jQuery's body.
 * @fires {Record<string, never>} shop-offcanvas-closed - Also `offcanvas_closed`.
 */
export class OffcanvasElement extends reactElement(Offcanvas, { props: { position: 'string', hideButton: 'boolean' } }) {}

void ensureFilterRuntime();
defineOnce('shop-offcanvas', OffcanvasElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-offcanvas': OffcanvasElement;
  }
}
