/**
 * The products area (filter spec §2.10, §4.10–§4.14, §4.16): re-renders the theme's own
 * products loop from the filter results, keeping the server's card markup, fetching missing
 * cards, and showing the count, the no-results block and the paging controls.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import { fetchCards } from '../../shared/api/product-cards.ts';
import { findProductsLoop, harvestCards, cardOf, type ProductCard } from '../../shared/platform/product-markup.ts';
import { $filterApp, $filterConfig, $filterResults, $productsCacheEpoch, type FilterResults } from '../../shared/stores/filter.ts';
import { showMore, showPrevious } from '../../shared/stores/filter.actions.ts';
import { GridItems, MoreControls, NoResults, PreviousButton, resultCountText, type GridItem } from './products.view.tsx';
import { useInfiniteTrigger, useReturnToProduct, useScrollToTop, useVisiblePage } from './products-effects.ts';

export interface ProductsProps {
  container?: HTMLElement | ShadowRoot;
  /** Show 'Viewed X of Y' under the show-more button. */
  viewedCounter?: boolean;
}

const harvested = new WeakMap<HTMLElement, Map<number, ProductCard>>();

interface Targets {
  loop: HTMLElement;
  before: HTMLElement;
  after: HTMLElement;
  count: HTMLElement | null;
  hideWhenEmpty: HTMLElement[];
  serverPagination: HTMLElement[];
  categories: ProductCard[];
}

/** Finds the loop and the page parts once the configuration is known, and takes them over. */
function useTargets(host: HTMLElement | undefined, config: FilterAppConfig | null, results: FilterResults): Targets | null {
  const ready = results.status === 'ready' || results.sequence > 0;
  const [targets, setTargets] = useState<Targets | null>(null);
  // Layout effects here and below: the server's count and cards leave in the same frame as the
  // view's arrive (an empty frame in between is a layout shift).
  useLayoutEffect(() => {
    if (!host || !config || !ready || targets) return;
    const loop = findProductsLoop(host, config.products_loop_selectors);
    if (!loop) {
      // §8: swallowed; a page that had no products has no loop to fill (WooCommerce prints only
      // its no-products block): when a later result finds some, the server renders them (the
      // URL already holds the new state).
      if (results.sequence > 1 && results.result && results.result.total > 0 && document.querySelector('.woocommerce-no-products-found, .woocommerce-info')) location.reload();
      else if (results.status === 'ready') host.dataset.state = 'ready';
      return;
    }
    const categories = config.product_categories_selectors.flatMap((selector) => {
      try {
        return [...loop.querySelectorAll(selector)].map(cardOf);
      } catch {
        return [];
      }
    });
    // The server's 'No products were found' (an empty archive's loop is empty): the view shows its own.
    for (const notice of host.querySelectorAll('.woocommerce-no-products-found')) notice.remove();
    const before = document.createElement('div');
    const after = document.createElement('div');
    before.className = 'shop-Products-before';
    after.className = 'shop-Products-after';
    loop.before(before);
    loop.after(after);
    const scope = host.querySelector('.woocommerce-result-count') ? host : document;
    const count = scope.querySelector<HTMLElement>('.woocommerce-result-count');
    count?.setAttribute('role', 'status');
    count?.replaceChildren();
    setTargets({
      loop, before, after, count, categories,
      hideWhenEmpty: [...document.querySelectorAll<HTMLElement>('form.woocommerce-ordering, shop-sort, shop-pagination')],
      // The server's own page links do not follow client-side filtering; <shop-pagination> replaces them.
      serverPagination: [...document.querySelectorAll<HTMLElement>('nav.woocommerce-pagination')].filter((nav) => !nav.closest('shop-pagination')),
    });
  }, [host, config, ready, targets, results]);
  return targets;
}

export function Products({ container, viewedCounter = false }: ProductsProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  const results = useStore($filterResults);
  const app = useStore($filterApp);
  const [cards] = useState(() => new Map<number, ProductCard>());
  const [version, setVersion] = useState(0);
  const inFlight = useRef(new Set<number>());
  const [busy, setBusy] = useState(false);

  // Harvest the server's cards before anything replaces them (the first layout effect: it runs
  // before the takeovers below).
  useLayoutEffect(() => {
    if (!host || !config) return;
    const loop = findProductsLoop(host, config.products_loop_selectors);
    if (!loop || harvested.has(loop)) return;
    const found = harvestCards(loop);
    harvested.set(loop, found);
    for (const [id, card] of found) cards.set(id, card);
  }, [host, config, cards]);

  const targets = useTargets(host, config, results);

  // The server's cards stay untouched while the result is the one the server rendered (a click
  // or the focus on them is never lost to a re-render). The first different result takes the
  // loop over: emptied here, so the portal renders into it and React never meets the server's nodes.
  const [owned, setOwned] = useState(false);
  useLayoutEffect(() => {
    if (!targets || owned || results.status !== 'ready') return;
    const serverIds = [...(harvested.get(targets.loop)?.keys() ?? [])];
    const same = serverIds.length === results.ids.length && serverIds.every((id, i) => id === results.ids[i]);
    if (same && results.ids.length > 0) return;
    targets.loop.replaceChildren();
    setOwned(true);
  }, [targets, owned, results]);

  // Fetch the cards still missing (§4.11, §7.7); on failure the in-flight list is reset (§8).
  const fetchMissing = useCallback(
    (ids: number[]) => {
      if (!config) return;
      const missing = ids.filter((id) => !cards.has(id) && !inFlight.current.has(id));
      if (missing.length === 0) return;
      missing.forEach((id) => inFlight.current.add(id));
      fetchCards(config, missing)
        .then((found) => {
          for (const [id, card] of found) cards.set(id, card);
          setVersion((v) => v + 1);
        })
        .catch(() => undefined)
        .finally(() => missing.forEach((id) => inFlight.current.delete(id)));
    },
    [config, cards],
  );
  useEffect(() => fetchMissing(results.ids), [fetchMissing, results.ids]);

  // A re-render on demand that clears the products cache (§1): every card is fetched again.
  const epoch = useStore($productsCacheEpoch);
  const seenEpoch = useRef(epoch);
  useEffect(() => {
    if (seenEpoch.current === epoch) return;
    seenEpoch.current = epoch;
    cards.clear();
    setVersion((v) => v + 1);
    fetchMissing($filterResults.get().ids);
  }, [epoch, cards, fetchMissing]);

  useEffect(() => {
    if (results.status === 'ready') setBusy(false);
  }, [results.status, results.sequence]);

  // After 'Show more' / 'Show previous' the focus moves to the first new product, so keyboard and
  // screen-reader users continue where the new products start (and the button may be gone).
  const focusPage = useRef<number | null>(null);
  // The same after a page link: the links are re-rendered for the new page and the focus would
  // fall to the body. Only when the focus was on the page links (or already lost): a page change
  // from the browser's back button leaves the focus alone.
  const shownPage = useRef<number | null>(null);
  useEffect(() => {
    if (!targets || !config || results.status !== 'ready' || config.pagination_strategy !== 'pagination') return;
    const page = app.currentPage;
    const before = shownPage.current;
    shownPage.current = page;
    if (before === null || before === page || results.inputChange) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || active.closest('shop-pagination, .woocommerce-pagination')) focusPage.current = page;
  }, [targets, config, results, app.currentPage]);
  useEffect(() => {
    const page = focusPage.current;
    if (page === null || !targets || results.status !== 'ready') return;
    const first = targets.loop.querySelector<HTMLElement>(`li[data-shop-page="${page}"]:not(.shop-Products-placeholder) a[href]`);
    if (!first) return; // still a placeholder, or the grid not yet taken over: either re-runs this
    focusPage.current = null;
    first.focus();
  }, [targets, results, version, owned]);

  const total = app.totalProductsCount;
  const empty = results.status === 'ready' && total === 0;
  useEffect(() => {
    if (!targets || !config) return;
    for (const element of targets.hideWhenEmpty) element.hidden = empty;
    for (const nav of targets.serverPagination) nav.hidden = true;
    targets.loop.hidden = empty;
  }, [targets, config, empty]);

  const perPage = config?.products_per_page ?? 12;
  const items: GridItem[] = useMemo(
    () => results.ids.map((id, i) => ({ id, card: cards.get(id) ?? null, page: i % perPage === 0 ? app.firstVisiblePage + i / perPage : undefined })),
    // cards is mutated in place; the version bump re-renders and recomputes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [results.ids, cards, perPage, app.firstVisiblePage, cards.size],
  );

  // State for themes and tests: 'loading' while a result is computed, 'ready' once it is on screen.
  useEffect(() => {
    if (host && targets) host.dataset.state = results.status;
  }, [host, targets, results.status, results.sequence]);

  const paged = config ? config.pagination_strategy !== 'pagination' : false;
  useInfiniteTrigger(targets?.after ?? null, config?.pagination_strategy === 'infinite-scroll' && app.showMoreButtonIsVisible && results.status === 'ready', () => void showMore());
  // §2.10: the show-more button within 500 px also fetches the next page's cards.
  useInfiniteTrigger(targets?.after ?? null, config?.pagination_strategy === 'show-more-button' && results.nextIds.length > 0, () => fetchMissing(results.nextIds), results.sequence);
  useVisiblePage(targets?.loop ?? null, paged, results.sequence);
  useScrollToTop(targets?.loop ?? null, config, results);
  useReturnToProduct(targets?.loop ?? null, config, results, version);

  if (!targets || !config) return <slot />;
  const showCategories = config.pagination_strategy === 'pagination' && app.currentPage === 1 && !(config.hide_categories_when_filters_active && app.appliedFiltersCount > 0);
  const from = (app.firstVisiblePage - 1) * perPage + 1;
  const to = Math.min(total, (app.firstVisiblePage - 1) * perPage + results.ids.length);
  const count = resultCountText(total, from, to, perPage, false);
  return (
    <>
      <slot />
      {owned && createPortal(<GridItems items={items} perRow={config.per_row} categories={showCategories ? targets.categories : []} />, targets.loop)}
      {createPortal(
        <PreviousButton visible={!empty && app.showPreviousButtonIsVisible} busy={busy} onPrevious={() => {
            setBusy(true);
            focusPage.current = app.firstVisiblePage - 1;
            void showPrevious();
          }} />,
        targets.before,
      )}
      {createPortal(
        <>
          {empty && <NoResults />}
          {!empty && paged && (
            <MoreControls
              showMore={app.showMoreButtonIsVisible}
              infinite={config.pagination_strategy === 'infinite-scroll'}
              busy={busy}
              viewed={viewedCounter ? { shown: to, total } : null}
              onMore={() => {
                setBusy(true);
                focusPage.current = app.currentPage + 1;
                void showMore();
              }}
            />
          )}
        </>,
        targets.after,
      )}
      {targets.count && createPortal(count, targets.count)}
    </>
  );
}
