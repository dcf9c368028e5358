/**
 * <shop-category-menu> alone in Chromium (not forced open): a disclosure button that shows the
 * categories, Escape closes it and gives the focus back, a click elsewhere closes it; under
 * 850 px the home page's menu is not forced open; axe.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { mount } from '../../shared/testing/mount.ts';
import { assert } from '../../shared/testing/wait.ts';

const menu = (attrs = '') =>
  `<header><shop-category-menu ${attrs}><nav class="shop-CategoryMenu" aria-label="All categories"><button type="button" class="shop-CategoryMenu-toggle" aria-expanded="false" aria-controls="menu-list">Categories</button><ul id="menu-list" hidden><li><a href="/c/clothing/">Clothing</a><ul><li><a href="/c/clothing/tees/">Tees</a></li></ul></li><li><a href="/c/gear/">Gear</a></li></ul></nav></shop-category-menu></header><main><p id="elsewhere">Page</p></main>`;
const button = () => document.querySelector<HTMLButtonElement>('shop-category-menu button')!;
const list = () => document.getElementById('menu-list')!;

const mountMenu = (attrs = '') => mount(menu(attrs), { define: () => import('./define.ts'), ready: (e) => e.hasAttribute('data-shop-ready') });

describe('<shop-category-menu>', () => {
  it('the button shows and hides the categories; Escape closes and gives the focus back; a click elsewhere closes; axe', async () => {
    await setViewport({ width: 1280, height: 800 });
    await mountMenu();
    assert(list().hidden && button().getAttribute('aria-expanded') === 'false', 'closed');
    button().focus();
    await sendKeys({ press: 'Enter' });
    assert(!list().hidden && button().getAttribute('aria-expanded') === 'true', 'opened by keyboard');
    const results = await axe.run(document.querySelector('header')!);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement?.textContent === 'Clothing', 'Tab goes into the list');
    await sendKeys({ press: 'Escape' });
    assert(list().hidden && document.activeElement === button(), 'Escape: closed, focus on the button');
    button().click();
    document.getElementById('elsewhere')!.click();
    assert(list().hidden, 'a click elsewhere closes');
  });

  it('is not held open on a narrow screen (it would cover the page)', async () => {
    await setViewport({ width: 375, height: 800 });
    await mountMenu('force-open');
    assert(list().hidden, 'closed under 850 px');
    await setViewport({ width: 1280, height: 800 });
  });
});
