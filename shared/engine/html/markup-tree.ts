/**
 * Markup as data: one description of an element's first view that the server prints as HTML
 * (so it paints with the page, before any script) and the element builds as DOM (so it takes
 * the printed copy over without a visible change). Pure: no DOM here; the DOM side is
 * fromMarkup() in shared/platform/build-element.ts.
 */
export interface MarkupNode {
  tag: string;
  /** Attribute name → value; a boolean attribute (hidden, checked, disabled) has the value ''. */
  attrs: Record<string, string>;
  children: Markup[];
}

export type Markup = MarkupNode | string;

export const h = (tag: string, attrs: Record<string, string> = {}, ...children: Markup[]): MarkupNode => ({ tag, attrs, children });

const VOID = new Set(['input', 'br', 'img', 'hr']);
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const NAME = /^[a-z][a-z0-9-]*$/;

/** The HTML of a tree, every text and attribute value escaped; a name that is not a plain name is refused. */
export function markupToHtml(node: Markup): string {
  if (typeof node === 'string') return escape(node);
  if (!NAME.test(node.tag)) throw new Error(`Not a tag name: ${node.tag}`);
  let out = `<${node.tag}`;
  for (const [name, value] of Object.entries(node.attrs)) {
    if (!NAME.test(name)) throw new Error(`Not an attribute name: ${name}`);
    out += value === '' ? ` ${name}` : ` ${name}="${escape(value)}"`;
  }
  out += '>';
  if (VOID.has(node.tag)) return out;
  return `${out}${node.children.map(markupToHtml).join('')}</${node.tag}>`;
}
