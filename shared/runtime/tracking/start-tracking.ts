/**
 * The tracking of a page, started once the shopper's consent does not rule it out: the pipeline
 * and every collector (page events, lists, cart, checkout, engagement, live search, variations), the session's
 * click ids.
 * Loaded by <shop-tracking> only then: a visitor who refused gets none of this code.
 */
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { ipv6Wanted } from '../../engine/tracking/ipv6.ts';
import { loadChunk } from '../../platform/load-timeout.ts';
import { yieldToMain } from '../../platform/main-thread.ts';
import { cartEvents } from './cart-collectors.ts';
import { engagementEvents } from './engagement-collectors.ts';
import { listEvents } from './list-collectors.ts';
import { pageLoadEvents } from './page-collectors.ts';
import { startPipeline } from './pipeline.ts';
import { productLookup } from './product-lookup.ts';
import { searchEvents } from './search-collectors.ts';
import { parseHandedOnActions } from '../../engine/tracking/handed-on-actions.ts';
import { ActionListeners } from './action-listeners.ts';
import { recordActions, type ActionRecorder } from './recorded-actions.ts';
import { takeHandedOnActions } from './recorded-hand-on.ts';
import { keepSessionIdentifiers } from './session-identifiers.ts';

/**
 * `recorder`: what the shopper did before (consent came later on this page, or the collectors were
 * still loading); it keeps recording until the collectors are ready, which take it first, in order,
 * after what earlier pages of the tab handed on.
 */
export async function startTracking(layer: DataLayer, signal: AbortSignal, early: ActionRecorder | null = null): Promise<void> {
  const recorder = early ?? recordActions();
  signal.addEventListener('abort', () => recorder.stop());
  const listeners = new ActionListeners(signal);
  const pipeline = startPipeline(layer);
  keepSessionIdentifiers();
  const product = productLookup(layer, pipeline.rest);
  // This module's evaluation and the pipeline's start run in the task the import resolved in;
  // the collectors start in the next ones (together: 57 ms on a product page's first view).
  const steps = [
    () => cartEvents(pipeline, product, listeners, signal),
    () => engagementEvents(pipeline, listeners, signal),
    () => searchEvents(pipeline, signal),
    () => listEvents(pipeline, product, listeners, signal),
  ];
  // The browser handles input and paints between the steps: no one step makes a long task.
  for (const step of steps) {
    await yieldToMain();
    if (signal.aborted) return;
    step();
  }
  if (signal.aborted) return;
  // In the order they happened: what the tab's earlier page left, this page's own events, then
  // what the shopper did here before.
  listeners.replayHandedOn(parseHandedOnActions(takeHandedOnActions(), Date.now()));
  void pageLoadEvents(pipeline, product);
  const recorded = recorder.take();
  recorder.stop();
  listeners.replay(recorded);
  // What only some pages need loads only there.
  const type = layer.shop.page_type;
  if (type === 'checkout')
    void loadChunk('checkout-collectors', () => import('./checkout-collectors.ts')).then((m) => m && !signal.aborted && m.checkoutEvents(pipeline, signal));
  if (type === 'product' && document.querySelector('form.variations_form'))
    void loadChunk('variation-collector', () => import('./variation-collector.ts')).then(
      (m) => m && !signal.aborted && m.variationEvents(pipeline, product, signal),
    );
  if (type === 'cart' || type === 'checkout')
    void loadChunk('session-identifiers-report', () => import('./session-identifiers-report.ts')).then((m) => m?.reportSessionIdentifiers(layer));
  if (ipv6Wanted(layer)) void loadChunk('ipv6-report', () => import('./ipv6-report.ts')).then((m) => m?.reportIpv6(layer));
}
