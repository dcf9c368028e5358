/**
 * <shop-add-to-cart> when the shop fails: the shopper sees and hears what went wrong
 * next to the button, can try again or dismiss, the focus stays on the button, and the page
 * and the server's cart agree (a lost reply never becomes a second item).
 */
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { installFakeWoo, printCartParams, type FakeWoo } from '../../shared/testing/fake-woo.ts';
import { assert, until } from '../../shared/testing/wait.ts';

let shop: FakeWoo;

const listing = `<shop-add-to-cart id="listing"><ul class="products">
  <li class="product"><h2 class="woocommerce-loop-product__title">Belt</h2>
    <a href="?add-to-cart=1" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="1" aria-label="Add to cart: “Belt”">Add to cart</a></li>
  <li class="product"><h2 class="woocommerce-loop-product__title">Cap</h2>
    <a href="?add-to-cart=2" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="2" aria-label="Add to cart: “Cap”">Add to cart</a></li>
</ul></shop-add-to-cart>`;

const productForm = `<shop-add-to-cart id="single"><h1 class="product_title">Watch</h1>
  <form class="cart" action="/product/watch/" method="post">
    <label for="qty-watch">Quantity</label><input id="qty-watch" type="number" class="qty" name="quantity" value="2" min="1">
    <button type="submit" name="add-to-cart" value="3" class="single_add_to_cart_button button alt">Add to cart</button>
  </form></shop-add-to-cart>`;

/** The server's cart: quantity per product id, read through the fake shop itself. */
async function serverCart(): Promise<Record<string, number>> {
  const response = await fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST', body: '' });
  const html = ((await response.json()) as { fragments: Record<string, string> }).fragments['div.widget_shopping_cart_content'] ?? '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const lines: Record<string, number> = {};
  for (const item of doc.querySelectorAll('li.mini_cart_item'))
    lines[item.querySelector('a.remove')!.getAttribute('data-product_id')!] = Number(item.querySelector<HTMLInputElement>('input.qty')!.value);
  return lines;
}

const button = (id: string) => document.querySelector<HTMLAnchorElement>(`a[data-product_id="${id}"]`)!;
const errorAfter = (trigger: Element) => trigger.parentElement!.querySelector<HTMLElement>('.shop-AddToCart-error');

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  sessionStorage.clear();
  shop = installFakeWoo({ 1: { name: 'Belt', price: 20 }, 2: { name: 'Cap', price: 12 }, 3: { name: 'Watch', price: 99, stock: 9 } });
  printCartParams({ requestTimeoutMs: 2000 });
  document.body.innerHTML = `<main>${listing}${productForm}</main>`;
  await import('./define.ts');
  await until(() => [...document.querySelectorAll('shop-add-to-cart')].every((el) => el.shadowRoot?.querySelector('[role=status]')), 'elements rendered');
});

after(() => shop.restore());

describe('<shop-add-to-cart> when the shop fails', () => {
  it('shop down: a visible, announced error next to the button with Try again; focus stays on the button; nothing added', async () => {
    shop.setDown(true);
    const belt = button('1');
    belt.focus();
    belt.click();
    await until(() => !!errorAfter(belt), 'error shown');
    const error = errorAfter(belt)!;
    assert(error.getAttribute('role') === 'alert', 'announced as an alert');
    assert(/Belt could not be added to your cart\. The shop could not be reached/.test(error.textContent ?? ''), `message: ${error.textContent}`);
    assert(error.offsetHeight > 0 && getComputedStyle(error).visibility !== 'hidden', 'visible, not only to screen readers');
    assert(belt.getAttribute('aria-describedby') === error.id, 'the button is described by the error');
    assert(document.activeElement === belt, 'focus stays on the button');
    assert(!belt.classList.contains('loading') && belt.dataset.state === 'error', 'loading state cleared');
    shop.setDown(false);
    assert(JSON.stringify(await serverCart()) === '{}', 'the server cart is still empty');
    const results = await axe.run(error);
    assert(results.violations.length === 0, `axe: ${results.violations.map((v) => v.id).join(', ')}`);
  });

  it('Try again adds it once, removes the error and puts the focus on the button', async () => {
    const belt = button('1');
    errorAfter(belt)!.querySelector<HTMLButtonElement>('.shop-Notice-retry')!.click();
    assert(document.activeElement === belt, 'focus on the button after Try again');
    await until(() => belt.classList.contains('added'), 'added after retry');
    assert(!errorAfter(belt), 'error gone');
    assert(JSON.stringify(await serverCart()) === '{"1":1}', 'one belt on the server');
  });

  it('a lost reply after the server added: reconciled from the server cart, shown as added, never added twice', async () => {
    const cap = button('2');
    shop.faultNext('add_to_cart', 'lost');
    cap.click();
    await until(() => cap.classList.contains('added'), 'shown as added');
    assert(!errorAfter(cap), 'no error shown');
    assert((await serverCart())['2'] === 1, 'exactly one cap on the server');
    assert(document.cookie.includes('woocommerce_items_in_cart=1'), 'cookies agree');
  });

  it('a 500, then Try again after the shop recovered: one line, the focus back on the button', async () => {
    const submit = document.querySelector<HTMLButtonElement>('#single .single_add_to_cart_button')!;
    shop.faultNext('shop_ajax_add_to_cart', 500);
    submit.focus();
    submit.click();
    await until(() => !!errorAfter(submit), 'error shown for the form');
    assert(/Something went wrong on the shop’s side/.test(errorAfter(submit)!.textContent ?? ''), 'says the shop failed');
    errorAfter(submit)!.querySelector<HTMLButtonElement>('.shop-Notice-retry')!.click();
    await until(() => submit.classList.contains('added'), 'added after retry');
    assert(document.activeElement === submit, 'focus on the add button');
    assert((await serverCart())['3'] === 2, 'the form quantity, once');
  });

  it('no answer within the timeout: the shopper is told it took too long', async () => {
    const belt = button('1');
    shop.faultNext('add_to_cart', 'hang');
    belt.click();
    await until(() => !!errorAfter(belt), 'error after the 2 s timeout');
    assert(/The shop took too long to answer/.test(errorAfter(belt)!.textContent ?? ''), errorAfter(belt)!.textContent!);
    errorAfter(belt)!.querySelector<HTMLButtonElement>('.shop-Notice-dismiss')!.click();
  });

  it('the message names the product of the button pressed, not the first on the page', async () => {
    const cap = button('2');
    shop.faultNext('add_to_cart', 'down');
    cap.click();
    await until(() => !!errorAfter(cap), 'error shown for the second product');
    assert(errorAfter(cap)!.textContent!.startsWith('Cap could not be added'), errorAfter(cap)!.textContent!);
    errorAfter(cap)!.querySelector<HTMLButtonElement>('.shop-Notice-dismiss')!.click();
  });

  it('an empty answer is a failure the shopper sees, and Dismiss puts the focus back', async () => {
    const belt = button('1');
    shop.failNext('add_to_cart', '');
    belt.click();
    await until(() => !!errorAfter(belt), 'error shown for an empty answer');
    errorAfter(belt)!.querySelector<HTMLButtonElement>('.shop-Notice-dismiss')!.click();
    assert(!errorAfter(belt), 'dismissed');
    assert(document.activeElement === belt, 'focus back on the button');
    assert(!belt.hasAttribute('aria-describedby'), 'no dangling description');
  });
});
