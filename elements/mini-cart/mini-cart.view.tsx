/**
 * Header mini-cart: a toggle with count and total, and the cart widget shown either as a
 * dropdown (wide screens) or as a modal off-canvas drawer (narrow screens). Props in,
 * callbacks out; the widget's HTML goes in through the one sanitising path.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { setSanitizedHtml } from '../../shared/platform/sanitize.ts';
import { noteFocus, restoreFocus, type FocusOutcome } from './widget-focus.ts';
import { t, tn } from '../../shared/messages/catalog.ts';
import { visuallyHidden } from '../../shared/ui/visually-hidden.ts';

export type MiniCartMode = 'dropdown' | 'drawer';

/** A failure the shopper is told about in the panel, with a retry when one can help. */
export interface MiniCartError {
  message: string;
  retry?: () => void;
}

export interface MiniCartViewProps {
  count: number;
  totalText: string;
  /** `div.widget_shopping_cart_content` markup as the shop sent it (sanitised on insertion). */
  widgetHtml: string;
  empty: boolean;
  busy: boolean;
  open: boolean;
  mode: MiniCartMode;
  cartUrl: string;
  /** Text read out by screen readers after a change (added, removed, updated). */
  announcement: string;
  /** Shown (and announced) at the top of the panel. */
  error: MiniCartError | null;
  /** False while the cart could not be loaded at all: the count is not shown as a number. */
  countKnown: boolean;
  onDismissError?: () => void;
  widgetRef: RefObject<HTMLDivElement | null>;
  /** The header control: a button while the cart has lines, a link to the cart page when empty. */
  toggleRef: RefObject<HTMLElement | null>;
  /** The drawer's heading, focused when the drawer's last line is removed. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** After the widget's markup changed while focus was inside it: where the focus went. */
  onWidgetFocus(outcome: FocusOutcome): void;
  /** Focus moved from inside the mini-cart to a control outside it. */
  onFocusLeave(): void;
  /** Narrow screens: the confirmation after an add (null: none shown). */
  notice: string | null;
  onViewCart(): void;
  onDismissNotice(): void;
  onToggle(): void;
  onClose(returnFocus: boolean): void;
  /** A mouse entered or left the mini-cart (touch does not count: a tap would close it). */
  onPointerInside(inside: boolean): void;
}

function CartIcon() {
  return (
    <span className="shop-MiniCart-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9c.8 0 1.4-.4 1.7-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16c-.7 1.3.3 3 1.8 3h12v-2H7l1.1-2Z"
        />
      </svg>
    </span>
  );
}

/**
 * Visible: icon, count, total. Read: "Cart: 2 items, $40.00" (the visible text stays part of the name).
 * Count and total are <bdi>: kept apart from the text's direction (RTL), and not matched by the
 * fragments' `span.shop-MiniCart-*` keys, which WooCommerce's own scripts replace wherever they
 * match: this DOM is React's.
 */
function Summary({ count, totalText, known }: { count: number; totalText: string; known: boolean }) {
  if (!known) {
    return (
      <>
        <span style={visuallyHidden}>
          {t('cart.title')}: {t('cart.unknownCount')}
        </span>
        <CartIcon />
        <bdi className="shop-MiniCart-count" data-count="" aria-hidden="true">
          –
        </bdi>
      </>
    );
  }
  return (
    <>
      <span style={visuallyHidden}>{t('cart.title')}: </span>
      <CartIcon />
      <bdi className="shop-MiniCart-count" data-count={count}>
        {count}
      </bdi>
      <span style={visuallyHidden}>
        {' '}
        {tn('cart.items', count).replace(/^\S+\s*/, '')}
        {totalText ? ',' : ''}{' '}
      </span>
      {totalText ? <bdi className="shop-MiniCart-total">{totalText}</bdi> : null}
    </>
  );
}

function ErrorNotice({ error, onDismiss }: { error: MiniCartError; onDismiss?: () => void }) {
  return (
    <div className="shop-MiniCart-error shop-Notice shop-Notice--error" role="alert">
      <p className="shop-Notice-text">{error.message}</p>
      {error.retry ? (
        <button type="button" className="button shop-Notice-retry" onClick={error.retry}>
          {t('cart.retry')}
        </button>
      ) : null}
      {onDismiss ? (
        <button type="button" className="shop-Notice-dismiss" aria-label={t('cart.dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * The phone confirmation after an add: not modal, not focused (the shopper stays on their add
 * button, whose own live region announced the add; WooCommerce's 'View cart' link sits next to
 * it for keyboards). 'View cart' opens the drawer.
 */
function AddedNotice({ text, onViewCart, onDismiss }: { text: string; onViewCart(): void; onDismiss(): void }) {
  const textId = useId();
  return (
    <div className="shop-MiniCart-notice" role="group" aria-labelledby={textId} onKeyDown={(event) => event.key === 'Escape' && onDismiss()}>
      <p id={textId} className="shop-MiniCart-noticeText">
        {text}
      </p>
      <button type="button" className="button shop-MiniCart-noticeView" onClick={onViewCart}>
        {t('cart.viewCart')}
      </button>
      <button type="button" className="shop-MiniCart-noticeDismiss" aria-label={t('cart.dismiss')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function Panel(props: MiniCartViewProps): ReactNode {
  return (
    <>
      {props.error ? <ErrorNotice error={props.error} onDismiss={props.onDismissError} /> : null}
      <Widget {...props} />
    </>
  );
}

function Widget(props: Pick<MiniCartViewProps, 'widgetHtml' | 'busy' | 'widgetRef' | 'onWidgetFocus'>): ReactNode {
  const { widgetRef, widgetHtml, onWidgetFocus } = props;
  useLayoutEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    // The focus is noted just before the markup changes (which may wait for the sanitiser's first load).
    let noted: ReturnType<typeof noteFocus>;
    setSanitizedHtml(widget, widgetHtml, {
      before: () => (noted = noteFocus(widget)),
      after: () => {
        const outcome = restoreFocus(widget, noted);
        if (outcome !== 'not-inside') onWidgetFocus(outcome);
      },
    });
    // onWidgetFocus is read for the markup's change only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [widgetRef, widgetHtml]);
  return (
    <div
      ref={props.widgetRef}
      className="shop-MiniCart-widget widget_shopping_cart"
      aria-busy={props.busy}
      style={props.busy ? { opacity: 0.6 } : undefined}
      data-updating={props.busy ? '' : undefined}
    />
  );
}

function Drawer(props: MiniCartViewProps & { panelId: string; titleId: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const shouldOpen = props.open && props.mode === 'drawer';
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (shouldOpen && !dialog.open) dialog.showModal();
    if (!shouldOpen && dialog.open) dialog.close();
  }, [shouldOpen]);
  return (
    <dialog
      ref={dialogRef}
      id={props.panelId}
      className="shop-MiniCart-drawer"
      aria-labelledby={props.titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose(true);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) props.onClose(true);
      }}
    >
      <div className="shop-MiniCart-drawerHeader">
        <h2 id={props.titleId} ref={props.headingRef} className="shop-MiniCart-title" tabIndex={-1}>
          {t('cart.title')}
        </h2>
        <button type="button" className="shop-MiniCart-close" aria-label={t('cart.close')} onClick={() => props.onClose(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {shouldOpen ? <Panel {...props} /> : null}
    </dialog>
  );
}

export function MiniCartView(props: MiniCartViewProps) {
  const panelId = useId();
  const titleId = useId();
  return (
    <div
      className={`shop-MiniCart${props.open ? ' shop-MiniCart--open' : ''}`}
      data-mode={props.mode}
      onPointerEnter={(event) => event.pointerType === 'mouse' && props.onPointerInside(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && props.onPointerInside(false)}
      onBlur={(event) => {
        // relatedTarget is where the focus goes (null: nowhere, e.g. the markup it was on was replaced).
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) props.onFocusLeave();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && props.open && props.mode === 'dropdown') props.onClose(true);
      }}
    >
      {props.empty ? (
        <a ref={props.toggleRef as RefObject<HTMLAnchorElement | null>} className="shop-MiniCart-toggle" href={props.cartUrl}>
          <Summary count={props.count} totalText={props.totalText} known={props.countKnown} />
        </a>
      ) : (
        <button
          ref={props.toggleRef as RefObject<HTMLButtonElement | null>}
          type="button"
          className="shop-MiniCart-toggle"
          aria-expanded={props.open}
          aria-controls={panelId}
          onClick={props.onToggle}
        >
          <Summary count={props.count} totalText={props.totalText} known={props.countKnown} />
        </button>
      )}
      {props.empty ? null : props.mode === 'drawer' ? (
        <Drawer {...props} panelId={panelId} titleId={titleId} />
      ) : (
        <div id={panelId} className="shop-MiniCart-dropdown" role="region" aria-label={t('cart.title')} hidden={!props.open}>
          {props.open ? <Panel {...props} /> : null}
        </div>
      )}
      {props.notice ? <AddedNotice text={props.notice} onViewCart={props.onViewCart} onDismiss={props.onDismissNotice} /> : null}
      <div className="shop-MiniCart-status" role="status" aria-live="polite" style={visuallyHidden}>
        {props.announcement}
      </div>
    </div>
  );
}
