/**
 * Product lists: an impression once a card has stayed visible (threshold share, for the
 * timeout; seen again when repeat is set), a click on a card's link (select item). The test
 * mode (?vildemomode) tints impressed cards.
 */
import { originOf } from '../../engine/tracking/handed-on-actions.ts';
import { productDetails, type TrackingEvent } from '../../engine/tracking/tracking-event.ts';
import { oncePerFrame } from '../../platform/once-per-frame.ts';
import type { Pipeline } from './pipeline.ts';
import type { ProductLookup } from './product-lookup.ts';
import { CARD, cardProductId, selectedCard } from './action-targets.ts';
import type { ActionListeners } from './action-listeners.ts';

export function listEvents({ track, layer }: Pipeline, product: ProductLookup, listeners: ActionListeners, signal: AbortSignal): void {
  const trigger = layer.shop.view_item_list_trigger;
  const testMode = trigger.test_mode || new URLSearchParams(location.search).has('vildemomode');
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const card = entry.target;
        if (entry.isIntersecting && entry.intersectionRatio >= trigger.threshold) {
          if (timers.has(card)) continue;
          timers.set(
            card,
            setTimeout(async () => {
              timers.delete(card);
              if (!trigger.repeat) observer.unobserve(card);
              const found = await product(cardProductId(card));
              if (!found) return;
              track('view_item_list', { products: [productDetails(found, layer)] });
              if (testMode && card instanceof HTMLElement) {
                card.style.backgroundColor = trigger.background_color;
                card.style.opacity = String(trigger.opacity);
              }
            }, trigger.timeout),
          );
        } else {
          clearTimeout(timers.get(card));
          timers.delete(card);
        }
      }
    },
    { threshold: [0, trigger.threshold] },
  );
  const observeAll = () => document.querySelectorAll(CARD).forEach((card) => observer.observe(card));
  observeAll();
  // Cards the filter or pagination brings in later: looked for once per frame, however many nodes a render changes.
  const mutations = new MutationObserver(oncePerFrame(observeAll));
  mutations.observe(document.body, { childList: true, subtree: true });
  signal.addEventListener('abort', () => {
    observer.disconnect();
    mutations.disconnect();
  });
  const select = async (id: string | null, origin?: Pick<TrackingEvent, 'time' | 'page'>) => {
    const found = await product(id);
    if (found) track('select_item', { products: [productDetails(found, layer)], ...origin });
  };
  listeners.on('click', (event) => {
    const card = selectedCard(event.target);
    if (card) void select(cardProductId(card));
  });
  listeners.onHandedOn('select_item', (action) => void select(action.productId ?? null, originOf(action)));
}
