/**
 * The tracking of a page, started once the shopper's consent does not rule it out: the pipeline
 * and every collector (page events, lists, cart, checkout, engagement, variations), the session's
 * click ids.
 * Loaded by <shop-tracking> only then: a visitor who refused gets none of this code.
 */
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { cartEvents } from './cart-collectors.ts';
import { checkoutEvents } from './checkout-collectors.ts';
import { engagementEvents } from './engagement-collectors.ts';
import { listEvents } from './list-collectors.ts';
import { pageLoadEvents } from './page-collectors.ts';
import { startPipeline } from './pipeline.ts';
import { productLookup } from './product-lookup.ts';
import { keepSessionIdentifiers } from './session-identifiers.ts';
import { variationEvents } from './variation-collector.ts';

/** Lets the browser handle input and paint between the steps: no one step makes a long task. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function startTracking(layer: DataLayer, signal: AbortSignal): Promise<void> {
  const pipeline = startPipeline(layer);
  keepSessionIdentifiers();
  const product = productLookup(layer, pipeline.rest);
  void pageLoadEvents(pipeline, product);
  const steps = [
    () => cartEvents(pipeline, product, signal),
    () => checkoutEvents(pipeline, signal),
    () => engagementEvents(pipeline, signal),
    () => listEvents(pipeline, product, signal),
    () => variationEvents(pipeline, product, signal),
  ];
  for (const step of steps) {
    await yieldToPage();
    if (signal.aborted) return;
    step();
  }
}
