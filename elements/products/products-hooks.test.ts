// @vitest-environment happy-dom
/**
 * The products area's state hooks without a browser: the server's cards are kept, only the
 * missing ones are fetched (each once at a time, a failure leaving them to the next result), the
 * loop is taken over only by a result that differs from the server's, and once it is, the
 * listing's other parts follow the stores (the server's page links hidden; the sort form hidden
 * while nothing matches).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import { ensureListingChrome } from '../../shared/runtime/listing-chrome.ts';
import { $filterApp, $filterResults, $productsLoopTaken, INITIAL_FILTER_APP, type FilterResults } from '../../shared/stores/filter.ts';

const fetchCards = vi.fn();
vi.mock('../../shared/api/product-cards.ts', () => ({ fetchCards: (...args: unknown[]) => fetchCards(...args) }));
const { useLoopTakeover, useProductCards } = await import('./use-product-cards.ts');
const { useProductsTargets } = await import('./use-products-targets.ts');

const config = {
  products_loop_selectors: ['ul.products'],
  product_categories_selectors: [],
  products_fetching_strategy: 'single',
} as unknown as FilterAppConfig;
const result = (ids: number[], sequence = 1): FilterResults => ({
  status: 'ready',
  ids,
  nextIds: [],
  result: { total: ids.length } as never,
  inputChange: false,
  sequence,
});
const card = (id: number) => `<li class="product post-${id}"><a href="/p/${id}/">Product ${id}</a></li>`;
let host: HTMLElement;

beforeEach(() => {
  fetchCards.mockReset();
  host = document.createElement('shop-products');
  host.innerHTML = `<p class="woocommerce-result-count">12 results</p><ul class="products columns-4">${[1, 2, 3].map(card).join('')}</ul>`;
  document.body.innerHTML = '<form class="woocommerce-ordering"></form><nav class="woocommerce-pagination"></nav>';
  document.body.append(host);
  $productsLoopTaken.set(false);
  $filterApp.set(INITIAL_FILTER_APP);
});
afterEach(() => document.body.replaceChildren());

describe('cards', () => {
  test("the server's cards are kept; only the missing are fetched, once while in flight", async () => {
    let answer!: (cards: Map<number, unknown>) => void;
    fetchCards.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result: hook, rerender } = renderHook(({ r }) => useProductCards(host, config, r), { initialProps: { r: result([1, 2, 3]) } });
    expect([...hook.current.cards.keys()]).toEqual([1, 2, 3]);
    expect(fetchCards).not.toHaveBeenCalled();
    rerender({ r: result([3, 4, 5], 2) });
    rerender({ r: result([4, 5], 3) });
    expect(fetchCards).toHaveBeenCalledTimes(1);
    expect(fetchCards.mock.calls[0]![1]).toEqual([4, 5]);
    await act(async () =>
      answer(
        new Map([
          [4, { id: 4 }],
          [5, { id: 5 }],
        ]),
      ),
    );
    expect(hook.current.cards.has(5)).toBe(true);
    expect(hook.current.version).toBe(1);
  });

  test('a failed fetch is asked again by the next result', async () => {
    fetchCards.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(new Map([[9, { id: 9 }]]));
    const { result: hook, rerender } = renderHook(({ r }) => useProductCards(host, config, r), { initialProps: { r: result([9]) } });
    await act(async () => undefined);
    rerender({ r: result([9], 2) });
    await act(async () => undefined);
    expect(fetchCards).toHaveBeenCalledTimes(2);
    expect(hook.current.cards.has(9)).toBe(true);
  });
});

describe('taking the loop over', () => {
  function render(initial: FilterResults) {
    return renderHook(
      ({ r }) => {
        useProductCards(host, config, r);
        const targets = useProductsTargets(host, config, r);
        return { targets, owned: useLoopTakeover(targets, r) };
      },
      { initialProps: { r: initial } },
    );
  }

  test("the server's result keeps its cards in place; the first other result takes the loop over", () => {
    const view = render(result([1, 2, 3]));
    expect(view.result.current.owned).toBe(false);
    expect(host.querySelectorAll('li.product')).toHaveLength(3);
    view.rerender({ r: result([2, 3], 2) });
    expect(view.result.current.owned).toBe(true);
    expect(host.querySelectorAll('li.product')).toHaveLength(0);
  });

  test("then the listing's other parts follow the stores: the server's page links hidden, the sort form while nothing matches", () => {
    ensureListingChrome();
    render(result([1, 2, 3]));
    $filterApp.set({ ...INITIAL_FILTER_APP, totalProductsCount: 3 });
    $filterResults.set(result([1, 2, 3]));
    const nav = document.querySelector<HTMLElement>('nav.woocommerce-pagination')!;
    const ordering = document.querySelector<HTMLElement>('form.woocommerce-ordering')!;
    expect(nav.hidden).toBe(true);
    expect(ordering.hidden).toBe(false);
    act(() => {
      $filterApp.set({ ...INITIAL_FILTER_APP, totalProductsCount: 0 });
      $filterResults.set(result([], 2));
    });
    expect(ordering.hidden).toBe(true);
    act(() => $filterApp.set({ ...INITIAL_FILTER_APP, totalProductsCount: 5 }));
    expect(ordering.hidden).toBe(false);
  });
});
