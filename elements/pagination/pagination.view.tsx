/** WooCommerce's page links markup (nav.woocommerce-pagination > ul.page-numbers). No fetching here. */
import { Fragment, type MouseEvent } from 'react';
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
  const withClass = (base: string, extra: string) => (extra ? `${base} ${extra}` : base);
  const links = items.map((item, i) => {
    if (item.kind === 'dots') return { key: `dots-${i}`, node: <span className={withClass('page-numbers dots', args.link_class)}>&hellip;</span> };
    if (item.kind === 'current') {
      return {
        key: String(item.page),
        node: (
          <span aria-current="page" className={withClass('page-numbers current', args.link_class)}>
            {args.before_page_number}
            {item.page}
            {args.after_page_number}
          </span>
        ),
      };
    }
    const label = item.kind === 'prev' ? t('pagination.previous') : item.kind === 'next' ? t('pagination.next') : t('pagination.page', item.page);
    const text =
      item.kind === 'prev' ? args.prev_text : item.kind === 'next' ? args.next_text : `${args.before_page_number}${item.page}${args.after_page_number}`;
    return {
      key: `${item.kind}-${item.page}`,
      node: (
        <a
          className={withClass(item.kind === 'page' ? 'page-numbers' : `${item.kind} page-numbers`, args.link_class)}
          href={hrefFor(item.page)}
          aria-label={label}
          onClick={follow(item.page)}
        >
          {text}
        </a>
      ),
    };
  });
  return (
    <nav className={withClass('woocommerce-pagination', args.wrapper_class)} aria-label={t('pagination.label')}>
      {args.type === 'plain' ? (
        // paginate_links() 'plain': the links side by side, one per line.
        links.map(({ key, node }) => (
          <Fragment key={key}>
            {node}
            {'\n'}
          </Fragment>
        ))
      ) : (
        <ul className="page-numbers">
          {links.map(({ key, node }) => (
            <li key={key} className={args.item_class || undefined}>
              {node}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
