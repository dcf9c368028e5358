/**
 * Page links for the filtered results: shown in the
 * 'pagination' strategy when there are 2 pages or more; a page is a new history entry. The
 * server's links inside the element are the no-JavaScript fallback and are replaced.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { paginationItems, readPaginationArgs } from '../../shared/engine/filter/presentation/pagination-items.ts';
import { $filterApp, $filterConfig, $filterResults } from '../../shared/stores/filter.ts';
import { goToPage, pageUrl } from '../../shared/stores/filter.actions.ts';
import { useLightDomTakeover } from '../../shared/ui/use-light-dom-takeover.ts';
import { PaginationView } from './pagination.view.tsx';

export interface PaginationProps {
  container?: HTMLElement | ShadowRoot;
}

export function Pagination({ container }: PaginationProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  const app = useStore($filterApp);
  const results = useStore($filterResults);
  const args = useMemo(() => config?.layout.pagination ?? readPaginationArgs(undefined), [config]);
  const active = !!config && config.pagination_strategy === 'pagination';
  const target = useLightDomTakeover(host, !!config && results.sequence > 0);

  useEffect(() => {
    if (host && config) host.hidden = !active;
  }, [host, config, active]);

  if (!target || !active) return <slot />;
  const items = paginationItems(app.currentPage, app.totalPages, args);
  return (
    <>
      <slot />
      {createPortal(<PaginationView items={items} args={args} hrefFor={pageUrl} onPage={(page) => void goToPage(page)} />, target)}
    </>
  );
}
