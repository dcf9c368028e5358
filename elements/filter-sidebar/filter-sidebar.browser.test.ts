/** <shop-filter-sidebar> alone in Chromium with a fixture catalogue: each control type, keyboard, axe, inert label HTML. */
import axe from 'axe-core';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { countHistoryPushes } from '../../shared/testing/fake-woo.ts';
import { assert, tick, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const block = (id: string) => document.querySelector<HTMLElement>(`shop-filter-sidebar .shop-Filter[data-filter="${id}"]`)!;
const params = () => decodeURIComponent(location.search);
const value = (label: string, n: number) => ({ value_id: n, value: label.toLowerCase(), label, label_url: label.toLowerCase() });

const FILTERS = [
  {
    id: 'category',
    type: 'checkboxes',
    label: 'Category',
    url_slug: 'cat',
    source: 'tax_product_cat',
    source_id: 8,
    is_hierarchical: true,
    orderby: 'term_order',
    values: [
      { value_id: 10, value: '10', label: 'Tops', label_url: 'tops', parent_value: '0', order: 1 },
      { value_id: 11, value: '11', label: 'Tees', label_url: 'tees', parent_value: '10', order: 2 },
      { value_id: 20, value: '20', label: 'Pants', label_url: 'pants', parent_value: '0', order: 3 },
    ],
  },
  {
    id: 'color',
    type: 'color',
    label: 'Colour <img src=x alt="" onerror="window.__pwned=1">',
    url_slug: 'pa_color',
    source_id: 3,
    values: [
      { ...value('Red', 1), color: '#c00' },
      { ...value('Blue', 2), color: '#00c' },
      { ...value('Green', 3), color: '#0c0' },
    ],
  },
  {
    id: 'size',
    type: 'buttons',
    label: 'Size',
    url_slug: 'pa_size',
    source_id: 5,
    orderby: 'term_order',
    values: [
      { ...value('S', 1), order: 1 },
      { ...value('M', 2), order: 2 },
      { ...value('L', 3), order: 3 },
    ],
  },
  { id: 'eco', type: 'toggle', label: 'Eco', url_slug: 'eco', source: 'cf_eco', source_id: 7, values: [value('Yes', 1), value('No', 2)] },
  {
    id: 'rating',
    type: 'radio',
    label: 'Rating',
    url_slug: 'rating',
    source_id: 9,
    orderby: 'numerically',
    values: [
      { value_id: -1, value: '', label: 'Any', label_url: '' },
      ...[5, 4, 3, 2, 1].map((n) => ({ value_id: n, value: String(n), label: `${n} stars`, label_url: String(n), label_num: -n })),
    ],
  },
  {
    id: 'price',
    type: 'range',
    label: 'Price',
    url_slug: 'price',
    source: 'price',
    source_id: 1,
    user_input_type: 'price_range',
    show_radio_ranges: true,
    values: [],
  },
  { id: 'q', type: 'search', label: 'Search', url_slug: 'q', source_id: 14, values: [] },
  {
    id: 'place',
    type: 'category',
    label: 'Shop by category',
    url_slug: 'place',
    source: 'tax_product_cat',
    source_id: 8,
    is_subcategory: true,
    label_subcategory: 'Subcategories',
    label_category: 'Categories',
    parent: { name: 'Clothing', url: '/product-category/clothing/' },
    current: { name: 'Tops' },
    values: [
      { value_id: 11, value: '11', label: 'Tees', label_url: 'tees', url: '/product-category/clothing/tops/tees/' },
      { value_id: 20, value: '20', label: 'Pants', label_url: 'pants', url: '/product-category/clothing/pants/' },
    ],
  },
];

const displayed: { layout: string; filters: string[] }[] = [];
document.addEventListener('filters_displayed', (event) => displayed.push((event as CustomEvent<{ layout: string; filters: string[] }>).detail));

describe('<shop-filter-sidebar>', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    history.replaceState(null, '', '/');
    printFilterShop(fixtureConfig({ filters: FILTERS, currency: { symbol: '$', precision: 0 } }), { products: true });
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<shop-filter-sidebar></shop-filter-sidebar>');
    shop = installFakeFilterShop();
    await import('./define.ts');
    await import('../products/define.ts');
    await until(() => !!document.querySelector('shop-filter-sidebar .shop-Filter'), 'the sidebar renders');
  });
  after(() => shop.restore());

  it('raises filters_displayed with the layout and the filters shown', async () => {
    // Raised again whenever the set changes (the price filter appears once its range is known).
    await until(
      () => displayed.some((d) => d.layout === 'sidebar' && d.filters.join() === 'category,color,size,eco,rating,price,q,place'),
      JSON.stringify(displayed),
    );
  });

  it('renders every filter with counters; label HTML is inert', () => {
    assert(
      [...document.querySelectorAll('shop-filter-sidebar .shop-Filter')].map((s) => (s as HTMLElement).dataset.filter).join() ===
        'category,color,size,eco,rating,price,q,place',
      'all filters, in order',
    );
    assert(block('size').textContent === 'SizeS (10)M (10)L (10)', `size: ${block('size').textContent}`);
    assert(!block('color').innerHTML.includes('onerror') && !(window as { __pwned?: number }).__pwned, 'no handler survives');
  });

  it('checkboxes: hierarchical children expand on demand; ticking one filters the grid and the URL', async () => {
    const expand = block('category').querySelector<HTMLButtonElement>('.shop-Filter-expand')!;
    assert(expand.getAttribute('aria-expanded') === 'false' && !block('category').textContent!.includes('Tees'), 'children start collapsed');
    expand.click();
    await until(() => block('category').textContent!.includes('Tees'), 'Tees shown');
    const tees = [...block('category').querySelectorAll('label')].find((l) => l.textContent!.startsWith('Tees'))!.querySelector('input')!;
    tees.focus();
    await sendKeys({ press: 'Space' });
    await until(() => params() === '?cat=tees', `url ${params()}`);
    await until(() => document.querySelector('.woocommerce-result-count')!.textContent === 'Showing 1–4 of 5 results', 'the grid follows');
    const tops = [...block('category').querySelectorAll('input')][0]!;
    assert(tops.indeterminate, 'the parent of a selected value is indeterminate');
    tees.click();
    await until(() => params() === '', 'unticked');
  });

  it('buttons toggle with aria-pressed; colour swatches are checkboxes named by their colour', async () => {
    const m = [...block('size').querySelectorAll('button')].find((b) => b.textContent!.startsWith('M'))!;
    m.click();
    await until(() => m.getAttribute('aria-pressed') === 'true' && params() === '?pa_size=m', `size: ${params()}`);
    m.click();
    await until(() => params() === '', 'size off');
    const swatch = (name: string) => [...block('color').querySelectorAll('label')].find((l) => l.textContent!.startsWith(name))!.querySelector('input')!;
    assert(block('color').querySelectorAll('input[type=checkbox]').length === 3, 'three swatches');
    assert(swatch('Green').disabled, 'a colour nothing has is disabled (and still named)');
    swatch('Red').click();
    await until(() => params() === '?pa_color=red', 'red');
    swatch('Blue').click();
    await until(() => params() === '?pa_color=blue', 'a single-selection colour filter replaces the colour');
    swatch('Blue').click();
    await until(() => params() === '', 'colour off');
  });

  it('toggle is a switch with only its "on" value; radio keeps one choice and "Any" clears it', async () => {
    const switches = block('eco').querySelectorAll('[role=switch]');
    assert(switches.length === 1 && switches[0]!.textContent!.startsWith('Yes'), 'only the "on" value');
    (switches[0] as HTMLButtonElement).click();
    await until(() => switches[0]!.getAttribute('aria-checked') === 'true' && params() === '?eco=yes', `eco: ${params()}`);
    (switches[0] as HTMLButtonElement).click();
    await until(() => params() === '', 'eco off');
    const radios = [...block('rating').querySelectorAll<HTMLInputElement>('input[type=radio]')];
    assert(radios[0]!.checked && radios[0]!.closest('label')!.textContent!.startsWith('Any'), '"Any" first and checked');
    radios[1]!.focus();
    await sendKeys({ press: 'Space' });
    await until(() => params() === '?rating=5', `rating: ${params()}`);
    radios[0]!.click();
    await until(() => params() === '', 'any rating');
  });

  it('range: inputs submit on Enter only when changed; presets; the clear control', async () => {
    const [min, max] = [...block('price').querySelectorAll<HTMLInputElement>('input[type=number]')];
    min!.focus();
    min!.value = '';
    await sendKeys({ type: '10' });
    await sendKeys({ press: 'Enter' });
    await until(() => params() === '?price=10-', `price: ${params()}`);
    const pushed = countHistoryPushes();
    max!.focus();
    max!.blur();
    await tick(50);
    assert(pushed() === 0, 'an unchanged blur sends nothing');
    block('price').querySelector<HTMLButtonElement>('.shop-Range-clear')!.click();
    await until(() => params() === '', 'cleared');
    const preset = block('price').querySelector<HTMLInputElement>('.shop-Range-presets input')!;
    assert(/^less than \$\d+ \(\d+\)$/.test(preset.closest('label')!.textContent!), `preset: ${preset.closest('label')!.textContent}`);
    preset.click();
    await until(() => /^\?price=-\d+$/.test(params()), `preset: ${params()}`);
    block('price').querySelector<HTMLButtonElement>('.shop-Range-clear')!.click();
    await until(() => params() === '', 'cleared again');
  });

  it('search sends the phrase after typing stops (250 ms), and its clear control empties it', async () => {
    const input = block('q').querySelector<HTMLInputElement>('input[type=search]')!;
    input.focus();
    await sendKeys({ type: 'ct 2' });
    await until(() => new URLSearchParams(location.search).get('q') === 'ct 2', `q: ${params()}`);
    await until(() => document.querySelector('.woocommerce-result-count')!.textContent === 'Showing 1–4 of 11 results', 'Product 2, 20–29');
    block('q').querySelector<HTMLButtonElement>('.shop-Search-clear')!.click();
    await until(() => params() === '', 'search cleared');
  });

  it("category type: the current category as title, the pre-headline, 'go back to' the parent, values as links with counts", () => {
    const place = block('place');
    assert(place.querySelector('.shop-Filter-title')!.textContent === 'Tops', `title: ${place.querySelector('.shop-Filter-title')!.textContent}`);
    assert(place.querySelector('.shop-Category-pre')!.textContent === 'Subcategories', 'pre-headline of a subcategory');
    const back = place.querySelector<HTMLAnchorElement>('.shop-Category-back')!;
    assert(back.textContent === 'go back to Clothing' && back.getAttribute('href') === '/product-category/clothing/', 'breadcrumb');
    const links = [...place.querySelectorAll<HTMLAnchorElement>('a.shop-Category-link')].map((a) => `${a.textContent} ${a.getAttribute('href')}`);
    assert(links.join() === 'Pants /product-category/clothing/pants/,Tees /product-category/clothing/tops/tees/', `links: ${links.join()}`);
    assert(place.textContent!.includes('Tees (5)'), 'counts');
  });

  it('collapsible blocks are disclosures; axe is clean at desktop width and at 375 px', async () => {
    for (const width of [1280, 375]) {
      await setViewport({ width, height: 800 });
      const results = await axe.run(document.querySelector('shop-filter-sidebar')!);
      assert(results.violations.length === 0, `${width}px: ${results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; ')}`);
    }
  });
});
