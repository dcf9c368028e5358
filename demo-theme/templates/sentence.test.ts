import { describe, expect, test } from 'vitest';
import { html } from '../server/html.ts';
import { sentence } from './sentence.ts';

describe('sentence', () => {
  test('escapes the words, puts markup in order for %s and by position for %1$s, repeated', () => {
    expect(sentence('Read our %s & more', html`<a href="/p">policy</a>`).html).toBe('Read our <a href="/p">policy</a> &amp; more');
    const name = html`<strong>Ann &lt;3</strong>`;
    expect(sentence('Hello %1$s (not %1$s? %2$s)', name, html`<a>Log out</a>`).html).toBe(
      'Hello <strong>Ann &lt;3</strong> (not <strong>Ann &lt;3</strong>? <a>Log out</a>)',
    );
    expect(sentence('%2$s before %1$s', html`<b>1</b>`, html`<i>2</i>`).html).toBe('<i>2</i> before <b>1</b>');
  });
});
