/** <shop-applied-filters> alone in Chromium, with a fixture catalogue. */
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const chips = () => [...document.querySelectorAll<HTMLButtonElement>('shop-applied-filters button')];
const texts = () =>
  chips()
    .map((b) => b.textContent)
    .join(' | ');

describe('<shop-applied-filters>', () => {
  before(async () => {
    history.replaceState(null, '', '/?pa_color=red,blue&price=5-12');
    const config = fixtureConfig({ currency: { symbol: '$', precision: 0 } });
    for (const filter of config.filters as Record<string, unknown>[]) {
      filter.label = filter.id === 'color' ? 'Colour' : 'Price';
      if (filter.id === 'color') filter.label_in_applied_filters = true;
    }
    printFilterShop(config, {});
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<shop-applied-filters></shop-applied-filters>');
    shop = installFakeFilterShop();
    await import('./define.ts');
    await until(() => chips().length > 0, 'chips from the URL');
  });
  after(() => shop.restore());

  it("one chip per applied value, 'Label: value' where asked, range sides 'from' / 'to', and 'Clear all'", () => {
    assert(texts() === 'Colour: Red× | Colour: Blue× | from $5× | to $12× | Clear all', `chips: ${texts()}`);
    assert(chips()[0]!.getAttribute('aria-label') === 'Remove filter: Colour: Red', `name: ${chips()[0]!.getAttribute('aria-label')}`);
    assert(document.querySelector('shop-applied-filters section')!.getAttribute('aria-label') === 'Applied filters', 'a labelled region');
  });

  it('removing a chip by keyboard updates the URL and moves the focus to the next chip', async () => {
    chips()[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => texts() === 'Colour: Blue× | from $5× | to $12× | Clear all', `after removal: ${texts()}`);
    assert(decodeURIComponent(location.search) === '?pa_color=blue&price=5-12', `url ${location.search}`);
    await until(() => document.activeElement === chips()[0], 'focus on the next chip');
  });

  it("a range chip resets its side only; 'Clear all' clears everything and the bar disappears", async () => {
    chips()[2]!.click();
    await until(() => texts() === 'Colour: Blue× | from $5× | Clear all', `after 'to': ${texts()}`);
    const results = await axe.run(document.querySelector('shop-applied-filters')!);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
    chips().at(-1)!.click();
    await until(() => chips().length === 0, 'no chips');
    assert(location.search === '', `url ${location.search}`);
    // No chip left: the focus goes to the result count (it reads the new number), not to an empty bar.
    await until(
      () => document.activeElement === document.querySelector('.woocommerce-result-count'),
      `focus on the result count, not ${document.activeElement?.tagName}`,
    );
  });
});
