/**
 * State: the details panel beside the suggestions (wide screens with a fine pointer): the active
 * product's or category's details, asked when it becomes active; a failure clears the panel. Its
 * Add to cart goes through the cart store and is announced.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SearchClient } from '../../shared/api/search-client.ts';
import { objectId, type Suggestion } from '../../shared/engine/search/suggestions.ts';
import { cartEvent } from '../../shared/events/cart-events.ts';
import { t } from '../../shared/messages/catalog.ts';
import { addToCart } from '../../shared/stores/cart.actions.ts';
import type { DetailsView } from './live-search.view.tsx';
import type { Emit } from './use-suggestions.ts';

export interface DetailsOptions {
  client: SearchClient;
  /** The suggestion whose details to show, when the panel is on; undefined otherwise. */
  suggestion: Suggestion | undefined;
  host: HTMLElement | undefined;
  emit: Emit;
  announce(message: string): void;
}

export function useSearchDetails({ client, suggestion, host, emit, announce }: DetailsOptions) {
  const [details, setDetails] = useState<DetailsView | null>(null);
  const detailsId = suggestion ? objectId(suggestion) : null;

  useEffect(() => {
    if (!detailsId || !suggestion) return setDetails(null);
    setDetails({ suggestion, html: null, adding: false, message: '' });
    let live = true;
    client.details([{ objectID: detailsId, value: String(suggestion.value) }]).then(
      (found) => {
        if (!live) return;
        const item = found.get(detailsId);
        setDetails(item ? { suggestion, html: item.html, adding: false, message: '' } : null);
        if (item) emit('shop-search-show-details-panel', { objectID: detailsId });
      },
      () => live && setDetails(null),
    );
    return () => {
      live = false;
    };
    // The suggestion is the one detailsId names: asked again only when that id changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detailsId, client, emit]);

  const onAddToCart = useCallback(
    (quantity: number) => {
      if (!details || details.suggestion.type !== 'product') return;
      const { suggestion: product } = details;
      const name = String(product.value);
      setDetails({ ...details, adding: true, message: '' });
      void addToCart({ product_id: String(product.post_id), quantity: String(quantity) }).then((outcome) => {
        const added = outcome.kind === 'added';
        const message = added ? t('search.added', `“${name}”`) : t('search.addFailed', `“${name}”`);
        setDetails((now) => (now && now.suggestion === product ? { ...now, adding: false, message } : now));
        announce(message);
        if (added && host)
          host.dispatchEvent(
            cartEvent('shop-cart-added', {
              fragments: outcome.payload.fragments,
              cartHash: outcome.payload.cartHash,
              productId: String(product.post_id),
              message,
            }),
          );
      });
    },
    [details, host, announce],
  );

  return { details, onAddToCart };
}
