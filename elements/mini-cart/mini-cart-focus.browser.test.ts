/**
 * <shop-mini-cart>: where the focus goes after removals and edits, the dropdown closing when the
 * pointer leaves, and the phone confirmation after an add. Chromium, fake WooCommerce in the page.
 */
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { installFakeWoo, printCartParams, type FakeWoo } from '../../shared/testing/fake-woo.ts';
import { assert, tick, until } from '../../shared/testing/wait.ts';

let shop: FakeWoo;
let host: HTMLElement;

const toggle = () => host.querySelector<HTMLElement>('.shop-MiniCart-toggle')!;
const removeLink = (key: string) => host.querySelector<HTMLAnchorElement>(`a.remove[data-cart_item_key="${key}"]`);
const qty = (key: string) => host.querySelector<HTMLInputElement>(`input.qty[data-cart_item_key="${key}"]`)!;
const focusedKey = () => (document.activeElement as HTMLElement | null)?.dataset?.cart_item_key;

async function openWith(items: Record<number, number>): Promise<void> {
  shop.seed(items);
  document.dispatchEvent(new CustomEvent('shop-cart-refresh'));
  const count = String(Object.values(items).reduce((a, b) => a + b, 0));
  await until(() => host.querySelector('.shop-MiniCart-count')?.textContent === count, 'cart loaded');
  await until(() => !!toggle() && toggle().tagName === 'BUTTON', 'toggle is a button');
  if (toggle().getAttribute('aria-expanded') !== 'true') toggle().click();
  await until(() => toggle().getAttribute('aria-expanded') === 'true', 'open');
  await until(() => host.querySelectorAll('li.mini_cart_item').length === Object.keys(items).length, 'lines listed');
}

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  sessionStorage.clear();
  shop = installFakeWoo({ 1: { name: 'Belt', price: 20 }, 2: { name: 'Beanie', price: 18 }, 3: { name: 'Scarf', price: 12 } });
  printCartParams();
  document.body.innerHTML =
    '<header><shop-mini-cart auto-close-ms="400"></shop-mini-cart></header><main><button id="add">Add to cart</button><button id="elsewhere">Elsewhere</button></main>';
  host = document.querySelector('shop-mini-cart')!;
  await import('./define.ts');
  await until(() => !!toggle(), 'the element rendered');
});

after(() => shop.restore());

describe('<shop-mini-cart> focus', () => {
  it('after a removal by keyboard, the focus is on the next line’s remove link', async () => {
    await openWith({ 1: 1, 2: 1, 3: 1 });
    removeLink('key2')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !removeLink('key2'), 'line removed');
    await until(() => focusedKey() === 'key3', `focus on the next line's remove link, not ${document.activeElement?.outerHTML.slice(0, 80)}`);
    assert((document.activeElement as HTMLElement).matches('a.remove'), 'the remove link');
  });

  it('removing the last line moves the focus to the line before it', async () => {
    await sendKeys({ press: 'Enter' }); // removes key3, the last line
    await until(() => !removeLink('key3'), 'line removed');
    await until(() => focusedKey() === 'key1', 'focus on the remaining line');
  });

  it('emptying the cart closes the dropdown and puts the focus on the header cart link', async () => {
    await sendKeys({ press: 'Enter' });
    await until(() => toggle().tagName === 'A', 'the toggle is the cart link of an empty cart');
    await until(() => document.activeElement === toggle(), `focus on the cart link, not ${document.activeElement?.outerHTML.slice(0, 80)}`);
    assert(!host.querySelector('.shop-MiniCart-dropdown:not([hidden])'), 'no open, empty dropdown');
  });

  it('a quantity edit never pulls the focus back once the shopper has tabbed on', async () => {
    await openWith({ 1: 1, 2: 1 });
    qty('key1').focus();
    qty('key1').select();
    await sendKeys({ type: '3' });
    await sendKeys({ press: 'Tab' }); // change fires; the focus moves on to the next control
    const movedTo = document.activeElement;
    assert(movedTo !== qty('key1'), 'tabbed on');
    await until(() => host.querySelector('.shop-MiniCart-count')?.textContent === '4', 'quantity saved');
    await tick(300);
    assert(document.activeElement !== qty('key1'), 'the field did not take the focus back');
    assert(
      host.contains(document.activeElement) && document.activeElement !== document.body,
      `focus on the control the shopper moved to: ${document.activeElement?.outerHTML.slice(0, 80)}`,
    );
  });

  it('the dropdown closes when the mouse leaves it (hover-intent timeout)', async () => {
    (document.getElementById('elsewhere') as HTMLElement).focus();
    await until(() => toggle().getAttribute('aria-expanded') === 'false', 'closed by the focus leaving');
    const box = toggle().getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await until(() => toggle().getAttribute('aria-expanded') === 'true', 'opened by a click');
    await sendMouse({ type: 'move', position: [5, 700] });
    await until(() => toggle().getAttribute('aria-expanded') === 'false', 'closed after the pointer left');
  });

  it('on a phone an add shows a non-modal notice; the drawer opens only from View cart and gives the focus back to the add button', async () => {
    await setViewport({ width: 375, height: 740 });
    await until(() => !!host.querySelector('dialog.shop-MiniCart-drawer'), 'drawer mode');
    const add = document.getElementById('add') as HTMLButtonElement;
    add.focus();
    document.body.dispatchEvent(new CustomEvent('shop-cart-added', { bubbles: true, detail: { message: '“Belt” has been added to your cart.' } }));
    await until(() => !!host.querySelector('.shop-MiniCart-notice'), 'notice shown');
    assert(host.querySelector('.shop-MiniCart-notice')!.textContent!.includes('“Belt” has been added'), 'says what was added');
    assert(!host.querySelector<HTMLDialogElement>('dialog.shop-MiniCart-drawer')!.open, 'the drawer did not open');
    assert(document.activeElement === add, 'the focus stayed on the add button');
    host.querySelector<HTMLButtonElement>('.shop-MiniCart-noticeView')!.click();
    const drawer = host.querySelector<HTMLDialogElement>('dialog.shop-MiniCart-drawer')!;
    await until(() => drawer.open, 'View cart opened the drawer');
    assert(!host.querySelector('.shop-MiniCart-notice'), 'the notice went');
    await sendKeys({ press: 'Escape' });
    await until(() => !drawer.open, 'drawer closed');
    await until(() => document.activeElement === add, `focus back on the add button, not ${document.activeElement?.outerHTML.slice(0, 80)}`);
  });

  it('the notice goes by itself', async () => {
    document.body.dispatchEvent(new CustomEvent('shop-cart-added', { bubbles: true, detail: {} }));
    await until(() => !!host.querySelector('.shop-MiniCart-notice'), 'notice shown');
    await until(() => !host.querySelector('.shop-MiniCart-notice'), 'notice gone after auto-close-ms');
  });

  it('narrow-reveal="drawer" keeps the old behaviour: the drawer opens on an add, closing returns to the add button', async () => {
    host.setAttribute('narrow-reveal', 'drawer');
    await tick(100); // the attribute reaches the view
    const add = document.getElementById('add') as HTMLButtonElement;
    add.focus();
    document.body.dispatchEvent(new CustomEvent('shop-cart-added', { bubbles: true, detail: {} }));
    const drawer = host.querySelector<HTMLDialogElement>('dialog.shop-MiniCart-drawer')!;
    await until(() => drawer.open, 'drawer opened by the add');
    await sendKeys({ press: 'Escape' });
    await until(() => document.activeElement === add, 'focus back on the add button');
    host.removeAttribute('narrow-reveal');
    await setViewport({ width: 1280, height: 800 });
  });
});
