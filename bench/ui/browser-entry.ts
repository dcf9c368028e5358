/**
 * Bundled for Chromium: the real <shop-products> on a page with a 10k-product catalogue, the
 * shop's endpoints answered in the page (no network in the measurement). Times each filter
 * change from the action to the grid updated (result rendered, every card in place).
 */
declare global {
  interface Window {
    runUiBench(input: UiBenchInput): Promise<UiBenchOutput>;
  }
}

export interface UiChange {
  kind: 'toggle' | 'range' | 'clear';
  filterID: string;
  index?: number;
  min?: number;
  max?: number;
}

export interface UiBenchInput {
  config: Record<string, unknown>;
  descriptors: Record<string, unknown>;
  titles: Record<string, string>;
  changes: UiChange[];
}

export interface UiBenchOutput {
  times: number[];
  totals: number[];
}

const card = (id: number, title: string) =>
  `<li class="product type-product post-${id} status-publish"><a href="/product/p${id}/" class="woocommerce-LoopProduct-link"><img width="300" height="300" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="${title}"><h2 class="woocommerce-loop-product__title">${title}</h2><span class="price">$${(id % 200) + 0.99}</span></a><a href="?add-to-cart=${id}" class="button add_to_cart_button ajax_add_to_cart" data-product_id="${id}">Add to cart</a></li>`;

/** Yields to the event loop without setTimeout's 4 ms clamp. */
const yieldNow = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

window.runUiBench = async ({ config, descriptors, titles, changes }) => {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === '/bench/descriptors.json') return new Response(JSON.stringify(descriptors), { headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/bench/shop/' && init?.method === 'POST') {
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      return new Response(JSON.stringify({ products: Object.fromEntries(ids.map((id) => [id, card(id, titles[id] ?? `Product ${id}`)])) }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return original(input, init);
  };
  const firstIds = Object.keys(descriptors)
    .map(Number)
    .filter((id) => (descriptors[id] as number[])[1] === id)
    .slice(0, 12);
  document.body.innerHTML = `<script type="application/json" id="shop-filter-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<p class="woocommerce-result-count"></p><shop-products><ul class="products columns-3">${firstIds.map((id) => card(id, titles[id] ?? '')).join('')}</ul></shop-products>`;
  await import('../../elements/products/define.ts');
  const actions = await import('../../shared/stores/filter.actions.ts');
  const { $filterResults, $filterApp } = await import('../../shared/stores/filter.ts');
  const host = document.querySelector('shop-products')!;
  const settled = async (sequence: number) => {
    for (;;) {
      const results = $filterResults.get();
      if (
        results.sequence > sequence &&
        host.getAttribute('data-state') === 'ready' &&
        !host.querySelector('.shop-Products-placeholder') &&
        host.querySelectorAll('ul.products > li').length === results.ids.length
      )
        return;
      await yieldNow();
    }
  };
  await settled(0);
  const times: number[] = [];
  const totals: number[] = [];
  for (const change of changes) {
    const sequence = $filterResults.get().sequence;
    const started = performance.now();
    if (change.kind === 'toggle') {
      const filter = (await import('../../shared/stores/filter.ts')).$filters.get().find((f) => f.id === change.filterID)!;
      void actions.changeValue({ filterID: change.filterID, index: change.index!, newState: !filter.values[change.index!]!.selected });
    } else if (change.kind === 'range') {
      void actions.changeRange({ filterID: change.filterID, value: { min: change.min!, max: change.max! } });
    } else {
      void actions.clearFilters();
    }
    await settled(sequence);
    times.push(performance.now() - started);
    totals.push($filterApp.get().totalProductsCount);
  }
  return { times, totals };
};
