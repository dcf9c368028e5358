/**
 * Security end to end, in Chromium against the demo store:
 * - a catalogue whose product, category and attribute names are the XSS corpus: no payload
 *   runs on any page (listing, filters, product, notices, cart, mini-cart, checkout), and the
 *   store runs under its Content-Security-Policy with no violation reported;
 * - pages on another site cannot change a shopper's cart (forms, fetch, images, links).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { openDb } from '../demo-theme/server/db.ts';
import { seedIfEmpty } from '../demo-theme/server/catalogue/seed.ts';
import { XSS_PAYLOADS, XSS_TRAP_SCRIPT } from '../shared/testing/xss-corpus.ts';
import { addsWithoutReload, demoStoreSuite } from './harness.ts';
import { freePort } from './store-server.ts';

const named: { id: number; slug: string; type: string }[] = [];
let outOfStockId = 0;

/** Seeds a store, then gives products, categories and colour terms the corpus as names. */
function poisonCatalogue(path: string): void {
  const db = openDb(path);
  seedIfEmpty(db);
  const products = db
    .prepare("SELECT id, slug, type FROM products WHERE type IN ('simple', 'variable') ORDER BY menu_order, id LIMIT ?")
    .all(XSS_PAYLOADS.length) as typeof named;
  const rename = db.prepare('UPDATE products SET name = ? WHERE id = ?');
  products.forEach((p, i) => rename.run(`${XSS_PAYLOADS[i]!.html} #${i}`, p.id));
  named.push(...products);
  const categories = db.prepare('SELECT id FROM categories ORDER BY id').all() as { id: number }[];
  categories.forEach((c, i) => db.prepare('UPDATE categories SET name = ? WHERE id = ?').run(XSS_PAYLOADS[(i * 7) % XSS_PAYLOADS.length]!.html, c.id));
  const colours = db.prepare("SELECT DISTINCT slug FROM product_attributes WHERE taxonomy = 'pa_color'").all() as { slug: string }[];
  colours.forEach((c, i) =>
    db
      .prepare("UPDATE product_attributes SET name = ? WHERE taxonomy = 'pa_color' AND slug = ?")
      .run(XSS_PAYLOADS[(i * 11 + 3) % XSS_PAYLOADS.length]!.html, c.slug),
  );
  // One payload-named product out of stock, for the refusal notice.
  outOfStockId = products.find((p) => p.type === 'simple')!.id;
  db.prepare('UPDATE products SET stock = 0, in_stock = 0 WHERE id = ?').run(outOfStockId);
  db.close();
}

const suite = demoStoreSuite('shop-security-', { prepare: poisonCatalogue });

const CSP_WATCH = `(() => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));
})();`;

async function watchedContext(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await suite.browser.newContext(options);
  await context.addInitScript(XSS_TRAP_SCRIPT);
  await context.addInitScript(CSP_WATCH);
  return context;
}

const dialogs: string[] = [];

async function open(page: Page, path: string, ready?: string): Promise<void> {
  const response = await page.goto(suite.store.url + path);
  assert.ok(response && response.status() < 500, `${path}: ${response?.status()}`);
  if (ready) await page.locator(ready).first().waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForTimeout(300);
}

async function expectClean(page: Page, where: string): Promise<void> {
  const { hits, csp } = await page.evaluate(() => ({
    hits: (window as unknown as { __xssHits: number[] }).__xssHits ?? [],
    csp: (window as unknown as { __csp: string[] }).__csp ?? [],
  }));
  assert.deepEqual(hits, [], `${where}: payloads ran`);
  assert.deepEqual(csp, [], `${where}: CSP violations (an injected script or handler reached the page)`);
  assert.deepEqual(dialogs, [], `${where}: dialogs opened`);
}

describe('the XSS corpus as catalogue names', () => {
  test('listing pages, filters, chips and the grid: nothing runs, no CSP violation', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
    for (let n = 1; n <= Math.ceil(XSS_PAYLOADS.length / 12); n++) {
      await open(page, n === 1 ? '/shop/?pagination=pagination' : `/shop/page/${n}/?pagination=pagination`, 'shop-products[data-state="ready"]');
      await expectClean(page, `shop page ${n}`);
    }
    // Filter values named by the corpus: click the first colour, chips appear.
    await page.locator('shop-filter-sidebar .shop-Filter[data-filter="color"] input').first().check();
    await page.locator('shop-applied-filters').getByRole('button').first().waitFor();
    await page.waitForTimeout(400);
    await expectClean(page, 'filtered by a payload-named colour');
    await open(page, '/product-category/men/', 'shop-products[data-state="ready"]');
    await expectClean(page, 'category page');
    await context.close();
  });

  test('the live search over payload-named products and categories, the details panel and the results page: nothing runs, no CSP violation', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
    await open(page, '/shop/', 'shop-live-search input[role="combobox"]');
    // The payloads call xssHit / alert: those words find the poisoned products and categories.
    for (const query of ['xsshit', 'alert', 'img src', 'svg onload']) {
      const box = page.locator('shop-live-search input[role="combobox"]');
      await box.fill('');
      await box.pressSequentially(query, { delay: 20 });
      await page.locator('shop-live-search [role="option"], shop-live-search .shop-LiveSearch-noResults').first().waitFor();
      for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown'); // each one's details panel
      await page.waitForTimeout(300);
      await expectClean(page, `live search for '${query}'`);
    }
    assert.ok((await page.locator('shop-live-search [role="option"]').count()) > 0, 'the poisoned products were found');
    await open(page, '/?s=xsshit&post_type=product', 'shop-live-search input[role="combobox"]');
    assert.ok((await page.locator('ul.products > li.product').count()) > 0, 'results listed');
    await expectClean(page, 'the results page');
    await context.close();
  });

  test('product pages, notices, cart, mini-cart and checkout: nothing runs, no CSP violation', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
    const simple = named.filter((p) => p.type === 'simple').slice(0, 6);
    const variable = named.filter((p) => p.type === 'variable').slice(0, 3);
    for (const p of [...simple, ...variable]) {
      await open(page, `/product/${p.slug}/`, 'shop-add-to-cart');
      await expectClean(page, `product ${p.slug}`);
    }
    // Added and refused notices carry the names (no-script links, then the page prints them).
    for (const p of simple) {
      await open(page, `/shop/?add-to-cart=${p.id}`, 'shop-products');
      await expectClean(page, `notice after ?add-to-cart=${p.id}`);
    }
    // Through the elements: a listing add, the mini-cart open.
    await open(page, '/shop/', 'shop-products[data-state="ready"]');
    await addsWithoutReload(page);
    await page.locator('a.ajax_add_to_cart[data-product_id]').first().click();
    await page.locator('a.added_to_cart').first().waitFor();
    // The dropdown opened by itself after the add (it closes again); open it by hand.
    const toggle = page.locator('shop-mini-cart .shop-MiniCart-toggle');
    await toggle.click();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.locator('shop-mini-cart .shop-MiniCart-widget li').first().waitFor();
    await page.waitForTimeout(400);
    await expectClean(page, 'mini-cart with payload names');
    await open(page, '/cart/');
    await expectClean(page, 'cart page');
    await open(page, '/checkout/');
    await expectClean(page, 'checkout page');
    await context.close();
  });

  test('every workbench page and the phone layout run under the CSP with no violation', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    for (const module of ['mini-cart', 'add-to-cart', 'quantity', 'products', 'filter-sidebar', 'filter-bar', 'offcanvas', 'applied-filters']) {
      await open(page, `/workbench/${module}/`, `shop-${module}`);
      await expectClean(page, `workbench ${module}`);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/shop/', 'shop-products[data-state="ready"]');
    await page.locator('shop-filter-bar button').first().click();
    await page.waitForTimeout(400);
    await expectClean(page, 'shop at 375 px with a filter overlay open');
    await context.close();
  });

  test('built scripts: hashed chunks cached for a year as immutable, entry files revalidated, all compressed', async () => {
    const html = await (await fetch(`${suite.store.url}/shop/`)).text();
    const chunks = [...html.matchAll(/<link rel="modulepreload" href="(\/dist\/chunks\/[^"]+)">/g)].map((m) => m[1]!);
    assert.ok(chunks.length >= 2, `preloaded chunks: ${chunks.join(', ')}`);
    for (const chunk of chunks) {
      const response = await fetch(suite.store.url + chunk, { headers: { 'accept-encoding': 'br' } });
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', chunk);
      assert.equal(response.headers.get('content-encoding'), 'br', chunk);
    }
    assert.equal((await fetch(`${suite.store.url}/dist/loader.js`)).headers.get('cache-control'), 'public, max-age=3600');
  });

  test('with JavaScript off the server escapes every name: no handler, script or script URL in the DOM', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const simple = named.find((p) => p.type === 'simple' && p.id !== outOfStockId)!;
    for (const path of [
      '/shop/?pagination=pagination',
      `/product/${named[0]!.slug}/`,
      `/shop/?add-to-cart=${simple.id}`,
      `/shop/?add-to-cart=${outOfStockId}`,
      '/cart/',
      '/checkout/',
    ]) {
      await page.goto(suite.store.url + path);
      const found = await page.evaluate(() => {
        const bad: string[] = [];
        for (const element of document.querySelectorAll('*')) {
          // Ours: module scripts, JSON data blocks, variation templates, WooCommerce's params objects,
          // the A/B service's head script and the consent banner's reveal (each with the CSP nonce).
          const ours =
            ['module', 'application/json', 'text/template'].includes(element.getAttribute('type') ?? '') ||
            ((/-js-extra$/.test(element.id) || element.id === 'shop-ab-hide' || element.id === 'shop-consent-reveal') &&
              (element as HTMLScriptElement).nonce !== '' &&
              !element.textContent!.includes('xssHit'));
          if (element.localName === 'script' && !ours) bad.push(element.outerHTML.slice(0, 80));
          for (const attribute of element.attributes) {
            if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) bad.push(`${element.localName}[${attribute.name}]`);
          }
        }
        return bad;
      });
      assert.deepEqual(found, [], `${path}: markup from names reached the DOM`);
    }
    await context.close();
  });
});

describe('pages on another site cannot change a cart', () => {
  let attacker: Server;
  let attackerUrl: string;
  let victim: BrowserContext;
  let cartKey = '';
  let attackerNonce = '';
  let simpleId = 0;
  let page = '';

  const victimCart = async () => {
    const response = await victim.request.post(`${suite.store.url}/?wc-ajax=get_refreshed_fragments`);
    return String((await response.json()).cart_hash);
  };

  before(async () => {
    // Another site: "localhost" is not the store's host (127.0.0.1), so the browser treats it as cross-site.
    attacker = createServer((request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(page);
    });
    const port = await freePort();
    await new Promise<void>((done) => attacker.listen(port, '127.0.0.1', done));
    attackerUrl = `http://localhost:${port}/`;
    simpleId = named.find((p) => p.type === 'simple' && p.id !== outOfStockId)!.id;
    // The victim has a cart.
    victim = await suite.browser.newContext();
    const added = await victim.request.post(`${suite.store.url}/?wc-ajax=add_to_cart`, { form: { product_id: String(simpleId), quantity: '2' } });
    cartKey = /data-cart_item_key="([0-9a-f]{32})"/.exec((await added.json()).fragments['div.widget_shopping_cart_content'])![1]!;
    // The attacker's own nonce, from his own cart.
    const own = await suite.browser.newContext();
    await own.request.post(`${suite.store.url}/?wc-ajax=add_to_cart`, { form: { product_id: String(simpleId) } });
    attackerNonce = /_wpnonce=([0-9a-f]{10})/.exec(await (await own.request.get(`${suite.store.url}/cart/`)).text())![1]!;
    await own.close();
  });

  after(async () => {
    await victim?.close();
    await new Promise((done) => attacker?.close(done));
  });

  async function attack(html: string, wait = 1500): Promise<Page> {
    page = `<!doctype html><html><body>${html}</body></html>`;
    const tab = await victim.newPage();
    await tab.goto(attackerUrl, { waitUntil: 'commit' });
    await tab.waitForTimeout(wait);
    return tab;
  }

  const attacks: [string, () => string][] = [
    [
      'a form POST to remove_from_cart',
      () =>
        `<form id=f method=post action="${suite.store.url}/?wc-ajax=remove_from_cart"><input name=cart_item_key value="${cartKey}"></form><script>f.submit()</script>`,
    ],
    [
      'a form POST to the cart form with a quantity of 0',
      () =>
        `<form id=f method=post action="${suite.store.url}/cart/"><input name="cart[${cartKey}][qty]" value=0><input name=update_cart value=1><input name=woocommerce-cart-nonce value="${attackerNonce}"></form><script>f.submit()</script>`,
    ],
    [
      'a form POST to add_to_cart',
      () =>
        `<form id=f method=post action="${suite.store.url}/?wc-ajax=add_to_cart"><input name=product_id value="${simpleId}"><input name=quantity value=5></form><script>f.submit()</script>`,
    ],
    [
      'fetch with credentials to add, remove and change quantity',
      () => `<script>
      const opts = (body) => ({ method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
      fetch('${suite.store.url}/?wc-ajax=add_to_cart', opts('product_id=${simpleId}&quantity=3'));
      fetch('${suite.store.url}/?wc-ajax=remove_from_cart', opts('cart_item_key=${cartKey}'));
      fetch('${suite.store.url}/wp-admin/admin-ajax.php', opts('action=shop_ajax_cart_item_alter_quantity&cart_item_key=${cartKey}&quantity=0&security=${attackerNonce}'));
    </script>`,
    ],
    ['an image pointing at the remove link', () => `<img src="${suite.store.url}/cart/?remove_item=${cartKey}&_wpnonce=${attackerNonce}">`],
    [
      'a link to the remove link, followed',
      () => `<a id=a href="${suite.store.url}/cart/?remove_item=${cartKey}&_wpnonce=${attackerNonce}">x</a><script>a.click()</script>`,
    ],
  ];

  for (const [name, html] of attacks) {
    test(name, async () => {
      const before = await victimCart();
      const tab = await attack(html());
      assert.equal(await victimCart(), before, "the victim's cart changed");
      await tab.close();
    });
  }

  test('an ?add-to-cart= link from another site asks first and adds nothing by itself', async () => {
    const before = await victimCart();
    const tab = await attack(`<a id=a href="${suite.store.url}/shop/?add-to-cart=${simpleId}">x</a><script>a.click()</script>`);
    await tab.getByRole('heading', { name: 'Add to cart?' }).waitFor();
    assert.equal(await victimCart(), before, 'added without asking');
    await tab.getByRole('button', { name: /^Add / }).click();
    await tab.waitForURL(/\/product\//);
    assert.notEqual(await victimCart(), before, "the shopper's own click adds it");
    await tab.close();
  });
});
