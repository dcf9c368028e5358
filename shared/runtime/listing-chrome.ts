/**
 * The listing's other parts while <shop-products> renders the products in the browser: the
 * server's own page links (`nav.woocommerce-pagination` outside <shop-pagination>) no longer
 * follow the filters and are hidden; the sort form, <shop-sort> and <shop-pagination> are hidden
 * while nothing matches (the no-results block says so); a currency switcher's links
 * (`a[data-shop-currency]` with `data-rate` and `data-precision`) keep pointing at this listing
 * as filtered now, its price values converted. Bound to the filter stores, so the products
 * element never reaches into its siblings.
 */
import { isPriceFilter } from '../engine/filter/config/app-config.ts';
import { currencySwitchUrl, type CurrencyRate } from '../engine/filter/url/currency-switch.ts';
import { $filterApp, $filterConfig, $filterResults, $productsLoopTaken } from '../stores/filter.ts';

let watching = false;

function apply(): void {
  if (!$productsLoopTaken.get()) return;
  const empty = $filterResults.get().status === 'ready' && $filterApp.get().totalProductsCount === 0;
  for (const element of document.querySelectorAll<HTMLElement>('form.woocommerce-ordering, shop-sort, shop-pagination')) element.hidden = empty;
  for (const nav of document.querySelectorAll<HTMLElement>('nav.woocommerce-pagination')) if (!nav.closest('shop-pagination')) nav.hidden = true;
  followCurrencyLinks();
}

const rateOf = (link: HTMLElement): CurrencyRate => ({
  code: link.dataset.shopCurrency ?? '',
  rate: Number(link.dataset.rate),
  precision: Number(link.dataset.precision),
});

function followCurrencyLinks(): void {
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

export function ensureListingChrome(): void {
  if (watching) return;
  watching = true;
  $productsLoopTaken.listen(apply);
  $filterResults.listen(apply);
  $filterApp.listen(apply);
}
