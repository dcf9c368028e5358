/**
 * The products area: re-renders the theme's own products loop from the filter results, keeping
 * the server's card markup, fetching missing cards (use-product-cards), in the places the theme's
 * markup offers (use-products-targets), with the count, the no-results block and the paging
 * controls, and the focus where the shopper expects it (use-products-focus). The listing's other
 * parts (sort form, server page links) follow the stores on their own (shared/runtime/listing-chrome.ts).
 */
import { whenIdle } from '../../shared/platform/main-thread.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { $filterApp, $filterConfig, $filterResults } from '../../shared/stores/filter.ts';
import { showMore, showPrevious } from '../../shared/stores/filter.actions.ts';
import { GridItems, MoreControls, NoResults, PreviousButton, resultCountText, type GridItem } from './products.view.tsx';
import { useInfiniteTrigger, useReturnToProduct, useScrollToTop, useVisiblePage } from './products-effects.ts';
import { useLoopTakeover, useProductCards } from './use-product-cards.ts';
import { useProductsFocus } from './use-products-focus.ts';
import { useProductsTargets } from './use-products-targets.ts';

export interface ProductsProps {
  container?: HTMLElement | ShadowRoot;
  /** Show 'Viewed X of Y' under the show-more button. */
  viewedCounter?: boolean;
}

export function Products({ container, viewedCounter = false }: ProductsProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  const results = useStore($filterResults);
  const app = useStore($filterApp);
  const [busy, setBusy] = useState(false);
  const { cards, version, fetchMissing } = useProductCards(host, config, results);
  const targets = useProductsTargets(host, config, results);
  const owned = useLoopTakeover(targets, results);

  useEffect(() => {
    if (results.status === 'ready') setBusy(false);
  }, [results.status, results.sequence]);

  const focusPage = useProductsFocus(targets, config, results, app.currentPage, `${version}|${owned}`);

  const total = app.totalProductsCount;
  const empty = results.status === 'ready' && total === 0;
  useEffect(() => {
    if (targets) targets.loop.hidden = empty;
  }, [targets, empty]);

  const perPage = config?.products_per_page ?? 12;
  const items: GridItem[] = useMemo(
    () => results.ids.map((id, i) => ({ id, card: cards.get(id) ?? null, page: i % perPage === 0 ? app.firstVisiblePage + i / perPage : undefined })),
    // cards is changed in place; its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [results.ids, cards, perPage, app.firstVisiblePage, version],
  );

  // State for themes and tests: 'loading' while a result is computed, 'ready' once it is on screen.
  // 'data-changing' (and aria-busy) while a shopper's change waits for its answer, the previous
  // one still on screen: the stylesheet dims it if that lasts (the engine still getting its index).
  useEffect(() => {
    if (!host || !targets) return;
    host.dataset.state = results.status;
    const changing = results.status === 'loading' && results.sequence > 0;
    host.toggleAttribute('data-changing', changing);
    if (changing) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
  }, [host, targets, results.status, results.sequence]);

  const paged = config ? config.pagination_strategy !== 'pagination' : false;
  useInfiniteTrigger(
    targets?.trigger ?? null,
    config?.pagination_strategy === 'infinite-scroll' && app.showMoreButtonIsVisible && results.status === 'ready',
    () => void showMore(),
  );
  // The show-more button within 500 px also fetches the next page's cards.
  useInfiniteTrigger(
    targets?.after ?? null,
    config?.pagination_strategy === 'show-more-button' && results.nextIds.length > 0,
    () => fetchMissing(results.nextIds),
    results.sequence,
  );
  // early_products_caching: the next page's cards as soon as the browser is idle after a result,
  // whatever the strategy, so the next page or the next 'Show more' draws without waiting.
  useEffect(() => {
    if (!config?.early_products_caching || results.status !== 'ready' || results.nextIds.length === 0) return;
    const ids = results.nextIds;
    const handle = whenIdle(() => fetchMissing(ids));
    return () => handle.cancel();
  }, [config, results.status, results.nextIds, fetchMissing]);
  useVisiblePage(targets?.loop ?? null, paged, results.sequence);
  useScrollToTop(targets?.loop ?? null, config, results);
  useReturnToProduct(targets?.loop ?? null, config, results, version);

  if (!targets || !config) return <slot />;
  const showCategories =
    config.pagination_strategy === 'pagination' && app.currentPage === 1 && !(config.hide_categories_when_filters_active && app.appliedFiltersCount > 0);
  const from = (app.firstVisiblePage - 1) * perPage + 1;
  const to = Math.min(total, (app.firstVisiblePage - 1) * perPage + results.ids.length);
  const count = resultCountText(total, from, to, perPage, false);
  return (
    <>
      <slot />
      {owned && createPortal(<GridItems items={items} perRow={config.per_row} categories={showCategories ? targets.categories : []} />, targets.loop)}
      {createPortal(
        <PreviousButton
          visible={!empty && app.showPreviousButtonIsVisible}
          busy={busy}
          onPrevious={() => {
            setBusy(true);
            focusPage.current = app.firstVisiblePage - 1;
            void showPrevious();
          }}
        />,
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
