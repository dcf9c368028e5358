/**
 * State: the product cards the grid shows, by product id. The server's cards are harvested once
 * before anything replaces them; the cards a result needs and the page does not have are fetched
 * (each id once at a time; a failure leaves it to the next result); a re-render on demand that
 * clears the products cache fetches every card again. The loop is taken over (emptied, then
 * rendered by React) only when a result differs from what the server rendered, so a click or the
 * focus on the server's cards is never lost to a re-render.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fetchCards } from '../../shared/api/product-cards.ts';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import { selectorFromClasses } from '../../shared/engine/filter/config/spec-markup.ts';
import { findProductsLoop, harvestCards, type ProductCard } from '../../shared/platform/product-markup.ts';
import { $filterResults, $productsCacheEpoch, $productsLoopTaken, type FilterResults } from '../../shared/stores/filter.ts';
import type { Targets } from './use-products-targets.ts';

const harvested = new WeakMap<HTMLElement, Map<number, ProductCard>>();

export function useProductCards(host: HTMLElement | undefined, config: FilterAppConfig | null, results: FilterResults) {
  const [cards] = useState(() => new Map<number, ProductCard>());
  const [version, setVersion] = useState(0);
  const inFlight = useRef(new Set<number>());
  // The loop as a selector, for finding it in a fetched page (the 'page' strategy).
  const loopSelector = useRef<string | undefined>(undefined);

  // The first layout effect: it runs before the takeover below.
  useLayoutEffect(() => {
    if (!host || !config) return;
    const loop = findProductsLoop(host, config.products_loop_selectors);
    if (!loop) return;
    loopSelector.current ??= selectorFromClasses(loop.localName, loop.classList, config.ignored_classes_in_css_selectors);
    if (harvested.has(loop)) return;
    const found = harvestCards(loop);
    harvested.set(loop, found);
    for (const [id, card] of found) cards.set(id, card);
  }, [host, config, cards]);

  const fetchMissing = useCallback(
    (ids: number[]) => {
      if (!config) return;
      const missing = ids.filter((id) => !cards.has(id) && !inFlight.current.has(id));
      if (missing.length === 0) return;
      missing.forEach((id) => inFlight.current.add(id));
      fetchCards(config, missing, loopSelector.current)
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

  const epoch = useStore($productsCacheEpoch);
  const seenEpoch = useRef(epoch);
  useEffect(() => {
    if (seenEpoch.current === epoch) return;
    seenEpoch.current = epoch;
    cards.clear();
    setVersion((v) => v + 1);
    fetchMissing($filterResults.get().ids);
  }, [epoch, cards, fetchMissing]);

  return { cards, version, fetchMissing };
}

/** Whether the grid renders the loop: from the first result that differs from the server's cards. */
export function useLoopTakeover(targets: Targets | null, results: FilterResults): boolean {
  const [owned, setOwned] = useState(false);
  useLayoutEffect(() => {
    if (!targets || owned || results.status !== 'ready') return;
    const serverIds = [...(harvested.get(targets.loop)?.keys() ?? [])];
    const same = serverIds.length === results.ids.length && serverIds.every((id, i) => id === results.ids[i]);
    if (same && results.ids.length > 0) return;
    targets.loop.replaceChildren();
    setOwned(true);
  }, [targets, owned, results]);
  useEffect(() => {
    if (targets) $productsLoopTaken.set(true);
  }, [targets]);
  return owned;
}
