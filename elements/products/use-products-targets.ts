/**
 * Behaviour: where the products area renders, found in the theme's markup once the configuration
 * and a first result are known: the products loop (by the configuration's selectors), a place
 * before and after it (previous / more controls, no results), the result count (a live region)
 * and the product categories the loop shows first. Layout effects: the server's count and cards
 * leave in the same frame as the view's arrive (an empty frame in between is a layout shift).
 */
import { useLayoutEffect, useState } from 'react';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import { cardOf, findProductsLoop, type ProductCard } from '../../shared/platform/product-markup.ts';
import type { FilterResults } from '../../shared/stores/filter.ts';
import { specContainerClass, type SpecContainer } from '../../shared/engine/filter/config/spec-markup.ts';

export interface Targets {
  loop: HTMLElement;
  before: HTMLElement;
  after: HTMLElement;
  /** What infinite scroll watches: the theme's infinite-scroll container, else `after`. */
  trigger: HTMLElement;
  count: HTMLElement | null;
  categories: ProductCard[];
}

/** Finds the loop and the page parts once the configuration is known, and takes them over. */
export function useProductsTargets(host: HTMLElement | undefined, config: FilterAppConfig | null, results: FilterResults): Targets | null {
  const ready = results.status === 'ready' || results.sequence > 0;
  const [targets, setTargets] = useState<Targets | null>(null);
  useLayoutEffect(() => {
    if (!host || !config || !ready || targets) return;
    const loop = findProductsLoop(host, config.products_loop_selectors);
    if (!loop) {
      // Swallowed; a page that had no products has no loop to fill (WooCommerce prints only
      // its no-products block): when a later result finds some, the server renders them (the
      // URL already holds the new state).
      if (results.sequence > 1 && results.result && results.result.total > 0 && document.querySelector('.woocommerce-no-products-found, .woocommerce-info'))
        location.reload();
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
    // A theme's own containers for the controls (the specification's markup), else places of ours around the loop.
    const themes = (name: SpecContainer) => document.querySelector<HTMLElement>(`.${specContainerClass(config.namespace, name)}`);
    const before = themes('show-previous-button') ?? document.createElement('div');
    const after = themes('show-more-button') ?? document.createElement('div');
    if (!before.isConnected) {
      before.className = 'shop-Products-before';
      loop.before(before);
    }
    if (!after.isConnected) {
      after.className = 'shop-Products-after';
      loop.after(after);
    }
    const trigger = themes('infinite-scroll') ?? after;
    const scope = host.querySelector('.woocommerce-result-count') ? host : document;
    const count = scope.querySelector<HTMLElement>('.woocommerce-result-count');
    count?.setAttribute('role', 'status');
    count?.replaceChildren();
    setTargets({ loop, before, after, trigger, count, categories });
  }, [host, config, ready, targets, results]);
  return targets;
}
