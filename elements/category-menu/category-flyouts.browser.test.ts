/**
 * <shop-category-menu>'s flyouts in Chromium with the shipped stylesheet (S9.3 no repositioning
 * under a 750 px container, S9.9 hover intent 3 px / 20 ms / 70 ms): a resting pointer opens a
 * category's sub-list beside it, a passing one does not; it closes 70 ms after the pointer
 * leaves unless the pointer comes back; the toggle opens it by keyboard, Escape closes only it
 * and gives the focus back; at the viewport's right edge it opens on the other side, at the
 * bottom it moves up; in a narrower container the sub-lists stay stacked; axe.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { mount } from '../../shared/testing/mount.ts';
import { assert, until } from '../../shared/testing/wait.ts';

const stylesheet = document.createElement('link');
stylesheet.rel = 'stylesheet';
stylesheet.href = '/styles/storefront.css';
document.head.append(stylesheet);

const menu = (style = '') =>
  `<header style="${style}"><shop-category-menu><nav class="shop-CategoryMenu" aria-label="All categories"><button type="button" class="shop-CategoryMenu-toggle" aria-expanded="false" aria-controls="menu-list">Categories</button><ul id="menu-list" class="shop-CategoryMenu-list" style="position: absolute; width: 15rem; list-style: none; margin: 0; padding: 0; background: #fff" hidden><li><a href="/c/clothing/">Clothing</a><ul><li><a href="/c/clothing/tees/">Tees</a></li><li><a href="/c/clothing/hoodies/">Hoodies</a></li></ul></li><li><a href="/c/gear/">Gear</a><ul><li><a href="/c/gear/bags/">Bags</a></li><li><a href="/c/gear/watches/">Watches</a></li><li><a href="/c/gear/caps/">Caps</a></li><li><a href="/c/gear/belts/">Belts</a></li></ul></li><li><a href="/c/sale/">Sale</a></li></ul></nav></shop-category-menu></header><main><p id="elsewhere">Page</p></main>`;
const host = () => document.querySelector<HTMLElement>('shop-category-menu')!;
const item = (name: string) => [...document.querySelectorAll<HTMLLIElement>('#menu-list > li')].find((li) => li.querySelector('a')!.textContent === name)!;
const flyout = (name: string) => item(name).querySelector<HTMLElement>(':scope > ul')!;
const toggle = (name: string) => item(name).querySelector<HTMLButtonElement>(':scope > .shop-CategoryMenu-more')!;
const focusedText = (): string | null | undefined => document.activeElement?.textContent;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openMenu(style = '') {
  await mount(menu(style), { define: () => import('./define.ts'), ready: (e) => e.hasAttribute('data-shop-ready') });
  document.querySelector<HTMLButtonElement>('.shop-CategoryMenu-toggle')!.click();
  await until(() => host().hasAttribute('data-flyouts') === document.querySelector('header')!.clientWidth >= 750, 'the layout chosen');
}

const pointer = (target: Element, type: string, x: number, y: number) =>
  target.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerType: 'mouse', bubbles: type === 'pointermove' }));

describe('<shop-category-menu> flyouts', () => {
  it('S9.9: a pointer resting on a category opens its sub-list beside it; one passing over it does not', async () => {
    await setViewport({ width: 1280, height: 800 });
    await openMenu();
    assert(flyout('Clothing').hidden && flyout('Gear').hidden, 'every sub-list starts closed');
    const box = item('Clothing').getBoundingClientRect();
    // Passing over: 10 px every 8 ms for 150 ms, never resting for a 20 ms sample.
    pointer(item('Clothing'), 'pointerenter', box.left + 5, box.top + 2);
    for (let step = 1; step <= 18; step++) {
      await sleep(8);
      pointer(item('Clothing'), 'pointermove', box.left + 5 + step * 10, box.top + 2);
    }
    assert(flyout('Clothing').hidden, 'a moving pointer opens nothing');
    // Resting: opened within a few samples.
    await until(() => !flyout('Clothing').hidden, 'the resting pointer opens it');
    assert(toggle('Clothing').getAttribute('aria-expanded') === 'true', 'the toggle says so');
    const opened = flyout('Clothing').getBoundingClientRect();
    assert(Math.abs(opened.left - box.right) < 2 && Math.abs(opened.top - box.top) < 2, `beside its category (${opened.left}, ${box.right})`);

    // Leaving and coming back within 70 ms keeps it; leaving for longer closes it.
    pointer(item('Clothing'), 'pointerleave', box.right + 400, box.top);
    await sleep(30);
    pointer(item('Clothing'), 'pointerenter', box.left + 5, box.top + 2);
    await sleep(150);
    assert(!flyout('Clothing').hidden, 'back within 70 ms: still open');
    pointer(item('Clothing'), 'pointerleave', box.right + 400, box.top);
    await until(() => flyout('Clothing').hidden, 'closed after the pointer left');

    // Opening another closes the first.
    toggle('Clothing').click();
    toggle('Gear').click();
    assert(flyout('Clothing').hidden && !flyout('Gear').hidden, 'one flyout at a time');
    document.getElementById('elsewhere')!.click();
    assert(flyout('Gear').hidden, 'a click elsewhere closes it');
  });

  it('the toggle opens a sub-list by keyboard; Escape closes only it and gives the focus back; axe', async () => {
    await setViewport({ width: 1280, height: 800 });
    await openMenu();
    const menuToggle = document.querySelector<HTMLButtonElement>('.shop-CategoryMenu-toggle')!;
    menuToggle.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement === toggle('Clothing'), `Tab reaches the category's toggle (${document.activeElement?.outerHTML.slice(0, 80)})`);
    assert(toggle('Clothing').getAttribute('aria-label') === 'Sub-categories of Clothing', 'named after its category');
    await sendKeys({ press: 'Enter' });
    assert(!flyout('Clothing').hidden, 'Enter opens it');
    const results = await axe.run(document.querySelector('header')!);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
    await sendKeys({ press: 'Tab' });
    assert(focusedText() === 'Tees', 'Tab goes into it');
    await sendKeys({ press: 'Escape' });
    assert(flyout('Clothing').hidden && document.activeElement === toggle('Clothing'), 'Escape: closed, the focus on its toggle');
    assert(!document.getElementById('menu-list')!.hidden, 'the menu itself stays open');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    assert(focusedText() === 'Gear' && flyout('Clothing').hidden, 'the focus leaving closes it');
    toggle('Gear').click();
    menuToggle.click();
    menuToggle.click();
    assert(!document.getElementById('menu-list')!.hidden && flyout('Gear').hidden, 'the menu closed and opened again shows no flyout left open');
  });

  it('S9.3: at the right edge it opens on the other side; at the bottom it moves up', async () => {
    await setViewport({ width: 1280, height: 400 });
    await openMenu('display: flex; justify-content: flex-end; height: 3rem');
    const list = document.getElementById('menu-list')!;
    list.style.insetInlineEnd = '0';
    list.style.top = '300px';
    toggle('Gear').click();
    const gear = item('Gear').getBoundingClientRect();
    const opened = flyout('Gear').getBoundingClientRect();
    assert(opened.right <= gear.left + 2 && opened.left >= 0, `on the start side (${opened.left}-${opened.right}, item ${gear.left})`);
    assert(opened.bottom <= innerHeight && opened.top < gear.top, `moved up to stay on screen (${opened.top}-${opened.bottom} of ${innerHeight})`);
  });

  it('S9.3: in a container under 750 px the sub-lists stay stacked under their categories', async () => {
    await setViewport({ width: 1280, height: 800 });
    await openMenu('width: 700px');
    assert(!host().hasAttribute('data-flyouts'), 'no flyouts');
    assert(!flyout('Clothing').hidden && !flyout('Gear').hidden, 'every sub-list shown');
    assert(getComputedStyle(toggle('Clothing')).display === 'none', 'no toggles');
    const box = item('Clothing').querySelector('a')!.getBoundingClientRect();
    const list = flyout('Clothing').getBoundingClientRect();
    assert(list.top >= box.bottom - 1, 'under its category');
    pointer(item('Clothing'), 'pointerenter', box.left + 5, box.top + 2);
    await sleep(100);
    assert(!flyout('Clothing').hidden, 'the pointer changes nothing');
  });
});

describe('<shop-category-menu> flyouts and the header’s size', () => {
  it('choosing the layout changes the header’s own size (its sub-lists hidden): no "ResizeObserver loop" error on the page', async () => {
    await setViewport({ width: 1280, height: 400 });
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    // Held open and in the page's flow: stacked, its sub-lists make the header (and the page)
    // taller than the window; as flyouts they are hidden until opened. The observer watches the
    // header, whose size then changes with the layout chosen.
    const tall = menu()
      .replace('<shop-category-menu>', '<shop-category-menu force-open>')
      .replace('style="position: absolute; width: 15rem;', 'style="position: static; width: 15rem;')
      .replace(' hidden>', '>')
      .replace(/<li>(?=<a href="\/c\/\w+\/\w+\/")/g, '<li style="height: 120px">');
    try {
      await mount(tall, { define: () => import('./define.ts'), ready: (e) => e.hasAttribute('data-shop-ready') });
      await until(() => host().hasAttribute('data-flyouts'), 'flyouts on a wide header');
      assert(document.documentElement.scrollHeight <= innerHeight, `no scrollbar left (${document.documentElement.scrollHeight} of ${innerHeight})`);
      // Two more frames: an undelivered resize is reported at the end of the frame it happened in.
      for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
      assert(errors.length === 0, errors.join(' | '));
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
