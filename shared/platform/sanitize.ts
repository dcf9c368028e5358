/**
 * The one gate for HTML that comes from data (fragments, notices, labels, tooltips, custom
 * HTML, fetched product cards, variation texts). DOMPurify parses the string once and hands
 * back nodes; they go into the page as nodes. A sanitised string is never parsed again (that
 * round trip is what mutation XSS exploits), and nothing else in the project turns data into
 * markup.
 */
import DOMPurify from 'dompurify';
import { SANITIZE_POLICY as CONFIG, secureLinkTarget } from '../engine/html/sanitize-policy.ts';

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element) secureLinkTarget(node);
    });
  }
  return DOMPurify;
}

/** Sanitised nodes of an HTML snippet, ready to insert (owned by this document). */
export function sanitizedFragment(html: string): DocumentFragment {
  if (!html) return document.createDocumentFragment();
  // Plain text (no tag, no character reference, nothing the parser rewrites) parses to itself:
  // one text node, made without DOMPurify's parse. A filter draws hundreds of such labels at once.
  if (!/[<&\r\0]/.test(html)) {
    const text = document.createDocumentFragment();
    text.append(html);
    return text;
  }
  return purifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** Replaces `target`'s children with the sanitised nodes of `html`. */
export function setSanitizedHtml(target: Element, html: string): void {
  target.replaceChildren(sanitizedFragment(html));
}

/** A whole HTML page from the server, sanitised into a detached tree to query (the 'page' card strategy). */
export function sanitizedPage(html: string): ParentNode {
  return purifier().sanitize(html, { ...CONFIG, WHOLE_DOCUMENT: true, RETURN_DOM: true }) as Node as ParentNode;
}
