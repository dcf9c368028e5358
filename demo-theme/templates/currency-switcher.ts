/**
 * The demo's currency switcher (a multicurrency plugin's widget): a link per currency to this
 * listing in it, the price filter's URL values converted (shared/engine/filter/url/currency-switch.ts).
 * Each link carries its rate and decimals: the page keeps its address up to date while the
 * shopper filters without a reload (shared/runtime/listing-chrome.ts).
 */
import { __ } from '../server/i18n/demo-locale.ts';
import { html, type Raw } from '../server/html.ts';
import { BASE_CURRENCY, CURRENCIES, type ShopCurrency } from '../server/catalogue/currencies.ts';
import { currencySwitchUrl } from '../../shared/engine/filter/url/currency-switch.ts';

/** The demo's price parameters: the price filter's range, WooCommerce's widget's sides. */
export const DEMO_PRICE_PARAMS = { ranges: ['price'], lower: ['min_price'], upper: ['max_price'] };

export function currencySwitcher(current: ShopCurrency, location: { pathname: string; search: string }): Raw {
  return html`<nav class="shop-CurrencySwitcher" aria-label="${__('Currency')}"><ul>${Object.values(CURRENCIES).map(
    (c) =>
      html`<li><a href="${currencySwitchUrl(location, current, c, DEMO_PRICE_PARAMS, { baseCode: BASE_CURRENCY.code })}" data-shop-currency="${c.code}" data-rate="${String(c.rate)}" data-precision="${String(c.precision)}" title="${c.name}"${c === current ? html` aria-current="true"` : ''}>${c.symbol} ${c.code}</a></li>`,
  )}</ul></nav>`;
}
