/**
 * The one gate for HTML that comes from data (fragments, notices, variation texts).
 * Browsers with the HTML Sanitizer API (Element.setHTML) use it: it always drops scripts,
 * event handlers and javascript: URLs, and costs no bytes. Others load DOMPurify once,
 * before the first fragment arrives (prepareSanitizer), so shoppers on Chromium never
 * download it.
 */
type Purify = { sanitize(html: string): string };

interface SafeSetHtml {
  setHTML(html: string, options: { sanitizer: Record<string, never> }): void;
}

let purify: Purify | null = null;
const native = typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

export function prepareSanitizer(): Promise<void> {
  if (native || purify) return Promise.resolve();
  return import('dompurify').then((module) => {
    purify = module.default;
  });
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  if (native) {
    const holder = document.createElement('div');
    // An empty config keeps every safe element and attribute (classes, data-*, inputs).
    (holder as unknown as SafeSetHtml).setHTML(html, { sanitizer: {} });
    return holder.innerHTML;
  }
  if (purify) return purify.sanitize(html);
  // Not ready yet: show nothing rather than unsanitised markup.
  return '';
}

export function sanitizedFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content;
}
