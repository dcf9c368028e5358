/**
 * Type test of types/jsx.d.ts (checked by `npm run typecheck`): the tags are known to JSX with
 * their attributes typed; an unknown tag or a wrong value type does not compile (TypeScript does
 * not check hyphenated attribute names, so a misspelt one cannot be caught).
 */
import './jsx.d.ts';

export const typed = (
  <>
    <shop-mini-cart hide-if-empty drawer-breakpoint={600} narrow-reveal="drawer" />
    <shop-live-search min-chars="2" placeholder="Search products" />
    <shop-add-to-cart listing-adds="woocommerce">
      <ul className="products" />
    </shop-add-to-cart>
    {/* @ts-expect-error a tag that is not one of the elements */}
    <shop-mini-carts />
    {/* @ts-expect-error an object is no attribute value */}
    <shop-mini-cart drawer-breakpoint={{ px: 600 }} />
  </>
);
