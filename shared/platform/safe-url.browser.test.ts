/** safeUrl in Chromium: web addresses pass (resolved against the page), script and data addresses do not. */
import { assert } from '../testing/wait.ts';
import { safeUrl } from './safe-url.ts';

describe('safeUrl', () => {
  it('keeps http(s) addresses and resolves paths against the page', () => {
    assert(safeUrl('https://shop.example/privacy/') === 'https://shop.example/privacy/', 'absolute');
    assert(safeUrl('/privacy-policy/') === new URL('/privacy-policy/', location.href).href, 'a path');
  });

  it('refuses javascript:, data:, other schemes, blanks and non-strings', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@b.c',
      '',
      '  ',
      null,
      42,
    ]) {
      assert(safeUrl(value) === null, `kept ${String(value)}`);
    }
  });
});
