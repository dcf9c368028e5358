/**
 * A currency switcher's links (`a[data-shop-currency]` with `data-rate` and `data-precision`, the
 * current one `aria-current`) pointing at this listing as filtered now, its price values
 * converted (engine: url/currency-switch.ts). Loaded by listing-chrome.ts only on a page that has
 * such links.
 */
import { isPriceFilter } from '../engine/filter/config/app-config.ts';
import { currencySwitchUrl, type CurrencyRate } from '../engine/filter/url/currency-switch.ts';
import { $filterConfig } from '../stores/filter.ts';

const rateOf = (link: HTMLElement): CurrencyRate => ({
  code: link.dataset.shopCurrency ?? '',
  rate: Number(link.dataset.rate),
  precision: Number(link.dataset.precision),
});

export function followCurrencyLinks(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-shop-currency]')];
  const current = links.find((link) => link.hasAttribute('aria-current'));
  const config = $filterConfig.get();
  if (!current || !config) return;
  const from = rateOf(current);
  const ranges = config.filters.filter(isPriceFilter).map((filter) => filter.url_slug);
  const base = links.find((link) => Number(link.dataset.rate) === 1)?.dataset.shopCurrency;
  for (const link of links) {
    const to = rateOf(link);
    if (!(to.rate > 0 && from.rate > 0 && Number.isInteger(to.precision) && Number.isInteger(from.precision))) continue;
    link.href = currencySwitchUrl(location, from, to, { ranges, lower: ['min_price'], upper: ['max_price'] }, { baseCode: base });
  }
}
