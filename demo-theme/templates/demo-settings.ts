/** /demo-settings/: the switches for the demo's banners, popups, listings and header; the shop's search synonyms. */
import { html, raw, type Raw } from '../server/html.ts';
import type { DemoSettings } from '../server/pages/demo-settings-state.ts';
import { MAX_SYNONYMS_LENGTH } from '../server/search/ranking/synonyms.ts';

const checked = (on: boolean) => (on ? raw(' checked') : raw(''));

export function demoSettingsPage(d: { notices: Raw; settings: DemoSettings; nonce: string; synonyms: string; synonymsNonce: string }): Raw {
  const s = d.settings;
  const header = (value: DemoSettings['header'], label: string) =>
    html`<p><label><input type="radio" name="header" value="${value}"${checked(s.header === value)}> ${label}</label></p>`;
  return html`<div class="woocommerce">${d.notices}<h1>Demo settings</h1>
<p>What this demo store shows. Kept for this browser only.</p>
<form method="post" action="/demo-settings/" class="shop-DemoSettings">
<fieldset><legend>Banners and popups</legend>
<p><label><input type="checkbox" name="notice" value="1"${checked(s.storeNotice)}> Store notice (dismissible)</label></p>
<p><label><input type="checkbox" name="coming_soon" value="1"${checked(s.comingSoon)}> “Coming soon” banner in the footer</label></p>
<p><label><input type="checkbox" name="cart_popup" value="1"${checked(s.cartPopup)}> Cart popup: the footer’s Cart link opens the cart in a popup</label></p>
</fieldset>
<fieldset><legend>Listings</legend>
<p><label><input type="checkbox" name="single_variations" value="1"${checked(s.singleVariations)}> Variations as products: each colour and size is a product of its own in the shop, its categories and search results</label></p>
</fieldset>
<fieldset><legend>Header</legend>
<p><label><input type="checkbox" name="search_lightbox" value="1"${checked(s.searchLightbox)}> Search in a lightbox: the header shows a search icon that opens the search box</label></p>
${header('sticky', 'Sticks after scrolling past it')}
${header('hide-on-scroll', 'Sticks, and hides while scrolling down')}
${header('static', 'Scrolls away with the page')}
</fieldset>
<input type="hidden" name="_wpnonce" value="${d.nonce}">
<p><button type="submit" class="button">Save settings</button></p>
</form>
<form method="post" action="/demo-settings/search-synonyms" class="shop-DemoSettings">
<h2 id="search-synonyms">Search synonyms</h2>
<p id="search-synonyms-help">For the whole shop: words shoppers use for one another. One line each: <code>trousers, pants</code> (each finds the others) or <code>joggers =&gt; jogging</code> (the left finds the right only). Words of a line may be written apart, together or with a hyphen. Counts from the next search.</p>
<p><label for="search-synonyms-list">Synonyms</label><br>
<textarea id="search-synonyms-list" name="synonyms" rows="14" cols="64" maxlength="${MAX_SYNONYMS_LENGTH}" aria-describedby="search-synonyms-help">${d.synonyms}</textarea></p>
<input type="hidden" name="_wpnonce" value="${d.synonymsNonce}">
<p><button type="submit" class="button">Save synonyms</button></p>
</form></div>`;
}
