/**
 * Product lists: an impression once a card has stayed visible (threshold share, for the
 * timeout; seen again when repeat is set), a click on a card's link (select item). The test
 * mode (?vildemomode) tints impressed cards.
 */
import { productDetails } from '../../engine/tracking/tracking-event.ts';
import { oncePerFrame } from '../../platform/once-per-frame.ts';
import type { Pipeline } from './pipeline.ts';
import type { ProductLookup } from './product-lookup.ts';
import type { ActionListeners } from './recorded-actions.ts';

const CARD = 'li.product, .wc-block-grid__product, .product.type-product';

export function cardProductId(card: Element): string | null {
  const fromButton = card.querySelector('[data-product_id]')?.getAttribute('data-product_id');
  if (fromButton) return fromButton;
  return /(?:^|\s)post-(\d+)(?:\s|$)/.exec(card.className)?.[1] ?? null;
}

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
  listeners.on('click', async (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    const card = link?.closest(CARD);
    if (!link || !card || link.matches('.add_to_cart_button, [data-product_id][href*="add-to-cart"]')) return;
    const found = await product(cardProductId(card));
    if (found) track('select_item', { products: [productDetails(found, layer)] });
  });
}
