/**
 * A theme written for the filter's specification prints containers, not our tags: this puts our
 * elements into them, so such a theme works as it is. The loader calls it on a page with the
 * filter configuration that holds a container or no `<shop-products>`.
 *
 * - The app container: `<div id="{app_selector}">`, absolutely positioned at z-index 999995,
 *   appended to the body; it holds `<shop-products>` when the page has none (that element finds
 *   the loop by `products_loop_selectors` anywhere in the page).
 * - `.{namespace}-vertical-filters` gets `<shop-filter-sidebar>`, `-horizontal-filters` and
 *   `-mobile-filters` a `<shop-filter-bar>` (horizontal only / mobile only when the page has a
 *   mobile container), `-applied-filters` `<shop-applied-filters>`; each with the container's
 *   `data-min-screen` / `data-max-screen`. The show-more, show-previous and infinite-scroll
 *   containers are where `<shop-products>` puts those controls.
 * - `pagination_selectors` / `ordering_selectors`: the first selector that matches names the
 *   theme's page links / ordering form, which our element replaces once the first result is
 *   drawn (until then it is the no-script fallback).
 */
import type { FilterAppConfig } from '../engine/filter/config/app-config.ts';
import { SPEC_CONTAINERS, screenAttributes, specContainerClass, type SpecContainer } from '../engine/filter/config/spec-markup.ts';
import { findProductsLoop } from '../platform/product-markup.ts';
import { readPageFilterConfig } from './filter-runtime.ts';

/** z-index of the app container (the specification's overlay layer). */
export const APP_CONTAINER_Z_INDEX = '999995';

let mounted = false;

/** Reads the page's configuration and mounts once; nothing when the filter is off. */
export function mountSpecMarkupOnce(): void {
  if (mounted) return;
  mounted = true;
  const reading = readPageFilterConfig();
  if (reading.enabled) mountSpecMarkup(reading.config);
}

export function mountSpecMarkup(config: FilterAppConfig, doc: Document = document): void {
  const app = appContainer(config, doc);
  const containers = (name: SpecContainer) => [...doc.getElementsByClassName(specContainerClass(config.namespace, name))] as HTMLElement[];
  const hasMobileContainer = containers('mobile-filters').length > 0;
  for (const [name, tag] of Object.entries(SPEC_CONTAINERS) as [SpecContainer, string | null][]) {
    if (!tag) continue;
    for (const container of containers(name)) {
      if (container.querySelector(tag)) continue;
      const element = doc.createElement(tag);
      for (const [attribute, value] of screenAttributes(container.dataset)) element.setAttribute(attribute, value);
      if (name === 'mobile-filters') element.setAttribute('layout', 'mobile');
      else if (name === 'horizontal-filters' && hasMobileContainer) element.setAttribute('layout', 'horizontal');
      container.append(element);
    }
  }
  if (!doc.querySelector('shop-products')) app.append(doc.createElement('shop-products'));
  if (!doc.querySelector('shop-sort')) takeOver(doc, config.ordering_selectors, 'shop-sort');
  if (!doc.querySelector('shop-pagination') && !takeOver(doc, config.pagination_selectors, 'shop-pagination') && config.pagination_strategy === 'pagination') {
    // No page links printed (the server had one page): after the loop, for when a result has more.
    findProductsLoop(doc, config.products_loop_selectors)?.after(doc.createElement('shop-pagination'));
  }
}

function appContainer(config: FilterAppConfig, doc: Document): HTMLElement {
  const existing = doc.getElementById(config.app_selector);
  if (existing) return existing;
  const app = doc.createElement('div');
  app.id = config.app_selector;
  app.className = `${config.namespace}-filter-app`;
  Object.assign(app.style, { position: 'absolute', top: '0', left: '0', zIndex: APP_CONTAINER_Z_INDEX });
  doc.body.append(app);
  return app;
}

/**
 * The first selector that matches wins. A form or a nav is itself what our element draws (a
 * form cannot hold a form), so the element takes its place and keeps it as the fallback;
 * any other container keeps its place and gets the element, its children moved in.
 */
function takeOver(doc: Document, selectors: string[], tag: string): boolean {
  for (const selector of selectors) {
    const found = matchOf(doc, selector);
    if (!found) continue;
    const element = doc.createElement(tag);
    if (found.localName === 'form' || found.localName === 'nav') {
      found.replaceWith(element);
      element.append(found);
    } else {
      element.append(...found.childNodes);
      found.append(element);
    }
    return true;
  }
  return false;
}

/** The first element a selector from the configuration matches; none for an invalid one. */
function matchOf(doc: Document, selector: string): HTMLElement | null {
  try {
    return doc.querySelector<HTMLElement>(selector);
  } catch {
    return null;
  }
}
