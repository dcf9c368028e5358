/**
 * An element whose content is HTML from data: React renders the empty element and the
 * sanitised nodes are put in by the one sanitising path (never through a string React would
 * parse). The content is replaced only when `html` changes.
 */
import { createElement, useLayoutEffect, useRef } from 'react';
import { setSanitizedHtml } from '../platform/sanitize.ts';

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
  useLayoutEffect(() => {
    if (ref.current) setSanitizedHtml(ref.current, html);
  }, [html]);
  return createElement(as, { ...rest, ref });
}
