/**
 * The filters' first paint: the filter sidebar's and the filter bar's own views (FilterSidebarView,
 * FilterBarView) rendered to HTML with the server's first answer, each printed just before its
 * element. The counters (on a wide screen) and the bar's buttons (below 850 px) are on screen with
 * the page's first paint instead of after the scripts; each element removes its copy in the
 * commit that draws its own, identical view (shared/ui/use-first-paint-hand-over.ts), so nothing
 * moves. A copy is inert and hidden from assistive technology (its controls do nothing until the
 * element has taken over; presses on it are carried out then), and hidden without scripting (the
 * <noscript> widgets serve then: storefront.css). The bar's copy holds both of its layouts, the
 * horizontal one and the phone's; the theme's stylesheet shows the one the bar will draw at the
 * window's width.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FilterSidebarView } from '../../elements/filter-sidebar/filter-sidebar.view.tsx';
import { FilterBarView } from '../../elements/filter-bar/filter-bar.view.tsx';
import { AppliedFiltersView } from '../../shared/ui/applied-filters/applied-filters.view.tsx';
import { describeChips, showClearAll } from '../../shared/engine/filter/presentation/applied-chips.ts';
import { horizontalPlan, mobilePlan } from '../../shared/engine/filter/config/layout-rules.ts';
import { appliedChips } from '../../shared/engine/filter/config/selection.ts';
import { setTranslations } from '../../shared/messages/catalog.ts';
import { FilterActionsContext, type FilterActions } from '../../shared/ui/filter-controls/filter-actions.ts';
import { ServerHtmlText } from '../../shared/ui/server-html-text.ts';
import type { FirstView } from '../server/filter/filtered-listing.ts';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import type { FilterConfig } from '../../shared/engine/filter/config/filter-config.ts';
import { filtersInUrl } from '../../shared/engine/filter/core/state-to-query.ts';
import { buildFiltersOutput, rangeFormatter, type FilterOutput } from '../../shared/engine/filter/presentation/filters-output.ts';
import { requestLocale, type DemoLocale } from '../server/i18n/demo-locale.ts';
import { htmlToText } from '../../shared/engine/cart/html-text.ts';
import { html, raw, type Raw } from '../server/html.ts';

const inert = (): void => undefined;

export interface FiltersFirstPaint {
  /** Printed just before <shop-filter-sidebar>. */
  sidebar: Raw;
  /** Printed just before <shop-filter-bar>. */
  bar: Raw;
  /** Printed just before <shop-applied-filters> (nothing when no filter is applied). */
  applied: Raw;
}

/** Rendered copies by answer and language: the server keeps a listing's answer while the catalogue stays as it is. */
const rendered = new WeakMap<FirstView, Map<DemoLocale, FiltersFirstPaint>>();

export function firstPaintFilters(view: FirstView): FiltersFirstPaint {
  const locale = requestLocale();
  const copies = rendered.get(view) ?? new Map<DemoLocale, FiltersFirstPaint>();
  rendered.set(view, copies);
  let copy = copies.get(locale);
  if (!copy) copies.set(locale, (copy = renderFirstPaint(view, locale)));
  return copy;
}

function renderFirstPaint(first: FirstView, locale: DemoLocale): FiltersFirstPaint {
  // The elements' words in the page's language (the presets' labels, the counters' words): the
  // catalogue is module state, set for this synchronous work only (no other request runs in between).
  setTranslations(locale.file);
  try {
    // What the filters' controls show with the first answer, worked out as the browser does
    // (shared/stores/filter.ts $filtersOutput).
    const { filters } = buildFiltersOutput(first.config, first.filters, first.result, filtersInUrl(first.filters));
    const applied = renderApplied(first.config, first.filters);
    if (filters.length === 0) return { sidebar: raw(''), bar: raw(''), applied };
    return { sidebar: renderSidebar(first.config, filters), bar: renderBar(first.config, filters), applied };
  } finally {
    setTranslations(null);
  }
}

/** A view as the element draws it, with the same providers and controls that do nothing. */
function withProviders(config: FilterAppConfig, view: ReactElement): ReactElement {
  const actions: FilterActions = {
    counterFormat: config.layout.counterFormat,
    changeValue: inert,
    clearValues: inert,
    changeRange: inert,
    changeSearch: inert,
  };
  return createElement(ServerHtmlText.Provider, { value: htmlToText }, createElement(FilterActionsContext.Provider, { value: actions }, view));
}

function copyOf(tag: string, markup: string, modifier = ''): Raw {
  return html`<div class="shop-FirstPaint${modifier}" data-shop-first-paint="${tag}" aria-hidden="true" inert>${raw(markup)}</div>`;
}

function renderSidebar(config: FilterAppConfig, filters: FilterOutput[]): Raw {
  return copyOf('shop-filter-sidebar', renderToStaticMarkup(withProviders(config, createElement(FilterSidebarView, { filters, config }))));
}

/** Both of the bar's layouts, as filter-bar.tsx draws them with no popover or overlay open. */
function renderBar(config: FilterAppConfig, filters: FilterOutput[]): Raw {
  const appliedIn = (id: string) => appliedChips(filters.filter((filter) => filter.id === id)).length;
  const layouts = [false, true].map((mobile) => {
    const plan = mobile ? mobilePlan(filters, config.layout) : horizontalPlan(filters, config.layout);
    const props = {
      mobile,
      plan,
      config,
      appliedIn,
      appliedAll: appliedChips(filters).length,
      openId: null,
      onTogglePopover: inert,
      onOpenOverlay: inert,
      onOpenAll: inert,
    };
    return renderToStaticMarkup(withProviders(config, createElement(FilterBarView, props)));
  });
  return copyOf('shop-filter-bar', layouts.join(''), ' shop-FirstPaint--bar');
}

/** The applied filters' chips, as shared/connectors/applied-filters.tsx draws them from the address's state. */
function renderApplied(config: FilterAppConfig, state: FilterConfig[]): Raw {
  const chips = describeChips(state, (filter, value) => rangeFormatter(config, filter)(value));
  if (chips.length === 0) return raw('');
  return copyOf(
    'shop-applied-filters',
    renderToStaticMarkup(createElement(AppliedFiltersView, { chips, clearAll: showClearAll(chips), onRemove: inert, onClearAll: inert })),
  );
}
