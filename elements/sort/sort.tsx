/**
 * The 'Shop order' select. With the ordering override on, changing it
 * re-sorts the results in place (orderby in the URL, a new history entry) and the native form
 * never submits. With it off, the form submits as WooCommerce's does, carrying the active
 * filters as hidden fields so they survive the reload.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { urlConfigOf, urlStateOf } from '../../shared/engine/filter/core/state-to-query.ts';
import { writeUrlState } from '../../shared/engine/filter/url/url-state.ts';
import { $filterApp, $filterConfig, $filterResults, $filters } from '../../shared/stores/filter.ts';
import { setOrderby } from '../../shared/stores/filter.actions.ts';
import { useLightDomTakeover } from '../../shared/ui/use-light-dom-takeover.ts';
import { SortView } from './sort.view.tsx';

/** The theme's select's value when the shopper changed it from the one the server printed; else null. */
function choiceBeforeStart(theme: HTMLElement): string | null {
  const select = theme.querySelector<HTMLSelectElement>('select.orderby');
  const printed = select && ([...select.options].find((option) => option.defaultSelected) ?? select.options[0]);
  return select && printed && select.value !== printed.value ? select.value : null;
}

export interface SortProps {
  container?: HTMLElement | ShadowRoot;
}

export function Sort({ container }: SortProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  const app = useStore($filterApp);
  const filters = useStore($filters);
  const results = useStore($filterResults);
  // A choice made on the theme's select before the element took over (its submit button is hidden
  // while scripting is on, so it did nothing): carried out on the element's select once it is drawn.
  const earlyChoice = useRef<string | null>(null);
  // Without catalog_orderedby there is nothing to offer: the theme's form stays.
  const target = useLightDomTakeover(
    host,
    !!config && results.sequence > 0 && Object.keys(config.catalog_orderedby).length > 0,
    (theme) => (earlyChoice.current = choiceBeforeStart(theme)),
  );
  useLayoutEffect(() => {
    if (!target) return;
    const choice = earlyChoice.current;
    earlyChoice.current = null;
    const select = target.querySelector<HTMLSelectElement>('select.orderby');
    if (!choice || !select || ![...select.options].some((option) => option.value === choice)) return;
    // As the shopper's own change: the view commits it (announced, sorted in place or submitted).
    select.value = choice;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, [target]);

  if (!target || !config) return <slot />;
  const options = Object.entries(config.catalog_orderedby);
  const current = app.orderby || new URLSearchParams(location.search).get('orderby') || config.default_catalog_orderby;
  const value = options.some(([key]) => key === current) ? current : config.default_catalog_orderby;
  const hidden: [string, string][] = [];
  if (!config.override_ordering_enabled) {
    const url = writeUrlState(urlStateOf(filters, 1, ''), { pathname: location.pathname, search: location.search }, urlConfigOf(config));
    for (const [name, v] of new URL(url, location.origin).searchParams) if (name !== 'orderby') hidden.push([name, v]);
    hidden.push(['paged', '1']);
  }
  return (
    <>
      <slot />
      {createPortal(
        <SortView
          options={options}
          value={value}
          hidden={hidden}
          onChange={(next, form) => (config.override_ordering_enabled ? void setOrderby(next) : form.requestSubmit())}
          onSubmit={(event) => {
            if (config.override_ordering_enabled) event.preventDefault();
          }}
        />,
        target,
      )}
    </>
  );
}
