/**
 * The cart collector's removes and quantity changes, in Chromium: WooCommerce's mini-cart widget's
 * remove (jQuery's removed_from_cart: once; ours, which trigger it too, not again), the classic cart
 * page's remove links and its form (by the browser, or taken over as WooCommerce's cart.js does),
 * and a line added on the same page, whose key the collector asks the shop for after the add.
 */
import { parseDataLayer, type DataLayer } from '../../engine/tracking/data-layer.ts';
import { cartEvent } from '../../events/cart-events.ts';
import { triggerOnBody } from '../../platform/jquery.ts';
import { installBodyJquery, removeBodyJquery, triggerTheirs } from '../../testing/body-jquery.ts';
import { testDataLayer } from '../../testing/data-layer-block.ts';
import { assert, tick, until } from '../../testing/wait.ts';
import { ActionListeners } from './action-listeners.ts';
import { cartEvents } from './cart-collectors.ts';
import type { Pipeline } from './pipeline.ts';

const theirRemove = (link: Element) => triggerTheirs('removed_from_cart', [{}, 'hash', link]);

const product = (id: string, name: string) => ({
  id,
  sku: `sku-${id}`,
  dyn_r_ids: { post_id: id },
  name,
  brand: '',
  category: [],
  price: 10,
  type: 'simple',
  is_variable: false,
  is_variation: false,
});

/** The collector on a page holding these cart lines; what it tracked, as "event id×quantity". */
function collect(
  lines: Record<string, { product_id: string; quantity: number }>,
  /** How long the product's details take (a lookup that asks the shop). */
  lookupMs = 0,
): { tracked: string[]; layer: DataLayer; stop(): void } {
  const layer = parseDataLayer(
    JSON.stringify(testDataLayer({ shop: { currency: 'USD', list_name: 'Cart', page_type: 'cart', selectors: { addToCart: [], beginCheckout: [] } } })),
  )!;
  layer.products = { '11': product('11', 'Tee'), '12': product('12', 'Cap'), '13': product('13', 'Scarf') };
  layer.cart = { items: Object.fromEntries(Object.entries(lines).map(([key, line]) => [key, { ...line, variation_id: '0' }])) };
  const tracked: string[] = [];
  const pipeline = {
    layer,
    track: (name: string, init?: { products?: { id: string; quantity: number }[] }) =>
      tracked.push(`${name} ${init?.products?.map((p) => `${p.id}×${p.quantity}`).join(',')}`),
    rest: () => Promise.resolve(false),
  } as unknown as Pipeline;
  const controller = new AbortController();
  const listeners = new ActionListeners(controller.signal);
  cartEvents(pipeline, async (id) => (lookupMs ? await tick(lookupMs) : null, id ? (layer.products[id] ?? null) : null), listeners, controller.signal);
  listeners.replay([]);
  return { tracked, layer, stop: () => controller.abort() };
}

/**
 * A line added on this page (the shop's cart then holds it) and removed from the shop before its
 * remove event comes; `beforeRemoval` runs between the two. What the collector tracked.
 */
async function addThenRemove(lookupMs: number, beforeRemoval: (tracked: string[]) => Promise<unknown>): Promise<string[]> {
  const realFetch = window.fetch;
  let cart: Record<string, { product_id: string; variation_id: string; quantity: number }> = {};
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(init?.body ?? '').includes('get_cart_items')
      ? Promise.resolve(new Response(JSON.stringify({ success: true, data: { cart: { items: cart } } })))
      : realFetch(input, init)) as typeof fetch;
  try {
    const { tracked, stop } = collect({}, lookupMs);
    cart = { keyC: { product_id: '13', variation_id: '0', quantity: 1 } };
    document.dispatchEvent(cartEvent('shop-cart-adding', { productId: '13', quantity: '1', fields: {} }));
    document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '13' }));
    await beforeRemoval(tracked);
    cart = {};
    document.dispatchEvent(cartEvent('shop-cart-removed', { cartItemKey: 'keyC', fragments: {}, cartHash: 'h' }));
    await until(() => tracked.length === 2, 'the add and the remove tracked');
    stop();
    return tracked;
  } finally {
    window.fetch = realFetch;
  }
}

const CART_FORM = `<form class="woocommerce-cart-form" action="/cart/" method="post">
<a class="remove" id="remove-a" href="/cart/?remove_item=keyA&_wpnonce=n" data-product_id="11">×</a>
<input type="number" class="qty" id="qty-a" name="cart[keyA][qty]" value="2">
<input type="number" class="qty" name="cart[keyB][qty]" value="1">
<button type="submit" name="apply_coupon" value="Apply coupon">Apply coupon</button>
<button type="submit" id="update" name="update_cart" value="Update cart">Update cart</button>
</form>`;

/** Keeps the test page where it is: a listener after the collector's (window, bubbling), as the browser's own default action would come after it. */
function stayOnPage(): () => void {
  const stop = (event: Event) => event.preventDefault();
  window.addEventListener('click', stop);
  window.addEventListener('submit', stop);
  return () => {
    window.removeEventListener('click', stop);
    window.removeEventListener('submit', stop);
  };
}

describe('the cart collector: removes and quantity changes', () => {
  afterEach(() => {
    removeBodyJquery();
    document.body.innerHTML = '';
  });

  it('a remove by WooCommerce’s mini-cart widget counts once, with the line’s quantity; ours, which also triggers jQuery’s event, once', async () => {
    installBodyJquery();
    const { tracked, stop } = collect({ keyA: { product_id: '11', quantity: 2 }, keyB: { product_id: '12', quantity: 1 } });
    document.body.innerHTML =
      '<a class="remove remove_from_cart_button" id="widget-remove" data-cart_item_key="keyA" data-product_id="11" href="/cart/?remove_item=keyA">×</a>';
    theirRemove(document.getElementById('widget-remove')!);
    await until(() => tracked.length === 1, 'their remove tracked');
    // Ours: the DOM event, then jQuery's (as <shop-mini-cart> does).
    document.dispatchEvent(cartEvent('shop-cart-removed', { cartItemKey: 'keyB', fragments: {}, cartHash: 'h' }));
    triggerOnBody('removed_from_cart', [{}, 'h', document.getElementById('widget-remove')]);
    await tick(100);
    assert(tracked.join() === 'remove_from_cart 11×2,remove_from_cart 12×1', tracked.join());
    stop();
  });

  it('the cart page: a remove link, "Update cart" (lower: the difference removed), the browser’s Enter (Apply coupon: WooCommerce sets the quantities too), cart.js’s Apply coupon (the code alone: nothing) and cart.js’s Enter in a quantity (a stopped key, no submit: counted)', async () => {
    const { tracked, stop } = collect({ keyA: { product_id: '11', quantity: 2 }, keyB: { product_id: '12', quantity: 3 } });
    document.body.innerHTML = CART_FORM;
    const stay = stayOnPage();
    const form = document.querySelector('form')!;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    const applyCoupon = form.querySelector<HTMLButtonElement>('[name="apply_coupon"]')!;

    field('cart[keyB][qty]').value = '1';
    form.requestSubmit(document.getElementById('update') as HTMLButtonElement);
    await until(() => tracked.length === 1, '"Update cart" tracked');
    assert(tracked[0] === 'remove_from_cart 12×2', tracked.join());

    // Enter in a field: the browser submits with the form's first button, Apply coupon, and WooCommerce sets the quantities too.
    field('cart[keyA][qty]').value = '3';
    field('cart[keyA][qty]').focus();
    form.requestSubmit(applyCoupon);
    await until(() => tracked.length === 2, 'the browser’s Enter tracked');
    assert(tracked[1] === 'add_to_cart 11×1', tracked.join());

    // WooCommerce's cart.js takes "Apply coupon" over and sends the code alone: the quantities stay.
    const cartJs = (event: Event) => event.preventDefault();
    document.addEventListener('submit', cartJs);
    field('cart[keyA][qty]').value = '4';
    applyCoupon.focus();
    form.requestSubmit(applyCoupon);
    await tick(100);
    assert(tracked.length === 2, `nothing for cart.js’s Apply coupon: ${tracked.join()}`);
    document.removeEventListener('submit', cartJs);

    // cart.js's Enter in a quantity field: it stops the key (the browser submits nothing) and sends the quantities.
    document.addEventListener('keypress', cartJs);
    field('cart[keyA][qty]').focus();
    field('cart[keyA][qty]').dispatchEvent(new KeyboardEvent('keypress', { key: 'Enter', keyCode: 13, bubbles: true, cancelable: true }));
    await until(() => tracked.length === 3, 'cart.js’s Enter tracked');
    assert(tracked[2] === 'add_to_cart 11×1', tracked.join());
    document.removeEventListener('keypress', cartJs);

    document.getElementById('remove-a')!.click();
    await until(() => tracked.length === 4, 'the remove link tracked');
    assert(tracked[3] === 'remove_from_cart 11×4', tracked.join());
    // The line is gone: its link again (a double click) counts nothing more.
    document.getElementById('remove-a')!.click();
    await tick(100);
    assert(tracked.join() === 'remove_from_cart 12×2,add_to_cart 11×1,add_to_cart 11×1,remove_from_cart 11×4', tracked.join());
    stay();
    stop();
  });

  it('a cart answer asked for before a removal does not bring the removed line back: the same remove twice counts once', async () => {
    const realFetch = window.fetch;
    const answers = [
      // Asked for after the add, answered after the removal of keyA.
      () => tick(300).then(() => ({ keyA: { product_id: '11', variation_id: '0', quantity: 2 }, keyC: { product_id: '13', variation_id: '0', quantity: 1 } })),
      () => Promise.resolve({ keyC: { product_id: '13', variation_id: '0', quantity: 1 } }),
    ];
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(init?.body ?? '').includes('get_cart_items')
        ? answers.shift()!().then((items) => new Response(JSON.stringify({ success: true, data: { cart: { items } } })))
        : realFetch(input, init)) as typeof fetch;
    try {
      const { tracked, stop } = collect({ keyA: { product_id: '11', quantity: 2 } });
      document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '13' }));
      await until(() => tracked.length === 1, 'the add tracked');
      document.dispatchEvent(cartEvent('shop-cart-removed', { cartItemKey: 'keyA', fragments: {}, cartHash: 'h' }));
      await until(() => tracked.length === 2, 'the remove tracked');
      await tick(400);
      document.dispatchEvent(cartEvent('shop-cart-removed', { cartItemKey: 'keyA', fragments: {}, cartHash: 'h' }));
      await tick(200);
      assert(tracked.join() === 'add_to_cart 13×1,remove_from_cart 11×2', tracked.join());
      stop();
    } finally {
      window.fetch = realFetch;
    }
  });

  it('a line added on this page and removed while the product’s details are still being looked up: its key was asked for at the add, so the remove counts', async () => {
    const tracked = await addThenRemove(300, () => tick(50));
    assert(tracked.sort().join() === 'add_to_cart 13×1,remove_from_cart 13×1', tracked.join());
  });

  it('a line added on this page: its key asked for after the add, so its remove counts', async () => {
    const tracked = await addThenRemove(0, async (soFar) => {
      await until(() => soFar.length === 1, 'the add tracked');
      await tick(100);
    });
    assert(tracked.join() === 'add_to_cart 13×1,remove_from_cart 13×1', tracked.join());
  });
});
