/**
 * State: the details panel beside the suggestions (wide screens with a fine pointer): the details
 * of every suggestion listed, asked at once in one request, the active one's shown (asked on its
 * own if it was not among them); a failure clears the panel. Its
 * Add to cart goes through the cart store and is announced.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SearchClient } from '../../shared/api/search-client.ts';
import { objectId, type Suggestion } from '../../shared/engine/search/suggestions.ts';
import { cartEvent } from '../../shared/events/cart-events.ts';
import { t } from '../../shared/messages/catalog.ts';
import { addToCart } from '../../shared/stores/cart.actions.ts';
import type { DetailsView } from './live-search.view.tsx';
import type { Emit, SuggestionsState } from './use-suggestions.ts';

export interface DetailsOptions {
  /** Whether the panel is shown (a wide screen with a mouse, not switched off). */
  on: boolean;
  host: HTMLElement | undefined;
  emit: Emit;
}

/** The objects of these suggestions that have details (not headlines, not 'more products'). */
function detailsItems(suggestions: Suggestion[]): { objectID: string; value: string }[] {
  return suggestions.flatMap((s) => {
    const id = objectId(s);
    return id === null ? [] : [{ objectID: id, value: String(s.value) }];
  });
}

/**
 * The details of every suggestion listed, asked in one request as the list arrives (FiboSearch's
 * protocol): the panel then follows the arrows without a request per step. A failure is left
 * to the active one's own request to show.
 */
function usePrefetchedDetails(client: SearchClient, listed: Suggestion[]): void {
  const items = detailsItems(listed);
  const key = items.map((item) => item.objectID).join(' ');
  useEffect(() => {
    if (items.length > 0) client.details(items).catch(() => undefined);
    // Asked again only when the list's objects change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client]);
}

export function useSearchDetails(state: SuggestionsState, { on, host, emit }: DetailsOptions) {
  const { client, setAnnouncement: announce } = state;
  const panel = on && state.listing === 'results';
  // The active suggestion's details; every listed one's asked beforehand.
  const suggestion = panel && state.active !== null ? state.shown[state.active] : undefined;
  const [details, setDetails] = useState<DetailsView | null>(null);
  const detailsId = suggestion ? objectId(suggestion) : null;
  usePrefetchedDetails(client, panel ? state.shown : []);

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
