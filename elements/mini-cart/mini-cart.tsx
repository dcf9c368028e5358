/** Connects the mini-cart view to the cart store, its actions and the page's events. */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { WIDGET_SELECTOR } from '../../shared/engine/cart-responses.ts';
import { cartEvent } from '../../shared/events/cart-events.ts';
import { t } from '../../shared/messages/catalog.ts';
import { jqueryWrap, triggerOnBody } from '../../shared/platform/jquery.ts';
import { useMediaQuery } from '../../shared/platform/media.ts';
import { $cart } from '../../shared/stores/cart.ts';
import { cartParams, removeFromCart, setCartItemQuantity } from '../../shared/stores/cart.actions.ts';
import { MiniCartView } from './mini-cart.view.tsx';
import { listenToWidget } from './widget-actions.ts';

export interface MiniCartProps {
  container?: HTMLElement | ShadowRoot;
  /** Hide the whole element while the cart is empty (the widget panel is always hidden then). */
  hideIfEmpty?: boolean;
  /** Widest viewport, in px, that gets the off-canvas drawer instead of the dropdown. */
  drawerBreakpoint?: number;
  /** Auto-close delay of the dropdown after an add, in ms. */
  autoCloseMs?: number;
}

function hostOf(container: MiniCartProps['container']): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

export function MiniCart({ container, hideIfEmpty = false, drawerBreakpoint = 849, autoCloseMs = 5000 }: MiniCartProps) {
  const cart = useStore($cart);
  const host = hostOf(container);
  const narrow = useMediaQuery(`(max-width: ${drawerBreakpoint}px)`);
  const mode = narrow ? 'drawer' : 'dropdown';
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const widgetRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const pointerInside = useRef(false);
  const focusKey = useRef<string | null>(null);

  const empty = cart.status === 'empty' || (cart.status === 'ready' && cart.count === 0);
  const widgetHtml = cart.fragments[WIDGET_SELECTOR] ?? '';

  const cancelAutoClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback((returnFocus: boolean) => {
    cancelAutoClose();
    setOpen(false);
    if (returnFocus) requestAnimationFrame(() => toggleRef.current?.focus());
  }, []);

  // State for themes: data-empty, data-open, data-loading; hidden when asked to hide an empty cart.
  useEffect(() => {
    if (!host) return;
    host.setAttribute('data-shop-fragment-owner', '');
    host.toggleAttribute('data-empty', empty);
    host.toggleAttribute('data-open', open);
    host.toggleAttribute('data-loading', cart.pending > 0 || cart.status === 'loading');
    host.hidden = hideIfEmpty && empty;
  }, [host, empty, open, cart.pending, cart.status, hideIfEmpty]);

  // Reveal after an add: drawer on narrow screens, dropdown closing by itself after 5 s otherwise.
  useEffect(() => {
    const reveal = () => {
      setOpen(true);
      cancelAutoClose();
      if (window.matchMedia(`(max-width: ${drawerBreakpoint}px)`).matches) return;
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
    };
  }, [autoCloseMs, drawerBreakpoint, host]);

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
        focusKey.current = null;
        void removeFromCart(key, href).then((payload) => {
          if (!payload) return;
          host.dispatchEvent(cartEvent('shop-cart-removed', { cartItemKey: key, fragments: payload.fragments, cartHash: payload.cartHash }));
          triggerOnBody('removed_from_cart', [payload.fragments, payload.cartHash, jqueryWrap(link)]);
          setAnnouncement(t('cart.removed'));
          requestAnimationFrame(() => widgetRef.current?.querySelector<HTMLElement>('a, button, input')?.focus());
        });
      },
      onQuantity(key, quantity) {
        focusKey.current = key;
        setAnnouncement(t('cart.updating'));
        void setCartItemQuantity(key, quantity).then((result) => {
          if (result.kind === 'superseded') return;
          if (result.kind === 'error') {
            host.dispatchEvent(cartEvent('shop-cart-error', { action: 'quantity', productUrl: null, message: result.message }));
            setAnnouncement(result.message);
            return;
          }
          host.dispatchEvent(cartEvent('shop-cart-quantity-changed', { cartItemKey: key, quantity }));
          const { fragments, hash } = $cart.get();
          triggerOnBody('added_to_cart', [fragments, hash]);
          setAnnouncement(t('cart.updated'));
        });
      },
    });
  }, [host, open, mode, widgetHtml]);

  // The widget's markup is replaced on every change: keep focus on the edited quantity field.
  useEffect(() => {
    const key = focusKey.current;
    if (!key || !widgetRef.current) return;
    widgetRef.current.querySelector<HTMLInputElement>(`input.qty[data-cart_item_key="${CSS.escape(key)}"]`)?.focus();
  }, [widgetHtml]);

  return (
    <MiniCartView
      count={cart.count}
      totalText={cart.totalText}
      widgetHtml={widgetHtml || `<p class="woocommerce-mini-cart__empty-message">${t('cart.empty')}</p>`}
      empty={empty && !open}
      busy={cart.pending > 0}
      open={open}
      mode={mode}
      cartUrl={cartParams()?.cartUrl ?? '/cart/'}
      announcement={announcement}
      widgetRef={widgetRef}
      toggleRef={toggleRef}
      onToggle={() => {
        cancelAutoClose();
        setOpen((was) => !was);
      }}
      onClose={close}
      onPointerInside={(inside) => {
        pointerInside.current = inside;
      }}
    />
  );
}
