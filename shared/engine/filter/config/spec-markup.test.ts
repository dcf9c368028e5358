/** The specification's markup rules (F2.1.1–F2.1.7): container classes, their screen widths, selectors without the ignored classes. */
import { describe, expect, test } from 'vitest';
import { SPEC_CONTAINERS, screenAttributes, selectorFromClasses, specContainerClass } from './spec-markup.ts';

describe('the specification’s containers', () => {
  test('F2.1.2: seven containers named after the namespace; the layouts and chips get an element, the paging ones are places', () => {
    expect(Object.keys(SPEC_CONTAINERS).map((name) => specContainerClass('storefront', name as keyof typeof SPEC_CONTAINERS))).toEqual([
      'storefront-applied-filters',
      'storefront-vertical-filters',
      'storefront-horizontal-filters',
      'storefront-mobile-filters',
      'storefront-show-more-button',
      'storefront-show-previous-button',
      'storefront-infinite-scroll',
    ]);
    expect(SPEC_CONTAINERS['vertical-filters']).toBe('shop-filter-sidebar');
    expect(SPEC_CONTAINERS['show-more-button']).toBeNull();
  });

  test('F2.1.5: data-min-screen / data-max-screen pass as written (the element counts a non-integer as 99999); absent stays absent', () => {
    expect(screenAttributes({ minScreen: '850' })).toEqual([['min-screen', '850']]);
    expect(screenAttributes({ minScreen: 'wide', maxScreen: '1200' })).toEqual([
      ['min-screen', 'wide'],
      ['max-screen', '1200'],
    ]);
    expect(screenAttributes({})).toEqual([]);
  });
});

describe('F2.1.7: selectors built from an element’s classes leave out ignored_classes_in_css_selectors', () => {
  test('the ignored classes and duplicates go; the tag stays', () => {
    expect(selectorFromClasses('UL', ['products', 'columns-3', 'animated', 'products'], ['animated'])).toBe('ul.products.columns-3');
  });
  test('a class that is not a plain CSS identifier is left out rather than breaking the selector', () => {
    expect(selectorFromClasses('ul', ['products', 'w-1/2', '2col', 'md:grid'], [])).toBe('ul.products');
  });
  test('no class left: the tag alone', () => {
    expect(selectorFromClasses('ul', ['js-loop'], ['js-loop'])).toBe('ul');
  });
});
