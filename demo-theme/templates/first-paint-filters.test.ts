/**
 * The filters' first paint (issue 31, "the first result before the index"): the listing prints
 * the filter sidebar's own view with the server's counters just before <shop-filter-sidebar>, so
 * the counters are on screen with the page, not after the scripts. Checked here against the
 * page's other, independent print of the same counts (the <noscript> widgets, built by
 * filterLinks), with a chosen value, in another language, and with a hostile value name. The
 * filter bar's (both layouts) likewise before <shop-filter-bar>.
 */
import { describe, expect, test } from 'vitest';
import { rebuildIndex, recordProductChange } from '../server/filter/filter-index.ts';
import { useTestStore } from '../server/testing/use-test-store.ts';

const store = useTestStore('shop-first-paint-');

async function listing(url: string, cookie?: string): Promise<string> {
  const response = await store.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The copy printed before the element, or null. */
function firstPaint(page: string): string | null {
  const start = page.indexOf('<div class="shop-FirstPaint"');
  if (start < 0) return null;
  return page.slice(start, page.indexOf('<shop-filter-sidebar', start));
}

/** Label → count in the copy (the element's markup) and in the <noscript> widgets (WooCommerce's). */
function copyCounts(copy: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, label, count] of copy.matchAll(
    /<span class="shop-Filter-label">([^<]+)<\/span>(?:<\/span>)?<span class="shop-Filter-count"[^>]*> \((\d+)\)<\/span>/g,
  ))
    if (!found.has(label!)) found.set(label!, count!);
  return found;
}
function widgetCounts(page: string): Map<string, string> {
  const widgets = page.slice(page.indexOf('<nav class="shop-NoScriptFilters"'), page.indexOf('</noscript>', page.indexOf('<nav class="shop-NoScriptFilters"')));
  const found = new Map<string, string>();
  for (const [, label, count] of widgets.matchAll(/<a rel="nofollow" href="[^"]*"(?: aria-label="[^"]*")?>([^<]+)<\/a> <span class="count">\((\d+)\)<\/span>/g))
    if (!found.has(label!)) found.set(label!, count!);
  return found;
}

describe('the filter sidebar printed for the first paint', () => {
  test('/shop/ prints the element’s view before it: its counters are the listing’s, inert and hidden from assistive technology until the element takes over', async () => {
    const page = await listing('/shop/');
    const copy = firstPaint(page);
    expect(copy).not.toBeNull();
    expect(copy).toMatch(
      /^<div class="shop-FirstPaint" data-shop-first-paint="shop-filter-sidebar" aria-hidden="true" inert><section class="shop-FilterSidebar" aria-label="Product filters">/,
    );
    // Right before the element, inside the same sidebar column.
    expect(page).toContain('</div><shop-filter-sidebar min-screen="850">');
    const shown = copyCounts(copy!);
    const widgets = widgetCounts(page);
    expect(shown.size).toBeGreaterThan(20);
    let compared = 0;
    for (const [label, count] of shown) {
      if (!widgets.has(label)) continue;
      expect(`${label} (${count})`).toBe(`${label} (${widgets.get(label)})`);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
    expect(shown.get('Clothing')).toBe(widgets.get('Clothing'));
    // Each counter is marked for the Element Timing API: a shop measuring real visits (and
    // bench:coldstart) sees when the first counters were painted.
    expect(copy!.match(/<span class="shop-Filter-count" elementtiming="shop-filter-count">/g)?.length).toBe(copy!.match(/class="shop-Filter-count"/g)?.length);
  });

  test('a filtered address: the chosen value is checked and the counts are those of the filtered category', async () => {
    const copy = firstPaint(await listing('/product-category/men/?pa_color=blue'))!;
    expect(copy).toMatch(/title="Blue"><input id="[^"]+" type="checkbox" checked=""\/>/);
    expect(copy).not.toMatch(/title="Black"><input id="[^"]+" type="checkbox" checked=""\/>/);
    const page = await listing('/product-category/men/?pa_color=blue');
    expect(copyCounts(copy).get('Men')).toBe(widgetCounts(page).get('Men'));
  });

  test('in the shopper’s language: the elements’ words from the page’s translation file', async () => {
    const copy = firstPaint(await listing('/shop/', 'shop_demo_locale=de_DE'))!;
    expect(copy).toContain('aria-label="Produktfilter"');
    expect(copy).toContain('Alle anzeigen');
    // The price presets' words too (they are worked out with the answer, not only drawn).
    expect(copy).toMatch(/<span class="shop-Filter-label">unter \$30[.,]00<\/span>/);
    expect(copy).not.toContain('less than');
    // The English page right after it: the server's catalogue of words was only borrowed.
    const english = firstPaint(await listing('/shop/'))!;
    expect(english).toContain('Show all');
    expect(english).toContain('<span class="shop-Filter-label">less than $30.00</span>');
  });

  test('kept while the catalogue stays, fresh as soon as a product changes (the change the shop records for the filter)', async () => {
    const before = copyCounts(firstPaint(await listing('/shop/'))!);
    expect(copyCounts(firstPaint(await listing('/shop/'))!)).toEqual(before);
    // As the shop manager's save does: the product changes, and the change is recorded.
    store.db.prepare('UPDATE products SET sale_price = 1 WHERE id = 46').run();
    recordProductChange(store.db, 46);
    const page = await listing('/shop/');
    const after = copyCounts(firstPaint(page)!);
    expect(Number(after.get('On sale only'))).toBe(Number(before.get('On sale only')) + 1);
    expect(Number(after.get('less than $30.00'))).toBe(Number(before.get('less than $30.00')) + 1);
    expect(after.get('On sale only')).toBe(widgetCounts(page).get('On sale only'));
  });

  test('a value name with markup is printed as text: nothing in it runs', async () => {
    store.db.prepare("UPDATE product_attributes SET name = ? WHERE taxonomy = 'pa_color' AND slug = 'brown'").run('<img src=x onerror=alert(1)>Brown');
    rebuildIndex(store.db);
    const copy = firstPaint(await listing('/shop/'))!;
    // The name is text in the configuration (escaped there): it shows as typed, escaped again here.
    expect(copy).not.toContain('<img');
    expect(copy).toContain('<span class="shop-Filter-label">&lt;img src=x onerror=alert(1)&gt;Brown</span>');
    expect(copy).toContain('title="&lt;img src=x onerror=alert(1)&gt;Brown"');
  });

  test('no copy where the filter elements are not used (WooCommerce’s classic widgets)', async () => {
    expect(firstPaint(await listing('/shop/?sidebar=woocommerce'))).toBeNull();
  });
});

/** The bar's copy printed before <shop-filter-bar>, or null. */
function barFirstPaint(page: string): string | null {
  const start = page.indexOf('<div class="shop-FirstPaint shop-FirstPaint--bar"');
  if (start < 0) return null;
  return page.slice(start, page.indexOf('<shop-filter-bar', start));
}

const buttonTexts = (nav: string) =>
  [...nav.matchAll(/<button type="button" class="shop-FilterBar-button[^"]*"[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('the filter bar printed for the first paint', () => {
  test('both layouts, inert, right before the element: the phone’s bar with its two buttons and All filters, the horizontal one with a button per filter', async () => {
    const page = await listing('/shop/');
    const copy = barFirstPaint(page)!;
    expect(copy).toMatch(/^<div class="shop-FirstPaint shop-FirstPaint--bar" data-shop-first-paint="shop-filter-bar" aria-hidden="true" inert>/);
    expect(page).toContain('</div><shop-filter-bar max-screen="849">');
    const [horizontal, mobile] = copy.split('</nav>');
    expect(horizontal).toContain('<nav class="shop-FilterBar shop-FilterBar--horizontal"');
    expect(mobile).toContain('<nav class="shop-FilterBar shop-FilterBar--mobile"');
    const phone = buttonTexts(mobile!);
    expect(phone).toHaveLength(3);
    expect(phone.at(-1)).toBe('All filters');
    expect(buttonTexts(horizontal!).length).toBeGreaterThan(phone.length);
    // Popovers closed: no control of a filter is printed.
    expect(copy).not.toContain('type="checkbox"');
  });

  test('a filtered address: the applied value counted on its button and on All filters; in the shopper’s language', async () => {
    const mobile = barFirstPaint(await listing('/shop/?pa_color=blue'))!.split('</nav>')[1]!;
    expect(buttonTexts(mobile).at(-1)).toBe('All filters1, 1 applied');
    const german = barFirstPaint(await listing('/shop/', 'shop_demo_locale=de_DE'))!;
    expect(german).not.toContain('All filters');
    expect(german).toContain('aria-label="Produkte filtern"');
    expect(german).toContain('Alle Filter');
  });

  test('no copy of the bar where the filter elements are not used', async () => {
    expect(barFirstPaint(await listing('/shop/?sidebar=woocommerce'))).toBeNull();
  });
});

describe('the applied filters printed for the first paint', () => {
  const appliedCopy = (page: string): string | null => {
    const start = page.indexOf('<div class="shop-FirstPaint" data-shop-first-paint="shop-applied-filters"');
    return start < 0 ? null : page.slice(start, page.indexOf('<shop-applied-filters', start));
  };

  test('a filtered address: a chip per applied value right before the element, Clear all with two filters', async () => {
    const page = await listing('/shop/?pa_color=blue&pa_size=m');
    const copy = appliedCopy(page)!;
    expect(copy).toMatch(
      /^<div class="shop-FirstPaint" data-shop-first-paint="shop-applied-filters" aria-hidden="true" inert><section class="shop-AppliedFilters"/,
    );
    expect(page).toContain('</div><shop-applied-filters>');
    const chips = [...copy.matchAll(/<span class="shop-AppliedFilters-text">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(chips).toEqual(['Colour: Blue', 'Size: M']);
    expect(copy).toContain('class="shop-AppliedFilters-clearAll"');
  });

  test('one filter: no Clear all; nothing applied: no copy', async () => {
    expect(appliedCopy(await listing('/shop/?pa_color=blue'))).not.toContain('clearAll');
    expect(appliedCopy(await listing('/shop/'))).toBeNull();
  });
});
