/**
 * The sanitiser loads on need: text without a tag is put in at once, markup waits for DOMPurify
 * and is never put in unsanitised, the last markup asked for a target wins, and text with
 * character references reads as DOMPurify's parse would read it. The first tests run before
 * anything in this page has loaded DOMPurify (each test file has a page of its own).
 */
import DOMPurify from 'dompurify';
import { assert, until } from '../testing/wait.ts';
import { installXssTrap } from '../testing/xss-corpus.ts';
import { loadSanitizer, sanitizedFragment, setSanitizedHtml, withSanitizer } from './sanitize.ts';

const hits = installXssTrap();
const box = () => document.body.appendChild(document.createElement('div'));

describe('the sanitiser before it has loaded', () => {
  it('puts text without a tag in at once, references decoded as the parser decodes them', () => {
    const label = box();
    setSanitizedHtml(label, 'Hoodies &amp; Sweatshirts');
    assert(label.textContent === 'Hoodies & Sweatshirts', `label: ${label.textContent}`);
    const escaped = box();
    setSanitizedHtml(escaped, '&lt;img src=x onerror=alert(1)&gt;');
    assert(escaped.childNodes.length === 1 && escaped.firstChild!.nodeType === Node.TEXT_NODE, 'an escaped tag stays text');
    assert(escaped.textContent === '<img src=x onerror=alert(1)>', `escaped: ${escaped.textContent}`);
  });

  it('never puts markup in unsanitised: it waits, and the last markup asked for wins', async () => {
    const target = box();
    const shown = () => target.textContent;
    target.textContent = 'before';
    setSanitizedHtml(target, '<b>first</b><img src=x onerror="xssHit(1)">');
    setSanitizedHtml(target, '<em>second</em><img src=x onerror="xssHit(2)">');
    assert(shown() === 'before', 'nothing changes before the sanitiser is there');
    let ran = false;
    withSanitizer(() => (ran = true), '<p>x</p>');
    assert(!ran, 'work on markup waits for the sanitiser');
    assert(
      throwsUnloaded(() => sanitizedFragment('<b>x</b>')),
      'asking for markup nodes synchronously fails loudly',
    );
    await until(() => target.querySelector('em') !== null, 'the sanitised markup arrives');
    assert(target.querySelector('b') === null && shown() === 'second', `the last asked wins: ${target.innerHTML}`);
    assert(!target.querySelector('img')?.hasAttribute('onerror'), 'the handler is gone');
    assert(ran, 'the waiting work ran once the sanitiser loaded');
    assert(hits.length === 0, `nothing ran: ${hits.join(', ')}`);
  });
});

describe('the sanitiser once loaded', () => {
  it('answers synchronously', async () => {
    assert(await loadSanitizer(), 'loaded');
    const target = box();
    setSanitizedHtml(target, 'a <b>bold</b> word');
    assert(target.querySelector('b')?.textContent === 'bold', 'markup is put in at once');
  });

  it('reads text with references, line ends and NULs exactly as DOMPurify does', () => {
    const texts = [
      'Tom &amp; Jerry',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '&#60;svg onload=alert(1)&#62;',
      'a&nbsp;b &notin; c &amp',
      'line\r\nend\rx',
      'nul\0char',
      '&#0;&#x110000;&bogus;',
    ];
    for (const text of texts) {
      const ours = sanitizedFragment(text);
      const theirs = DOMPurify.sanitize(text, { RETURN_DOM_FRAGMENT: true });
      assert(ours.childNodes.length === 1 && ours.firstChild!.nodeType === Node.TEXT_NODE, `one text node for ${JSON.stringify(text)}`);
      assert(ours.textContent === theirs.textContent, `${JSON.stringify(text)}: ${JSON.stringify(ours.textContent)} vs ${JSON.stringify(theirs.textContent)}`);
    }
  });
});

function throwsUnloaded(run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch (error) {
    return error instanceof Error && /sanitiser has not loaded/.test(error.message);
  }
}
