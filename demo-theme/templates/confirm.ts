/** The question a cross-site `?add-to-cart=` link gets instead of changing the cart by itself. */
import type { ProductRow } from '../server/catalogue/catalogue-queries.ts';
import { html, type Raw } from '../server/html.ts';

export function addToCartConfirmPage(product: ProductRow, returnTo: string): Raw {
  const action = product.slug ? `/product/${encodeURIComponent(product.slug)}/` : returnTo;
  return html`<div class="woocommerce"><h1>Add to cart?</h1>
<p class="woocommerce-info" role="status">A link from another site asked to add “${product.name}” to your cart.</p>
<form class="cart" action="${action}" method="post">
<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Add “${product.name}” to cart</button>
<a class="button" href="${returnTo}">No, thanks</a>
</form></div>`;
}
