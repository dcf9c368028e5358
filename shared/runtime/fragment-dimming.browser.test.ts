/**
 * Storefront S4.6 / S9.14: while a cart change runs, the theme's areas its fragments will
 * replace are dimmed to 0.6 (and busy for screen readers); the replaced areas arrive undimmed,
 * and an area the answer did not replace gets its own look back.
 */
import { installFakeWoo, printCartParams, type FakeWoo } from '../testing/fake-woo.ts';
import { assert, tick, until } from '../testing/wait.ts';

let shop: FakeWoo;
let release: () => void = () => {};

before(async () => {
  sessionStorage.clear();
  shop = installFakeWoo({ 1: { name: 'Belt', price: 20 } });
  printCartParams();
  // The add waits at this gate, so the page can be looked at while it runs.
  const fakeFetch = window.fetch;
  window.fetch = async (input, init) => {
    if (String(input).includes('add_to_cart')) await new Promise<void>((resolve) => (release = resolve));
    return fakeFetch(input, init);
  };
  document.body.innerHTML = `
    <header><div class="widget_shopping_cart_content" style="opacity: 0.9"><p>Theme's mini-cart</p></div><p class="site-title">Shop</p></header>
    <shop-add-to-cart><ul class="products"><li class="product"><h2 class="woocommerce-loop-product__title">Belt</h2>
      <a href="?add-to-cart=1" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="1">Add to cart</a></li></ul></shop-add-to-cart>`;
  await import('../../elements/add-to-cart/define.ts');
  await until(() => document.querySelector<HTMLElement>('shop-add-to-cart')?.dataset.state === 'ready', 'ready');
});

after(() => shop.restore());

describe('fragment areas dimmed while the cart changes (S4.6, S9.14)', () => {
  it('a first add dims the theme’s mini-cart widget; the answer replaces it undimmed; the rest of the page is untouched', async () => {
    const widget = document.querySelector<HTMLElement>('div.widget_shopping_cart_content')!;
    document.querySelector<HTMLElement>('a.ajax_add_to_cart')!.click();
    await until(() => widget.style.opacity === '0.6', 'dimmed while the add runs');
    assert(widget.getAttribute('aria-busy') === 'true' && widget.classList.contains('updating'), 'busy and WooCommerce’s updating class');
    assert(document.querySelector<HTMLElement>('.site-title')!.style.opacity === '', 'other areas are not dimmed');
    release();
    await until(() => !widget.isConnected, 'the widget is replaced by the answer’s fragment');
    const fresh = document.querySelector<HTMLElement>('div.widget_shopping_cart_content')!;
    assert(fresh.textContent!.includes('Belt'), `the new widget: ${fresh.textContent}`);
    assert(fresh.style.opacity === '' && !fresh.hasAttribute('aria-busy') && !fresh.classList.contains('updating'), 'the new widget is not dimmed');
  });

  it('an area still on the page when the change ends gets its own opacity back', async () => {
    const widget = document.querySelector<HTMLElement>('div.widget_shopping_cart_content')!;
    widget.style.opacity = '0.9';
    // The answer to this add is refused: nothing is replaced.
    shop.failNext('add_to_cart', JSON.stringify({ error: true, product_url: '' }));
    document.querySelector<HTMLElement>('a.ajax_add_to_cart')!.click();
    await until(() => widget.style.opacity === '0.6', 'dimmed while the add runs');
    release();
    await until(() => widget.style.opacity === '0.9', 'its own opacity back');
    await tick(50);
    assert(widget.isConnected && !widget.hasAttribute('aria-busy') && !widget.classList.contains('updating'), 'not busy any more');
  });
});
