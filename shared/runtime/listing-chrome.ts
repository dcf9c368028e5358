/**
 * The listing's other parts while <shop-products> renders the products in the browser: the
 * server's own page links (`nav.woocommerce-pagination` outside <shop-pagination>) no longer
 * follow the filters and are hidden; the sort form, <shop-sort> and <shop-pagination> are hidden
 * while nothing matches (the no-results block says so); a currency switcher's links
 * (`a[data-shop-currency]` with `data-rate` and `data-precision`) keep pointing at this listing
 * as filtered now, its price values converted. Bound to the filter stores, so the products
 * element never reaches into its siblings.
 */
import { $filterApp, $filterResults, $productsLoopTaken } from '../stores/filter.ts';

let watching = false;

function apply(): void {
  if (!$productsLoopTaken.get()) return;
  const empty = $filterResults.get().status === 'ready' && $filterApp.get().totalProductsCount === 0;
  for (const element of document.querySelectorAll<HTMLElement>('form.woocommerce-ordering, shop-sort, shop-pagination')) element.hidden = empty;
  for (const nav of document.querySelectorAll<HTMLElement>('nav.woocommerce-pagination')) if (!nav.closest('shop-pagination')) nav.hidden = true;
  followCurrencyLinks();
}

let currencyLinks: Promise<typeof import('./currency-links.ts')> | null = null;

/** Only a page with a currency switcher loads what keeps its links up to date. */
function followCurrencyLinks(): void {
  if (!currencyLinks && !document.querySelector('a[data-shop-currency]')) return;
  currencyLinks ??= import('./currency-links.ts');
  void currencyLinks.then(({ followCurrencyLinks: follow }) => follow());
}

export function ensureListingChrome(): void {
  if (watching) return;
  watching = true;
  $productsLoopTaken.listen(apply);
  $filterResults.listen(apply);
  $filterApp.listen(apply);
}
