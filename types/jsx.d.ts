// Generated from custom-elements.json by `npm run manifest`: do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ShopElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-add-to-cart': ShopElementProps & {
        /** "woocommerce": listing buttons are left to WooCommerce's own add-to-cart.js (the cart follows its `added_to_cart`); absent: this element adds them and WooCommerce's script stands aside. */
        'listing-adds'?: string;
      };
      'shop-address-fields': ShopElementProps;
      'shop-applied-filters': ShopElementProps;
      'shop-cart-capture': ShopElementProps;
      'shop-category-menu': ShopElementProps & {
        /** Open while the sticky header is not stuck (the home page). */
        'force-open'?: boolean | string;
      };
      'shop-consent-banner': ShopElementProps & {
        /** "banner" (default, a region at the bottom) or "modal" (a modal dialog) */
        mode?: 'banner' | 'modal';
        /** the shop's privacy policy, linked from the question */
        'policy-url'?: string;
      };
      'shop-consent-settings': ShopElementProps;
      'shop-count-up': ShopElementProps;
      'shop-exit-intent': ShopElementProps;
      'shop-filter-bar': ShopElementProps & {
        /** Smallest window width (px) at which the bar shows. */
        'min-screen'?: number | string;
        /** Largest window width (px) at which the bar shows. */
        'max-screen'?: number | string;
        /** 'horizontal': never the mobile bar (hidden in mobile mode); 'mobile': only the mobile bar; default both. */
        layout?: string;
      };
      'shop-filter-sidebar': ShopElementProps & {
        /** Smallest window width (px) at which the sidebar shows (also `data-min-screen`). */
        'min-screen'?: number | string;
        /** Largest window width (px) at which the sidebar shows (also `data-max-screen`). */
        'max-screen'?: number | string;
      };
      'shop-listing-swatches': ShopElementProps & {
        /** "hover" (default: a mouse over a swatch shows it) or "click". */
        trigger?: string;
        /** Do not add the chosen value to the box's links. */
        'keep-links'?: boolean | string;
        /** A click on the chosen swatch clears it (by default it opens the product page with it). */
        deselect?: boolean | string;
      };
      'shop-live-search': ShopElementProps & {
        /** The search add-on's action prefix (default "shop"). */
        prefix?: string;
        /** How suggestions are asked: "get" (default, the query in the address) or "post" (the same fields as a form body). */
        'request-method'?: 'get' | 'post';
        /** This box's own parameters for every search, a JSON object (`{"brand":"acme"}`), over the shop's (`<script type="application/json" id="shop-search-custom-params">`). */
        'custom-params'?: string;
        /** Characters before a search runs (default 3). */
        'min-chars'?: number | string;
        /** Wait after the last keystroke (default 100). */
        'debounce-ms'?: number | string;
        /** The input's placeholder. */
        placeholder?: string;
        /** "headline" (default), "headline-v2" or "none". */
        grouping?: 'headline' | 'headline-v2' | 'none';
        /** No recent products and phrases (they are kept and shown by default). */
        'no-history'?: boolean | string;
        /** No details panel (shown by default on wide screens with a mouse). */
        'no-details-panel'?: boolean | string;
        /** Voice search where the browser supports it (default off). */
        voice?: boolean | string;
        /** Below this width (px) the box opens as a full-screen dialog (default 850). */
        'mobile-breakpoint'?: number | string;
        /** A single product named exactly as the query is selected at once. */
        'exact-match'?: boolean | string;
        /** Enter with nothing chosen opens the first variation listed. */
        'first-variation'?: boolean | string;
        /** Darken the page while the box has the focus or suggestions are open. */
        darken?: boolean | string;
        /** "classic" (default), "icon" (an icon opens the box) or "icon-flexible" (the icon below layout-breakpoint). */
        layout?: 'classic' | 'icon' | 'icon-flexible';
        /** Where icon-flexible switches (default 850). */
        'layout-breakpoint'?: number | string;
        /** No prices in the suggestions (shown by default). */
        'no-prices'?: boolean | string;
        /** Only the text after the last delimiter is searched. */
        delimiter?: string;
        /** Suggestions are shown, not followed: choosing one searches the typed text. */
        'disable-hits'?: boolean | string;
        /** No submit button; Enter with nothing chosen never goes to the results page. */
        'no-submit'?: boolean | string;
        /** The look: "solaris" (default), "pirx" (a tall round field with the search button inside) or "pirx-compact". */
        variant?: 'solaris' | 'pirx' | 'pirx-compact';
        /** From this form width (px) the suggestions and the details panel split it in halves (default 550). */
        'details-breakpoint'?: number | string;
        /** No pictures in the suggestions; recently viewed products show a history icon. */
        'no-images'?: boolean | string;
        /** Ask the prices endpoint for current prices of the products suggested. */
        'dynamic-prices'?: boolean | string;
      };
      'shop-mini-cart': ShopElementProps & {
        /** Hide the element entirely while the cart is empty ("true"). */
        'hide-if-empty'?: boolean | string;
        /** Widest viewport in px that uses the drawer (default 849). */
        'drawer-breakpoint'?: number | string;
        /** Dropdown (and phone notice) auto-close after an add, in ms (default 5000). */
        'auto-close-ms'?: number | string;
        /** After an add on narrow screens: "notice" (default; a short confirmation with View cart) or "drawer" (the drawer opens). */
        'narrow-reveal'?: 'notice' | 'drawer';
      };
      'shop-offcanvas': ShopElementProps & {
        /** 'left' or 'right' (default: the configuration's offcanvas_position, else right). */
        position?: 'left' | 'right';
        /** No trigger button of its own (another 'All filters' button opens it). */
        'hide-button'?: boolean | string;
        /** Smallest window width (px) at which its button shows. */
        'min-screen'?: number | string;
        /** Largest window width (px) at which its button shows. */
        'max-screen'?: number | string;
      };
      'shop-order-attribution': ShopElementProps;
      'shop-pagination': ShopElementProps;
      'shop-password-toggle': ShopElementProps;
      'shop-photo-feed': ShopElementProps & {
        /** The feed's settings as the theme's widget prints them, sent as `data` (the demo store: `account|count`). */
        data?: string;
      };
      'shop-popup': ShopElementProps;
      'shop-price-slider': ShopElementProps;
      'shop-product-gallery': ShopElementProps;
      'shop-products': ShopElementProps & {
        /** Show 'Viewed X of Y' under the show-more button. */
        'viewed-counter'?: boolean | string;
      };
      'shop-push-prompt': ShopElementProps & {
        /** The shop's public VAPID key (base64url); without it the prompt stays silent. The WordPress plugin fills it in. */
        'public-key'?: string;
        /** The address of the service worker (`push-sw.js`, served with `Service-Worker-Allowed: /`); without it the prompt stays silent. The WordPress plugin fills it in. */
        worker?: string;
      };
      'shop-quantity': ShopElementProps & {
        /** Form field name (default "quantity"). */
        name?: string;
        /** Initial value (default 1). */
        value?: string;
        /** Lowest value (minus never goes below; default 0). */
        min?: string;
        /** Highest value (plus never exceeds). */
        max?: string;
        /** Step; 'any' or empty means 1; decimals are kept to the step's precision. */
        step?: string;
        /** Accessible label (default "Quantity"). */
        label?: string;
        /** Id of the input, for an outside label. */
        'input-id'?: string;
      };
      'shop-quick-view': ShopElementProps;
      'shop-sort': ShopElementProps;
      'shop-sticky-add-to-cart': ShopElementProps & {
        /** A selector for the product form (default: the first form.cart outside a dialog). */
        form?: string;
      };
      'shop-sticky-header': ShopElementProps & {
        /** Hide the stuck header while the page scrolls down. */
        'hide-on-scroll'?: boolean | string;
        /** Selector of the header's top bar (default `.header-top`); the header unsticks above its height. */
        'top-bar'?: string;
      };
      'shop-store-notice': ShopElementProps;
      'shop-swatches': ShopElementProps & {
        /** A click on the chosen swatch keeps it (by default it clears it). */
        'no-deselect'?: boolean | string;
      };
      'shop-tabs': ShopElementProps & {
        /** "accordion": the panels as a WAI-ARIA accordion (a heading with a button above each, any number open) instead of tabs. Read when the element starts. */
        layout?: string;
      };
      'shop-tracking': ShopElementProps;
    }
  }
}
