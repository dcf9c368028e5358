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
import { decodeCompact } from '../../shared/engine/filter/compact/decode-compact.ts';
import { encodeCompact } from '../../shared/engine/filter/compact/encode-compact.ts';
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CART_PROTOCOL_CASES, type ProtocolShop } from '../../shared/testing/cart-protocol-cases.ts';
import { parseDataLayer, versionMismatch, type DataLayer, type PixelSettings } from '../../shared/engine/tracking/data-layer.ts';
import { AB_HIDE_FUNCTION, abHideSettings, vwoLibraryPrefix } from '../../shared/engine/tracking/services/vwo-payloads.ts';
import { BUILT_IN_EXCLUDED_DOMAINS } from '../../shared/engine/tracking/excluded-domain.ts';
import { CONSENT_STORAGE_KEY } from '../../shared/engine/consent/consent-storage-names.ts';
import { checkBadInput, checkQuickView, checkSearch, contractBreach, contractChecked } from '../../shared/testing/theme-contract.ts';
import { assemblePlugin } from '../../scripts/wordpress-plugin.ts';
import { launchChromium } from '../../e2e/browser.ts';
import type { Browser, Page } from 'playwright-core';
import { phpString, startWordPress, type WordPressSite } from './wordpress-site.ts';
import { PLUGIN_PATH, pluginErrors } from './plugin-errors.ts';
import { logInOn } from './log-in.ts';
import { createPublicKey, verify } from 'node:crypto';
import { startFakePushService } from '../../e2e/fake-push-service.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let site: WordPressSite;
let browser: Browser;

/** One shopper: a cookie jar over fetch; `page` opens a page with the shopper's cookies. */
function shopper(): ProtocolShop & {
  page(url: string): Promise<{ status: number; text: string; cookies: string[] }>;
  fetch(url: string, init: RequestInit): Promise<{ status: number; text: string; cookies: string[] }>;
} {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const answer = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; ') },
      redirect: 'manual',
    });
    for (const header of answer.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [key, ...value] = pair!.split('=');
      cookies.set(key!.trim(), value.join('='));
    }
    return { status: answer.status, text: await answer.text(), cookies: answer.headers.getSetCookie() };
  };
  return {
    products: { plain: 101, twoInStock: 102, missing: 9_999_999 },
    send(kind, name, fields = {}) {
      const url = kind === 'wc-ajax' ? `${site.url}/?wc-ajax=${name}` : `${site.url}/wp-admin/admin-ajax.php`;
      return request(url, { method: 'POST', body: new URLSearchParams(kind === 'wc-ajax' ? fields : { action: name, ...fields }) });
    },
    page: (url) => request(url),
    fetch: request,
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

/** Source ids the plugin gives WooCommerce's fields (includes/woocommerce/class-filter-sources.php); the colour attribute is attribute 1. */
const FILTER_SOURCE = { price: 1, category: 2, stock: 3, sale: 4, colour: 101 };

type CatalogueIds = Record<'clothing' | 'tops' | 'red' | 'blue' | 'cap' | 'hoodie' | 'hoodieRed' | 'hoodieAny' | 'secret' | 'hidden', number>;
let catalogue: Promise<CatalogueIds> | undefined;
/**
 * A small catalogue made once through WordPress's API as WooCommerce stores it (product posts, terms,
 * meta; variations as child posts): a colour attribute, Clothing > Tops, a red and a blue shirt, an
 * out-of-stock cap, a hoodie in red and in any colour, a private and a hidden product.
 */
function filterCatalogue(): Promise<CatalogueIds> {
  catalogue ??= site
    .php(
      `
      update_option('wc_stand_in_attributes', [['attribute_id' => 1, 'attribute_name' => 'colour', 'attribute_label' => 'Colour']]);
      register_taxonomy('pa_colour', 'product', ['public' => false]);
      foreach (['Red', 'Blue', 'Green'] as $name) wp_insert_term($name, 'pa_colour');
      $clothing = wp_insert_term('Clothing', 'product_cat')['term_id'];
      $tops = wp_insert_term('Tops', 'product_cat', ['parent' => $clothing])['term_id'];
      $product = function ($title, $price, $colours, $meta = [], $status = 'publish') use ($tops) {
        $id = wp_insert_post(['post_type' => 'product', 'post_status' => $status, 'post_title' => $title]);
        update_post_meta($id, '_price', $price);
        foreach ($meta as $key => $value) update_post_meta($id, $key, $value);
        wp_set_object_terms($id, [$tops], 'product_cat');
        wp_set_object_terms($id, $colours, 'pa_colour');
        return $id;
      };
      $ids = ['clothing' => $clothing, 'tops' => $tops];
      $ids['red'] = $product('Red shirt', '30', ['red']);
      $ids['blue'] = $product('Blue shirt', '45', ['blue'], ['_sale_price' => '45']);
      $ids['cap'] = $product('Green cap', '15', ['green'], ['_stock_status' => 'outofstock']);
      $ids['hoodie'] = $product('Hoodie', '60', ['red', 'blue']);
      foreach (['hoodieRed' => ['red', '60'], 'hoodieAny' => ['', '65']] as $key => [$colour, $price]) {
        $ids[$key] = wp_insert_post(['post_type' => 'product_variation', 'post_status' => 'publish', 'post_parent' => $ids['hoodie'], 'post_title' => 'Hoodie']);
        update_post_meta($ids[$key], 'attribute_pa_colour', $colour);
        update_post_meta($ids[$key], '_price', $price);
      }
      $ids['secret'] = $product('Secret shirt', '99', ['red'], [], 'private');
      $ids['hidden'] = $product('Hidden shirt', '99', ['red'], ['_stand_in_hidden' => 'yes']);
      echo wp_json_encode($ids);
    `,
    )
    .then((text) => JSON.parse(text) as CatalogueIds);
  return catalogue;
}

/** A guest order of two plain tees placed through the stand-in's order storage; its id and key. */
async function standInOrder(email: string): Promise<{ id: number; key: string }> {
  return JSON.parse(
    await site.php(`
      $id = wp_insert_post(['post_type' => 'shop_order', 'post_status' => 'publish', 'post_title' => 'Order']);
      $key = 'wc_order_' . wp_generate_password(13, false);
      foreach (['_order_key' => $key, '_billing_email' => ${phpString(email)}, '_billing_first_name' => 'Dana', '_order_total' => '40', '_order_currency' => 'USD',
        '_stand_in_items' => wp_json_encode([['product_id' => 101, 'variation_id' => 0, 'name' => 'Plain tee', 'quantity' => 2, 'total' => 40]])] as $k => $v) update_post_meta($id, $k, $v);
      echo wp_json_encode(['id' => $id, 'key' => $key]);
    `),
  ) as { id: number; key: string };
}

/** The tracking data layer a page prints, as the tracking reads it. */
function dataLayerIn(html: string): DataLayer {
  const layer = parseDataLayer(/<script type="application\/json" id="shop-tracking-data">([^<]*)<\/script>/.exec(html)?.[1] ?? null);
  assert.ok(layer, 'the page prints a data layer the tracking reads');
  return layer;
}

/** The filter configuration a page prints. */
async function pageFilterConfig(url: string): Promise<Record<string, unknown>> {
  const html = await (await fetch(url)).text();
  const block = /<script type="application\/json" id="shop-filter-config">([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(block, 'the page prints #shop-filter-config');
  return JSON.parse(block) as Record<string, unknown>;
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

  test("the filter's server side on WooCommerce's products: descriptors (file and REST), changes since a date, product cards, malformed input — each answer in docs/contract/filter-endpoints.json", async () => {
    const ids = await filterCatalogue();
    const rest = (route: string, init?: RequestInit) => fetch(`${site.url}/?rest_route=/storefront/v1/filters/${route}`, init);
    const answer = async (action: string, response: Promise<Response>) => {
      const got = await response;
      const text = await got.text();
      const breach = contractBreach(action, got.status, text);
      assert.equal(breach, null);
      return { status: got.status, body: JSON.parse(text) as Record<string, unknown> };
    };
    const { body: all } = await answer('filters/descriptors', rest('descriptors'));
    const descriptors = all as unknown as Record<string, [number, number, Record<string, (string | number)[]>, string?]>;
    // (The search test's products may be there too.)
    const listed = new Set(Object.keys(descriptors).map(Number));
    assert.deepEqual(
      [ids.red, ids.blue, ids.cap, ids.hoodie, ids.hoodieRed, ids.hoodieAny, ids.secret, ids.hidden].map((id) => listed.has(id)),
      [true, true, true, true, true, true, false, false],
      'listed products and their variations, never a private or hidden one',
    );
    const [, , red] = descriptors[ids.red]!;
    assert.deepEqual(red[String(FILTER_SOURCE.price)], [30]);
    assert.deepEqual([...red[String(FILTER_SOURCE.category)]!].sort(), [ids.clothing, ids.tops].sort(), 'a category with its parent');
    assert.deepEqual(red[String(FILTER_SOURCE.colour)], ['red']);
    assert.deepEqual(descriptors[ids.cap]![2][String(FILTER_SOURCE.stock)], ['outofstock']);
    assert.deepEqual(descriptors[ids.blue]![2][String(FILTER_SOURCE.sale)], ['yes']);
    assert.equal(descriptors[ids.hoodie]![3], 'variable');
    assert.deepEqual(descriptors[ids.hoodieRed], [
      ids.hoodieRed,
      ids.hoodie,
      { [FILTER_SOURCE.stock]: ['instock'], [FILTER_SOURCE.sale]: ['no'], [FILTER_SOURCE.price]: [60], [FILTER_SOURCE.colour]: ['red'] },
    ]);
    assert.deepEqual(descriptors[ids.hoodieAny]![2][String(FILTER_SOURCE.colour)], [''], 'a variation for any colour');

    // The page's configuration names the file, which holds the same map.
    const config = await pageFilterConfig(await publishedPage('Filter config', '[shop_filter_sidebar]'));
    const file = await fetch(String(config.descriptors_json_url));
    assert.equal(file.status, 200);
    // The REST route sends the file as it is (decoding a large one took 20 times its size in memory).
    assert.equal(await file.text(), await (await rest('descriptors')).text());
    // And its compact twin, which browsers fetch first: the same catalogue as the JSON gives.
    const compactOf = async (url: unknown) => {
      assert.match(String(url), /\/filters-descriptors-[a-z0-9]+\.bin$/, 'the configuration names the compact file');
      const response = await fetch(String(url));
      assert.equal(response.status, 200);
      return decodeCompact(new Uint8Array(await response.arrayBuffer()));
    };
    assert.deepEqual(await compactOf(config.descriptors_compact_url), decodeCompact(encodeCompact(all)));
    const before = String(config.last_updated_date);

    // A price change and a product moved to the bin: only they come back, after the date the browser has.
    await site.php(`update_post_meta(${ids.red}, '_price', '28'); wp_update_post(['ID' => ${ids.red}]); wp_trash_post(${ids.cap});`);
    const { body: update } = await answer('filters/updated-descriptors', rest(`updated-descriptors&date_start=${encodeURIComponent(before)}`));
    assert.deepEqual(update.deleted, [ids.cap]);
    const changed = update.descriptors as Record<string, [number, number, Record<string, unknown>]>;
    assert.deepEqual(Object.keys(changed), [String(ids.red)]);
    assert.deepEqual(changed[ids.red]![2][String(FILTER_SOURCE.price)], [28]);
    const later = await pageFilterConfig(await publishedPage('Filter config later', '[shop_filter_sidebar]'));
    assert.ok(String(later.last_updated_date) > before, 'last_updated_date moved');
    assert.equal(later.index_build_id, config.index_build_id, 'no rebuild for a product change');
    // A browser without a copy downloads the file: it is the catalogue as it is now.
    const now = (await (await fetch(String(later.descriptors_json_url))).json()) as typeof descriptors;
    assert.equal(now[ids.cap], undefined, 'the binned product is gone from the file');
    assert.deepEqual(now[ids.red]![2][String(FILTER_SOURCE.price)], [28]);
    assert.deepEqual(now[ids.hoodieRed], descriptors[ids.hoodieRed], 'the others as they were');
    assert.deepEqual(await compactOf(later.descriptors_compact_url), decodeCompact(encodeCompact(now)), 'the compact file brought up to date too');
    // Above the size limit (a filter) only the JSON is written, and the configuration names no compact file.
    const limited = await site.php(`
      add_filter('storefront_elements_compact_descriptors_max_bytes', fn() => 10);
      $id = \\StorefrontElements\\WooCommerce\\Filter_Index::rebuild();
      echo wp_json_encode([\\StorefrontElements\\WooCommerce\\Filter_Index::compact_url($id), is_file(\\StorefrontElements\\WooCommerce\\Filter_Index::file_path($id))]);`);
    assert.deepEqual(JSON.parse(limited.trim()), ['', true]);
    // Such a file is patched a line at a time after a change (not decoded whole): a product added,
    // its price changed, then binned; a variable product saved. Each time the catalogue is as a
    // fresh build gives it, one entry per line, and no compact file is left.
    const patched = await site.php(`
      use StorefrontElements\\WooCommerce\\Filter_Index;
      use StorefrontElements\\WooCommerce\\Filter_Descriptors;
      add_filter('storefront_elements_compact_descriptors_max_bytes', fn() => 10);
      $file = Filter_Index::file_path(Filter_Index::build_id());
      $read = function () use ($file) {
        $text = (string) file_get_contents($file);
        $now = json_decode($text, true);
        $fresh = json_decode(wp_json_encode(Filter_Descriptors::build()), true);
        ksort($now); ksort($fresh);
        return [$now === $fresh, substr_count($text, "\\n") === count($now) + 1, is_file(Filter_Index::compact_path(Filter_Index::build_id())), $now];
      };
      $tee = wp_insert_post(['post_type' => 'product', 'post_status' => 'publish', 'post_title' => 'Line tee']);
      update_post_meta($tee, '_price', '12');
      Filter_Index::update_file();
      [$same, $lines, $compact, $now] = $read();
      $steps = [[$same, $lines, $compact, $now[$tee][2]['${FILTER_SOURCE.price}'] ?? null]];
      update_post_meta($tee, '_price', '11'); wp_update_post(['ID' => $tee]);
      wp_update_post(['ID' => ${ids.hoodie}]);
      Filter_Index::update_file();
      [$same, $lines, $compact, $now] = $read();
      $steps[] = [$same, $lines, $compact, $now[$tee][2]['${FILTER_SOURCE.price}'] ?? null, isset($now[${ids.hoodieRed}])];
      wp_trash_post($tee);
      Filter_Index::update_file();
      [$same, $lines, $compact, $now] = $read();
      $steps[] = [$same, $lines, $compact, isset($now[$tee])];
      echo wp_json_encode($steps);`);
    assert.deepEqual(JSON.parse(patched.trim()), [
      [true, true, false, [12]],
      [true, true, false, [11], true],
      [true, true, false, false],
    ]);

    const { body: cards } = await answer(
      'filters/products',
      rest('products', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ 'storefront-products': '1', ids: [ids.blue, ids.secret, ids.hidden, 'x', -3] }),
      }),
    );
    const products = cards.products as Record<string, string>;
    assert.deepEqual(Object.keys(products), [String(ids.blue)], 'never a product a visitor may not see');
    assert.match(products[ids.blue]!, new RegExp(`^<li class="product type-product post-${ids.blue} `));

    const bad = [
      await answer('filters/updated-descriptors', rest('updated-descriptors&date_start=yesterday')),
      await answer(
        'filters/products',
        rest('products', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids: [ids.blue] }) }),
      ),
      await answer(
        'filters/products',
        rest('products', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"storefront-products":"1","ids":"all"}' }),
      ),
    ];
    assert.deepEqual(
      bad.map((got) => got.status),
      [400, 400, 400],
    );
    assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
  });

  test('the full rebuild: a batch of products at a time, the same file as built whole; pages asking at once share one build; the current build served while a rebuild goes on; with none yet the filter stays off and the REST route says to retry', async () => {
    const ids = await filterCatalogue();
    const batched = await site.php(`
      use StorefrontElements\\WooCommerce\\Filter_Index;
      use StorefrontElements\\WooCommerce\\Filter_Descriptors;
      add_filter('storefront_elements_descriptors_batch_size', fn() => 2);
      $id = Filter_Index::rebuild();
      $text = (string) file_get_contents(Filter_Index::file_path($id));
      // The same entries: a product changed within the second the rebuild started is patched in
      // after the others (its change may not have been read), so the order may differ.
      $file = json_decode($text, true);
      $whole = json_decode(Filter_Index::encode_lines(Filter_Descriptors::build()), true);
      ksort($file);
      ksort($whole);
      echo wp_json_encode([$file === $whole, substr_count($text, "\\n"), count($file)]);`);
    const [same, newlines, entries] = JSON.parse(batched.trim()) as [boolean, number, number];
    assert.equal(same, true, 'the file written two products at a time holds what the whole map gives');
    assert.ok(entries > 4, `more than two batches (${entries} entries)`);
    assert.equal(newlines, entries + 1, 'one entry per line');

    // No build, four pages at once: one rebuild, every page names it.
    const url = await publishedPage('Rebuild burst', '[shop_filter_sidebar]');
    const burst = async (): Promise<string> => {
      await site.php("delete_option('storefront_elements_filter_build_id');");
      const configs = await Promise.all(Array.from({ length: 4 }, () => pageFilterConfig(url)));
      const made = (await site.php("echo get_option('storefront_elements_filter_build_id');")).trim();
      assert.ok(made !== '', 'a build was made');
      assert.deepEqual(
        configs.map((config) => [config.index_valid, config.index_build_id]),
        configs.map(() => [true, made]),
        'one build for every page, the current one',
      );
      assert.equal((await fetch(String(configs[0]!.descriptors_json_url))).status, 200);
      return made;
    };
    // On a loaded server too, where the pages that all found no build record that they ask for one
    // after the first of them has begun it (the stand-in: each 300 ms after the one before).
    await site.php("update_option('stand_in_slow_rebuild_request_ms', 300, false);");
    try {
      await burst();
    } finally {
      await site.php(
        "delete_option('stand_in_slow_rebuild_request_ms'); global $wpdb; $wpdb->query($wpdb->prepare(\"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s\", $wpdb->esc_like('stand_in_slow_turn_') . '%')); wp_cache_flush();",
      );
    }
    const current = await burst();

    // A rebuild asked for while another request holds its step: the current build is served.
    const lock = "add_option('storefront_elements_filter_rebuilding', (string) time(), '', 'no');";
    await site.php(`\\StorefrontElements\\WooCommerce\\Filter_Index::invalidate(); ${lock}`);
    const meanwhile = await pageFilterConfig(url);
    assert.deepEqual([meanwhile.index_valid, meanwhile.index_build_id], [true, current], 'the current build while the new one is made');
    // With no build at all: the page works as without the filter, the REST route says to retry.
    await site.php("delete_option('storefront_elements_filter_build_id');");
    const waiting = await pageFilterConfig(url);
    assert.equal(waiting.index_valid, false, 'the page works as without the filter meanwhile');
    const retry = await fetch(`${site.url}/?rest_route=/storefront/v1/filters/descriptors`);
    assert.equal(retry.status, 503);
    assert.equal(retry.headers.get('retry-after'), '5');
    assert.equal(contractBreach('filters/descriptors', retry.status, await retry.text()), null);
    await site.php("delete_option('storefront_elements_filter_rebuilding');");
    const built = await pageFilterConfig(url);
    assert.equal(built.index_valid, true, 'the next page builds it');
    assert.equal((await fetch(String(built.descriptors_json_url))).status, 200);

    // In steps (one batch of two each): the page takes the first and leaves the rest to WP-Cron,
    // serving the current build; a step that died mid-write is resumed from its last batch; a
    // product changed after its batch was read is in the new file.
    const staged = await site.php(`
      use StorefrontElements\\WooCommerce\\Filter_Index;
      use StorefrontElements\\WooCommerce\\Filter_Rebuild;
      use StorefrontElements\\WooCommerce\\Filter_Descriptors;
      add_filter('storefront_elements_descriptors_batch_size', fn() => 2);
      add_filter('storefront_elements_rebuild_step_seconds', fn() => 0.0);
      $before = Filter_Index::build_id();
      Filter_Index::invalidate();
      $during = Filter_Index::build_id();
      $scheduled = (bool) wp_next_scheduled(Filter_Rebuild::CRON_HOOK) && Filter_Rebuild::pending();
      $progress = json_decode((string) get_option('storefront_elements_filter_rebuild'), true);
      file_put_contents(Filter_Index::file_path($progress['id']) . '.partial', '"9":[9,9,{}],', FILE_APPEND);
      update_post_meta(${ids.red}, '_price', '27'); wp_update_post(['ID' => ${ids.red}]);
      $steps = 1;
      while (Filter_Rebuild::pending() && $steps < 500) { Filter_Rebuild::cron_step(); $steps++; }
      $after = Filter_Index::build_id();
      $text = (string) file_get_contents(Filter_Index::file_path($after));
      $now = json_decode($text, true);
      $fresh = json_decode(wp_json_encode(Filter_Descriptors::build()), true);
      ksort($now); ksort($fresh);
      echo wp_json_encode([$during === $before, $scheduled, $steps > 2, $after !== $before, $now === $fresh, substr_count($text, "\\n") === count($now) + 1, $now[${ids.red}][2]['${FILTER_SOURCE.price}'] ?? null]);`);
    assert.deepEqual(JSON.parse(staged.trim()), [true, true, true, true, true, true, [27]]);
    // WP-Cron's own request takes the step it was given.
    const scheduled = (
      await site.php(`
      \\StorefrontElements\\WooCommerce\\Filter_Index::invalidate();
      wp_schedule_single_event(time() - 1, \\StorefrontElements\\WooCommerce\\Filter_Rebuild::CRON_HOOK);
      delete_transient('doing_cron');
      echo get_option('storefront_elements_filter_build_id');`)
    ).trim();
    await (await fetch(`${site.url}/wp-cron.php`)).text();
    const afterCron = JSON.parse(
      await site.php("echo wp_json_encode([get_option('storefront_elements_filter_build_id'), \\StorefrontElements\\WooCommerce\\Filter_Rebuild::pending()]);"),
    ) as [string, boolean];
    assert.equal(afterCron[1], false, 'the rebuild is done');
    assert.notEqual(afterCron[0], scheduled, 'a new build');

    // A first build under way for a minute, WP-Cron stepping it: a page does without the filter
    // and takes no step itself (the progress is as WP-Cron left it).
    const underWay = (
      await site.php(`
      delete_option('storefront_elements_filter_build_id');
      $progress = wp_json_encode(['id' => 'a1b2c3d4e5f6', 'started' => gmdate('Y-m-d H:i:s', time() - 60), 'after' => 0, 'entries' => 0, 'bytes' => 0, 'at' => time()]);
      update_option('storefront_elements_filter_rebuild', $progress, false);
      echo $progress;`)
    ).trim();
    assert.equal((await pageFilterConfig(url)).index_valid, false);
    assert.equal((await site.php("echo get_option('storefront_elements_filter_rebuild');")).trim(), underWay, 'no step taken by the page');
    assert.equal((await site.php("echo \\StorefrontElements\\WooCommerce\\Filter_Index::rebuild() !== '' ? 'built' : '';")).trim(), 'built');

    // rebuild() while another request holds a step: it waits for that step, then rebuilds.
    const held = (await site.php(`${lock} echo get_option('storefront_elements_filter_build_id');`)).trim();
    const [rebuilt] = await Promise.all([
      site.php('echo \\StorefrontElements\\WooCommerce\\Filter_Index::rebuild();'),
      site.php("sleep(2); delete_option('storefront_elements_filter_rebuilding');"),
    ]);
    assert.notEqual(rebuilt.trim(), '', 'a build');
    assert.notEqual(rebuilt.trim(), held, 'a new build, not the one being replaced');
    assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
  });

  test("a shopper in Chromium filters WooCommerce's [products] by colour with the filter sidebar: the grid, the counters and the address follow", async () => {
    const ids = await filterCatalogue();
    const { page, errors } = await shopperPage(
      await publishedPage('Filtered shop', '<!-- wp:html -->[shop_filter_sidebar][shop_products][products][/shop_products]<!-- /wp:html -->'),
    );
    const cards = () =>
      page.locator('shop-products ul.products > li.product').evaluateAll((items) => items.map((item) => /post-(\d+)/.exec(item.className)?.[1]).map(Number));
    const red = page.getByRole('checkbox', { name: /^Red/ });
    await red.waitFor();
    // The counter beside Red: the red shirt and the hoodie that comes in red (or any colour).
    await page.waitForFunction("/\\b2\\b/.test(document.querySelector('shop-filter-sidebar')?.textContent?.match(/Red\\D*\\d+/)?.[0] ?? '')");
    const everything = (await cards()).sort((a, b) => a - b);
    await red.check();
    await page.waitForURL(/filter_colour=red/);
    await page.waitForFunction(`document.querySelectorAll('shop-products ul.products > li.product').length === 2`);
    assert.deepEqual(
      (await cards()).sort((a, b) => a - b),
      [ids.red, ids.hoodie].sort((a, b) => a - b),
    );
    await red.uncheck();
    await page.waitForFunction(`document.querySelectorAll('shop-products ul.products > li.product').length === ${everything.length}`);
    assert.deepEqual(
      (await cards()).sort((a, b) => a - b),
      everything,
      'every product back, fetched again where the page had not printed it',
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the tracking's calls and the cart capture on WooCommerce: the data layer, the REST test, products, the cart, saving a contact — each answer in docs/contract/tracking-endpoints.json", async () => {
    const ada = shopper();
    await ada.send('wc-ajax', 'add_to_cart', { product_id: '101', quantity: '2' });
    const pageUrl = await publishedPage('Tracking', '[shop_tracking][shop_cart_capture]');
    const html = (await ada.page(pageUrl)).text;
    const layer = dataLayerIn(html);
    assert.equal(versionMismatch(layer), null, "the library's version");
    assert.deepEqual(Object.values(layer.cart.items), [{ product_id: '101', variation_id: '0', quantity: 2 }], "the shopper's cart");
    assert.equal(layer.products['101']?.name, 'Plain tee', "the cart's products described");
    assert.equal(layer.shop.currency, 'USD');
    assert.equal(layer.api.namespace, 'shop');
    const checked = async (action: string, answer: { status: number; text: string }) => {
      assert.equal(contractBreach(action, answer.status, answer.text), null);
      return { status: answer.status, body: JSON.parse(answer.text) as { success: boolean; data: Record<string, unknown> } };
    };
    const rest = async (path: string, body: unknown) => {
      const answer = await fetch(new URL(`${layer.api.root}${layer.api.namespace}/v1/${path}/`, site.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': layer.api.nonce },
        body: JSON.stringify(body),
      });
      return { status: answer.status, text: await answer.text() };
    };
    assert.equal((await checked('tracking/test', await rest('test', {}))).body.success, true);
    const described = await checked('tracking/products', await rest('products', { product_ids: [101, '102', 103, 9_999_999] }));
    assert.deepEqual(Object.keys(described.body.data), ['101', '102'], 'never a product a visitor may not see');
    assert.equal((await checked('tracking/products', await rest('products', { product_ids: 'all' }))).status, 400);
    assert.deepEqual(
      Object.keys((await checked('shop_get_product_ids', await ada.send('admin-ajax', 'shop_get_product_ids', { 'product_ids[]': '102' }))).body.data),
      ['102'],
    );
    assert.equal((await checked('shop_get_product_ids', await ada.send('admin-ajax', 'shop_get_product_ids', { 'product_ids[]': 'x' }))).status, 400);
    const cart = (await checked('shop_get_cart_items', await ada.send('admin-ajax', 'shop_get_cart_items'))).body.data.cart as { items: object };
    assert.deepEqual(Object.values(cart.items), [{ product_id: '101', variation_id: '0', quantity: 2 }]);

    const save = (who: ProtocolShop, fields: Record<string, string>) =>
      who.send('admin-ajax', 'shop_save_cart_contact', { nonce: layer.api.nonce, shop_language: 'en_US', ...fields });
    assert.equal((await checked('shop_save_cart_contact', await save(ada, { shop_email: 'ada@example.com', shop_name: 'Ada' }))).status, 200);
    const refusals = [
      await save(ada, { shop_email: 'ada@example' }),
      await save(ada, { shop_email: 'ada@example.com', evil: '1' }),
      await save(ada, { shop_phone: '<script>' }),
      await save(ada, { shop_email: 'ada@example.com', nonce: 'forged' }),
    ];
    for (const refusal of refusals) await checked('shop_save_cart_contact', refusal);
    assert.deepEqual(
      refusals.map((answer) => answer.status),
      [400, 400, 400, 403],
    );
    // Another form's e-mail never overwrites what the checkout captured.
    await save(ada, { shop_email: 'other@example.com', shop_source: 'custom_email' });
    // A visitor without a cart: not kept, and told why.
    const visitor = shopper();
    const visitorNonce = dataLayerIn((await visitor.page(pageUrl)).text).api.nonce;
    const noCart = await checked(
      'shop_save_cart_contact',
      await visitor.send('admin-ajax', 'shop_save_cart_contact', { nonce: visitorNonce, shop_email: 'eve@example.com' }),
    );
    assert.deepEqual(noCart.body, { success: false, data: { reason: 'no-cart' } });
    const rows = JSON.parse(
      await site.php(
        `global $wpdb; echo wp_json_encode($wpdb->get_results("SELECT email, source, fields FROM {$wpdb->prefix}storefront_cart_contacts", ARRAY_A));`,
      ),
    ) as { email: string; source: string; fields: string }[];
    assert.deepEqual(
      rows.map(({ email, source }) => ({ email, source })),
      [{ email: 'ada@example.com', source: 'checkout' }],
    );
    assert.equal((JSON.parse(rows[0]!.fields) as Record<string, string>).name, 'Ada');
    // The shop manager's page lists the contact with its cart; an author may not see it.
    const admin = await logInOn(await browser.newPage(), site.url, site.admin);
    await admin.goto(`${site.url}/wp-admin/admin.php?page=storefront-captured-carts`);
    const row = admin.getByRole('row', { name: /ada@example\.com/ });
    assert.match((await row.textContent()) ?? '', /Ada.*2 × Plain tee.*checkout/s);
    await admin.close();
    const author = await logInOn(await browser.newPage(), site.url, site.author);
    await author.goto(`${site.url}/wp-admin/admin.php?page=storefront-captured-carts`);
    assert.doesNotMatch(await author.content(), /ada@example\.com/);
    await author.close();
    assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
  });

  test('cart capture: 8 saves of one shopper truly at once make one row, holding one of the e-mails whole', async () => {
    const bea = shopper();
    await bea.send('wc-ajax', 'add_to_cart', { product_id: '101', quantity: '1' });
    const nonce = dataLayerIn((await bea.page(await publishedPage('Capture burst', '[shop_cart_capture]'))).text).api.nonce;
    const emails = Array.from({ length: 8 }, (_, i) => `bea${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => bea.send('admin-ajax', 'shop_save_cart_contact', { nonce, shop_email: email, shop_name: email })));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      emails.map(() => 200),
    );
    const rows = JSON.parse(
      await site.php(
        `global $wpdb; echo wp_json_encode($wpdb->get_results("SELECT email, fields FROM {$wpdb->prefix}storefront_cart_contacts WHERE email LIKE 'bea%'", ARRAY_A));`,
      ),
    ) as { email: string; fields: string }[];
    assert.equal(rows.length, 1, 'one row for the session');
    assert.ok(emails.includes(rows[0]!.email));
    assert.equal((JSON.parse(rows[0]!.fields) as Record<string, string>).name, rows[0]!.email, "one save's fields, never a mix");
  });

  test('the bot check for guests: a contact is kept only with a fresh token the service vouches for (this action, a good score), once; signed-in shoppers need none', async () => {
    await site.php(`
      update_option('storefront_elements_tracking_data', wp_json_encode(['general' => ['bot_check' => ['site_key' => 'site-key', 'script_url' => '/recaptcha.js']]]));
      update_option('storefront_elements_server_events', wp_json_encode(['recaptcha' => ['secret_key' => 'stand-in-secret']]));
    `);
    try {
      const guest = shopper();
      await guest.send('wc-ajax', 'add_to_cart', { product_id: '101', quantity: '1' });
      const pageUrl = await publishedPage('Bot check', '[shop_cart_capture]');
      const layer = dataLayerIn((await guest.page(pageUrl)).text);
      assert.deepEqual(layer.general.bot_check, { site_key: 'site-key', script_url: '/recaptcha.js' });
      const save = (who: ReturnType<typeof shopper>, nonce: string, fields: Record<string, string>) =>
        who.send('admin-ajax', 'shop_save_cart_contact', { nonce, shop_email: 'guest@example.com', ...fields });
      const refusals = [
        await save(guest, layer.api.nonce, {}),
        await save(guest, layer.api.nonce, { shop_recaptcha_token: 'human-cart_capture-0.1-low' }),
        await save(guest, layer.api.nonce, { shop_recaptcha_token: 'human-login-0.9-otheraction' }),
        await save(guest, layer.api.nonce, { shop_recaptcha_token: 'forged' }),
      ];
      for (const refusal of refusals) {
        assert.equal(contractBreach('shop_save_cart_contact', refusal.status, refusal.text), null);
        assert.deepEqual(JSON.parse(refusal.text), { success: false, data: { message: 'The bot check failed. Please try again.' } });
      }
      // One token sent 8 times truly at once: the service vouches for it once.
      const token = 'human-cart_capture-0.9-fresh';
      const burst = await Promise.all(Array.from({ length: 8 }, () => save(guest, layer.api.nonce, { shop_recaptcha_token: token })));
      assert.deepEqual(burst.map((answer) => answer.status).sort(), [200, 403, 403, 403, 403, 403, 403, 403]);
      const stored = await site.php(
        `global $wpdb; echo wp_json_encode($wpdb->get_results("SELECT email, fields FROM {$wpdb->prefix}storefront_cart_contacts WHERE email = 'guest@example.com'", ARRAY_A));`,
      );
      assert.equal((JSON.parse(stored) as unknown[]).length, 1);
      assert.doesNotMatch(stored, /human-|recaptcha/, 'the token is not stored');

      // A signed-in shopper needs no token.
      const member = shopper();
      await member.page(`${site.url}/wp-login.php`);
      const signedIn = await member.fetch(`${site.url}/wp-login.php`, {
        method: 'POST',
        body: new URLSearchParams({ log: site.author.user, pwd: site.author.password, testcookie: '1' }),
      });
      assert.equal(signedIn.status, 302);
      await member.send('wc-ajax', 'add_to_cart', { product_id: '101', quantity: '1' });
      const memberNonce = dataLayerIn((await member.page(pageUrl)).text).api.nonce;
      const saved = await save(member, memberNonce, { shop_email: 'member@example.com' });
      assert.equal(saved.status, 200, saved.text);
    } finally {
      await site.php(`delete_option('storefront_elements_tracking_data'); delete_option('storefront_elements_server_events');`);
    }
  });

  test('a shopper in Chromium accepts the banner and types an e-mail into the checkout: the shop keeps the contact with the cart', async () => {
    const { page, errors } = await shopperPage(site.url);
    const form =
      '<form name="checkout" class="checkout woocommerce-checkout" method="post"><p><label for="billing_email">Email address</label><input type="email" id="billing_email" name="billing_email" autocomplete="email"></p></form>';
    const url = await publishedPage('Checkout', `[shop_consent_banner][shop_cart_capture]<!-- wp:html -->${form}<!-- /wp:html -->`);
    // The shopper's cart, made by WooCommerce's own add endpoint with the browser's cookies.
    assert.equal((await page.request.post(`${site.url}/?wc-ajax=add_to_cart`, { form: { product_id: '101', quantity: '1' } })).status(), 200);
    await page.goto(url);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('Email address').fill('cleo@example.com');
    const session = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'wp_woocommerce_session_stand_in')?.value ?? '';
    assert.match(await session(), /^[a-z0-9]+$/);
    const saved = async () =>
      (
        await site.php(
          `global $wpdb; echo $wpdb->get_var($wpdb->prepare("SELECT email FROM {$wpdb->prefix}storefront_cart_contacts WHERE session_id = %s", '${await session()}'));`,
        )
      ).trim();
    const deadline = Date.now() + 15_000;
    while ((await saved()) !== 'cleo@example.com' && Date.now() < deadline) await new Promise((done) => setTimeout(done, 300));
    assert.equal(await saved(), 'cleo@example.com');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the purchase on WooCommerce's order received page: printed while unreported with the ACR cookie, reported once, recovered only before — each answer in docs/contract/tracking-endpoints.json", async () => {
    const order = await standInOrder('dana@example.com');
    const dana = shopper();
    const checkout = await publishedPage('Checkout', '[shop_tracking]');
    const received = (key: string) => `${checkout}${checkout.includes('?') ? '&' : '?'}order-received=${order.id}&key=${key}`;
    const thanksUrl = received(order.key);
    const first = await dana.page(thanksUrl);
    const layer = dataLayerIn(first.text);
    assert.equal(layer.shop.page_type, 'order_received_page');
    assert.equal(layer.order?.id, String(order.id));
    assert.equal(layer.order?.value.total, 40);
    assert.deepEqual(
      layer.order?.items.map((item) => [item.id, item.quantity, item.price]),
      [['101', 2, 20]],
    );
    assert.equal(layer.user?.email, 'dana@example.com', "the buyer's own e-mail, for the services' matching");
    assert.equal(layer.products['101']?.name, 'Plain tee');
    assert.match(first.cookies.join('\n'), /shop_automatic_conversion_recovery=/, 'the ACR cookie');
    assert.equal(dataLayerIn((await shopper().page(received('wrong'))).text).order, null, 'a wrong key shows nothing');

    const checked = async (action: string, answer: { status: number; text: string }) => {
      assert.equal(contractBreach(action, answer.status, answer.text), null);
      return { status: answer.status, body: JSON.parse(answer.text) as { success: boolean; data: Record<string, unknown> } };
    };
    const rest = async (path: string, body: unknown, nonce = layer.api.nonce) => {
      const answer = await fetch(new URL(`${layer.api.root}${layer.api.namespace}/v1/${path}/`, site.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(nonce ? { 'X-WP-Nonce': nonce } : {}) },
        body: JSON.stringify(body),
      });
      return { status: answer.status, text: await answer.text() };
    };
    const ids = { order_id: String(order.id), order_key: order.key };
    const recovered = await checked('tracking/acr-order', await rest('acr/order', ids));
    assert.equal((recovered.body.data.order as { id: string }).id, String(order.id), 'recovered while unreported');
    const refusals = [
      await checked('tracking/pixels-fired', await rest('pixels-fired', { ...ids, source: 'thankyou_page' }, '')),
      await checked('tracking/pixels-fired', await rest('pixels-fired', { ...ids, source: 'thankyou_page' }, 'forged')),
      await checked('tracking/pixels-fired', await rest('pixels-fired', { order_id: ids.order_id, order_key: 'wrong', source: 'thankyou_page' })),
      await checked('tracking/pixels-fired', await rest('pixels-fired', { order_id: 'x', order_key: order.key })),
      await checked('shop_purchase_pixels_fired', await dana.send('admin-ajax', 'shop_purchase_pixels_fired', { ...ids, nonce: 'forged' })),
      await checked('shop_get_acr_order_data', await dana.send('admin-ajax', 'shop_get_acr_order_data', { order_id: 'x', order_key: '' })),
    ];
    assert.deepEqual(
      refusals.map((answer) => answer.status),
      [403, 403, 404, 400, 403, 400],
    );
    const reports = [
      await checked('tracking/pixels-fired', await rest('pixels-fired', { ...ids, source: 'thankyou_page' })),
      await checked(
        'shop_purchase_pixels_fired',
        await dana.send('admin-ajax', 'shop_purchase_pixels_fired', { ...ids, nonce: layer.api.nonce, source: 'acr_full_auto' }),
      ),
    ];
    assert.deepEqual(
      reports.map((answer) => answer.body.data.first),
      [true, false],
      'the first report wins',
    );
    const nothing = await checked('shop_get_acr_order_data', await dana.send('admin-ajax', 'shop_get_acr_order_data', ids));
    assert.deepEqual(nothing.body, { success: false, data: { message: 'Nothing to recover.' } });
    const again = await dana.page(thanksUrl);
    assert.equal(dataLayerIn(again.text).order, null, 'a reload of the thank-you page prints no purchase');
    assert.doesNotMatch(again.cookies.join('\n'), /shop_automatic_conversion_recovery=/);
    assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
  });

  test('a shopper in Chromium on the order received page accepts the banner: the purchase is reported once and a reload prints none', async () => {
    const order = await standInOrder('erin@example.com');
    // The checkout page, where WooCommerce's order received endpoint lives, with the banner and the tracking on it.
    const checkout = await publishedPage('Checkout with tracking', '[shop_consent_banner][shop_tracking]');
    const { page, errors } = await shopperPage(`${checkout}${checkout.includes('?') ? '&' : '?'}order-received=${order.id}&key=${order.key}`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    const fired = async () => (await site.php(`echo get_post_meta(${order.id}, '_storefront_elements_pixels_fired', true);`)).trim();
    const deadline = Date.now() + 15_000;
    while ((await fired()) === '' && Date.now() < deadline) await new Promise((done) => setTimeout(done, 300));
    assert.equal(await fired(), 'thankyou_page');
    await page.reload();
    assert.equal(await page.evaluate("JSON.parse(document.getElementById('shop-tracking-data').textContent).order"), null);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("the A/B service's head script with VWO configured: the build's code before the stylesheets; a visitor who allowed statistics gets VWO's library asked for with the page's address and the page hidden no longer than the tolerance; nothing for one who has not chosen, nor without VWO or the tracking", async () => {
    const library = `${site.url}/no-vwo-library-here.js`;
    const owner = {
      general: { exclude_domains: [' Staging.Example '], consent_management: { revision: 3 } },
      pixels: { vwo: { id: '700001', script_url: library, excluded_urls: ['', '/no-ab/'], tolerance: { settings: 1500, library: 2500 } } },
    };
    await site.php(`update_option('storefront_elements_tracking_data', ${phpString(JSON.stringify(owner))});`);
    try {
      const pageUrl = await publishedPage('A/B test', '[shop_tracking]');
      const head = (await (await fetch(pageUrl)).text()).split('</head>')[0]!;
      const printed = /<script id="shop-ab-hide" data-cfasync="false" data-no-optimize="1" data-no-defer="1"[^>]*>([\s\S]*?)<\/script>/.exec(head)?.[1]?.trim();
      assert.ok(printed, 'the head script is in <head>, marked for caching plugins to leave it');
      assert.ok(head.indexOf('id="shop-ab-hide"') < head.search(/<link[^>]+rel=['"]stylesheet/), 'before the stylesheets');
      assert.ok(printed.startsWith(`${AB_HIDE_FUNCTION}(`) && printed.endsWith(');'), "the build's code, called with its settings");
      const expected = abHideSettings({
        storageKey: CONSENT_STORAGE_KEY,
        revision: 3,
        grantedByDefault: false,
        toleranceMs: 1500,
        library: {
          prefix: vwoLibraryPrefix({ script_url: library, id: '700001' } as PixelSettings),
          accountId: '700001',
          libraryToleranceMs: 2500,
          excludedUrls: owner.pixels.vwo.excluded_urls,
          excludedDomains: [...BUILT_IN_EXCLUDED_DOMAINS, ...owner.general.exclude_domains],
        },
      });
      assert.deepEqual(JSON.parse(printed.slice(AB_HIDE_FUNCTION.length + 1, -2)), expected, 'the settings the demo store would print');

      // In Chromium: when the page was hidden and shown again, and what was asked of VWO.
      const visit = async (choice: string | null) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript((stored) => {
          if (stored) localStorage.setItem('shop_consent', stored);
          const times: [string, number][] = ((window as unknown as { abTimes: [string, number][] }).abTimes = []);
          new MutationObserver(() => {
            const hidden = document.documentElement.hasAttribute('data-shop-ab-hide');
            if (hidden !== (times.at(-1)?.[0] === 'hidden')) times.push([hidden ? 'hidden' : 'shown', performance.now()]);
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shop-ab-hide'] }); // <html> is not there yet
        }, choice);
        const page = await context.newPage();
        const asked: string[] = [];
        page.on('request', (request) => {
          if (request.url().startsWith(library)) asked.push(request.url());
        });
        await page.goto(pageUrl, { waitUntil: 'load' });
        await page.waitForTimeout(2500);
        const times = await page.evaluate(() => (window as unknown as { abTimes: [string, number][] }).abTimes);
        const opacity = await page.evaluate(() => getComputedStyle(document.documentElement).opacity);
        await context.close();
        return { asked, times, opacity };
      };
      const allowed = await visit(
        JSON.stringify({ v: 1, revision: 3, categories: { statistics: true, marketing: false, preferences: false }, at: Date.now() }),
      );
      assert.deepEqual(allowed.asked.slice(0, 1), [`${expected.b!.u}${encodeURIComponent(pageUrl)}`], "VWO's library, asked for once by the head script");
      assert.deepEqual(
        allowed.times.map(([state]) => state),
        ['hidden', 'shown'],
      );
      const hiddenFor = allowed.times[1]![1] - allowed.times[0]![1];
      // The library answers 404: the page is shown at the latest after the tolerance (1,500 ms), sooner once the tracking sees the failure.
      assert.ok(hiddenFor < 2300, `hidden no longer than the tolerance when the library does not come (${Math.round(hiddenFor)} ms)`);
      assert.equal(allowed.opacity, '1');
      const undecided = await visit(null);
      assert.deepEqual([undecided.asked, undecided.times, undecided.opacity], [[], [], '1'], 'nothing hidden or asked before a choice');

      const withoutTracking = await publishedPage('No tracking here', '[shop_consent_banner]');
      assert.doesNotMatch(await (await fetch(withoutTracking)).text(), /shop-ab-hide/, 'not on a page without the tracking');
      await site.php(
        `update_option('storefront_elements_tracking_data', wp_json_encode(['pixels' => ['vwo' => ['id' => '', 'script_url' => ${phpString(library)}]]]));`,
      );
      assert.doesNotMatch(await (await fetch(pageUrl)).text(), /shop-ab-hide/, 'not without a VWO account');
      assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
    } finally {
      await site.php(`delete_option('storefront_elements_tracking_data');`);
    }
  });

  test("server copies of events on WooCommerce: forwarded with the access token and the session's IPv6 address, never without marketing consent; click ids and IPv6 kept with the session — each answer in docs/contract/tracking-endpoints.json", async () => {
    await site.php(`
      update_option('storefront_elements_tracking_data', wp_json_encode(['general' => ['server_2_server' => ['active' => true]]]));
      update_option('storefront_elements_server_events', wp_json_encode(['facebook' => ['pixel_id' => '1234', 'access_token' => 'meta-token'], 'tiktok' => ['pixel_code' => 'TT1', 'access_token' => 'tt-token']]));
      delete_option('stand_in_recorded_facebook'); delete_option('stand_in_recorded_tiktok');
    `);
    try {
      const fay = shopper();
      const visitor = shopper();
      await fay.send('wc-ajax', 'add_to_cart', { product_id: '101', quantity: '1' });
      const pageUrl = await publishedPage('Server copies', '[shop_tracking]');
      const layer = dataLayerIn((await fay.page(pageUrl)).text);
      assert.equal(layer.general.server_2_server.active, true);
      assert.doesNotMatch((await fay.page(pageUrl)).text, /meta-token|tt-token/, 'access tokens never printed');
      const visitorNonce = dataLayerIn((await visitor.page(pageUrl)).text).api.nonce;
      const checked = (action: string, answer: { status: number; text: string }) => {
        assert.equal(contractBreach(action, answer.status, answer.text), null);
        return answer.status;
      };
      const sse = async (payload: unknown, nonce = layer.api.nonce) => {
        // As a beacon sends it: the nonce in the address, a JSON body without a JSON content type.
        const url = new URL(`${layer.api.root}${layer.api.namespace}/v1/sse/`, site.url);
        url.searchParams.set('_wpnonce', nonce);
        return fay.fetch(url.href, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(payload) });
      };
      const event = {
        event: 'add_to_cart',
        consent: { marketing: true, statistics: true },
        facebook: {
          event_name: 'AddToCart',
          event_id: 'evt0000000000001',
          event_time: 1_700_000_000,
          action_source: 'website',
          user_data: { em: ['a'.repeat(64)] },
        },
        tiktok: { event: 'AddToCart', event_id: 'evt0000000000001', event_time: 1_700_000_000 },
      };
      const statuses = [
        checked(
          'shop_store_ipv6_in_server_session',
          await fay.send('admin-ajax', 'shop_store_ipv6_in_server_session', { nonce: layer.api.nonce, ipv6: '2001:DB8:0::7' }),
        ),
        checked(
          'shop_store_ipv6_in_server_session',
          await fay.send('admin-ajax', 'shop_store_ipv6_in_server_session', { nonce: layer.api.nonce, ipv6: '::ffff:10.0.0.1' }),
        ),
        checked(
          'shop_store_ipv6_in_server_session',
          await visitor.send('admin-ajax', 'shop_store_ipv6_in_server_session', { nonce: visitorNonce, ipv6: '2001:db8::9' }),
        ),
        checked(
          'shop_process_transient_session_identifiers',
          await fay.send('admin-ajax', 'shop_process_transient_session_identifiers', {
            nonce: layer.api.nonce,
            gclid: 'Cj0-abc_1',
            referrer: 'https://search.example/?q=tee',
            fbclid: '<bad>',
          }),
        ),
        checked('shop_process_transient_session_identifiers', await fay.send('admin-ajax', 'shop_process_transient_session_identifiers', { nonce: 'forged' })),
        checked('tracking/sse', await sse(event)),
        checked('tracking/sse', await sse({ ...event, consent: { marketing: false } })),
        checked('tracking/sse', await sse({ event: 'nonsense', consent: { marketing: true } })),
        checked('tracking/sse', await sse(event, 'forged')),
        checked('shop_server_to_server_event', await fay.send('admin-ajax', 'shop_server_to_server_event', { nonce: layer.api.nonce, data: '{' })),
        // The same copies again (the tab's next page sends what a page left mid-request): accepted, not forwarded twice.
        checked(
          'shop_server_to_server_event',
          await fay.send('admin-ajax', 'shop_server_to_server_event', { nonce: layer.api.nonce, data: JSON.stringify(event) }),
        ),
      ];
      assert.deepEqual(statuses, [200, 400, 200, 200, 403, 200, 200, 400, 403, 400, 200]);
      // Another event's copies sent 6 times truly at once: forwarded once.
      const burst = { ...event, facebook: { ...event.facebook, event_id: 'evt0000000000002' }, tiktok: { ...event.tiktok, event_id: 'evt0000000000002' } };
      const parallel = await Promise.all(Array.from({ length: 6 }, () => sse(burst)));
      assert.deepEqual(
        parallel.map((answer) => answer.status),
        Array(6).fill(200),
      );
      const recorded = JSON.parse(
        await site.php(`echo wp_json_encode([get_option('stand_in_recorded_facebook', []), get_option('stand_in_recorded_tiktok', [])]);`),
      ) as [
        { body: { data: Record<string, unknown>[] }; access_token: string }[],
        { body: { event_source_id: string; data: Record<string, unknown>[] }; access_token: string }[],
      ];
      const [meta, tiktok] = recorded;
      assert.deepEqual(
        meta.map((copy) => copy.body.data[0]!.event_id),
        ['evt0000000000001', 'evt0000000000002'],
        'one copy to Meta per event: none for the refused one, none again for one sent twice or at once',
      );
      assert.deepEqual(
        tiktok.map((copy) => copy.body.data[0]!.event_id),
        ['evt0000000000001', 'evt0000000000002'],
      );
      assert.equal(meta[0]!.access_token, 'meta-token');
      assert.equal(meta[0]!.body.data[0]!.event_id, 'evt0000000000001', "the browser's event id, for de-duplication");
      const userData = meta[0]!.body.data[0]!.user_data as Record<string, unknown>;
      assert.equal(userData.client_ip_address, '2001:db8::7', "the session's IPv6 address, normalised");
      assert.ok(String(userData.client_user_agent).length > 0, "the visitor's agent added by the server");
      assert.equal(tiktok[0]!.access_token, 'tt-token');
      assert.equal(tiktok[0]!.body.event_source_id, 'TT1');
      assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
    } finally {
      await site.php(`delete_option('storefront_elements_tracking_data'); delete_option('storefront_elements_server_events');`);
    }
  });

  test("cart reminders on WooCommerce: the prompt gets the shop's key and worker, a subscription is kept only for a push service, and a shop manager's reminder reaches the service encrypted and signed as Web Push requires", async () => {
    const push = await startFakePushService();
    await site.php(`update_option('stand_in_push_origin', ${phpString(push.origin)}); update_option('stand_in_push_ca', ${phpString(push.caFile)});`);
    try {
      const gil = shopper();
      const pageUrl = await publishedPage('Reminders', '[shop_push_prompt]');
      // The shop's first pages, 6 truly at once, make its key pair: every page carries the one kept.
      await site.php(`delete_option('storefront_elements_vapid_keys');`);
      const firstPages = await Promise.all(Array.from({ length: 6 }, async () => (await fetch(pageUrl)).text()));
      const keysShown = new Set(firstPages.map((page) => /<shop-push-prompt[^>]*public-key="([\w-]+)"/.exec(page)?.[1]));
      const keyKept = (JSON.parse(await site.php(`echo get_option('storefront_elements_vapid_keys');`)) as { public: string }).public;
      assert.deepEqual([...keysShown], [keyKept], 'one key pair, the one kept');
      const html = (await gil.page(pageUrl)).text;
      const tag = /<shop-push-prompt[^>]*>/.exec(html)?.[0] ?? '';
      const publicKey = /public-key="([\w-]+)"/.exec(tag)?.[1] ?? '';
      const worker = (/worker="([^"]+)"/.exec(tag)?.[1] ?? '').replaceAll('&#038;', '&').replaceAll('&amp;', '&');
      assert.equal(Buffer.from(publicKey, 'base64url').length, 65, "the shop's public key: a P-256 point");
      const script = await fetch(worker);
      assert.equal(script.headers.get('service-worker-allowed'), '/');
      assert.match(script.headers.get('content-type') ?? '', /javascript/);
      assert.match(
        await script.text(),
        new RegExp(`from"${site.url}/wp-content/plugins/storefront-elements/dist/chunks/`),
        "the worker's chunks imported from the plugin",
      );

      const nonce = dataLayerIn(html).api.nonce;
      const fake = push.subscribe();
      const subscription = { endpoint: fake.endpoint, public_key: fake.p256dh, private_key: fake.auth };
      const answers = [
        await gil.send('admin-ajax', 'save_notification_subscription', { nonce, ...subscription }),
        await gil.send('admin-ajax', 'save_notification_subscription', { nonce, ...subscription, endpoint: 'https://attacker.example/collect' }),
        await gil.send('admin-ajax', 'save_notification_subscription', { nonce, ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }),
        await gil.send('admin-ajax', 'save_notification_subscription', { nonce: 'forged', ...subscription }),
        await gil.send('admin-ajax', 'save_notification_subscription', { nonce, ...subscription, evil: '1' }),
      ];
      for (const answer of answers) assert.equal(contractBreach('save_notification_subscription', answer.status, answer.text), null);
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [200, 400, 400, 403, 400],
      );

      // The shop manager sends the reminder from WooCommerce → Cart reminders.
      const admin = await logInOn(await browser.newPage(), site.url, site.admin);
      await admin.goto(`${site.url}/wp-admin/admin.php?page=storefront-cart-reminders`);
      const received = push.next();
      await Promise.all([admin.waitForURL(/reminder=sent/), admin.getByRole('button', { name: 'Send a cart reminder' }).click()]);
      const message = await received;
      await admin.close();
      assert.deepEqual(message.payload, {
        title: 'Your cart is waiting',
        body: 'The items you chose are still in your cart. Come back to finish your order.',
        url: '/?page=cart',
      });
      // VAPID (RFC 8292): an ES256 token for the service's origin, signed by the key the page carries.
      const [, token, key] = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(message.authorization) ?? [];
      assert.equal(key, publicKey);
      const [header, claims, signature] = token!.split('.');
      assert.equal((JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string }).aud, push.origin);
      const point = Buffer.from(key!, 'base64url');
      const verifier = createPublicKey({
        key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
        format: 'jwk',
      });
      assert.ok(
        verify('sha256', Buffer.from(`${header}.${claims}`), { key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url')),
        'the token verifies',
      );

      const removed = await gil.send('admin-ajax', 'remove_notification_subscription', { nonce, ...subscription });
      assert.equal(contractBreach('remove_notification_subscription', removed.status, removed.text), null);
      assert.equal((await site.php(`global $wpdb; echo $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->prefix}storefront_push_subscriptions");`)).trim(), '0');
      assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
    } finally {
      await push.stop();
    }
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
