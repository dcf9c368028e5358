/**
 * <shop-mini-cart> alone in Chromium, against an in-page fake WooCommerce (no server).
 * The tests share one page and one cart, in order, as a shopper's visit would.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { installFakeWoo, printCartParams, type FakeWoo } from '../../shared/testing/fake-woo.ts';
import { assert, tick, until } from '../../shared/testing/wait.ts';

let shop: FakeWoo;
let host: HTMLElement;
const events: CustomEvent[] = [];

const countText = () => host.querySelector('.shop-MiniCart-count')?.textContent;
const toggle = () => host.querySelector<HTMLElement>('.shop-MiniCart-toggle')!;
const qtyInputs = () => [...host.querySelectorAll<HTMLInputElement>('.shop-MiniCart-dropdown input.qty')];

before(async () => {
  await setViewport({ width: 1280, height: 800 }); // the dropdown; the drawer test narrows it
  sessionStorage.clear();
  shop = installFakeWoo({ 1: { name: 'Belt', price: 20 }, 2: { name: 'Beanie', price: 18, stock: 3 } });
  printCartParams();
  document.body.innerHTML =
    '<header><shop-mini-cart hide-if-empty auto-close-ms="300"></shop-mini-cart></header><main><button id="elsewhere">Elsewhere</button></main>';
  host = document.querySelector('shop-mini-cart')!;
  for (const name of ['shop-cart-removed', 'shop-cart-quantity-changed', 'shop-cart-error']) {
    host.addEventListener(name, (event) => events.push(event as CustomEvent));
  }
  await import('./define.ts');
  await until(() => !!toggle(), 'the element rendered');
});

after(() => shop.restore());

describe('<shop-mini-cart>', () => {
  it('without a cart cookie makes no request and stays hidden', async () => {
    await tick(200);
    assert(shop.requests.length === 0, `requests: ${JSON.stringify(shop.requests)}`);
    assert(host.hidden, 'hide-if-empty hides an empty cart');
  });

  it('shows count, total and items after a refresh request, and passes axe open', async () => {
    shop.seed({ 1: 2, 2: 1 });
    document.dispatchEvent(new CustomEvent('shop-cart-refresh'));
    await until(() => countText() === '3', 'count 3');
    assert(!host.hidden, 'visible with items');
    assert(/\$58\.00/.test(host.querySelector('.shop-MiniCart-total')?.textContent ?? ''), 'total $58.00');
    toggle().click();
    await until(() => toggle().getAttribute('aria-expanded') === 'true', 'dropdown open');
    assert(qtyInputs().length === 2, 'two items listed: ');
    const results = await axe.run(host);
    assert(results.violations.length === 0, JSON.stringify(results.violations.map((v) => v.id)));
  });

  it('changes a quantity in place, sending the nonce, and keeps focus in the field', async () => {
    const input = qtyInputs()[0]!;
    input.focus();
    input.value = '4';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => countText() === '5', 'count 5');
    const sent = shop.requests.find((r) => r.endpoint === 'shop_ajax_cart_item_alter_quantity');
    assert(sent?.fields.security === 'n0nce' && sent.fields.quantity === '4', JSON.stringify(sent));
    assert(
      events.some((e) => e.type === 'shop-cart-quantity-changed' && e.detail.quantity === 4),
      'quantity event',
    );
    assert((document.activeElement as HTMLInputElement | null)?.dataset.cart_item_key === 'key1', 'focus stayed on the edited field');
  });

  it("S4.16: a quantity change raises WooCommerce's added-to-cart event (jQuery's added_to_cart, with the fragments and hash) once, and shop-cart-quantity-changed — not shop-cart-added (decision: it would count as a new add)", async () => {
    const triggered: [string, unknown[]][] = [];
    const added: Event[] = [];
    const jQuery = () => ({ trigger: (name: string, args: unknown[] = []) => triggered.push([name, args]), on: () => {} });
    (window as unknown as { jQuery?: unknown }).jQuery = jQuery;
    const onAdded = (event: Event) => added.push(event);
    document.addEventListener('shop-cart-added', onAdded);
    try {
      const input = qtyInputs()[0]!;
      input.value = '3';
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => countText() === '4', 'count 4');
      await tick(50);
      const adds = triggered.filter(([name]) => name === 'added_to_cart');
      assert(adds.length === 1, `added_to_cart raised ${adds.length} time(s)`);
      const [fragments, hash] = adds[0]![1] as [Record<string, string>, string];
      assert(
        typeof fragments['div.widget_shopping_cart_content'] === 'string' && typeof hash === 'string' && hash !== '',
        'with the fragments and the cart hash',
      );
      assert(
        events.some((e) => e.type === 'shop-cart-quantity-changed' && e.detail.quantity === 3),
        'shop-cart-quantity-changed',
      );
      assert(added.length === 0, 'no shop-cart-added');
      // Back to the cart the next tests expect.
      qtyInputs()[0]!.value = '4';
      qtyInputs()[0]!.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => countText() === '5', 'count 5 again');
    } finally {
      delete (window as unknown as { jQuery?: unknown }).jQuery;
      document.removeEventListener('shop-cart-added', onAdded);
    }
  });

  it('an invalid quantity sends nothing', async () => {
    const before = shop.requests.length;
    const input = qtyInputs()[0]!;
    input.value = '-2';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await tick(150);
    assert(shop.requests.length === before, 'no request for an invalid value');
    assert(countText() === '5', 'count unchanged');
  });

  it("the shop's refusal raises shop-cart-error with its message", async () => {
    const input = qtyInputs().find((i) => i.dataset.cart_item_key === 'key2')!;
    input.value = '3';
    input.removeAttribute('max'); // what a stale page would allow; the shop still refuses
    shop.failNext('shop_ajax_cart_item_alter_quantity', JSON.stringify({ success: false, data: { message: 'Only 1 left in stock.' } }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => events.some((e) => e.type === 'shop-cart-error'), 'error event');
    assert(events.find((e) => e.type === 'shop-cart-error')!.detail.message === 'Only 1 left in stock.', 'message passed on');
    await until(() => host.textContent!.includes('Only 1 left in stock.'), 'message announced');
  });

  it('removes an item without a reload', async () => {
    host.querySelector<HTMLAnchorElement>('a.remove_from_cart_button[data-cart_item_key="key2"]')!.click();
    await until(() => countText() === '4', 'count 4');
    assert(
      events.some((e) => e.type === 'shop-cart-removed' && e.detail.cartItemKey === 'key2'),
      'removed event',
    );
    assert(
      shop.requests.some((r) => r.endpoint === 'remove_from_cart'),
      'remove_from_cart sent',
    );
  });

  it('closes when the focus leaves it for another control (it never covers the focused control)', async () => {
    toggle().focus();
    if (toggle().getAttribute('aria-expanded') !== 'true') toggle().click();
    await until(() => toggle().getAttribute('aria-expanded') === 'true', 'open');
    (document.getElementById('elsewhere') as HTMLButtonElement).focus();
    await until(() => toggle().getAttribute('aria-expanded') === 'false', 'closed when the focus left');
    assert(document.activeElement?.id === 'elsewhere', 'the focus stays where the shopper put it');
  });

  it('opens by itself after an add and closes again after auto-close-ms', async () => {
    document.body.dispatchEvent(new CustomEvent('shop-cart-added', { bubbles: true, detail: {} }));
    assert(host.hasAttribute('data-open'), 'data-open as the add event ends, for the elements waiting on the panel');
    await until(() => toggle().getAttribute('aria-expanded') === 'true', 'opened by the add');
    await until(() => toggle().getAttribute('aria-expanded') === 'false', 'closed by itself');
    assert(document.activeElement?.id === 'elsewhere', 'the focus never moved');
  });

  it('is a modal drawer below the breakpoint; Escape closes it and returns focus', async () => {
    await setViewport({ width: 375, height: 740 });
    await until(() => !!host.querySelector('dialog.shop-MiniCart-drawer'), 'drawer mode at 375 px');
    toggle().click();
    const drawer = host.querySelector<HTMLDialogElement>('dialog.shop-MiniCart-drawer')!;
    await until(() => drawer.open, 'drawer open');
    await sendKeys({ press: 'Escape' });
    await until(() => !drawer.open, 'drawer closed');
    await until(() => document.activeElement === toggle(), 'focus back on the toggle');
    await setViewport({ width: 1280, height: 800 });
  });

  it('corrupt fragments from the shop keep the last good cart', async () => {
    shop.failNext('get_refreshed_fragments', '<html>fatal error</html>');
    const failed = new Promise((resolve) => document.body.addEventListener('shop-cart-fragments-error', resolve, { once: true }));
    document.dispatchEvent(new CustomEvent('shop-cart-refresh'));
    await failed;
    assert(countText() === '4', 'count kept');
  });
});
