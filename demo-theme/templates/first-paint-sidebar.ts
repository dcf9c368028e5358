/**
 * The filter sidebar's first paint: the element's own view (FilterSidebarView) rendered to HTML
 * with the server's first answer, printed just before <shop-filter-sidebar>. The counters are on
 * screen with the page's first paint instead of after the scripts; the element removes this copy
 * in the commit that draws its own, identical view (shared/ui/use-first-paint-hand-over.ts), so
 * nothing moves. The copy is inert and hidden from assistive technology (its controls do nothing
 * until the element has taken over), and hidden without scripting (the <noscript> widgets serve
 * then: storefront.css).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FilterSidebarView } from '../../elements/filter-sidebar/filter-sidebar.view.tsx';
import { setTranslations } from '../../shared/messages/catalog.ts';
import { FilterActionsContext, type FilterActions } from '../../shared/ui/filter-controls/filter-actions.ts';
import { ServerHtmlText } from '../../shared/ui/server-html-text.ts';
import type { FilteredListing } from '../server/filter/filtered-listing.ts';
import { requestLocale } from '../server/i18n/demo-locale.ts';
import { htmlToText } from '../../shared/engine/cart/html-text.ts';
import { html, raw, type Raw } from '../server/html.ts';

const inert = (): void => undefined;

export function firstPaintSidebar({ config, filters }: FilteredListing['firstOutput']): Raw {
  if (filters.length === 0) return raw('');
  const actions: FilterActions = {
    counterFormat: config.layout.counterFormat,
    changeValue: inert,
    clearValues: inert,
    changeRange: inert,
    changeSearch: inert,
  };
  const view = createElement(
    ServerHtmlText.Provider,
    { value: htmlToText },
    createElement(FilterActionsContext.Provider, { value: actions }, createElement(FilterSidebarView, { filters, config })),
  );
  // The elements' words in the page's language: the catalogue is module state, set for this
  // synchronous render only (no other request runs in between).
  setTranslations(requestLocale().file);
  let markup: string;
  try {
    markup = renderToStaticMarkup(view);
  } finally {
    setTranslations(null);
  }
  return html`<div class="shop-FirstPaint" data-shop-first-paint="shop-filter-sidebar" aria-hidden="true" inert>${raw(markup)}</div>`;
}
