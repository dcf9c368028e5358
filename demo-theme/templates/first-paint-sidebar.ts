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
import type { FirstView } from '../server/filter/filtered-listing.ts';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import { filtersInUrl } from '../../shared/engine/filter/core/state-to-query.ts';
import { buildFiltersOutput, type FilterOutput } from '../../shared/engine/filter/presentation/filters-output.ts';
import { requestLocale, type DemoLocale } from '../server/i18n/demo-locale.ts';
import { htmlToText } from '../../shared/engine/cart/html-text.ts';
import { html, raw, type Raw } from '../server/html.ts';

const inert = (): void => undefined;

/** Rendered copies by answer and language: the server keeps a listing's answer while the catalogue stays as it is. */
const rendered = new WeakMap<FirstView, Map<DemoLocale, Raw>>();

export function firstPaintSidebar(view: FirstView): Raw {
  const locale = requestLocale();
  const copies = rendered.get(view) ?? new Map<DemoLocale, Raw>();
  rendered.set(view, copies);
  let copy = copies.get(locale);
  if (!copy) copies.set(locale, (copy = renderFirstPaint(view, locale)));
  return copy;
}

function renderFirstPaint(first: FirstView, locale: DemoLocale): Raw {
  // The elements' words in the page's language (the presets' labels, the counters' words): the
  // catalogue is module state, set for this synchronous work only (no other request runs in between).
  setTranslations(locale.file);
  try {
    // What the sidebar's controls show with the first answer, worked out as the browser does
    // (shared/stores/filter.ts $filtersOutput).
    const { filters } = buildFiltersOutput(first.config, first.filters, first.result, filtersInUrl(first.filters));
    return filters.length === 0 ? raw('') : renderView(first.config, filters);
  } finally {
    setTranslations(null);
  }
}

function renderView(config: FilterAppConfig, filters: FilterOutput[]): Raw {
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
  return html`<div class="shop-FirstPaint" data-shop-first-paint="shop-filter-sidebar" aria-hidden="true" inert>${raw(renderToStaticMarkup(view))}</div>`;
}
