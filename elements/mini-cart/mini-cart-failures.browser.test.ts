/**
 * <shop-mini-cart> when the shop fails: a cart that cannot be loaded is never shown
 * as empty, a failed quantity change puts the field back to the server's value, and every
 * failure is visible and announced in the panel with a way to try again.
 */
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { installFakeWoo, printCartParams, type FakeWoo } from '../../shared/testing/fake-woo.ts';
import { assert, until } from '../../shared/testing/wait.ts';

let shop: FakeWoo;
let host: HTMLElement;

const toggle = () => host.querySelector<HTMLElement>('.shop-MiniCart-toggle')!;
const panel = () => host.querySelector<HTMLElement>('.shop-MiniCart-dropdown')!;
const notice = () => host.querySelector<HTMLElement>('.shop-MiniCart-error');
const qty = (key: string) => host.querySelector<HTMLInputElement>(`input.qty[data-cart_item_key="${key}"]`)!;

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  sessionStorage.clear();
  shop = installFakeWoo({ 1: { name: 'Belt', price: 20 } });
  shop.seed({ 1: 2 }); // the cookies say the shopper has a cart…
  shop.setDown(true); // …and the shop cannot be reached when the page loads
  printCartParams({ requestTimeoutMs: 2000 });
  document.body.innerHTML = '<header><shop-mini-cart></shop-mini-cart></header><main></main>';
  host = document.querySelector('shop-mini-cart')!;
  await import('./define.ts');
  await until(() => !!toggle(), 'the element rendered');
});

after(() => shop.restore());

describe('<shop-mini-cart> when the shop fails', () => {
  it('a cart that cannot be loaded says so with Try again, never "No products in the cart"', async () => {
    await until(() => host.hasAttribute('data-error'), 'load failure noticed');
    assert(toggle().textContent!.includes('not loaded'), `toggle names the state: ${toggle().textContent}`);
    toggle().click();
    await until(() => !!notice(), 'the panel shows the failure');
    assert(/Your cart could not be loaded\. The shop could not be reached/.test(notice()!.textContent!), notice()!.textContent!);
    assert(!panel().textContent!.includes('No products in the cart'), 'no false empty cart');
    const results = await axe.run(host);
    assert(results.violations.length === 0, JSON.stringify(results.violations.map((v) => v.id)));
  });

  it('Try again, once the shop is back, shows the cart', async () => {
    shop.setDown(false);
    notice()!.querySelector<HTMLButtonElement>('.shop-Notice-retry')!.click();
    assert(document.activeElement === toggle(), 'focus on the cart toggle while it loads');
    await until(() => !!host.querySelector('input.qty'), 'items shown');
    assert(!notice(), 'the failure notice is gone');
    assert(host.querySelector('.shop-MiniCart-count')!.textContent === '2', 'count 2');
  });

  it('a quantity change that fails puts the field back to the server value, tells why, and keeps the focus', async () => {
    const field = qty('key1');
    field.focus();
    field.value = '5';
    shop.faultNext('shop_ajax_cart_item_alter_quantity', 500);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => !!notice(), 'error shown');
    assert(notice()!.getAttribute('role') === 'alert', 'announced');
    assert(/The quantity could not be changed\. Something went wrong on the shop’s side/.test(notice()!.textContent!), notice()!.textContent!);
    assert(qty('key1').value === '2', `field back to the server value, is ${qty('key1').value}`);
    assert(document.activeElement === qty('key1'), 'focus stays on the field');
  });

  it('Try again sends the change once more; the page and the server agree', async () => {
    // The retry resends the shopper's quantity (5).
    notice()!.querySelector<HTMLButtonElement>('.shop-Notice-retry')!.click();
    assert(document.activeElement === qty('key1'), 'focus on the field');
    await until(() => host.querySelector('.shop-MiniCart-count')!.textContent === '5', 'count 5');
    assert(!notice(), 'notice gone');
    assert(qty('key1').value === '5', 'field shows the new quantity');
  });

  it('a removal that cannot reach the shop stays on the page and says so; Dismiss clears it', async () => {
    shop.faultNext('remove_from_cart', 'down');
    const before = location.href;
    host.querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!.click();
    await until(() => !!notice(), 'error shown');
    assert(location.href === before, 'no navigation to a page that would fail too');
    assert(/The item could not be removed/.test(notice()!.textContent!), notice()!.textContent!);
    notice()!.querySelector<HTMLButtonElement>('.shop-Notice-dismiss')!.click();
    await until(() => !notice(), 'dismissed');
    assert(document.activeElement === host.querySelector('.shop-MiniCart-widget a'), "focus on the cart's first control");
  });

  it('an empty 200 to a quantity change: the field goes back to the server value and the shopper is told why', async () => {
    const field = qty('key1');
    const kept = field.value;
    field.focus();
    field.value = '7';
    shop.failNext('shop_ajax_cart_item_alter_quantity', '');
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => !!notice(), 'error shown');
    assert(/The quantity could not be changed\. The shop’s answer could not be read/.test(notice()!.textContent!), notice()!.textContent!);
    assert(qty('key1').value === kept, `field back to the server value ${kept}, is ${qty('key1').value}`);
    assert(document.activeElement === qty('key1'), 'focus stays on the field');
    assert(host.querySelector('.shop-MiniCart-count')!.textContent === kept, 'the count is the server one');
  });

  it('a reply lost after the server changed the quantity is not reported as a failure', async () => {
    notice()?.querySelector<HTMLButtonElement>('.shop-Notice-dismiss')?.click();
    await until(() => !notice(), 'no notice');
    const field = qty('key1');
    field.focus();
    field.value = '3';
    shop.faultNext('shop_ajax_cart_item_alter_quantity', 'lost');
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => host.querySelector('.shop-MiniCart-count')!.textContent === '3', 'count 3 from the server');
    await new Promise((r) => setTimeout(r, 100));
    assert(!notice(), `no failure shown: ${notice()?.textContent}`);
    assert(qty('key1').value === '3', 'the field shows 3');
    assert(host.textContent!.includes('Cart updated.'), 'announced as updated');
  });
});
