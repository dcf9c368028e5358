import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureCartRuntime } from '../../shared/runtime/cart-runtime.ts';
import { LiveSearch } from './live-search.tsx';

/**
 * Live product search: suggestions as the shopper types (a WAI-ARIA combobox), the details panel
 * with add to cart on wide screens, the history, voice search where the browser has it. Its
 * children are the no-script fallback (WooCommerce's product search form), replaced when it runs.
 *
 * @tag shop-live-search
 * @attr {string} prefix - The search add-on's action prefix (default "shop").
 * @attr {'get' | 'post'} request-method - How suggestions are asked: "get" (default, the query in the address) or "post" (the same fields as a form body).
 * @attr {string} custom-params - This box's own parameters for every search, a JSON object (`{"brand":"acme"}`), over the shop's (`<script type="application/json" id="shop-search-custom-params">`).
 * @attr {number} min-chars - Characters before a search runs (default 3).
 * @attr {number} debounce-ms - Wait after the last keystroke (default 100).
 * @attr {string} placeholder - The input's placeholder.
 * @attr {'headline' | 'headline-v2' | 'none'} grouping - "headline" (default), "headline-v2" or "none".
 * @attr {boolean} no-history - No recent products and phrases (they are kept and shown by default).
 * @attr {boolean} no-details-panel - No details panel (shown by default on wide screens with a mouse).
 * @attr {boolean} voice - Voice search where the browser supports it (default off).
 * @attr {number} mobile-breakpoint - Below this width (px) the box opens as a full-screen dialog (default 850).
 * @attr {boolean} exact-match - A single product named exactly as the query is selected at once.
 * @attr {boolean} first-variation - Enter with nothing chosen opens the first variation listed.
 * @attr {boolean} darken - Darken the page while the box has the focus or suggestions are open.
 * @attr {'classic' | 'icon' | 'icon-flexible'} layout - "classic" (default), "icon" (an icon opens the box) or "icon-flexible" (the icon below layout-breakpoint).
 * @attr {number} layout-breakpoint - Where icon-flexible switches (default 850).
 * @attr {boolean} no-prices - No prices in the suggestions (shown by default).
 * @attr {string} delimiter - Only the text after the last delimiter is searched.
 * @attr {boolean} disable-hits - Suggestions are shown, not followed: choosing one searches the typed text.
 * @attr {boolean} no-submit - No submit button; Enter with nothing chosen never goes to the results page.
 * @attr {'solaris' | 'pirx' | 'pirx-compact'} variant - The look: "solaris" (default), "pirx" (a tall round field with the search button inside) or "pirx-compact".
 * @attr {number} details-breakpoint - From this form width (px) the suggestions and the details panel split it in halves (default 550).
 * @attr {boolean} no-images - No pictures in the suggestions; recently viewed products show a history icon.
 * @attr {boolean} dynamic-prices - Ask the prices endpoint for current prices of the products suggested.
 * @fires {Record<string, never>} shop-search-open - The box took the focus.
 * @fires {Record<string, never>} shop-search-close - The suggestions closed.
 * @fires {{ query: string; count: number }} shop-search-show-suggestions - Suggestions are shown for `query` (`count` of them can be chosen).
 * @fires {{ query: string }} shop-search-no-results - Nothing was found for `query` ("No results" is shown).
 * @fires {Record<string, never>} shop-search-show-pre-suggestions - The history (recent products and phrases) is shown under an empty box.
 * @fires {{ objectID: string }} shop-search-show-details-panel - The details panel shows the product or category `objectID`.
 * @fires {Record<string, never>} shop-search-show-mobile-overlay - The full-screen search opened on a phone.
 * @fires {Record<string, never>} shop-search-hide-mobile-overlay - The full-screen search closed.
 * @fires {{ query: string }} shop-search-error - The suggestions for `query` could not be loaded.
 */
export class LiveSearchElement extends reactElement(LiveSearch, {
  props: {
    prefix: 'string',
    requestMethod: 'string',
    customParams: 'string',
    minChars: 'number',
    debounceMs: 'number',
    placeholder: 'string',
    grouping: 'string',
    noHistory: 'boolean',
    noDetailsPanel: 'boolean',
    voice: 'boolean',
    mobileBreakpoint: 'number',
    exactMatch: 'boolean',
    firstVariation: 'boolean',
    darken: 'boolean',
    layout: 'string',
    layoutBreakpoint: 'number',
    noPrices: 'boolean',
    dynamicPrices: 'boolean',
    delimiter: 'string',
    disableHits: 'boolean',
    noSubmit: 'boolean',
    noImages: 'boolean',
    variant: 'string',
    detailsBreakpoint: 'number',
  },
}) {}

ensureCartRuntime();
defineOnce('shop-live-search', LiveSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-live-search': LiveSearchElement;
  }
}
