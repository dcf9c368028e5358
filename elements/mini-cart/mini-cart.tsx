/** Connects the mini-cart view to the cart store, its actions and the page's events. */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { WIDGET_SELECTOR } from '../../shared/engine/cart/cart-responses.ts';
import { cartEvent } from '../../shared/events/cart-events.ts';
import { failureText, t } from '../../shared/messages/catalog.ts';
import { jqueryWrap, triggerOnBody } from '../../shared/platform/jquery.ts';
import { useMediaQuery } from '../../shared/platform/media.ts';
import { $cart } from '../../shared/stores/cart.ts';
import { cartParams, refreshCart, removeFromCart, setCartItemQuantity } from '../../shared/stores/cart.actions.ts';
import { MiniCartView, type MiniCartError } from './mini-cart.view.tsx';
import { listenToWidget } from './widget-actions.ts';

export interface MiniCartProps {
  container?: HTMLElement | ShadowRoot;
  /** Hide the whole element while the cart is empty (the widget panel is always hidden then). */
  hideIfEmpty?: boolean;
  /** Widest viewport, in px, that gets the off-canvas drawer instead of the dropdown. */
  drawerBreakpoint?: number;
  /** Auto-close delay of the dropdown (and of the phone notice) after an add, in ms. */
  autoCloseMs?: number;
  /**
   * What an add shows on narrow screens: 'notice' (a short confirmation with 'View cart' that
   * leaves the shopper where they are) or 'drawer' (the modal drawer opens at once).
   */
  narrowReveal?: 'notice' | 'drawer';
}

function hostOf(container: MiniCartProps['container']): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/** The spec's hover-intent timeout: how long the pointer may be outside before the dropdown closes. */
const HOVER_INTENT_TIMEOUT_MS = 70;

export function MiniCart({ container, hideIfEmpty = false, drawerBreakpoint = 849, autoCloseMs = 5000, narrowReveal = 'notice' }: MiniCartProps) {
  const cart = useStore($cart);
  const host = hostOf(container);
  const narrow = useMediaQuery(`(max-width: ${drawerBreakpoint}px)`);
  const mode = narrow ? 'drawer' : 'dropdown';
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<MiniCartError | null>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const leaveTimer = useRef<number | undefined>(undefined);
  const pointerInside = useRef(false);
  const [focusToggle, setFocusToggle] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeTimer = useRef<number | undefined>(undefined);
  // Where the shopper was when an add revealed the cart (their add button): closing the drawer
  // takes them back there, not to the header.
  const returnTo = useRef<HTMLElement | null>(null);

  const empty = cart.status === 'empty' || (cart.status === 'ready' && cart.count === 0);
  const widgetHtml = cart.fragments[WIDGET_SELECTOR] ?? '';

  const cancelAutoClose = () => {
    window.clearTimeout(closeTimer.current);
    window.clearTimeout(leaveTimer.current);
  };
  const close = useCallback((returnFocus: boolean) => {
    cancelAutoClose();
    setOpen(false);
    const back = returnTo.current?.isConnected ? returnTo.current : null;
    returnTo.current = null;
    if (returnFocus) requestAnimationFrame(() => (back ?? toggleRef.current)?.focus());
  }, []);
  const hideNotice = useCallback(() => {
    window.clearTimeout(noticeTimer.current);
    setNotice(null);
  }, []);

  // State for themes: data-empty, data-open, data-loading; hidden when asked to hide an empty cart.
  useEffect(() => {
    if (!host) return;
    host.setAttribute('data-shop-fragment-owner', '');
    host.toggleAttribute('data-empty', empty);
    host.toggleAttribute('data-open', open);
    host.toggleAttribute('data-loading', cart.pending > 0 || cart.status === 'loading');
    host.hidden = hideIfEmpty && empty;
    host.toggleAttribute('data-error', cart.failure !== null || cart.status === 'error');
  }, [host, empty, open, cart.pending, cart.status, cart.failure, hideIfEmpty]);

  // Reveal after an add: drawer on narrow screens, dropdown closing by itself after 5 s otherwise.
  useEffect(() => {
    const reveal = (event: CustomEvent<{ message?: string }>) => {
      // An add inside a modal dialog (the quick view) is confirmed there; the cart would open
      // behind the dialog, where the shopper cannot reach it.
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body && !host?.contains(active) ? active : null;
      cancelAutoClose();
      if (window.matchMedia(`(max-width: ${drawerBreakpoint}px)`).matches) {
        if (narrowReveal === 'drawer') { // any other value is the default, 'notice'
          setOpen(true);
          return;
        }
        // Phones: a confirmation that leaves the shopper in the grid; the drawer only on request.
        setNotice(event.detail?.message || t('cart.addedPlain'));
        const scheduleHide = () => {
          window.clearTimeout(noticeTimer.current);
          noticeTimer.current = window.setTimeout(() => {
            const focusInside = !!host && host.contains(document.activeElement);
            if (focusInside) scheduleHide();
            else setNotice(null);
          }, autoCloseMs);
        };
        scheduleHide();
        return;
      }
      setOpen(true);
      const schedule = () => {
        closeTimer.current = window.setTimeout(() => {
          const focusInside = !!host && host.contains(document.activeElement);
          if (pointerInside.current || focusInside) schedule();
          else setOpen(false);
        }, autoCloseMs);
      };
      schedule();
    };
    document.addEventListener('shop-cart-added', reveal);
    return () => {
      document.removeEventListener('shop-cart-added', reveal);
      cancelAutoClose();
      window.clearTimeout(noticeTimer.current);
    };
  }, [autoCloseMs, drawerBreakpoint, host, narrowReveal]);

  // A click outside the dropdown closes it.
  useEffect(() => {
    if (!open || mode !== 'dropdown' || !host) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!host.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, mode, host, close]);

  // Remove links and quantity fields of the widget.
  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget || !host) return;
    return listenToWidget(widget, {
      onRemove(key, href, link) {
        setActionError(null);
        const remove = () => void removeFromCart(key, href).then((result) => {
          if (result.kind === 'failed') {
            const message = `${t('cart.removeFailed')} ${failureText(result.reason)}`;
            host.dispatchEvent(cartEvent('shop-cart-error', { action: 'remove', productUrl: null, message }));
            setActionError({ message, retry: () => { setActionError(null); toggleRef.current?.focus(); remove(); } });
            return;
          }
          if (result.kind !== 'removed') return;
          const { payload } = result;
          host.dispatchEvent(cartEvent('shop-cart-removed', { cartItemKey: key, fragments: payload.fragments, cartHash: payload.cartHash }));
          triggerOnBody('removed_from_cart', [payload.fragments, payload.cartHash, jqueryWrap(link)]);
          // Where the focus goes (the next line's remove link, or the cart heading) is decided when
          // the new markup is in: onWidgetFocus.
          setAnnouncement(t('cart.removed'));
        });
        remove();
      },
      onQuantity(key, quantity, input) {
        setActionError(null);
        setAnnouncement(t('cart.updating'));
        const change = () => void setCartItemQuantity(key, quantity).then((result) => {
          if (result.kind === 'superseded') return;
          if (result.kind === 'error') {
            // The field goes back to what the server's cart holds (its markup's value).
            const field = widgetRef.current?.querySelector<HTMLInputElement>(`input.qty[data-cart_item_key="${CSS.escape(key)}"]`) ?? input;
            field.value = field.defaultValue;
            const message = result.reason ? `${t('cart.quantityFailed')} ${failureText(result.reason)}` : result.message || t('cart.quantityFailed');
            host.dispatchEvent(cartEvent('shop-cart-error', { action: 'quantity', productUrl: null, message }));
            setActionError({ message, retry: result.reason ? () => { setActionError(null); field.focus(); change(); } : undefined });
            return;
          }
          host.dispatchEvent(cartEvent('shop-cart-quantity-changed', { cartItemKey: key, quantity }));
          const { fragments, hash } = $cart.get();
          triggerOnBody('added_to_cart', [fragments, hash]);
          setAnnouncement(t('cart.updated'));
        });
        change();
      },
    });
  }, [host, open, mode, widgetHtml]);

  // The toggle is re-rendered (a link once the cart is empty) before it takes the focus.
  useEffect(() => {
    if (focusToggle > 0) toggleRef.current?.focus();
  }, [focusToggle]);

  // The last line was removed with the focus in the panel: the dropdown closes and the focus goes
  // to the header's cart link (which says the cart is empty); the drawer stays, its heading focused.
  const onWidgetFocus = useCallback((outcome: string) => {
    if (outcome !== 'no-lines-left') return;
    setAnnouncement(`${t('cart.removed')} ${t('cart.empty')}`);
    if (window.matchMedia(`(max-width: ${drawerBreakpoint}px)`).matches) {
      headingRef.current?.focus();
      return;
    }
    cancelAutoClose();
    setOpen(false);
    setFocusToggle((n) => n + 1);
  }, [drawerBreakpoint]);

  // A failed load is told in the panel, with a retry; an action's error takes its place.
  const loadError: MiniCartError | null = cart.failure
    ? { message: `${cart.status === 'error' ? t('cart.loadFailed') : t('cart.stale')} ${failureText(cart.failure)}`, retry: () => { toggleRef.current?.focus(); void refreshCart(); } }
    : null;
  const error = actionError ?? loadError;

  return (
    <MiniCartView
      count={cart.count}
      totalText={cart.totalText}
      widgetHtml={widgetHtml || (cart.status === 'error' ? '' : `<p class="woocommerce-mini-cart__empty-message">${t('cart.empty')}</p>`)}
      empty={empty && !open}
      busy={cart.pending > 0}
      open={open}
      mode={mode}
      cartUrl={cartParams()?.cartUrl ?? '/cart/'}
      announcement={announcement}
      error={error}
      countKnown={cart.status !== 'error'}
      onDismissError={error === actionError ? () => {
        setActionError(null);
        // The notice and its button go: the focus moves to the cart's first control.
        (widgetRef.current?.querySelector<HTMLElement>('a, button, input') ?? toggleRef.current)?.focus();
      } : undefined}
      widgetRef={widgetRef}
      toggleRef={toggleRef}
      headingRef={headingRef}
      onWidgetFocus={onWidgetFocus}
      onFocusLeave={() => {
        // A dropdown never stays over the control that now has the focus (WCAG 2.4.11).
        if (open && mode === 'dropdown') close(false);
      }}
      notice={mode === 'drawer' ? notice : null}
      onViewCart={() => {
        // The notice goes; the drawer opens; closing it returns to the add button (returnTo).
        hideNotice();
        setOpen(true);
      }}
      onDismissNotice={() => {
        hideNotice();
        const back = returnTo.current?.isConnected ? returnTo.current : null;
        (back ?? toggleRef.current)?.focus();
      }}
      onToggle={() => {
        cancelAutoClose();
        hideNotice();
        returnTo.current = null;
        setOpen((was) => !was);
      }}
      onClose={close}
      onPointerInside={(inside) => {
        pointerInside.current = inside;
        window.clearTimeout(leaveTimer.current);
        if (inside || !open || mode !== 'dropdown') return;
        // The pointer left: closed after the hover-intent timeout (70 ms), unless the shopper is
        // working inside the panel with the keyboard.
        leaveTimer.current = window.setTimeout(() => {
          const inPanel = !!widgetRef.current?.parentElement?.contains(document.activeElement) && document.activeElement !== toggleRef.current;
          if (!pointerInside.current && !inPanel) close(false);
        }, HOVER_INTENT_TIMEOUT_MS);
      }}
    />
  );
}
