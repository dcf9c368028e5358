/**
 * Filter F2.11.2 / F3.1: a long hierarchical checkbox list searched in its 'show all' view shows
 * the matching branches expanded — each match under its ancestors, indented, named with its
 * parent for a screen reader ("Tees, in Tops") — and a pick there filters.
 */
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const params = () => decodeURIComponent(location.search);

// Tops (10) › Tees (11), Pants (20), and 14 more categories, two of them nested under Outlet.
const EXTRA = [
  'Accessories',
  'Bags',
  'Caps',
  'Dresses',
  'Outlet',
  'Gloves',
  'Hats',
  'Jackets',
  'Knitwear',
  'Linen',
  'Socks',
  'Swimwear',
  'Tees for kids',
  'Vests',
];
const VALUES = [
  { value_id: 10, value: '10', label: 'Tops', parent_value: '0' },
  { value_id: 11, value: '11', label: 'Tees', parent_value: '10' },
  { value_id: 20, value: '20', label: 'Pants', parent_value: '0' },
  ...EXTRA.map((label, i) => ({ value_id: 30 + i, value: String(30 + i), label, parent_value: label === 'Tees for kids' || label === 'Vests' ? '34' : '0' })),
].map((v) => ({ ...v, label_url: v.label.toLowerCase().replace(/ /g, '-') }));

describe('show all on a hierarchical list, searched (F2.11.2)', () => {
  before(async () => {
    history.replaceState(null, '', '/');
    const filters = [{ id: 'category', type: 'checkboxes', label: 'Category', url_slug: 'product_cat', source_id: 8, values: VALUES }];
    printFilterShop(fixtureConfig({ filters }), { products: true });
    shop = installFakeFilterShop();
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<shop-filter-sidebar></shop-filter-sidebar>');
    await import('./define.ts');
    await import('../products/define.ts');
    await until(() => !!document.querySelector('shop-filter-sidebar .shop-Filter-showAll'), 'the list with its Show all');
  });
  after(() => shop.restore());

  it('typing “tee” shows Tops › Tees and Outlet › Tees for kids, indented, each named with its parent; a pick filters', async () => {
    document.querySelector<HTMLButtonElement>('shop-filter-sidebar .shop-Filter-showAll')!.click();
    const dialog = document.querySelector<HTMLDialogElement>('dialog.shop-ShowAll')!;
    await until(() => dialog.open && document.activeElement === dialog.querySelector('.shop-ShowAll-search'), 'the dialog, focus in its search');
    assert(dialog.querySelectorAll('.shop-ShowAll-letter').length > 0, 'A–Z groups before a search');
    await sendKeys({ type: 'tee' });
    const rows = () => [...dialog.querySelectorAll<HTMLLIElement>('.shop-ShowAll-value')];
    await until(
      () => rows().length === 4,
      `rows: ${rows()
        .map((r) => r.textContent)
        .join(' | ')}`,
    );
    const shape = rows().map((row) => `${row.dataset.level ?? '0'}:${row.querySelector('.shop-Filter-label')!.textContent}`);
    assert(shape.join(',') === '0:Tops,1:Tees,0:Outlet,1:Tees for kids', shape.join(','));
    assert(dialog.querySelectorAll('.shop-ShowAll-letter').length === 0, 'no A–Z groups while the branches show');
    const tees = rows()[1]!;
    assert(getComputedStyle(tees).paddingInlineStart !== '0px', 'indented');
    const name = tees.querySelector('label')!.textContent!.replace(/\s+/g, ' ').trim();
    assert(/^Tees, in Tops/.test(name), `accessible text: ${name}`);
    const results = await axe.run(dialog, { rules: { region: { enabled: false } } });
    assert(results.violations.length === 0, JSON.stringify(results.violations.map((v) => v.id)));
    tees.querySelector('input')!.click();
    await until(() => params() === '?product_cat=tees', `picked: ${params()}`);
  });
});
