/**
 * An element whose content is HTML from data: React renders the empty element and the
 * sanitised nodes are put in by the one sanitising path (never through a string React would
 * parse). The content is replaced only when `html` changes.
 */
import { createElement, useContext, useLayoutEffect, useRef } from 'react';
import { setSanitizedHtml } from '../platform/sanitize.ts';
import { ServerHtmlText } from './server-html-text.ts';

export interface SanitizedHtmlProps {
  html: string;
  as?: 'span' | 'div' | 'p';
  className?: string;
  id?: string;
  role?: string;
  hidden?: boolean;
  /** 'auto' for the shop's own text (names, descriptions), whose language may not be the page's. */
  dir?: 'auto';
}

export function SanitizedHtml({ html, as = 'span', ...rest }: SanitizedHtmlProps) {
  const ref = useRef<HTMLElement>(null);
  // Rendered to HTML on a server: the text, escaped by React (the browser's render replaces it).
  const asServerText = useContext(ServerHtmlText);
  useLayoutEffect(() => {
    if (ref.current) setSanitizedHtml(ref.current, html);
  }, [html]);
  return createElement(as, { ...rest, ref }, asServerText?.(html));
}
