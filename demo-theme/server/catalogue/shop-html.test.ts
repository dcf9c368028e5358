/**
 * Descriptions are shop-manager HTML, printed as they are (as WooCommerce does), so they are
 * sanitised once, when saved, with the elements' own policy: what the product page prints and
 * what the quick view shows are the same markup, and nothing in them runs or redirects.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { setOption } from '../db.ts';
import { TEST_ADMIN_TOKEN } from '../test-store.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { sanitizeShopHtml, sanitizeStoredDescriptions } from './shop-html.ts';

let productId = 0;
let slug = '';

const store = useTestStore('shop-html-');
beforeAll(async () => {
  ({ id: productId, slug } = store.db.prepare("SELECT id, slug FROM products WHERE type = 'simple' ORDER BY id LIMIT 1").get() as { id: number; slug: string });
}, 60_000);

const HOSTILE = [
  '<p>Soft <strong>cotton</strong>.</p>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<script>alert(1)</script>',
  '<img src="/x.png" onerror="alert(2)">',
  '<a href="javascript:alert(3)">care guide</a>',
  '<a href="https://brand.example/" target="_blank">brand</a>',
  '<style>body{display:none}</style><base href="https://evil.example/">',
  '<form><button formaction="https://evil.example/">x</button></form>',
  '<svg><animate onbegin="alert(4)"></animate></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(5)>"></noscript>',
].join('');

describe('sanitising shop-manager HTML', () => {
  test('keeps the formatting, drops what runs, redirects or restyles the page', () => {
    const clean = sanitizeShopHtml(HOSTILE);
    expect(clean).toContain('<p>Soft <strong>cotton</strong>.</p>');
    expect(clean).toContain('<a href="https://brand.example/" target="_blank" rel="noopener noreferrer">brand</a>');
    expect(clean).not.toMatch(/<meta|<script|onerror|onbegin|javascript:|<style|<base|formaction|alert\(5\)>/i);
    // Sanitising the result again changes nothing: the browser's pass in the quick view agrees.
    expect(sanitizeShopHtml(clean)).toBe(clean);
    // Text without a tag is left as written (an & there is read as text by the browser).
    expect(sanitizeShopHtml('plain text & more')).toBe('plain text & more');
  });

  test('a description saved through the admin route is stored clean; the product page and the quick view print the same markup', async () => {
    const saved = await store.app.inject({
      method: 'POST',
      url: `/wp-json/storefront/v1/demo/products/${productId}`,
      headers: { 'content-type': 'application/json', 'x-shop-admin': TEST_ADMIN_TOKEN },
      payload: JSON.stringify({ description: HOSTILE, short_description: '<p onclick="alert(6)">Short</p><meta http-equiv="refresh" content="0">' }),
    });
    expect(saved.statusCode).toBe(200);
    const stored = store.db.prepare('SELECT description, short_description FROM products WHERE id = ?').get(productId) as {
      description: string;
      short_description: string;
    };
    expect(stored.description).toBe(sanitizeShopHtml(HOSTILE));
    expect(stored.short_description).toBe('<p>Short</p>');
    const page = (await store.app.inject({ method: 'GET', url: `/product/${slug}/` })).body;
    expect(page).toContain(stored.description);
    expect(page).not.toContain('http-equiv="refresh"');
    const quickView = (await store.app.inject({ method: 'GET', url: `/wp-admin/admin-ajax.php?action=shop_quickview&product=${productId}` })).body;
    expect(quickView).toContain('<p>Short</p>');
  });

  test('a database saved before the rule is cleaned once at start', () => {
    store.db.prepare('UPDATE products SET description = ? WHERE id = ?').run('<p>Old</p><meta http-equiv="refresh" content="0">', productId);
    setOption(store.db, 'description_policy', '0');
    expect(sanitizeStoredDescriptions(store.db)).toBe(1);
    expect(store.db.prepare('SELECT description FROM products WHERE id = ?').get(productId)).toEqual({ description: '<p>Old</p>' });
    expect(sanitizeStoredDescriptions(store.db)).toBe(0);
  });
});
