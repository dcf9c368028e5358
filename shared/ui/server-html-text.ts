/**
 * For a server that renders a view to HTML (the demo store's first paint of the filter sidebar):
 * how HTML from data becomes plain text there, where no DOM and no sanitiser run. Null in the
 * browser, where SanitizedHtml puts in DOMPurify's nodes as always.
 */
import { createContext } from 'react';

export const ServerHtmlText = createContext<((html: string) => string) | null>(null);
