/**
 * The XSS corpus (shared/testing/xss-corpus.ts, 109 payloads) through every client render path
 * in Chromium: the sanitiser itself, filter labels, value labels, tooltips,
 * descriptions, custom HTML, applied-filter chips, the show-all dialog and select options,
 * fetched product cards (both strategies), cart fragments in the mini-cart and in theme
 * markup, product-form notices and variation texts. A trap records any payload that runs.
 */
import { installFakeWoo, printCartParams } from '../testing/fake-woo.ts';
import { assert, tick, until } from '../testing/wait.ts';
import { FIXTURE_BRANDS, fixtureConfig, installFakeFilterShop, printFilterShop } from '../testing/fake-filter-shop.ts';
import { installXssTrap, XSS_PAYLOADS } from '../testing/xss-corpus.ts';
import { fetchCards } from '../api/product-cards.ts';
import { sanitizedFragment, setSanitizedHtml } from './sanitize.ts';
import DOMPurify from 'dompurify';
import { applyFragmentsToDocument } from './fragments-dom.ts';

const hits = installXssTrap();
const payload = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length]!.html;

/** Dangerous leftovers in a rendered tree: handlers, script URLs, scripts, frames, objects. */
function dangerous(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.matches('script:not([type="application/json"]), iframe, object, embed, base, meta, link, style:not(:empty)'))
      found.push(element.outerHTML.slice(0, 80));
    for (const attribute of element.attributes) {
      const value = attribute.value.replace(/[\p{Cc} ]/gu, '').toLowerCase();
      if (
        /^on/i.test(attribute.name) ||
        (/^(href|src|action|formaction|xlink:href|data|srcdoc)$/.test(attribute.name) && /^(javascript|data:text\/html|vbscript)/.test(value))
      )
        found.push(`${element.localName}[${attribute.name}=${attribute.value.slice(0, 40)}]`);
    }
  }
  return found;
}

async function settle(): Promise<void> {
  // Long enough for image errors, autofocus, animations and meta refreshes to fire.
  await tick(400);
}

function expectNothingRan(where: string, root: ParentNode = document): void {
  assert(hits.length === 0, `${where}: payloads ran: ${[...new Set(hits)].join(', ')}`);
  const left = dangerous(root);
  assert(left.length === 0, `${where}: dangerous markup left: ${left.slice(0, 5).join(' | ')}`);
}

describe('the XSS corpus through every render path', () => {
  it(`has at least 100 payloads (${XSS_PAYLOADS.length})`, () => {
    assert(XSS_PAYLOADS.length >= 100, `${XSS_PAYLOADS.length} payloads`);
  });

  it('the sanitiser: every payload alone, inserted into the live page', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    for (const p of XSS_PAYLOADS) {
      const box = document.createElement('div');
      holder.append(box);
      setSanitizedHtml(box, p.html);
    }
    await settle();
    expectNothingRan('sanitiser', holder);
    holder.remove();
  });

  it('plain text (no tag, no reference) takes the short path and gives what the parser gives', () => {
    for (const text of ['Blue', '  Extra large (XL) ', 'Größe 42 – "wide" \'fit\'', 'a > b', '😀\tline\nbreak', 'javascript:alert(1)']) {
      const fragment = sanitizedFragment(text);
      const parsed = DOMPurify.sanitize(text, { RETURN_DOM_FRAGMENT: true });
      assert(fragment.childNodes.length === 1 && fragment.firstChild!.nodeType === Node.TEXT_NODE, `one text node for ${text}`);
      assert(fragment.textContent === parsed.textContent, `same text as parsed: ${JSON.stringify(text)}`);
    }
    // Anything the parser would read differently goes through DOMPurify.
    assert(sanitizedFragment('Tom &amp; Jerry').textContent === 'Tom & Jerry', 'a reference is decoded by the parser');
    assert(sanitizedFragment('a <b>bold</b> word').querySelector('b')?.textContent === 'bold', 'markup is parsed');
  });

  it('filter sidebar, chips, show all, select, tooltips, descriptions and custom HTML', async () => {
    history.replaceState(null, '', '/?pa_color=red&brand=acme&pa_size=m');
    let n = 0;
    const values = (names: string[]) => names.map((value, i) => ({ value_id: i + 1, value, label: payload(n++), label_url: value }));
    const filters = [
      {
        id: 'color',
        type: 'checkboxes',
        label: payload(n++),
        tooltip: payload(n++),
        desc: payload(n++),
        html_before: payload(n++),
        html_after: payload(n++),
        url_slug: 'pa_color',
        source: 'tax_pa_color',
        source_id: 3,
        values: values(['red', 'blue', 'green']),
      },
      {
        id: 'brand',
        type: 'checkboxes',
        label: payload(n++),
        tooltip: payload(n++),
        url_slug: 'brand',
        source_id: 15,
        orderby: 'label',
        values: values(FIXTURE_BRANDS.map((b) => b.toLowerCase())),
      },
      { id: 'size', type: 'select', label: payload(n++), desc: payload(n++), url_slug: 'pa_size', source_id: 5, values: values(['s', 'm', 'l']) },
      { id: 'eco', type: 'radio', label: payload(n++), url_slug: 'eco', source_id: 7, values: values(['yes', 'no']) },
      {
        id: 'price',
        type: 'range',
        label: payload(n++),
        tooltip: payload(n++),
        url_slug: 'price',
        source: 'price',
        source_id: 1,
        show_slider: true,
        show_inputs: true,
        values: [],
      },
    ];
    const config = fixtureConfig({ filters, applied_filters_position_sidebar: 'both', sidebar_html_before: payload(n++), sidebar_html_after: payload(n++) });
    printFilterShop(config, { products: true });
    document
      .querySelector('main')!
      .insertAdjacentHTML('afterbegin', '<shop-filter-sidebar></shop-filter-sidebar><shop-applied-filters></shop-applied-filters>');
    const shop = installFakeFilterShop();
    for (let id = 1; id <= 30; id++) shop.cardHtml[id] = payload(n + id);
    await import('../../elements/filter-sidebar/define.ts');
    await import('../../elements/applied-filters/define.ts');
    await import('../../elements/products/define.ts');
    await until(() => !!document.querySelector('shop-filter-sidebar .shop-Filter[data-filter="brand"]'), 'sidebar rendered');
    await until(() => document.querySelectorAll('shop-applied-filters button, shop-applied-filters a').length > 0, 'chips rendered');
    for (const tip of document.querySelectorAll<HTMLElement>('shop-filter-sidebar .shop-Tooltip button, shop-filter-sidebar [aria-describedby]')) {
      tip.focus();
      await tick(350);
    }
    for (const toggle of document.querySelectorAll<HTMLButtonElement>('shop-filter-sidebar .shop-Filter-toggle[aria-expanded="false"]')) toggle.click();
    const showAll = [...document.querySelectorAll<HTMLButtonElement>('shop-filter-sidebar button')].find((b) => /Show all/i.test(b.textContent ?? ''));
    showAll?.click();
    await tick(100);
    document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
    const combo = document.querySelector<HTMLInputElement>('shop-filter-sidebar [role="combobox"]');
    combo?.focus();
    combo?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    // Cards the grid must fetch (blue products are not on the server's first page).
    history.pushState(null, '', '/?pa_color=blue');
    dispatchEvent(new PopStateEvent('popstate'));
    await until(() => shop.cardRequests.length > 0, 'cards fetched');
    await settle();
    expectNothingRan('filter elements and products', document.querySelector('main')!);
    shop.restore();
  });

  it("fetched cards, 'single' and 'page' strategies", async () => {
    const ids = XSS_PAYLOADS.map((p) => p.id);
    const li = (p: (typeof XSS_PAYLOADS)[number]) => `<li class="product post-${p.id}"><h2>x</h2>${p.html}</li>`;
    const single = async () =>
      new Response(JSON.stringify({ products: Object.fromEntries(XSS_PAYLOADS.map((p) => [p.id, li(p)])) }), {
        headers: { 'Content-Type': 'application/json' },
      });
    const page = async () =>
      new Response(`<!doctype html><html><head>${payload(0)}</head><body><ul class="products">${XSS_PAYLOADS.map(li).join('')}</ul></body></html>`, {
        headers: { 'Content-Type': 'text/html' },
      });
    const base = fixtureConfig({});
    const grid = document.createElement('ul');
    document.body.append(grid);
    for (const [strategy, get] of [
      ['single', single],
      ['page', page],
    ] as const) {
      const cards = await fetchCards({ ...base, products_fetching_strategy: strategy } as never, ids, undefined, get);
      // A whole page is one document: an unclosed payload (textarea, title, table…) swallows the
      // cards after it, as a browser would; each 'single' card is parsed on its own.
      assert(strategy === 'page' ? cards.size > 0 : cards.size === ids.length, `${strategy}: ${cards.size} cards`);
      for (const card of cards.values()) {
        const item = document.createElement('li');
        item.append(card.content.cloneNode(true));
        grid.append(item);
      }
    }
    await settle();
    expectNothingRan('fetched cards', grid);
    grid.remove();
  });

  it('cart fragments in the mini-cart and in theme markup, notices, variation texts', async () => {
    sessionStorage.clear();
    const catalogue = Object.fromEntries(XSS_PAYLOADS.map((p) => [p.id, { name: p.html, price: 1 }]));
    const woo = installFakeWoo(catalogue);
    woo.seed(Object.fromEntries(XSS_PAYLOADS.map((p) => [p.id, 1])));
    printCartParams();
    const variations = JSON.stringify([
      {
        variation_id: 7,
        attributes: { attribute_pa_color: '' },
        is_in_stock: true,
        is_purchasable: true,
        variation_is_active: true,
        variation_is_visible: true,
        price_html: XSS_PAYLOADS.slice(0, 55)
          .map((p) => p.html)
          .join(''),
        availability_html: XSS_PAYLOADS.slice(55)
          .map((p) => p.html)
          .join(''),
      },
    ]).replaceAll('"', '&quot;');
    document.body.innerHTML = `<header><shop-mini-cart></shop-mini-cart><div class="widget_shopping_cart_content"></div></header>
<main><div class="woocommerce-notices-wrapper"></div>
<shop-add-to-cart><form class="cart" action="/p/" method="post"><input class="qty" name="quantity" value="1" aria-label="Quantity"><button type="submit" name="add-to-cart" value="1" class="single_add_to_cart_button">Add</button></form>
<form class="variations_form cart" action="/v/" method="post" data-product_id="9" data-product_variations="${variations}"><select name="attribute_pa_color" aria-label="Colour"><option value="">Choose</option><option value="red">Red</option></select><div class="single_variation"></div><input class="qty" name="quantity" value="1" aria-label="Quantity"><button type="submit" class="single_add_to_cart_button">Add</button><input type="hidden" name="add-to-cart" value="9"><input type="hidden" name="variation_id" value="0"></form></shop-add-to-cart></main>`;
    await import('../../elements/mini-cart/define.ts');
    await import('../../elements/add-to-cart/define.ts');
    await until(() => !!document.querySelector('shop-mini-cart .shop-MiniCart-toggle'), 'mini-cart rendered');
    // Before it runs, the button is the form's own submit (a page load).
    await until(() => !!document.querySelector('shop-add-to-cart')?.shadowRoot?.querySelector('[role=status]'), 'add-to-cart rendered');
    await until(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === String(XSS_PAYLOADS.length), 'cart loaded');
    document.querySelector<HTMLElement>('shop-mini-cart .shop-MiniCart-toggle')!.click();
    await until(() => !!document.querySelector('shop-mini-cart .shop-MiniCart-widget li'), 'widget shown');
    // Theme markup outside our elements, replaced by the same fragments.
    applyFragmentsToDocument({
      fragments: { 'header > div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content">${XSS_PAYLOADS.map((p) => p.html).join('')}</div>` },
      cartHash: 'x',
    });
    // A product-form refusal whose notices carry every payload.
    woo.failNext(
      'shop_ajax_add_to_cart',
      JSON.stringify({
        error: true,
        product_url: '',
        notices: `<ul class="woocommerce-error" role="alert">${XSS_PAYLOADS.map((p) => `<li>${p.html}</li>`).join('')}</ul>`,
      }),
    );
    document.querySelector<HTMLButtonElement>('form.cart:not(.variations_form) button')!.click();
    await until(() => document.querySelectorAll('.woocommerce-notices-wrapper li').length > 0, 'notices shown');
    // Variation texts.
    const select = document.querySelector<HTMLSelectElement>('select[name="attribute_pa_color"]')!;
    select.value = 'red';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => document.querySelector('.single_variation')!.childElementCount > 0, 'variation shown');
    await settle();
    expectNothingRan('cart, notices and variations', document.body);
    woo.restore();
  });
});
