/**
 * S6.2 / S1.11: a page editor's block edit links, with the shipped stylesheet. Each theme marker
 * becomes a bar named by its title with the page-builder and back-end links; it shows on the
 * block's hover and when the keyboard reaches it; hostile addresses are no links; axe.
 */
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, until } from '../testing/wait.ts';
import { showBlockEditLinks } from './block-edit-links.ts';

const stylesheet = document.createElement('link');
stylesheet.rel = 'stylesheet';
stylesheet.href = '/styles/storefront.css';
document.head.append(stylesheet);
await new Promise((resolve) => stylesheet.addEventListener('load', resolve, { once: true }));

const marker = (title: string, link: string, backend: string) =>
  `<div class="block-edit-link" data-title="${title}" data-link="${link}" data-backend="${backend}"></div>`;

function page(): void {
  document.body.innerHTML = `<main><a id="before" href="#top">Skip</a>
<section id="hero" style="height: 200px">${marker('Edit Block: Hero', '/builder/?post=12', '/wp-admin/post.php?post=12&amp;action=edit')}<h2>Welcome</h2></section>
<section id="hostile">${marker('Edit Block: Footer', 'javascript:alert(1)', '/wp-admin/post.php?post=13&amp;action=edit')}<p>Footer</p></section>
<section id="empty">${marker('Edit Block: Nothing', 'javascript:alert(2)', '')}<p>Nothing</p></section></main>`;
}

const bar = (block: string) => document.querySelector<HTMLElement>(`#${block} .shop-BlockEdit`);
const shown = (block: string) => getComputedStyle(bar(block)!).opacity === '1';

describe('block edit links', () => {
  it('draws a bar per marker, named by its title, with a link to each editor; a hostile address is no link', () => {
    page();
    assert(showBlockEditLinks() === 2, 'two markers with a usable address drawn');
    const hero = bar('hero')!;
    assert(hero.tagName === 'NAV', 'a navigation landmark');
    const label = document.getElementById(hero.getAttribute('aria-labelledby')!)?.textContent;
    assert(label === 'Edit Block: Hero', `named by the title (${label})`);
    const links = [...hero.querySelectorAll('a')].map((a) => [a.textContent, new URL(a.href).pathname + new URL(a.href).search]);
    assert(
      JSON.stringify(links) ===
        JSON.stringify([
          ['Edit with page builder', '/builder/?post=12'],
          ['Edit in back end', '/wp-admin/post.php?post=12&action=edit'],
        ]),
      JSON.stringify(links),
    );
    const footer = [...bar('hostile')!.querySelectorAll('a')].map((a) => a.textContent);
    assert(JSON.stringify(footer) === '["Edit in back end"]', `javascript: is dropped (${footer.join()})`);
    assert(!bar('empty') && document.querySelector('#empty .block-edit-link')!.childElementCount === 0, 'no usable address: nothing drawn');
    assert(showBlockEditLinks() === 0, 'drawn once');
  });

  it('shows on the block\u2019s hover and when Tab reaches it, hidden otherwise; axe', async () => {
    page();
    showBlockEditLinks();
    assert(!shown('hero'), 'hidden while the block is not hovered');
    const box = document.getElementById('hero')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 100)] });
    await until(() => shown('hero'), 'shown on hover');
    const bounds = bar('hero')!.getBoundingClientRect();
    assert(Math.abs(bounds.top - box.top) < 1 && Math.abs(bounds.right - box.right) < 1, 'at the block\u2019s top corner');
    await sendMouse({ type: 'move', position: [5, 700] });
    await until(() => !shown('hero'), 'hidden when the pointer leaves');
    document.getElementById('before')!.focus();
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement?.textContent === 'Edit with page builder', `Tab reaches the first link (${document.activeElement?.textContent})`);
    await until(() => shown('hero'), 'shown with the focus in it');
    const results = await axe.run(document.body);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
  });
});
