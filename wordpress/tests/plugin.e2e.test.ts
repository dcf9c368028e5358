/**
 * The WordPress plugin in a real WordPress 6.1 (Debian's packages, a throwaway site on loopback),
 * driven through the real block editor in Chromium: every block inserted, one attribute set on
 * each (the first through the editor's own inserter and sidebar), published, and the page opened
 * as a visitor; a page of shortcodes; a post saved by an author (no unfiltered_html); the
 * settings page; uninstall. WooCommerce is not installable here: these tests prove the blocks,
 * shortcodes, assets and settings on WordPress alone, not the WooCommerce endpoints.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../e2e/browser.ts';
import { assemblePlugin } from '../../scripts/wordpress-plugin.ts';
import type { ElementAttribute, PluginElement } from '../../scripts/wordpress-blocks.ts';
import { logInOn } from './log-in.ts';
import { phpString, startWordPress, type WordPressSite } from './wordpress-site.ts';
import { PLUGIN_PATH, pluginErrors } from './plugin-errors.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const elements = (JSON.parse(readFileSync(resolve(ROOT, 'wordpress/storefront-elements/elements.json'), 'utf8')) as { elements: PluginElement[] }).elements;

interface Setting {
  key: string;
  attribute: string;
  value: string | number | boolean;
  /** The attribute's value in the page's HTML. */
  html: string;
}

/** The attribute the test sets on an element: its first own attribute, else the loader's `data-load-on`. */
function settingFor(element: PluginElement): Setting {
  const attribute: ElementAttribute = element.attributes[0]!;
  if (attribute.type === 'boolean') return { key: attribute.key, attribute: attribute.attribute, value: true, html: '' };
  if (attribute.type === 'number') return { key: attribute.key, attribute: attribute.attribute, value: 321, html: '321' };
  if (attribute.key === 'loadOn') return { key: attribute.key, attribute: attribute.attribute, value: 'ready', html: 'ready' };
  if (attribute.enum) {
    const choice = attribute.enum[attribute.enum.length - 1]!;
    return { key: attribute.key, attribute: attribute.attribute, value: choice, html: choice };
  }
  const text = attribute.attribute.endsWith('-url') ? '/privacy-policy/' : `e2e-${element.name}`;
  return { key: attribute.key, attribute: attribute.attribute, value: text, html: text };
}

let site: WordPressSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

const logIn = async (user: { user: string; password: string }): Promise<Page> => logInOn(await newPage(), site.url, user);

/** The block editor on a new post (or page), ready, its welcome guide closed. */
async function openEditor(page: Page, postType: 'post' | 'page'): Promise<void> {
  await page.goto(`${site.url}/wp-admin/post-new.php?post_type=${postType}`);
  await page.waitForFunction("window.wp?.data?.select('core/editor')?.getCurrentPostId() && window.wp.blocks.getBlockType('storefront-elements/mini-cart')");
  await page.evaluate(`(() => {
    const editPost = wp.data.select('core/edit-post');
    if (editPost.isFeatureActive('welcomeGuide')) wp.data.dispatch('core/edit-post').toggleFeature('welcomeGuide');
  })()`);
}

/** Publishes the post in the editor and returns its address. */
async function publish(page: Page, title: string): Promise<string> {
  await page.evaluate(`(async () => {
    wp.data.dispatch('core/editor').editPost({ title: ${JSON.stringify(title)}, status: 'publish' });
    await wp.data.dispatch('core/editor').savePost();
  })()`);
  await page.waitForFunction("!wp.data.select('core/editor').isSavingPost() && wp.data.select('core/editor').getCurrentPost().status === 'publish'");
  const saveError = await page.evaluate("wp.data.select('core/notices').getNotices().filter((n) => n.status === 'error').map((n) => n.content).join(' ')");
  assert.equal(saveError, '', 'the editor reports no error');
  return page.evaluate("wp.data.select('core/editor').getPermalink()") as Promise<string>;
}

/** What the visitor's page holds for each element: defined, upgraded, the attribute, inner content. */
async function visit(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage();
  const errors = pluginErrors(page);
  await page.goto(url);
  return { page, errors };
}

async function checkElements(page: Page, expected: PluginElement[]): Promise<void> {
  const tags = expected.map((element) => element.tag);
  await page.waitForFunction(`${JSON.stringify(tags)}.every((tag) => customElements.get(tag))`, undefined, { timeout: 20_000 }).catch(async () => {
    const missing = await page.evaluate(`${JSON.stringify(tags)}.filter((tag) => !customElements.get(tag))`);
    assert.fail(`elements not defined on the published page: ${JSON.stringify(missing)}`);
  });
  for (const element of expected) {
    const setting = settingFor(element);
    const found = (await page.evaluate(`(() => {
      const node = document.querySelector(${JSON.stringify(element.tag)});
      if (!node) return null;
      return {
        upgraded: node instanceof customElements.get(node.localName),
        value: node.getAttribute(${JSON.stringify(setting.attribute)}),
        text: node.textContent,
        classes: node.className,
      };
    })()`)) as { upgraded: boolean; value: string | null; text: string; classes: string } | null;
    assert.ok(found, `<${element.tag}> is on the page`);
    assert.ok(found.upgraded, `<${element.tag}> is upgraded`);
    assert.equal(found.value, setting.html, `<${element.tag}> carries ${setting.attribute}`);
    assert.match(found.classes, new RegExp(`wp-block-storefront-elements-${element.name}`), `<${element.tag}> carries the block's class`);
    if (element.wraps) assert.match(found.text, new RegExp(`Inside ${element.name}`), `<${element.tag}> keeps the content inside it`);
  }
  // The elements drawn live in the editor draw themselves for the visitor too.
  for (const tag of ['shop-live-search', 'shop-quantity']) {
    await page.waitForFunction(`document.querySelector('${tag}')?.querySelector('input')`, undefined, { timeout: 10_000 });
  }
}

before(async () => {
  const plugin = assemblePlugin(resolve(ROOT, 'wordpress/build/e2e/storefront-elements'));
  site = await startWordPress(plugin);
  browser = await launchChromium();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await site?.stop();
});

describe('the plugin in a real WordPress 6.1 (without WooCommerce)', () => {
  test('every block, inserted through the block editor with one attribute set, renders its element on the published page', async () => {
    const page = await logIn(site.admin);
    const editorErrors = pluginErrors(page);
    await openEditor(page, 'page');
    // The first block the way an editor adds it: the inserter's search, then its setting in the sidebar.
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
    await page.getByRole('searchbox', { name: /Search/ }).fill('Mini cart');
    await page.getByRole('option', { name: 'Mini cart' }).click();
    await page.evaluate("wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block')");
    await page.getByRole('checkbox', { name: 'Hide if empty' }).check();
    assert.equal(
      await page.evaluate("wp.data.select('core/block-editor').getBlocks().find((b) => b.name === 'storefront-elements/mini-cart').attributes.hideIfEmpty"),
      true,
      'the sidebar set the attribute',
    );
    // The editor draws the mini-cart itself.
    await page.waitForFunction("document.querySelector('.editor-styles-wrapper shop-mini-cart[hide-if-empty]') && customElements.get('shop-mini-cart')");
    // The others through the editor's own data API: each with its attribute and, where the element wraps markup, a paragraph inside.
    const rest = elements.filter((element) => element.name !== 'mini-cart');
    await page.evaluate(
      `(() => {
        const { createBlock } = wp.blocks;
        const blocks = ${JSON.stringify(rest.map((element) => ({ name: element.block, wraps: element.wraps, short: element.name, attributes: { [settingFor(element).key]: settingFor(element).value } })))}
          .map((b) => createBlock(b.name, b.attributes, b.wraps ? [createBlock('core/paragraph', { content: 'Inside ' + b.short })] : []));
        wp.data.dispatch('core/block-editor').insertBlocks(blocks);
      })()`,
    );
    const url = await publish(page, 'Every element');
    // Opened again, the editor finds every saved block valid (its saved markup is what it would save).
    await page.goto(`${site.url}/wp-admin/post.php?post=${await page.evaluate("wp.data.select('core/editor').getCurrentPostId()")}&action=edit`);
    await page.waitForFunction("wp.data.select('core/block-editor').getBlocks().length > 0");
    const invalid = await page.evaluate("wp.data.select('core/block-editor').getBlocks().filter((b) => !b.isValid).map((b) => b.name)");
    assert.deepEqual(invalid, [], 'no block is invalid when the post is opened again');
    assert.deepEqual(editorErrors, [], 'no console error from the plugin in the editor');

    const { page: visitor, errors } = await visit(url);
    await checkElements(visitor, elements);
    const loaderTags = await visitor.locator(`script[type="module"][src*="${PLUGIN_PATH}dist/loader.js"]`).count();
    assert.equal(loaderTags, 1, 'the loader is a module script, once');
    assert.ok((await visitor.locator(`link[rel="modulepreload"][href*="${PLUGIN_PATH}dist/chunks/"]`).count()) > 0, 'the elements chunks are preloaded');
    // A modulepreload fetches the module alone: the loader's own imports need their links too.
    const manifest = JSON.parse(readFileSync(resolve(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    for (const key of manifest['shared/loader.ts']?.imports ?? []) {
      const file = manifest[key]!.file;
      assert.equal(
        await visitor.locator(`link[rel="modulepreload"][href*="${PLUGIN_PATH}dist/${file}"]`).count(),
        1,
        `the loader's import ${file} is preloaded`,
      );
    }
    assert.equal(await visitor.locator(`link[rel="modulepreload"][href*="${PLUGIN_PATH}dist/loader.js"]`).count(), 1, 'the loader is preloaded once');
    assert.equal(await visitor.locator(`link[rel="stylesheet"][href*="${PLUGIN_PATH}dist/storefront.css"]`).count(), 1, 'the stylesheet');
    assert.deepEqual(errors, [], 'no console error from the plugin on the published page');
    assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
  });

  test('a page of shortcodes prints the same elements with the same attributes', async () => {
    const shortcodes = elements
      .map((element) => {
        const setting = settingFor(element);
        const attribute = setting.value === true ? setting.attribute : `${setting.attribute}="${setting.html}"`;
        return element.wraps
          ? `[${element.shortcode} ${attribute}]<p>Inside ${element.name}</p>[/${element.shortcode}]`
          : `[${element.shortcode} ${attribute}]`;
      })
      .join('\n');
    const url = (
      await site.php(
        `$id = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Shortcodes', 'post_content' => ${phpString(shortcodes)}]); echo get_permalink($id);`,
      )
    ).trim();
    const { page, errors } = await visit(url);
    await checkElements(page, elements);
    assert.deepEqual(errors, [], 'no console error from the plugin');
    // A value an element does not take is left out, and a script URL never reaches the page.
    const html = await site.php(
      `echo do_shortcode('[shop_mini_cart drawer-breakpoint="wide" narrow-reveal="popup"][shop_consent_banner policy-url="javascript:alert(1)"]');`,
    );
    assert.doesNotMatch(html, /drawer-breakpoint|narrow-reveal|javascript:/);
    assert.deepEqual(site.logLinesFrom(PLUGIN_PATH), [], 'no PHP notice or warning from the plugin');
  });

  test('an author (no unfiltered_html) saves blocks whose tags and attributes survive; a script URL does not', async () => {
    const page = await logIn(site.author);
    const errors = pluginErrors(page);
    await openEditor(page, 'post');
    await page.evaluate(`(() => {
      const { createBlock } = wp.blocks;
      wp.data.dispatch('core/block-editor').insertBlocks([
        createBlock('storefront-elements/mini-cart', { drawerBreakpoint: 700 }),
        createBlock('storefront-elements/consent-banner', { policyUrl: 'javascript:alert(document.cookie)' }),
        createBlock('storefront-elements/tabs', {}, [createBlock('core/paragraph', { content: 'Inside tabs' })]),
      ]);
    })()`);
    const url = await publish(page, 'By an author');
    assert.deepEqual(errors, []);
    const visitor = await newPage();
    await visitor.goto(url);
    assert.equal(await visitor.locator('shop-mini-cart[drawer-breakpoint="700"]').count(), 1, 'the tag and its attribute kept');
    assert.equal(await visitor.locator('shop-tabs', { hasText: 'Inside tabs' }).count(), 1, 'a wrapping element kept with its content');
    assert.equal(await visitor.locator('shop-consent-banner').count(), 1);
    assert.doesNotMatch((await visitor.locator('shop-consent-banner').getAttribute('policy-url')) ?? '', /javascript/i, 'the script URL removed');
  });

  test('the settings page: administrators only, a nonce, a JSON object or a message; the blocks printed before the loader', async () => {
    const admin = await logIn(site.admin);
    await admin.goto(`${site.url}/wp-admin/options-general.php?page=storefront-elements`);
    await admin.getByLabel('Filter configuration').fill('{"filters": [');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('this is not a JSON object, so it was not saved').waitFor();
    await admin.getByLabel('Filter configuration').fill('{"filters": [], "note": "</script><script>alert(1)</script>"}');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Settings saved.').waitFor();
    const page = await visit((await site.php(`echo get_permalink(get_page_by_title('Shortcodes'));`)).trim());
    const config = await page.page.evaluate("JSON.parse(document.getElementById('shop-filter-config').textContent)");
    assert.deepEqual(config, { filters: [], note: '</script><script>alert(1)</script>' }, 'printed as JSON that cannot end its script element');
    // An author is refused the page; a save without the page's nonce is refused.
    const author = await logIn(site.author);
    const refused = await author.goto(`${site.url}/wp-admin/options-general.php?page=storefront-elements`);
    assert.equal(refused?.status(), 403);
    const forged = await admin.request.post(`${site.url}/wp-admin/options.php`, {
      form: { option_page: 'storefront_elements', action: 'update', storefront_elements_filter_config: '{"forged": true}' },
    });
    assert.notEqual(forged.status(), 200, 'no save without the nonce');
    assert.doesNotMatch(await site.php(`echo get_option('storefront_elements_filter_config');`), /forged/);
  });

  test('in German, the elements speak German from the shipped translation file', async () => {
    // Straight into the table: WordPress refuses a language whose core files are not installed (they are not, here).
    await site.php(
      `global $wpdb; $wpdb->replace($wpdb->options, ['option_name' => 'WPLANG', 'option_value' => 'de_DE', 'autoload' => 'yes']); wp_cache_flush();`,
    );
    const { page } = await visit((await site.php(`echo get_permalink(get_page_by_title('Shortcodes'));`)).trim());
    const language = await page.evaluate("JSON.parse(document.getElementById('shop-translations')?.textContent ?? 'null')?.locale_data.messages[''].lang");
    assert.equal(language, 'de_DE', 'the translation file printed for the loader');
    await page.getByRole('button', { name: 'Menge erhöhen' }).waitFor();
    await site.php(`update_option('WPLANG', '');`);
  });

  test("PHPUnit (Debian's) inside this WordPress: markup, shortcodes, the HTML filter, preloads", async () => {
    const host = new URL(site.url).host;
    const result = spawnSync(
      'phpunit',
      ['--colors=never', '--do-not-cache-result', '--bootstrap', resolve(ROOT, 'wordpress/tests/php/bootstrap.php'), resolve(ROOT, 'wordpress/tests/php')],
      {
        env: { ...process.env, STOREFRONT_WP_ROOT: site.root, STOREFRONT_WP_HOST: host },
        encoding: 'utf8',
      },
    );
    assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
    assert.match(result.stdout, /OK \(\d+ tests/);
  });

  test('uninstalling removes the options', async () => {
    await site.php(`update_option('storefront_elements_tracking_data', '{"a":1}'); update_option('storefront_elements_everywhere', true);`);
    const left = await site.php(
      `uninstall_plugin('storefront-elements/storefront-elements.php'); foreach (['storefront_elements_filter_config','storefront_elements_tracking_data','storefront_elements_cart_params','storefront_elements_everywhere'] as $o) { if (false !== get_option($o)) echo $o, ' '; }`,
    );
    assert.equal(left.trim(), '');
  });
});
