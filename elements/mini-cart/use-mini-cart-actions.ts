/**
 * State of the widget's own actions (its remove links and quantity fields, which are server
 * markup): the failure to show with its retry (and what to announce). A removal or a quantity
 * change goes through the cart store; a failure puts the field back to the server's value, says
 * why and offers Try again where it can help; events and WooCommerce's jQuery events follow a success.
 */
import { useEffect, useState, type RefObject } from 'react';
import { cartEvent } from '../../shared/events/cart-events.ts';
import { failureText, t } from '../../shared/messages/catalog.ts';
import { jqueryWrap, triggerOnBody } from '../../shared/platform/jquery.ts';
import { $cart } from '../../shared/stores/cart.ts';
import { removeFromCart, setCartItemQuantity } from '../../shared/stores/cart.actions.ts';
import type { MiniCartError } from './mini-cart.view.tsx';
import { listenToWidget } from './widget-actions.ts';

export interface ActionsOptions {
  host: HTMLElement | null;
  widgetRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLElement | null>;
  /** Changes whenever the widget's markup may have been replaced (its listeners are set again). */
  widgetKey: unknown;
  announce(message: string): void;
}

export function useMiniCartActions({ host, widgetRef, toggleRef, widgetKey, announce }: ActionsOptions) {
  const [actionError, setActionError] = useState<MiniCartError | null>(null);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget || !host) return;
    const fail = (action: 'remove' | 'quantity', message: string, retry?: () => void) => {
      host.dispatchEvent(cartEvent('shop-cart-error', { action, productUrl: null, message }));
      setActionError({ message, retry });
    };
    return listenToWidget(widget, {
      onRemove(key, href, link) {
        setActionError(null);
        const remove = () =>
          void removeFromCart(key, href).then((result) => {
            if (result.kind === 'failed') {
              return fail('remove', `${t('cart.removeFailed')} ${failureText(result.reason)}`, () => {
                setActionError(null);
                toggleRef.current?.focus();
                remove();
              });
            }
            if (result.kind !== 'removed') return;
            const { payload } = result;
            host.dispatchEvent(cartEvent('shop-cart-removed', { cartItemKey: key, fragments: payload.fragments, cartHash: payload.cartHash }));
            triggerOnBody('removed_from_cart', [payload.fragments, payload.cartHash, jqueryWrap(link)]);
            // Where the focus goes (the next line's remove link, or the cart heading) is decided
            // when the new markup is in: the panel's onWidgetFocus.
            announce(t('cart.removed'));
          });
        remove();
      },
      onQuantity(key, quantity, input) {
        setActionError(null);
        announce(t('cart.updating'));
        const change = () =>
          void setCartItemQuantity(key, quantity).then((result) => {
            if (result.kind === 'superseded') return;
            if (result.kind === 'error') {
              // The field goes back to what the server's cart holds (its markup's value).
              const field = widgetRef.current?.querySelector<HTMLInputElement>(`input.qty[data-cart_item_key="${CSS.escape(key)}"]`) ?? input;
              field.value = field.defaultValue;
              const message = result.reason ? `${t('cart.quantityFailed')} ${failureText(result.reason)}` : result.message || t('cart.quantityFailed');
              return fail(
                'quantity',
                message,
                result.reason
                  ? () => {
                      setActionError(null);
                      field.focus();
                      change();
                    }
                  : undefined,
              );
            }
            host.dispatchEvent(cartEvent('shop-cart-quantity-changed', { cartItemKey: key, quantity }));
            const { fragments, hash } = $cart.get();
            triggerOnBody('added_to_cart', [fragments, hash]);
            announce(t('cart.updated'));
          });
        change();
      },
    });
  }, [host, widgetRef, toggleRef, widgetKey, announce]);

  return { actionError, setActionError };
}
