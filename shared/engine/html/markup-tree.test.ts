import { describe, expect, test } from 'vitest';
import { h, markupToHtml } from './markup-tree.ts';

describe('markupToHtml', () => {
  test('escapes every text and attribute value, so data never becomes markup', () => {
    const out = markupToHtml(h('p', { title: '"><script>alert(1)</script>' }, "<img src=x onerror=alert(1)> & 'quotes'"));
    expect(out).toBe('<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&lt;img src=x onerror=alert(1)&gt; &amp; &#039;quotes&#039;</p>');
  });

  test('boolean attributes bare, void elements without a closing tag, children in order', () => {
    expect(markupToHtml(h('label', {}, h('input', { type: 'checkbox', checked: '', disabled: '' }), ' Necessary'))).toBe(
      '<label><input type="checkbox" checked disabled> Necessary</label>',
    );
  });

  test('refuses a tag or attribute name that is not a plain name', () => {
    expect(() => markupToHtml(h('p onclick=x', {}))).toThrow(/tag name/);
    expect(() => markupToHtml(h('p', { 'a" onclick="x': '1' }))).toThrow(/attribute name/);
  });
});
