/**
 * <shop-sticky-header> alone in Chromium: sticks past the header's height + 100, keeps its box
 * (nothing jumps), unsticks only near the top, the hide-on-scroll variant, the focus showing a
 * hidden header, the scroll offset for anchors, and the category menu held open on the home page
 * while the header is not stuck.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, tick, until } from '../../shared/testing/wait.ts';

const page = (attrs: string) => `<shop-sticky-header ${attrs}><header class="site-header" style="height:60px;background:#fff"><a id="logo" href="/">Shop</a>
<shop-category-menu force-open><nav aria-label="All categories"><button type="button" aria-expanded="true" aria-controls="menu-list">Categories</button><ul id="menu-list"><li><a href="/c/">Clothing</a></li></ul></nav></shop-category-menu></header></shop-sticky-header>
<main><p id="intro">Intro</p><div style="height:3000px"></div><h2 id="target">Target</h2><div style="height:2000px"></div></main>`;

const host = () => document.querySelector('shop-sticky-header')!;
const settle = async () => {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await tick(20);
};
async function scrollToY(y: number): Promise<void> {
  scrollTo(0, y);
  await settle();
}

// Its base rules (fixed on top when stuck) come with the package's stylesheet.
const stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/styles/storefront.css' });

before(async () => {
  document.head.append(stylesheet);
  await new Promise((resolve) => stylesheet.addEventListener('load', resolve, { once: true }));
  await setViewport({ width: 1280, height: 800 });
  await import('./define.ts');
  await import('../category-menu/define.ts');
});

describe('<shop-sticky-header>', () => {
  afterEach(() => scrollTo(0, 0));

  it('sticks past its height + 100, keeps its place in the page, and unsticks only at the top', async () => {
    document.body.innerHTML = page('');
    await until(() => host().hasAttribute('data-shop-ready'), 'ready');
    const introTop = document.getElementById('intro')!.getBoundingClientRect().top + scrollY;
    await scrollToY(160);
    assert(!host().hasAttribute('data-stuck'), 'not yet at 160 (60 + 100)');
    await scrollToY(161);
    assert(host().hasAttribute('data-stuck'), 'stuck at 161');
    assert(getComputedStyle(host().querySelector('header')!).position === 'fixed', 'fixed on top');
    assert(document.getElementById('intro')!.getBoundingClientRect().top + scrollY === introTop, 'the content did not jump');
    await scrollToY(50);
    assert(host().hasAttribute('data-stuck'), 'still stuck on the way up');
    await scrollToY(0);
    assert(!host().hasAttribute('data-stuck'), 'unstuck at the top');
  });

  it('offsets scroll targets by the stuck height (70) so an anchor is not hidden under it', async () => {
    document.body.innerHTML = page('');
    await until(() => host().hasAttribute('data-shop-ready'), 'ready');
    assert(document.documentElement.style.getPropertyValue('--shop-scroll-offset') === '70px', 'offset');
    document.documentElement.style.scrollPaddingTop = 'var(--shop-scroll-offset)';
    document.getElementById('target')!.scrollIntoView();
    await settle();
    const top = document.getElementById('target')!.getBoundingClientRect().top;
    assert(Math.abs(top - 70) < 2, `the target below the header (${top})`);
    document.documentElement.style.scrollPaddingTop = '';
  });

  it("a header that shows fewer rows while stuck (a phone's) offsets scroll targets by its stuck height once it has stuck", async () => {
    document.body.innerHTML = `<style>.tall { height: 200px } shop-sticky-header[data-stuck] .tall { height: 90px }</style>${page('').replace('class="site-header" style="height:60px;background:#fff"', 'class="site-header tall" style="background:#fff"')}`;
    await until(() => host().hasAttribute('data-shop-ready'), 'ready');
    assert(document.documentElement.style.getPropertyValue('--shop-scroll-offset') === '200px', 'the whole header before it sticks');
    await scrollToY(400);
    assert(host().hasAttribute('data-stuck'), 'stuck');
    assert(
      document.documentElement.style.getPropertyValue('--shop-scroll-offset') === '90px',
      `the stuck header's height (${document.documentElement.style.getPropertyValue('--shop-scroll-offset')})`,
    );
    assert((host() as HTMLElement).style.minHeight === '200px', "the page keeps the whole header's place");
    document.documentElement.style.scrollPaddingTop = 'var(--shop-scroll-offset)';
    document.getElementById('target')!.scrollIntoView();
    await settle();
    const top = document.getElementById('target')!.getBoundingClientRect().top;
    assert(Math.abs(top - 90) < 2, `the target just below the stuck header (${top})`);
    document.documentElement.style.scrollPaddingTop = '';
    // Something in the header grows later (an element starting, a font): the offset follows.
    document.querySelector('style')!.textContent += ' shop-sticky-header[data-stuck] .tall { height: 104px }';
    await until(() => document.documentElement.style.getPropertyValue('--shop-scroll-offset') === '104px', "the offset follows the header's new height");
  });

  it("the address's target, reached before the header's height was known, is brought out from under the header once it is", async () => {
    document.body.innerHTML = `<style>.tall { height: 90px }</style>${page('').replace('class="site-header" style="height:60px;background:#fff"', 'class="site-header tall" style="background:#fff"')}`;
    await until(() => host().hasAttribute('data-shop-ready'), 'ready');
    history.replaceState(null, '', '#target');
    document.documentElement.style.scrollPaddingTop = 'var(--shop-scroll-offset)';
    // The jump made with a smaller offset than the header now needs (as before it had measured).
    document.documentElement.style.setProperty('--shop-scroll-offset', '40px');
    document.getElementById('target')!.scrollIntoView();
    await settle();
    document.querySelector('style')!.textContent += ' .tall { height: 120px }';
    await until(() => document.documentElement.style.getPropertyValue('--shop-scroll-offset') === '120px', 'measured');
    await settle();
    const top = document.getElementById('target')!.getBoundingClientRect().top;
    assert(top >= 119, `the target below the header (${top})`);
    // A shopper who scrolled away from the target is not brought back when the header changes again.
    await scrollToY(200);
    document.querySelector('style')!.textContent += ' .tall { height: 130px }';
    await until(() => document.documentElement.style.getPropertyValue('--shop-scroll-offset') === '130px', 'measured again');
    await settle();
    assert(Math.abs(scrollY - 200) < 2, `left where the shopper is (${scrollY})`);
    history.replaceState(null, '', location.pathname + location.search);
    document.documentElement.style.scrollPaddingTop = '';
  });

  it('hide-on-scroll hides the stuck header going down, shows it going up and when the focus enters it', async () => {
    document.body.innerHTML = page('hide-on-scroll');
    await until(() => host().hasAttribute('data-shop-ready'), 'ready');
    await scrollToY(400);
    await scrollToY(800);
    assert(host().hasAttribute('data-stuck') && host().hasAttribute('data-hidden'), 'hidden going down');
    await scrollToY(700);
    assert(!host().hasAttribute('data-hidden'), 'shown going up');
    await scrollToY(1200);
    assert(host().hasAttribute('data-hidden'), 'hidden again');
    document.getElementById('logo')!.focus();
    assert(!host().hasAttribute('data-hidden'), 'shown for the keyboard');
  });

  it("the home page's category menu is open while the header is not stuck, and closes when it sticks", async () => {
    document.body.innerHTML = page('');
    await until(() => !!document.querySelector('shop-category-menu[data-shop-ready]'), 'menu ready');
    const button = document.querySelector('shop-category-menu button')!;
    assert(button.getAttribute('aria-expanded') === 'true' && !document.getElementById('menu-list')!.hidden, 'open at the top');
    await scrollToY(400);
    assert(button.getAttribute('aria-expanded') === 'false' && document.getElementById('menu-list')!.hidden, 'closed once stuck');
    await scrollToY(0);
    assert(button.getAttribute('aria-expanded') === 'true', 'open again at the top');
  });
});
