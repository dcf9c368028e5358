/** Builds DOM with createElement and text nodes only: no HTML string is ever parsed. */
import type { Markup } from '../engine/html/markup-tree.ts';

export type Child = Node | string;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The DOM of a markup tree (the same tree the server may have printed as HTML). */
export function fromMarkup(markup: Markup): Node {
  if (typeof markup === 'string') return document.createTextNode(markup);
  return el(markup.tag as keyof HTMLElementTagNameMap, markup.attrs, ...markup.children.map(fromMarkup));
}
