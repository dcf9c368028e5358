/**
 * A variable product's page: view item for the variation chosen, each time the chosen variation
 * changes (the form's variation_id input, which WooCommerce's script and ours both keep).
 */
import { productDetails } from '../../engine/tracking/tracking-event.ts';
import { oncePerFrame } from '../../platform/once-per-frame.ts';
import type { Pipeline } from './pipeline.ts';
import type { ProductLookup } from './product-lookup.ts';

export function variationEvents({ track, layer }: Pipeline, product: ProductLookup, signal: AbortSignal): void {
  const form = document.querySelector<HTMLFormElement>('form.variations_form');
  if (!form || layer.shop.page_type !== 'product') return;
  let last = '';
  const check = () => {
    const id = form.querySelector<HTMLInputElement>('input.variation_id, input[name="variation_id"]')?.value ?? '';
    if (!id || id === '0' || id === last) return;
    last = id;
    void product(id).then((found) => track('view_item', { products: found ? [productDetails(found, layer)] : [] }));
  };
  // After the form's own handlers have set the variation (theirs run on the same change), and
  // whenever the form redraws (the price and stock of a variation chosen before this loaded).
  form.addEventListener('change', () => setTimeout(check, 0), { signal });
  const redraws = new MutationObserver(oncePerFrame(check));
  redraws.observe(form, { childList: true, subtree: true, characterData: true });
  signal.addEventListener('abort', () => redraws.disconnect());
  check();
}
