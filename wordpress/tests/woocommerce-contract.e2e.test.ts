/**
 * The plugin's WooCommerce side over real HTTP in a real WordPress 6.1, with a STAND-IN for
 * WooCommerce (wordpress/tests/woocommerce-stand-in/: WooCommerce cannot be installed here; the
 * stand-in implements the part of WooCommerce's public API and wc-ajax endpoints the plugin uses).
 * The same protocol cases the demo store passes run against it, every answer of the theme's
 * actions is checked against docs/contract/theme-cart-actions.json, and the page carries the cart
 * parameters the elements read.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CART_PROTOCOL_CASES, type ProtocolShop } from '../../shared/testing/cart-protocol-cases.ts';
import { checkBadInput, checkQuickView, checkSearch, contractChecked } from '../../shared/testing/theme-contract.ts';
import { assemblePlugin } from '../../scripts/wordpress-plugin.ts';
import { launchChromium } from '../../e2e/browser.ts';
import type { Browser, Page } from 'playwright-core';
import { phpString, startWordPress, type WordPressSite } from './wordpress-site.ts';
import { PLUGIN_PATH, pluginErrors } from './plugin-errors.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let site: WordPressSite;
let browser: Browser;

/** One shopper: a cookie jar over fetch. */
function shopper(): ProtocolShop {
  const cookies = new Map<string, string>();
  return {
    products: { plain: 101, twoInStock: 102, missing: 9_999_999 },
    async send(kind, name, fields = {}) {
      const url = kind === 'wc-ajax' ? `${site.url}/?wc-ajax=${name}` : `${site.url}/wp-admin/admin-ajax.php`;
      const body = new URLSearchParams(kind === 'wc-ajax' ? fields : { action: name, ...fields });
      const answer = await fetch(url, {
        method: 'POST',
        body,
        headers: { cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; ') },
        redirect: 'manual',
      });
      for (const header of answer.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [key, ...value] = pair!.split('=');
        cookies.set(key!.trim(), value.join('='));
      }
      return { status: answer.status, text: await answer.text() };
    },
  };
}

/** A published page with this content; its address. */
async function publishedPage(title: string, content: string): Promise<string> {
  const code = `$id = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${phpString(title)}, 'post_content' => ${phpString(content)}]); echo get_permalink($id);`;
  return (await site.php(code)).trim();
}

/** A shopper's page in Chromium, with the plugin's console errors collected. */
async function shopperPage(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = pluginErrors(page);
  await page.goto(url);
  return { page, errors };
}

before(async () => {
  site = await startWordPress(assemblePlugin(resolve(ROOT, 'wordpress/build/e2e-woocommerce/storefront-elements')));
  cpSync(resolve(ROOT, 'wordpress/tests/woocommerce-stand-in'), join(site.root, 'wp-content/plugins/woocommerce-stand-in'), { recursive: true });
  const activated = await site.php(
    `$r = activate_plugin('woocommerce-stand-in/woocommerce-stand-in.php'); echo is_wp_error($r) ? $r->get_error_message() : 'active';`,
  );
  assert.equal(activated.trim(), 'active');
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the plugin beside a stand-in for WooCommerce (not WooCommerce itself)', () => {
  for (const protocolCase of CART_PROTOCOL_CASES) {
    test(protocolCase.name, async () => {
      const breaches: string[] = [];
      await protocolCase.run(contractChecked(shopper(), breaches));
      assert.deepEqual(breaches, []);
    });
  }

  test("malformed requests to the theme's actions: 400 in the contract's shape", async () => {
    assert.deepEqual(await checkBadInput(shopper()), []);
  });

  test("the theme's quick view: a product's box, an unknown product's 404, a malformed id's 400; a private product is not shown", async () => {
    assert.deepEqual(await checkQuickView(shopper()), []);
    const hidden = await shopper().send('admin-ajax', 'shop_quickview', { product: '103' });
    assert.equal(hidden.status, 404);
    assert.doesNotMatch(hidden.text, /Unreleased/);
  });

  test("the live search's endpoints on WordPress's own search: suggestions, no results, details, prices, malformed input; private products never found", async () => {
    await site.php(`
      $term = wp_insert_term('Tees', 'product_cat');
      foreach ([['Linen tee', 'publish', 'LT-1'], ['Striped tee', 'publish', 'ST-1'], ['Secret tee', 'private', 'SE-1']] as [$title, $status, $sku]) {
        $id = wp_insert_post(['post_type' => 'product', 'post_status' => $status, 'post_title' => $title, 'post_content' => 'A soft tee for warm days.']);
        update_post_meta($id, '_price', '25'); update_post_meta($id, '_sku', $sku);
        wp_set_object_terms($id, [$term['term_id']], 'product_cat');
      }
    `);
    assert.deepEqual(await checkSearch(shopper(), { found: 'tee', nothing: 'qqzzxxjj' }), []);
    const answer = JSON.parse((await shopper().send('wc-ajax', 'shop_ajax_search', { s: 'tee', grouping: 'headline-v2' })).text) as {
      suggestions: { type: string; value: string }[];
    };
    const lines = answer.suggestions.map((suggestion) => `${suggestion.type}:${suggestion.value}`);
    // Both products match as well (same relevance, same second): their order is WordPress's to pick.
    assert.deepEqual(lines.slice(0, 3), ['headline-v2:Categories', 'taxonomy:Tees', 'headline-v2:Products'], 'categories first, then products');
    assert.deepEqual(lines.slice(3).sort(), ['product:Linen tee', 'product:Striped tee'], 'the private one left out');
  });

  test('a shopper in Chromium types in the live search and gets the products WordPress finds, then opens one', async () => {
    const { page, errors } = await shopperPage(await publishedPage('Search', '[shop_live_search]'));
    await page.getByRole('combobox').click();
    await page.keyboard.type('linen', { delay: 40 });
    await page.locator('shop-live-search [role="option"]', { hasText: 'Linen tee' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/linen-tee/), page.keyboard.press('Enter')]);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("a shopper in Chromium: a listing's Add to cart fills the mini-cart, whose quantity field changes the line through the theme's action", async () => {
    const listing =
      '<ul class="products"><li class="product"><a href="/?add-to-cart=101" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="101" rel="nofollow">Add to cart</a></li></ul>';
    const { page, errors } = await shopperPage(
      await publishedPage('Listing', `[shop_mini_cart]<!-- wp:html -->[shop_add_to_cart]${listing}[/shop_add_to_cart]<!-- /wp:html -->`),
    );
    // Before the element runs, the button is WooCommerce's no-JavaScript link (a page load): wait for it.
    await page.waitForFunction("!!document.querySelector('shop-add-to-cart')?.shadowRoot && customElements.get('shop-mini-cart')");
    await page.getByRole('link', { name: 'Add to cart' }).click();
    await page.waitForFunction("document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1'");
    // The dropdown's quantity field: 3, sent with the page's nonce to shop_ajax_cart_item_alter_quantity.
    await page.locator('shop-mini-cart .shop-MiniCart-toggle').hover();
    const field = page.getByRole('spinbutton', { name: 'Quantity of Plain tee' });
    await field.fill('3');
    await field.press('Enter');
    await page.waitForFunction("document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '3'");
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'wp_woocommerce_session_stand_in')?.value ?? '';
    assert.match(session, /^[a-z0-9]+$/, "the shopper's session cookie");
    const cart = JSON.parse(await site.php(`echo wp_json_encode(get_option('wc_stand_in_cart_${session}'));`)) as Record<
      string,
      { product_id: number; quantity: number }
    >;
    const lines = Object.values(cart).map(({ product_id, quantity }) => ({ product_id, quantity }));
    assert.deepEqual(lines, [{ product_id: 101, quantity: 3 }], "the server's cart holds what the page shows");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("PHPUnit (Debian's) in this WordPress: every handler's answers held against docs/contract/*.json in PHP", () => {
    const result = spawnSync(
      'phpunit',
      [
        '--colors=never',
        '--do-not-cache-result',
        '--stderr',
        '--bootstrap',
        resolve(ROOT, 'wordpress/tests/php/bootstrap.php'),
        resolve(ROOT, 'wordpress/tests/php-woocommerce'),
      ],
      { env: { ...process.env, STOREFRONT_WP_ROOT: site.root, STOREFRONT_WP_HOST: new URL(site.url).host }, encoding: 'utf8' },
    );
    assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
    assert.match(result.stderr, /OK \(\d+ tests/);
  });

  test('a page with an element carries #shop-cart-params: the endpoints, the action prefix, a quantity nonce the action accepts', async () => {
    const url = await publishedPage('Cart', '[shop_mini_cart]');
    const html = await (await fetch(url)).text();
    const block = /<script type="application\/json" id="shop-cart-params">([^<]*)<\/script>/.exec(html)?.[1];
    assert.ok(block, 'the block is printed');
    const params = JSON.parse(block) as Record<string, string>;
    assert.equal(params.themePrefix, 'shop');
    assert.match(params.wcAjaxUrl!, /wc-ajax=%%endpoint%%/);
    assert.equal(params.adminAjaxUrl, '/wp-admin/admin-ajax.php');
    assert.ok(params.nonce, 'a nonce');
    assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
  });
});
