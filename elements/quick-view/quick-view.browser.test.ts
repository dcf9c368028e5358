/**
 * <shop-quick-view> alone in Chromium: product boxes whose triggers open the lightbox, the
 * theme's quick view call answered in-page. The dialog by keyboard (focus in, named by the
 * product, previous / next, Escape, the focus back to the product's trigger after the 300 ms
 * removal), a failure told with a retry and the product page, hostile markup inert, axe.
 */
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, tick, until } from '../../shared/testing/wait.ts';
import { installXssTrap } from '../../shared/testing/xss-corpus.ts';

const original = window.fetch;
const asked: string[] = [];
let failNext = false;

const box = (
  id: number,
  name: string,
) => `<div id="product-${id}" class="product type-product post-${id}"><div class="summary entry-summary"><h2 class="product_title entry-title">${name}</h2><p class="price">$${id}.00</p>
<form class="cart" action="/product/p${id}/" method="post"><input type="number" name="quantity" value="1" aria-label="Quantity"><button type="submit" name="add-to-cart" value="${id}" class="single_add_to_cart_button button alt">Add to cart</button></form>
<p class="shop-QuickView-more"><a href="/product/p${id}/">View full details</a></p></div></div>`;

function installFakeQuickView(): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('admin-ajax.php')) return original(input, init);
    const body = new URLSearchParams(String(init?.body));
    asked.push(`${body.get('action')}:${body.get('product')}`);
    await new Promise((r) => setTimeout(r, 30));
    if (failNext) {
      failNext = false;
      return new Response('', { status: 500 });
    }
    const id = Number(body.get('product'));
    if (id === 3)
      return new Response(box(3, 'Evil<img src=x onerror=xssHit(1)>') + '<script>xssHit(2)</script><a href="javascript:xssHit(3)">x</a>', {
        headers: { 'content-type': 'text/html' },
      });
    return new Response(box(id, `Product ${id}`), { headers: { 'content-type': 'text/html' } });
  };
}

const card = (id: number) =>
  `<li class="product"><a href="/product/p${id}/"><h2 class="woocommerce-loop-product__title">Product ${id}</h2></a><a href="/product/p${id}/" class="shop-QuickView-trigger" data-product_id="${id}" aria-label="Quick view: Product ${id}">Quick view</a></li>`;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.shop-QuickView')!;
const trigger = (id: number) => document.querySelector<HTMLAnchorElement>(`.shop-QuickView-trigger[data-product_id="${id}"]`)!;
const dialogName = () => document.getElementById(dialog().getAttribute('aria-labelledby') ?? '')?.textContent ?? '';

before(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' }); // the 300 ms fade is under test
  installFakeQuickView();
  installXssTrap();
  document.body.innerHTML = `<main><ul class="products">${[1, 2, 3, 4].map(card).join('')}</ul><shop-quick-view></shop-quick-view></main>`;
  await import('./define.ts');
  await customElements.whenDefined('shop-quick-view');
  await tick(50);
});

after(() => {
  window.fetch = original;
});

describe('<shop-quick-view>', () => {
  it('Enter on a trigger opens its product in a modal dialog named by the product, the focus inside', async () => {
    trigger(1).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialogName() === 'Product 1', `named by the product: ${dialogName()}`);
    assert(dialog().open && dialog().matches(':modal'), 'a modal dialog');
    assert(dialog().contains(document.activeElement), 'the focus is in the dialog');
    assert(location.pathname !== '/product/p1/', 'the link was not followed');
    assert(asked.at(-1) === 'shop_quickview:1', `the theme's call: ${asked.join()}`);
    assert(!!dialog().querySelector('shop-add-to-cart form.cart'), 'its form sits in <shop-add-to-cart> (adds through the cart)');
    const results = await axe.run(dialog());
    assert(results.violations.length === 0, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; '));
  });

  it('previous / next walk the products of the page; the ends are disabled', async () => {
    const previous = dialog().querySelector<HTMLButtonElement>('.shop-QuickView-previous')!;
    const next = dialog().querySelector<HTMLButtonElement>('.shop-QuickView-next')!;
    assert(previous.disabled && !next.disabled, 'first product: no previous');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialogName() === 'Product 2', `the next product: ${dialogName()}`);
    assert(document.activeElement === next, 'the focus stays on Next');
    assert(!!dialog().querySelector('shop-add-to-cart form.cart button[value="2"]'), "the second product's form replaced the first's");
    assert(dialog().querySelectorAll('shop-add-to-cart').length === 1, 'one form host');
  });

  it('Escape closes it, the focus back on the trigger of the product shown', async () => {
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog().open, 'closed');
    await until(() => document.activeElement === trigger(2), `focus on the trigger of product 2: ${document.activeElement?.outerHTML.slice(0, 80)}`);
  });

  it('the close button leaves it on screen for the 300 ms fade, then the focus goes back', async () => {
    trigger(2).click();
    await until(() => dialog().open && dialogName() === 'Product 2', 'open again');
    // Timed in the page (a loaded machine only makes the fade look longer, never shorter).
    let fadeStarted = 0;
    let closedAt = 0;
    const watch = new MutationObserver(() => {
      if (!fadeStarted && dialog().hasAttribute('data-closing') && dialog().open) fadeStarted = performance.now();
      if (fadeStarted && !closedAt && !dialog().open) closedAt = performance.now();
    });
    watch.observe(dialog(), { attributes: true });
    dialog().querySelector<HTMLButtonElement>('.shop-QuickView-close')!.click();
    await until(() => !dialog().open, 'closed');
    await tick(0);
    watch.disconnect();
    assert(fadeStarted > 0, 'it stayed shown, marked as closing, while it faded');
    assert(closedAt - fadeStarted >= 250, `shown ${Math.round(closedAt - fadeStarted)} ms while fading`);
    await until(() => document.activeElement === trigger(2), `focus on the trigger of product 2: ${document.activeElement?.outerHTML.slice(0, 80)}`);
  });

  it('a failed call says so, with a retry and the product page', async () => {
    failNext = true;
    trigger(4).click(); // not asked before (answers are kept per product)
    await until(() => !!dialog().querySelector('[role="alert"]'), 'failure shown');
    const alert = dialog().querySelector('[role="alert"]')!;
    assert(alert.textContent!.includes('could not be shown'), alert.textContent!);
    assert(alert.querySelector('a')!.getAttribute('href') === '/product/p4/', 'the product page offered');
    alert.querySelector<HTMLButtonElement>('button')!.click();
    await until(() => dialogName() === 'Product 4', 'the retry shows it');
    dialog().querySelector<HTMLButtonElement>('.shop-QuickView-close')!.click();
    await until(() => !dialog().open, 'closed');
  });

  it('hostile markup in the answer is inert', async () => {
    const hits = installXssTrap();
    trigger(3).click();
    await until(() => dialogName().startsWith('Evil'), 'shown');
    await tick(100);
    assert(hits.length === 0, `executed: ${hits.join()}`);
    assert(!dialog().querySelector('script, [onerror], a[href^="javascript:"]'), 'no script, handler or javascript: link');
    dialog().querySelector<HTMLButtonElement>('.shop-QuickView-close')!.click();
    await until(() => !dialog().open, 'closed');
  });

  it('a Ctrl+click keeps the link (a new tab), untouched', async () => {
    let prevented: boolean | null = null;
    const listener = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // the test page stays
    };
    document.addEventListener('click', listener);
    trigger(1).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', listener);
    assert(prevented === false, 'the quick view left it alone');
    await tick(50);
    assert(!dialog().open, 'no dialog');
  });
});
