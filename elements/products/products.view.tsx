/** The products area's parts: cards, count, buttons. No fetching here. */
import type { ProductCard } from '../../shared/platform/product-markup.ts';
import { useLayoutEffect, useRef } from 'react';
import { t, tn } from '../../shared/messages/catalog.ts';
import { SanitizedHtml } from '../../shared/ui/sanitized-html.tsx';

export interface GridItem {
  id: number;
  card: ProductCard | null;
  /** First card of a page (show-more and infinite scroll track the visible page). */
  page?: number;
}

/** 'first' / 'last' per row of `perRow`, as WooCommerce's loop classes. */
export function rowPosition(index: number, perRow: number): string {
  const column = index % perRow;
  return `${column === 0 ? ' first' : ''}${column === perRow - 1 ? ' last' : ''}`;
}

/** A product card: React owns the <li>, its content is a copy of the card's nodes, put in once per card. */
function CardItem({ card, className, page }: { card: ProductCard; className: string; page: number | undefined }) {
  const ref = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(card.content.cloneNode(true));
  }, [card]);
  return <li ref={ref} className={className} data-shop-page={page} />;
}

export function GridItems({ items, perRow, categories }: { items: GridItem[]; perRow: number; categories: ProductCard[] }) {
  const all = [...categories.map((card, i) => ({ id: -1 - i, card })), ...items];
  return (
    <>
      {all.map((item, i) =>
        item.card ? (
          <CardItem key={item.id} card={item.card} className={item.card.className + rowPosition(i, perRow)} page={'page' in item ? item.page : undefined} />
        ) : (
          <li
            key={item.id}
            className={`product shop-Products-placeholder${rowPosition(i, perRow)}`}
            data-shop-page={'page' in item ? item.page : undefined}
            aria-busy="true"
          >
            <span className="shop-Products-placeholderText">{t('products.loading')}</span>
          </li>
        ),
      )}
    </>
  );
}

/** WooCommerce's result count wording. */
export function resultCountText(total: number, from: number, to: number, perPage: number, showingAll: boolean): string {
  if (total === 0) return t('products.none');
  if (total === 1) return t('products.single');
  if (showingAll || total <= perPage) return tn('products.all', total);
  return t('products.range', from, to, total);
}

export interface MoreControlsProps {
  showMore: boolean;
  showPrevious: boolean;
  infinite: boolean;
  busy: boolean;
  viewed: { shown: number; total: number } | null;
  onMore(): void;
  onPrevious(): void;
}

export function PreviousButton({ visible, busy, onPrevious }: { visible: boolean; busy: boolean; onPrevious(): void }) {
  if (!visible) return null;
  return (
    <div className="shop-Products-previous">
      <button type="button" className="button shop-Products-previousButton" aria-busy={busy || undefined} onClick={onPrevious}>
        {t('products.showPrevious')}
      </button>
    </div>
  );
}

export function MoreControls({ showMore, infinite, busy, viewed, onMore }: Omit<MoreControlsProps, 'showPrevious' | 'onPrevious'>) {
  return (
    <div className="shop-Products-more">
      {viewed && <SanitizedHtml as="p" className="shop-Products-viewed" html={t('products.viewed', viewed.shown, viewed.total)} />}
      {showMore && !infinite && (
        <button type="button" className="button shop-Products-moreButton" aria-busy={busy || undefined} onClick={onMore}>
          {t('products.showMore')}
        </button>
      )}
      {showMore && infinite && <div className="shop-Products-infiniteTrigger" aria-hidden="true" />}
    </div>
  );
}

export function NoResults() {
  return (
    <div className="woocommerce-no-products-found">
      <div className="woocommerce-info">{t('products.none')}</div>
    </div>
  );
}
