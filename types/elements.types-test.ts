/**
 * Type test (checked by `npm run typecheck`): `document.createElement` and `querySelector` give
 * each element's class, with a typed property per attribute-backed prop.
 */
export function typedProperties(): void {
  const cart = document.createElement('shop-mini-cart');
  const breakpoint: number | undefined = cart.drawerBreakpoint;
  const hidden: boolean | undefined = cart.hideIfEmpty;
  cart.narrowReveal = 'drawer';
  // @ts-expect-error a number is no reveal mode
  cart.narrowReveal = 5;
  // @ts-expect-error not a property of the mini-cart
  void cart.drawerBreakpointt;
  const search = document.querySelector('shop-live-search');
  const minChars: number | undefined = search?.minChars;
  void [breakpoint, hidden, minChars];
}
