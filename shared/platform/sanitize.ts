/**
 * The one gate for HTML that comes from data (fragments, notices, labels, tooltips, custom
 * HTML, fetched product cards, variation texts). DOMPurify parses the string once and hands
 * back nodes; they go into the page as nodes. A sanitised string is never parsed again (that
 * round trip is what mutation XSS exploits), and nothing else in the project turns data into
 * markup.
 *
 * DOMPurify (11 kB gzip, and a few milliseconds of setting up when its module runs) is loaded
 * when first needed, not with the page: most first views show no HTML from data before the
 * shopper acts. The runtimes that will need it ask for it once the page has loaded and the
 * browser is idle (`loadSanitizerWhenIdle`), so a shopper's first add or filter change finds it
 * there. Until it has loaded, text without a tag (most labels, "Hoodies &amp; Sweatshirts") is
 * still put in at once; markup waits for it, and is never put in unsanitised.
 */
import type { DOMPurify } from 'dompurify';
import { SANITIZE_POLICY as CONFIG, secureLinkTarget } from '../engine/html/sanitize-policy.ts';
import { loadChunk } from './load-timeout.ts';
import { whenIdleAfterLoad } from './main-thread.ts';

let purifier: DOMPurify | null = null;
let loading: Promise<boolean> | null = null;

/**
 * Loads DOMPurify (once; again after a failure). Resolves true once sanitising is synchronous,
 * false when its chunk could not be loaded (reported on the console as a failed chunk).
 */
export function loadSanitizer(): Promise<boolean> {
  if (purifier) return Promise.resolve(true);
  loading ??= loadChunk('sanitizer', () => import('dompurify')).then((module) => {
    if (!module) {
      loading = null;
      return false;
    }
    purifier ??= module.default;
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element) secureLinkTarget(node);
    });
    return true;
  });
  return loading;
}

/** Asks for DOMPurify once the page has loaded and the browser has nothing else to do. */
export function loadSanitizerWhenIdle(): void {
  if (!purifier && !loading) whenIdleAfterLoad(() => void loadSanitizer());
}

/** Text without a tag: the HTML parser can make nothing of it but one text node. */
const isText = (html: string) => !html.includes('<');

/** Plain text (no character reference either, nothing the parser rewrites) parses to itself. */
const isPlainText = (html: string) => !/[<&\r\0]/.test(html);

/**
 * The text node the parser makes of text without a tag (character references decoded, line
 * ends and NULs as the parser has them), parsed in an inert template that never enters the page:
 * without a `<` no element or attribute can be made, so there is nothing for DOMPurify to remove.
 */
function parsedText(html: string): string {
  if (html.includes('<')) throw new Error('[shop] Markup goes through DOMPurify.');
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

/**
 * Runs `work` now when each of `htmls` can be sanitised now (DOMPurify loaded, or plain text),
 * else once DOMPurify has loaded (in the order asked). Not at all when it cannot be loaded.
 */
export function withSanitizer(work: () => void, ...htmls: string[]): void {
  if (purifier || htmls.every(isText)) work();
  else void loadSanitizer().then((loaded) => loaded && work());
}

/** Sanitised nodes of an HTML snippet, ready to insert (owned by this document). */
export function sanitizedFragment(html: string): DocumentFragment {
  if (!html) return document.createDocumentFragment();
  // Made without DOMPurify's parse: a filter draws hundreds of such labels at once.
  if (isText(html)) {
    const text = document.createDocumentFragment();
    text.append(isPlainText(html) ? html : parsedText(html));
    return text;
  }
  return loaded().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** What each target was last asked to show: an answer that waited for DOMPurify is put in only if it is still the last. */
const lastAsked = new WeakMap<Element, string>();

/**
 * Replaces `target`'s children with the sanitised nodes of `html`, now or once DOMPurify has
 * loaded (the last call for a target wins). `around` runs just before and after the change (a
 * view that keeps the focus where it was).
 */
export function setSanitizedHtml(target: Element, html: string, around?: { before?(): void; after?(): void }): void {
  lastAsked.set(target, html);
  withSanitizer(() => {
    if (lastAsked.get(target) !== html) return;
    around?.before?.();
    target.replaceChildren(sanitizedFragment(html));
    around?.after?.();
  }, html);
}

/** A whole HTML page from the server, sanitised into a detached tree to query (the 'page' card strategy). */
export function sanitizedPage(html: string): ParentNode {
  return loaded().sanitize(html, { ...CONFIG, WHOLE_DOCUMENT: true, RETURN_DOM: true }) as Node as ParentNode;
}

function loaded(): DOMPurify {
  // Never a way round the gate: a caller that did not wait for loadSanitizer() fails loudly.
  if (!purifier) throw new Error('[shop] The sanitiser has not loaded yet (await loadSanitizer() first).');
  return purifier;
}
