/** WooCommerce's page links markup (nav.woocommerce-pagination > ul.page-numbers). No fetching here. */
import type { MouseEvent } from 'react';
import type { PaginationArgs, PaginationItem } from '../../shared/engine/filter/presentation/pagination-items.ts';
import { t } from '../../shared/messages/catalog.ts';

export interface PaginationViewProps {
  items: PaginationItem[];
  args: PaginationArgs;
  hrefFor(page: number): string;
  onPage(page: number): void;
}

export function PaginationView({ items, args, hrefFor, onPage }: PaginationViewProps) {
  if (items.length === 0) return null;
  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // new tab: let the link work
    event.preventDefault();
    onPage(page);
  };
  return (
    <nav className="woocommerce-pagination" aria-label={t('pagination.label')}>
      <ul className="page-numbers">
        {items.map((item, i) => {
          if (item.kind === 'dots')
            return (
              <li key={`dots-${i}`}>
                <span className="page-numbers dots">&hellip;</span>
              </li>
            );
          if (item.kind === 'current') {
            return (
              <li key={item.page}>
                <span aria-current="page" className="page-numbers current">
                  {args.before_page_number}
                  {item.page}
                  {args.after_page_number}
                </span>
              </li>
            );
          }
          const label = item.kind === 'prev' ? t('pagination.previous') : item.kind === 'next' ? t('pagination.next') : t('pagination.page', item.page);
          const text =
            item.kind === 'prev' ? args.prev_text : item.kind === 'next' ? args.next_text : `${args.before_page_number}${item.page}${args.after_page_number}`;
          return (
            <li key={`${item.kind}-${item.page}`}>
              <a
                className={item.kind === 'page' ? 'page-numbers' : `${item.kind} page-numbers`}
                href={hrefFor(item.page)}
                aria-label={label}
                onClick={follow(item.page)}
              >
                {text}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
