/** `?wc-ajax=get_variation`, used when a product has too many variations to embed in the page. */
import { wcAjaxEndpoint, type CartParams } from '../engine/cart/cart-params.ts';
import type { ChosenAttributes, VariationData } from '../engine/cart/variation-choice.ts';

export async function fetchVariation(params: CartParams, productId: string, chosen: ChosenAttributes): Promise<VariationData | null> {
  try {
    const response = await fetch(wcAjaxEndpoint(params, 'get_variation'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams({ product_id: productId, ...chosen }).toString(),
      signal: AbortSignal.timeout(params.requestTimeoutMs),
    });
    const body: unknown = await response.json();
    return body && typeof body === 'object' && typeof (body as VariationData).variation_id === 'number' ? (body as VariationData) : null;
  } catch {
    return null;
  }
}
