/**
 * A filtered shop inside the test page: prints the filter configuration block and a server-like
 * products loop, and replaces window.fetch to serve the descriptors file and product cards
 * from a fixture catalogue. Lets a browser test exercise the products area's
 * elements alone, with no server. Test code only; never bundled.
 */
export interface FakeFilterShop {
  /** POST bodies of the product card requests. */
  cardRequests: number[][];
  descriptorRequests: string[];
  /** Delay card answers until release() (to see placeholders). */
  holdCards(): void;
  release(): void;
  /** Extra HTML inside one product's card (to check sanitising). */
  cardHtml: Record<number, string>;
  restore(): void;
}

export const FIXTURE_NAMESPACE = 'fixture';
/** 30 products: id 1..30, price = id, odd ids red, even ids blue. */
export const FIXTURE_IDS = Array.from({ length: 30 }, (_, i) => i + 1);

/**
 * Sources of fixture product `id`: 1 price = id; 3 colour (odd red, even blue); 5 size (s, m, l
 * in turn); 7 eco (every 4th 'yes'); 8 category (10 'Tops' for 1–15 with 11 'Tees' for 1–5, else
 * 20 'Pants'); 9 rating (1–5); 14 title 'Product N'.
 */
/** 16 brands (source 15), enough for the 'show all' view; two start with each of A–H. */
export const FIXTURE_BRANDS = [
  'Acme',
  'Apex',
  'Birch',
  'Bolt',
  'Cedar',
  'Crest',
  'Delta',
  'Dune',
  'Echo',
  'Ember',
  'Fjord',
  'Flint',
  'Grove',
  'Gust',
  'Halo',
  'Haven',
];

export function fixtureSources(id: number): Record<string, (string | number)[]> {
  return {
    1: [id],
    3: [id % 2 ? 'red' : 'blue'],
    5: [['s', 'm', 'l'][id % 3]!],
    7: [id % 4 === 0 ? 'yes' : 'no'],
    8: id <= 5 ? [10, 11] : id <= 15 ? [10] : [20],
    9: [1 + (id % 5)],
    14: [`Product ${id}`],
    15: [FIXTURE_BRANDS[id % 16]!.toLowerCase()],
  };
}

export function cardMarkup(id: number, extra = '', position = ''): string {
  return `<li class="product type-product post-${id} status-publish${position}"><a href="/product/p${id}/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">Product ${id}</h2><span class="price">$${id}.00</span>${extra}</a></li>`;
}

export function fixtureConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    namespace: FIXTURE_NAMESPACE,
    index_build_id: `b${Date.now()}`,
    last_updated_date: '2026-11-01 10:00:00',
    descriptors_json_url: '/fixture/descriptors.json',
    descriptors_endpoint: '/fixture/rest/descriptors',
    single_products_fetch_url: '/fixture/shop/',
    products_per_page: 4,
    per_row: 3,
    pagination_strategy: 'show-more-button',
    override_ordering_enabled: true,
    catalog_orderedby: { menu_order: 'Default sorting', price: 'Sort by price: low to high', 'price-desc': 'Sort by price: high to low' },
    default_catalog_orderby: 'menu_order',
    orderby_sources_map: {
      menu_order: { source_id: 1, order: 'asc', orderby_product_id: 'asc' },
      price: { source_id: 1, order: 'asc', orderby_product_id: 'asc' },
      'price-desc': { source_id: 1, order: 'desc', orderby_product_id: 'desc' },
    },
    filters: [
      {
        id: 'color',
        type: 'checkboxes',
        url_slug: 'pa_color',
        source: 'tax_pa_color',
        source_id: 3,
        values: [
          { value_id: 1, value: 'red', label: 'Red' },
          { value_id: 2, value: 'blue', label: 'Blue' },
          { value_id: 3, value: 'green', label: 'Green' },
        ],
      },
      { id: 'price', type: 'range', url_slug: 'price', source: 'price', source_id: 1, values: [] },
    ],
    ...overrides,
  };
}

/** The page as a theme renders it: config block, result count, ordering form, loop of page 1, page links. */
export function printFilterShop(
  config: Record<string, unknown>,
  wrap: { products?: boolean; pagination?: boolean; sort?: boolean; categories?: boolean; viewedCounter?: boolean } = { products: true },
): void {
  const categories = wrap.categories
    ? ['Tops', 'Pants']
        .map(
          (name) =>
            `<li class="product-category product"><a href="/product-category/${name.toLowerCase()}/"><h2 class="woocommerce-loop-category__title">${name}</h2></a></li>`,
        )
        .join('')
    : '';
  const loop = `<ul class="products columns-3">${categories}${FIXTURE_IDS.slice(0, 4)
    .map((id, i) => cardMarkup(id, '', i % 3 === 0 ? ' first' : i % 3 === 2 ? ' last' : ''))
    .join('')}</ul>`;
  const form = `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order">Default sorting</option></select></form>`;
  const nav = `<nav class="woocommerce-pagination" aria-label="Product Pagination"><ul class="page-numbers"><li><span aria-current="page" class="page-numbers current">1</span></li><li><a class="page-numbers" href="/shop/page/2/">2</a></li></ul></nav>`;
  document.body.innerHTML = `<main>
<script type="application/json" id="shop-filter-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<h1>Shop</h1>
<p class="woocommerce-result-count">Showing 1–4 of 30 results</p>
${wrap.sort ? `<shop-sort>${form}</shop-sort>` : form}
${wrap.products ? `<shop-products${wrap.viewedCounter ? ' viewed-counter' : ''}>${loop}</shop-products>` : loop}
${wrap.pagination ? `<shop-pagination>${nav}</shop-pagination>` : nav}
</main>`;
}

export function installFakeFilterShop(): FakeFilterShop {
  const original = window.fetch;
  let held: (() => void)[] | null = null;
  const shop: FakeFilterShop = {
    cardRequests: [],
    descriptorRequests: [],
    cardHtml: {},
    holdCards: () => void (held = []),
    release() {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((go) => go());
    },
    restore: () => void (window.fetch = original),
  };
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === '/fixture/descriptors.json') {
      shop.descriptorRequests.push(url.pathname);
      return json(Object.fromEntries(FIXTURE_IDS.map((id) => [id, [id, id, fixtureSources(id), 'simple']])));
    }
    if (url.pathname === '/fixture/shop/' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { ids: number[] } & Record<string, string>;
      if (body[`${FIXTURE_NAMESPACE}-products`] !== '1') return new Response('', { status: 400 });
      shop.cardRequests.push(body.ids);
      if (held) await new Promise<void>((go) => held!.push(go));
      return json({ products: Object.fromEntries(body.ids.map((id) => [id, cardMarkup(id, shop.cardHtml[id] ?? '')])) });
    }
    return original(input, init);
  };
  return shop;
}
