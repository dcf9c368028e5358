/**
 * The quick view lightbox: a WAI-ARIA modal dialog (native <dialog>: focus inside, Escape and the
 * backdrop close it, the rest of the page inert) labelled by the product's title, with previous /
 * next product buttons, the product box (sanitised) inside a <shop-add-to-cart> so its form adds
 * through the cart store, and a visible, spoken loading or failure state.
 */
import { createElement, useId, useLayoutEffect, useRef } from 'react';
import { t } from '../../shared/messages/catalog.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { SanitizedHtml } from '../../shared/ui/sanitized-html.tsx';
import { visuallyHidden } from '../../shared/ui/visually-hidden.ts';

export type QuickViewStatus = 'loading' | 'ready' | 'failed';

export interface QuickViewViewProps {
  open: boolean;
  productId: string | null;
  status: QuickViewStatus;
  html: string;
  /** The product page (the trigger's link), offered when the quick view fails. */
  productUrl: string;
  hasPrevious: boolean;
  hasNext: boolean;
  announcement: string;
  onPrevious(): void;
  onNext(): void;
  onRetry(): void;
  onClose(): void;
  onClosed(): void;
}

/**
 * The product box (sanitised) inside its own <shop-add-to-cart>, <shop-product-gallery> and
 * <shop-swatches>, so the gallery works as on the product page, the form
 * adds through the cart store and a variable product's choices work as swatches (the elements
 * enhance the forms they hold when they start, so they start with the product already inside).
 */
function ProductForm({ html }: { html: string }) {
  return createElement(
    'shop-add-to-cart',
    null,
    createElement(
      'shop-product-gallery',
      null,
      createElement('shop-swatches', null, <SanitizedHtml as="div" className="shop-QuickView-product woocommerce" html={html} />),
    ),
  );
}

/** The lightbox stays 300 ms after closing for its closing transition. */
const REMOVE_AFTER_MS = 300;

export function QuickViewView(props: QuickViewViewProps) {
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-title`;
  const body = useRef<HTMLDivElement>(null);
  // The product's own title names the dialog once it is in (before: the generic title).
  useLayoutEffect(() => {
    const title = body.current?.querySelector('.product_title');
    if (title) title.id = titleId;
  }, [props.html, props.status, titleId]);
  const loaded = props.status === 'ready';
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      onClosed={props.onClosed}
      className="shop-QuickView"
      labelledBy={titleId}
      closeDelayMs={REMOVE_AFTER_MS}
    >
      <div className="shop-QuickView-bar">
        <button type="button" className="shop-QuickView-nav shop-QuickView-previous" onClick={props.onPrevious} disabled={!props.hasPrevious}>
          <span aria-hidden="true">‹</span> {t('quickView.previous')}
        </button>
        <button type="button" className="shop-QuickView-nav shop-QuickView-next" onClick={props.onNext} disabled={!props.hasNext}>
          {t('quickView.next')} <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="shop-QuickView-close" aria-label={t('quickView.close')} onClick={props.onClose} data-autofocus>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {!loaded ? (
        <h2 id={titleId} className="shop-QuickView-title">
          {t('quickView.title')}
        </h2>
      ) : null}
      <div ref={body} className="shop-QuickView-content" aria-busy={props.status === 'loading'}>
        {props.status === 'loading' ? <div className="shop-QuickView-preloader" role="presentation" /> : null}
        {props.status === 'failed' ? (
          <div className="shop-QuickView-failed" role="alert">
            <p>{t('quickView.failed')}</p>
            <p>
              <button type="button" className="button" onClick={props.onRetry}>
                {t('quickView.retry')}
              </button>{' '}
              <a href={props.productUrl}>{t('quickView.openPage')}</a>
            </p>
          </div>
        ) : null}
        {loaded && props.productId ? <ProductForm key={props.productId} html={props.html} /> : null}
      </div>
      <div role="status" style={visuallyHidden}>
        {props.announcement}
      </div>
    </ModalDialog>
  );
}
