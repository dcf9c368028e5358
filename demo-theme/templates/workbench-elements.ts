/**
 * Workbench pages of the elements beyond the cart and the filter: each element on a bare page
 * with the theme's own markup for it (the same templates the demo store prints), in the states
 * its attributes give, and a line saying what to try.
 */
import { html, raw, type Raw } from '../server/html.ts';
import { jsonScript, searchFallback } from './layout.ts';

const heading = (tag: string, attributes = '') => html`<h1><code>&lt;${tag}${attributes}&gt;</code></h1>`;
const state = (title: string, body: Raw | string) =>
  html`<section class="workbench-state"><h2>${title}</h2>${typeof body === 'string' ? raw(body) : body}</section>`;

export function liveSearchBench(): Raw {
  return html`${heading('shop-live-search')}
<p>Type “jacket”, “hoodie” or a SKU; arrows to browse, Enter to open, Escape to close. Suggestions come from this store’s search endpoint.</p>
${state('Default', html`<shop-live-search>${searchFallback('')}</shop-live-search>`)}
${state('layout="icon" darken', html`<shop-live-search layout="icon" darken>${searchFallback('')}</shop-live-search>`)}`;
}

export function passwordToggleBench(form: Raw): Raw {
  return html`${heading('shop-password-toggle')}
<p>WooCommerce’s show/hide button inside the password field: press it, or Tab to it and press Space.</p>
${form}`;
}

export function addressFieldsBench(fields: Raw): Raw {
  return html`${heading('shop-address-fields')}
<p>Choose a country: the state becomes its list (or is not asked), the state and the postcode take the country’s names, the postcode moves before the city where the country writes it so.</p>
<form class="woocommerce-address-fields" action="#" method="get">${fields}</form>`;
}

export function categoryMenuBench(closed: Raw, open: Raw): Raw {
  return html`${heading('shop-category-menu')}
<p>A disclosure: the button opens the list; Escape or a click outside closes it and focus returns.</p>
${state('Closed at first', closed)}
${state('force-open (the home page’s)', open)}`;
}

export function storeNoticeBench(notice: Raw): Raw {
  return html`${heading('shop-store-notice')}
<p>The store notice: Dismiss hides it and remembers that for this notice (reload: it stays away; a changed text shows again).</p>
${notice}`;
}

export function photoFeedBench(): Raw {
  return html`${heading('shop-photo-feed')}
<p>The feed loads when it nears the screen. The second asks for an account the shop has not connected: a shopper sees its fallback; with the admin bar (<a href="?adminbar=1">show it</a>) a manager sees the error.</p>
${state('The shop’s account, six photos', html`<shop-photo-feed data="luma.co|6"><p><a href="/shop/">See the shop</a></p></shop-photo-feed>`)}
${state('An account not connected', html`<shop-photo-feed data="someone.else|6"><p><a href="/shop/">See the shop</a></p></shop-photo-feed>`)}`;
}

export function popupBench(loginPopup: Raw, cartPopup: Raw): Raw {
  return html`${heading('shop-popup')}
<p>Links with <code>data-open</code> open their popup as a modal dialog; Escape closes it and focus returns to the link.</p>
<p><a href="/my-account/" data-open="#login-form-popup">Log in</a> · <a href="/cart/" data-open="#cart-popup">Cart</a></p>
${loginPopup}${cartPopup}`;
}

export function stickyHeaderBench(hideOnScroll: boolean, header: Raw): Raw {
  const attributes = hideOnScroll ? ' hide-on-scroll' : '';
  return html`${heading('shop-sticky-header', attributes)}
<p>Scroll down: the header sticks once past its height${hideOnScroll ? ', hides while scrolling down and comes back when scrolling up' : ''}. <a href="${hideOnScroll ? '?' : '?hide-on-scroll'}">${hideOnScroll ? 'Without' : 'With'} <code>hide-on-scroll</code></a>.</p>
${raw(`<shop-sticky-header${attributes}>`)}${header}${raw('</shop-sticky-header>')}
<div class="workbench-tall"><p>Content to scroll past.</p></div>`;
}

export function countUpBench(): Raw {
  return html`${heading('shop-count-up')}
<p>Each figure counts up once it is scrolled into view, keeping its printed format; with reduced motion it is shown at once.</p>
<ul class="shop-Home-figures">
<li><strong class="shop-Home-figure"><shop-count-up>1,205</shop-count-up></strong> <span>products in stock</span></li>
<li><strong class="shop-Home-figure"><shop-count-up>4.4</shop-count-up></strong> <span>average rating</span></li>
<li><strong class="shop-Home-figure"><shop-count-up>98%</shop-count-up></strong> <span>happy shoppers</span></li>
</ul>`;
}

export function listingBench(tag: string, what: string, loop: Raw, extra: Raw = raw('')): Raw {
  return html`${heading(tag)}
<p>${what}</p>
${loop}${extra}`;
}

export function productBench(tag: string, what: string, page: Raw): Raw {
  return html`${heading(tag)}
<p>${what} Only this element’s module is loaded: the rest of the product page is the server’s markup.</p>
${page}`;
}

export function priceSliderBench(widget: Raw): Raw {
  return html`${heading('shop-price-slider')}
<p>WooCommerce’s price filter widget with a two-handle slider; arrows move a handle, Filter submits the form (the page reloads with <code>min_price</code>/<code>max_price</code>).</p>
<div class="workbench-column">${widget}</div>`;
}

/** The consent, tracking and marketing elements: the page's data layer and the element (with the banner where it needs a choice). */
export function trackingBench(tag: string, what: string, dataLayer: unknown, body: Raw): Raw {
  return html`${heading(tag)}
${jsonScript('shop-tracking-data', dataLayer)}
<p>${what} The <a href="/tracking-inspector/">tracking inspector</a> shows what reached the services’ recorders.</p>
${body}`;
}
