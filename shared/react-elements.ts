/**
 * The elements that draw with React (the others load none of it). The loader evaluates React in
 * a task of its own before it asks for these: on a first view the first element's module
 * evaluated React with it, one task of 55-120 ms on this project's test machine. Checked against
 * the build's own import graph by e2e/react-elements.e2e.test.ts.
 */
export const DRAWS_WITH_REACT: ReadonlySet<string> = new Set([
  'shop-add-to-cart',
  'shop-applied-filters',
  'shop-filter-bar',
  'shop-filter-sidebar',
  'shop-live-search',
  'shop-mini-cart',
  'shop-offcanvas',
  'shop-pagination',
  'shop-password-toggle',
  'shop-price-slider',
  'shop-product-gallery',
  'shop-products',
  'shop-quantity',
  'shop-quick-view',
  'shop-sort',
  'shop-sticky-add-to-cart',
  'shop-swatches',
]);
