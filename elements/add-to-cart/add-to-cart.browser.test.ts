/**
 * <shop-add-to-cart> alone in Chromium, wrapping server-rendered listing buttons and product
 * forms, against an in-page fake WooCommerce (no server).
 */
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { installFakeWoo, printCartParams, type FakeWoo } from '../../shared/testing/fake-woo.ts';
import { assert, tick, until } from '../../shared/testing/wait.ts';

let shop: FakeWoo;
const events: CustomEvent[] = [];
const VARIATIONS = JSON.stringify([
  {
    variation_id: 41,
    attributes: { attribute_pa_color: 'blue', attribute_pa_size: '' },
    is_in_stock: true,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    price_html: '<span class="price">$30.00</span>',
    availability_html: '<p class="stock in-stock">5 in stock</p>',
    max_qty: 5,
  },
  {
    variation_id: 42,
    attributes: { attribute_pa_color: 'red', attribute_pa_size: 'l' },
    is_in_stock: false,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    price_html: '',
    availability_html: '<p class="stock out-of-stock">Out of stock</p>',
  },
]).replaceAll('"', '&quot;');

const listing = `<shop-add-to-cart id="listing"><ul class="products">
  <li class="product"><h2 class="woocommerce-loop-product__title">Belt</h2>
    <a href="?add-to-cart=1" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="1" data-product_sku="BELT" aria-label="Add to cart: “Belt”">Add to cart</a></li>
  <li class="product"><h2 class="woocommerce-loop-product__title">Scarf</h2>
    <a href="?add-to-cart=2" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="2" aria-label="Add to cart: “Scarf”">Add to cart</a></li>
  <li class="product"><h2 class="woocommerce-loop-product__title">Hoodie</h2>
    <a href="#select-options" class="button product_type_variable add_to_cart_button" aria-label="Select options for “Hoodie”">Select options</a></li>
</ul></shop-add-to-cart>`;

const productForm = `<shop-add-to-cart id="single"><h1 class="product_title">Watch</h1>
  <form class="cart" action="/product/watch/" method="post">
    <label for="qty-watch">Quantity</label><input id="qty-watch" type="number" class="qty" name="quantity" value="2" min="1">
    <button type="submit" name="add-to-cart" value="3" class="single_add_to_cart_button button alt">Add to cart</button>
  </form></shop-add-to-cart>`;

const variableForm = `<shop-add-to-cart id="variable"><h1 class="product_title">Hoodie</h1>
  <form class="variations_form cart" action="/product/hoodie/" method="post" data-product_id="4" data-product_variations="${VARIATIONS}">
    <label for="pa_color">Color</label><select id="pa_color" name="attribute_pa_color"><option value="">Choose an option</option><option value="blue">Blue</option><option value="red">Red</option></select>
    <label for="pa_size">Size</label><select id="pa_size" name="attribute_pa_size"><option value="">Choose an option</option><option value="m">M</option><option value="l">L</option></select>
    <div class="single_variation" role="status"></div>
    <label for="qty-hoodie">Quantity</label><input id="qty-hoodie" type="number" class="qty" name="quantity" value="1" min="1">
    <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
    <input type="hidden" name="add-to-cart" value="4"><input type="hidden" name="product_id" value="4"><input type="hidden" name="variation_id" class="variation_id" value="0">
  </form></shop-add-to-cart>`;

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  sessionStorage.clear();
  shop = installFakeWoo({
    1: { name: 'Belt', price: 20 },
    2: { name: 'Scarf', price: 15, stock: 0 },
    3: { name: 'Watch', price: 99, stock: 3 },
    4: { name: 'Hoodie', price: 30 },
  });
  printCartParams();
  document.body.innerHTML = `<div class="woocommerce-notices-wrapper"></div>${listing}${productForm}${variableForm}`;
  for (const name of ['shop-cart-adding', 'shop-cart-added', 'shop-cart-error']) document.addEventListener(name, (event) => events.push(event as CustomEvent));
  await import('./define.ts');
  // data-state="ready" is the host's promise that a click from now on adds without a reload.
  await until(() => [...document.querySelectorAll<HTMLElement>('shop-add-to-cart')].every((el) => el.dataset.state === 'ready'), 'elements ready');
});

after(() => shop.restore());

const button = (id: string) => document.querySelector<HTMLAnchorElement>(`a[data-product_id="${id}"]`)!;
const status = (hostId: string) => document.getElementById(hostId)!.shadowRoot!.querySelector('[role=status]')!.textContent;

describe('<shop-add-to-cart> on listing buttons', () => {
  it('adds without a reload: loading, then added with a View cart link, the event and an announcement', async () => {
    const belt = button('1');
    belt.click();
    assert(belt.classList.contains('loading') && belt.getAttribute('aria-busy') === 'true', 'loading state while the request runs');
    await until(() => belt.classList.contains('added'), 'added state');
    const sent = shop.requests.find((r) => r.endpoint === 'add_to_cart');
    assert(sent?.fields.product_id === '1' && sent.fields.quantity === '1' && sent.fields.product_sku === 'BELT', `sent ${JSON.stringify(sent)}`);
    const link = belt.nextElementSibling as HTMLAnchorElement;
    assert(link.matches('a.added_to_cart.wc-forward') && link.textContent === 'View cart' && link.getAttribute('href') === '/cart/', 'View cart link');
    const added = events.find((e) => e.type === 'shop-cart-added');
    assert(added?.detail.productId === '1' && typeof added.detail.cartHash === 'string' && added.detail.cartHash !== '', 'shop-cart-added with the hash');
    // React draws the announcement in its own commit, a moment after the button's classes (CI once read it between the two).
    await until(() => status('listing') === 'Belt has been added to your cart.', `announced "${status('listing')}"`);
    assert(document.cookie.includes('woocommerce_items_in_cart=1'), 'the cart cookie is set');
  });

  it('a second add does not repeat the View cart link', async () => {
    const belt = button('1');
    belt.click();
    await until(() => shop.requests.filter((r) => r.endpoint === 'add_to_cart').length === 2 && belt.classList.contains('added'), 'second add done');
    await tick(60);
    assert(belt.parentElement!.querySelectorAll('a.added_to_cart').length === 1, 'one View cart link');
  });

  it('a theme can veto an add by cancelling shop-cart-adding', async () => {
    const before = shop.requests.length;
    const veto = (event: Event) => event.preventDefault();
    document.addEventListener('shop-cart-adding', veto, { once: true });
    button('1').click();
    await tick(100);
    assert(shop.requests.length === before, 'no request after a veto');
  });

  it("the shop's refusal sends the shopper to the product page", async () => {
    button('2').click();
    await until(() => location.hash === '#product-2', 'navigated to product_url');
    assert(
      events.some((e) => e.type === 'shop-cart-error' && e.detail.productUrl === '#product-2'),
      'shop-cart-error with product_url',
    );
    assert(!button('2').classList.contains('loading'), 'loading state cleared');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('a link without a product id is followed as a link', async () => {
    const before = shop.requests.length;
    document.querySelector<HTMLAnchorElement>('a[href="#select-options"]')!.click();
    await until(() => location.hash === '#select-options', 'link followed');
    assert(shop.requests.length === before, 'no cart request');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('passes axe', async () => {
    const results = await axe.run(document.getElementById('listing')!);
    assert(results.violations.length === 0, JSON.stringify(results.violations.map((v) => v.id)));
  });
});

describe('<shop-add-to-cart> on product forms', () => {
  it('submits the form through the theme action with its quantity', async () => {
    const submit = document.querySelector<HTMLButtonElement>('#single .single_add_to_cart_button')!;
    submit.click();
    await until(() => submit.classList.contains('added'), 'added state');
    const sent = shop.requests.find((r) => r.endpoint === 'shop_ajax_add_to_cart');
    assert(sent?.fields['add-to-cart'] === '3' && sent.fields.quantity === '2', `sent ${JSON.stringify(sent)}`);
    // The announcement is React's next render after the button's state (it once came a moment later).
    await until(() => status('single') === 'Watch has been added to your cart.', `announced "${status('single')}"`);
  });

  it("shows the shop's error notice, focused, and stays on the page", async () => {
    const submit = document.querySelector<HTMLButtonElement>('#single .single_add_to_cart_button')!;
    submit.click(); // 2 more would make 4 watches, above the stock of 3
    const notices = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper')!;
    await until(() => !!notices.querySelector('.woocommerce-error'), 'error notice shown');
    assert(notices.textContent!.includes('You cannot add that amount to the cart.'), 'the shop message');
    assert(document.activeElement === notices, 'focus moved to the notices');
    assert(!submit.classList.contains('loading'), 'loading state cleared');
  });

  it('a variable product asks for options, then adds the chosen variation', async () => {
    const form = document.querySelector<HTMLFormElement>('#variable form')!;
    const submit = form.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
    assert(submit.getAttribute('aria-disabled') === 'true', 'disabled until a variation is chosen');
    const before = shop.requests.length;
    submit.click();
    await until(
      () => /Please select some product options/i.test(document.querySelector('.woocommerce-notices-wrapper')!.textContent ?? ''),
      'choose-options notice',
    );
    assert(shop.requests.length === before, 'nothing sent without a variation');
    // As before the variation logic has loaded: the button not disabled yet, the variation id as
    // WooCommerce prints it (0: none chosen).
    const notices = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper')!;
    notices.replaceChildren();
    submit.classList.remove('disabled');
    form.querySelector<HTMLInputElement>('input.variation_id')!.value = '0';
    submit.click();
    await until(() => /Please select some product options/i.test(notices.textContent ?? ''), 'the notice again, not an add');
    assert(shop.requests.length === before, 'still nothing sent');

    const color = form.querySelector<HTMLSelectElement>('#pa_color')!;
    const size = form.querySelector<HTMLSelectElement>('#pa_size')!;
    color.value = 'red';
    color.dispatchEvent(new Event('change', { bubbles: true }));
    await tick(60);
    assert(size.querySelector<HTMLOptionElement>('option[value="m"]')!.disabled, 'red comes only in L');
    size.value = 'l';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => /Out of stock/.test(form.querySelector('.single_variation')!.textContent ?? ''), 'out-of-stock shown');
    assert(submit.getAttribute('aria-disabled') === 'true', 'an out-of-stock variation cannot be added');

    color.value = 'blue';
    color.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => form.querySelector<HTMLInputElement>('input.variation_id')!.value === '41', 'any-size variation chosen');
    submit.click();
    await until(() => submit.classList.contains('added'), 'added');
    const sent = shop.requests.filter((r) => r.endpoint === 'shop_ajax_add_to_cart').at(-1)!;
    assert(
      sent.fields.variation_id === '41' && sent.fields.attribute_pa_color === 'blue' && sent.fields.attribute_pa_size === 'l',
      `sent ${JSON.stringify(sent)}`,
    );
  });
});
