import { describe, expect, test } from 'vitest';
import { checkFragmentCache, FRAGMENT_LIFETIME_MS } from './fragment-cache.ts';

const now = 1_800_000_000_000;
const good = { fragmentsJson: '{"div.widget_shopping_cart_content":"<div></div>"}', storedHash: 'abc', createdAt: String(now - 1000), cookieHash: 'abc', now };

describe('stored cart fragments (storefront spec, Cart fragments)', () => {
  test('valid fragments are reused', () => {
    expect(checkFragmentCache(good)).toEqual({ ok: true, fragments: { 'div.widget_shopping_cart_content': '<div></div>' } });
  });
  test("'No fragment' when missing, corrupt or of the wrong shape", () => {
    for (const fragmentsJson of [null, '', '{oops', '[]', '"text"', '{"a":1}']) {
      expect(checkFragmentCache({ ...good, fragmentsJson })).toEqual({ ok: false, reason: 'No fragment' });
    }
  });
  test("'No cart_created' without a creation timestamp", () => {
    expect(checkFragmentCache({ ...good, createdAt: null })).toEqual({ ok: false, reason: 'No cart_created' });
    expect(checkFragmentCache({ ...good, createdAt: 'yesterday' })).toEqual({ ok: false, reason: 'No cart_created' });
  });
  test("'Fragment expired' after 24 hours", () => {
    expect(checkFragmentCache({ ...good, createdAt: String(now - FRAGMENT_LIFETIME_MS - 1) })).toEqual({ ok: false, reason: 'Fragment expired' });
  });
  test('a cookie hash that differs (another tab, the server) forces a refetch', () => {
    expect(checkFragmentCache({ ...good, cookieHash: 'def' })).toEqual({ ok: false, reason: 'Hash mismatch' });
  });
});
