/**
 * What HTML from data may contain, one policy for the browser (shared/platform/sanitize.ts) and
 * the demo store (descriptions sanitised when saved): DOMPurify's defaults, which remove scripts,
 * event handlers and javascript: URLs, plus the rules below. Data only; no DOM here.
 */
import type { Config } from 'dompurify';

export const SANITIZE_POLICY: Config = {
  // Links that open elsewhere cannot reach back into the shop's window (see secureLinkTarget).
  ADD_ATTR: ['target'],
  // No <style>/<link> from data (a stylesheet can read attributes out of the page), no <meta>
  // (http-equiv="refresh" would send every visitor elsewhere), no <base> (it re-points every link).
  FORBID_TAGS: ['style', 'link', 'meta', 'base'],
  FORBID_ATTR: ['formaction', 'srcdoc'],
};

interface AttributeHolder {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** DOMPurify's afterSanitizeAttributes rule: a link opening a new window gets rel="noopener noreferrer". */
export function secureLinkTarget(node: AttributeHolder): void {
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}
