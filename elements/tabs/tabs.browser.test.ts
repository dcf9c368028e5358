/**
 * <shop-tabs> alone in Chromium around WooCommerce's product tabs: WAI-ARIA tabs by keyboard and
 * click (the arrows reversed right to left), and the tab the address opens (#reviews, #comment-<n>, #tab-<key>, a hash change, the
 * review link clicked again), scrolled into view; axe.
 */
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, until } from '../../shared/testing/wait.ts';

const markup = `<main><p><a class="woocommerce-review-link" href="#reviews">(2 customer reviews)</a></p><div style="height:1500px">tall summary</div>
<shop-tabs><div class="woocommerce-tabs wc-tabs-wrapper">
<ul class="tabs wc-tabs" role="tablist">
<li role="presentation" class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description">Description</a></li>
<li role="presentation" class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Additional information</a></li>
<li role="presentation" class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews">Reviews (2)</a></li>
</ul>
<div class="panel wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Description</h2><p>Soft.</p></div>
<div class="panel wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information"><h2>Additional information</h2></div>
<div class="panel wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews"><div id="reviews"><div id="comments"><ol><li id="li-comment-1"><div id="comment-1">Great</div></li><li id="li-comment-2"><div id="comment-2" style="margin-top:800px">Fine</div></li></ol></div></div></div>
</div></shop-tabs><div style="height:1500px"></div></main>`;

const tab = (key: string) => document.querySelector<HTMLAnchorElement>(`a[href="#tab-${key}"]`)!;
const panel = (key: string) => document.getElementById(`tab-${key}`)!;
const open = () => ['description', 'additional_information', 'reviews'].filter((k) => !panel(k).hidden);
const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= -1 && box.top < innerHeight;
};

async function mount(hash: string, attributes = ''): Promise<void> {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  scrollTo(0, 0);
  document.body.innerHTML = markup.replace('<shop-tabs>', `<shop-tabs ${attributes}>`);
  await until(() => document.querySelector('shop-tabs')!.hasAttribute('data-shop-ready'), 'tabs ready');
}

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  // Scrolls jump instead of gliding, so where they land can be read at once.
  await emulateMedia({ reducedMotion: 'reduce' });
  await import('./define.ts');
});

// The emulation outlives this file in the shared browser page: later files expect motion.
after(() => emulateMedia({ reducedMotion: 'no-preference' }));

describe('<shop-tabs>', () => {
  it('shows the first tab; arrows, Home and End move and open; a click opens; axe', async () => {
    await mount('');
    assert(open().join() === 'description' && tab('description').getAttribute('aria-selected') === 'true', 'first open');
    tab('description').focus();
    await sendKeys({ press: 'ArrowRight' });
    assert(open().join() === 'additional_information' && document.activeElement === tab('additional_information'), 'next, focused');
    await sendKeys({ press: 'End' });
    assert(open().join() === 'reviews', 'End');
    await sendKeys({ press: 'ArrowRight' });
    assert(open().join() === 'description', 'goes round');
    tab('reviews').click();
    assert(open().join() === 'reviews' && tab('description').tabIndex === -1 && tab('reviews').tabIndex === 0, 'click; roving tabindex');
    const results = await axe.run(document.querySelector('shop-tabs')!);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
  });

  it('right to left, the left arrow goes to the next tab and the right arrow back', async () => {
    document.documentElement.dir = 'rtl';
    try {
      await mount('');
      tab('description').focus();
      await sendKeys({ press: 'ArrowLeft' });
      assert(open().join() === 'additional_information' && document.activeElement === tab('additional_information'), 'left: next');
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      assert(open().join() === 'reviews', 'right: back, round to the last');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  for (const hash of ['#reviews', '#comments', '#tab-reviews']) {
    it(`${hash} opens the reviews and scrolls them into view`, async () => {
      await mount(hash);
      assert(open().join() === 'reviews', `reviews open for ${hash}`);
      await until(() => inView(document.getElementById(hash.replace('#tab-', '#').slice(1)) ?? panel('reviews')), 'scrolled to the reviews');
    });
  }

  it("a review's own anchor opens the reviews and scrolls to that review", async () => {
    await mount('#comment-2');
    assert(open().join() === 'reviews', 'reviews open');
    await until(() => inView(document.getElementById('comment-2')!), 'that review in view');
  });

  it('#tab-<key> opens that tab; a later hash change opens another', async () => {
    await mount('#tab-additional_information');
    assert(open().join() === 'additional_information', 'opened by the address');
    location.hash = '#reviews';
    await until(() => open().join() === 'reviews', 'hash change opens the reviews');
  });

  it("the rating's review link opens the reviews even when the hash is already #reviews", async () => {
    await mount('#reviews');
    tab('description').click();
    scrollTo(0, 0);
    document.querySelector<HTMLAnchorElement>('.woocommerce-review-link')!.click();
    await until(() => open().join() === 'reviews', 'reviews again');
    await until(() => inView(document.getElementById('reviews')!), 'in view');
    history.replaceState(null, '', location.pathname);
  });

  describe('layout="accordion" (S2.15, S4.42: accordions open from the address)', () => {
    const toggle = (key: string) => document.getElementById(`tab-${key}-toggle`) as HTMLButtonElement;

    it('a heading with a button above each panel; the first open; a button opens or closes its own panel only; axe', async () => {
      await mount('', 'layout="accordion"');
      assert(document.querySelector<HTMLElement>('.wc-tabs')!.hidden, 'the tab list goes');
      // The shipped stylesheet keeps it hidden whatever display a theme gives the list.
      const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/styles/storefront.css' });
      const theme = Object.assign(document.createElement('style'), { textContent: '.woocommerce-tabs ul.tabs { display: flex; }' });
      await new Promise((resolve) => {
        sheet.onload = resolve;
        document.head.append(sheet, theme);
      });
      assert(getComputedStyle(document.querySelector('.wc-tabs')!).display === 'none', 'even when a theme lays it out');
      sheet.remove();
      theme.remove();
      assert(toggle('reviews').closest('h2')?.nextElementSibling === panel('reviews'), 'each button in a heading right above its panel');
      assert(toggle('reviews').textContent === 'Reviews (2)' && toggle('reviews').getAttribute('aria-controls') === 'tab-reviews', 'named, controls its panel');
      assert(open().join() === 'description' && toggle('description').getAttribute('aria-expanded') === 'true', 'the first open');
      assert(
        panel('reviews').getAttribute('role') === 'region' && panel('reviews').getAttribute('aria-labelledby') === toggle('reviews').id,
        'a region named by its button',
      );
      toggle('reviews').focus();
      await sendKeys({ press: 'Enter' });
      assert(open().join() === 'description,reviews' && toggle('reviews').getAttribute('aria-expanded') === 'true', 'opened; the first stays open');
      assert(document.activeElement === toggle('reviews'), 'the focus stays on its button');
      await sendKeys({ press: ' ' });
      assert(open().join() === 'description', 'closed again by Space');
      const results = await axe.run(document.querySelector('shop-tabs')!);
      assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
    });

    it('#reviews opens the reviews panel and scrolls to it; a later hash opens another, the others left as they are', async () => {
      await mount('#reviews', 'layout="accordion"');
      assert(open().join() === 'reviews', 'the address opens the reviews, not the first');
      await until(() => inView(document.getElementById('reviews')!), 'scrolled to the reviews');
      location.hash = '#tab-additional_information';
      await until(() => open().join() === 'additional_information,reviews', 'the hash change opens its panel too');
      history.replaceState(null, '', location.pathname);
    });

    it('leaving the page and coming back makes the headings once', async () => {
      await mount('', 'layout="accordion"');
      const host = document.querySelector('shop-tabs')!;
      const parent = host.parentElement!;
      host.remove();
      parent.append(host);
      await until(() => host.querySelectorAll('.shop-Tabs-heading').length === 3, 'three headings');
      assert(host.querySelectorAll('.shop-Tabs-toggle').length === 3, 'not six');
    });
  });
});
