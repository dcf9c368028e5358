/**
 * Connects the mini-cart's layers: the cart store (what the cart holds), the widget's actions
 * (use-mini-cart-actions), the panel's behaviour (use-mini-cart-panel) and the view; the host
 * carries the state for themes (data-empty, data-open, data-loading, data-error).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_SELECTOR } from '../../shared/engine/cart/cart-responses.ts';
import { failureText, t } from '../../shared/messages/catalog.ts';
import { $cart, $cartIsEmpty } from '../../shared/stores/cart.ts';
import { cartParams, refreshCart } from '../../shared/stores/cart.actions.ts';
import { MiniCartView, type MiniCartError } from './mini-cart.view.tsx';
import { useMiniCartActions } from './use-mini-cart-actions.ts';
import { useMiniCartPanel } from './use-mini-cart-panel.ts';

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

export function MiniCart({ container, hideIfEmpty = false, drawerBreakpoint = 849, autoCloseMs = 5000, narrowReveal = 'notice' }: MiniCartProps) {
  const cart = useStore($cart);
  const empty = useStore($cartIsEmpty);
  const host = hostOf(container);
  const widgetRef = useRef<HTMLDivElement>(null);
  const widgetHtml = cart.fragments[WIDGET_SELECTOR] ?? '';
  const [announcement, announce] = useState('');
  const panel = useMiniCartPanel({ host, drawerBreakpoint, autoCloseMs, narrowReveal, widgetRef, announce });
  const { open, mode, toggleRef } = panel;
  const { actionError, setActionError } = useMiniCartActions({ host, widgetRef, toggleRef, widgetKey: `${open}|${mode}|${widgetHtml}`, announce });

  // State for themes: data-empty, data-open, data-loading, data-error; hidden when asked to hide an empty cart.
  useEffect(() => {
    if (!host) return;
    host.setAttribute('data-shop-fragment-owner', '');
    host.toggleAttribute('data-empty', empty);
    host.toggleAttribute('data-open', open);
    host.toggleAttribute('data-loading', cart.pending > 0 || cart.status === 'loading');
    host.hidden = hideIfEmpty && empty;
    host.toggleAttribute('data-error', cart.failure !== null || cart.status === 'error');
  }, [host, empty, open, cart.pending, cart.status, cart.failure, hideIfEmpty]);

  // A failed load is told in the panel, with a retry; an action's error takes its place.
  const loadError: MiniCartError | null = cart.failure
    ? {
        message: `${cart.status === 'error' ? t('cart.loadFailed') : t('cart.stale')} ${failureText(cart.failure)}`,
        retry: () => {
          toggleRef.current?.focus();
          void refreshCart();
        },
      }
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
      onDismissError={
        error === actionError
          ? () => {
              setActionError(null);
              // The notice and its button go: the focus moves to the cart's first control.
              (widgetRef.current?.querySelector<HTMLElement>('a, button, input') ?? toggleRef.current)?.focus();
            }
          : undefined
      }
      widgetRef={widgetRef}
      toggleRef={toggleRef}
      headingRef={panel.headingRef}
      onWidgetFocus={panel.onWidgetFocus}
      onFocusLeave={panel.onFocusLeave}
      notice={mode === 'drawer' ? panel.notice : null}
      onViewCart={panel.onViewCart}
      onDismissNotice={panel.onDismissNotice}
      onToggle={panel.onToggle}
      onClose={panel.close}
      onPointerInside={panel.onPointerInside}
    />
  );
}
