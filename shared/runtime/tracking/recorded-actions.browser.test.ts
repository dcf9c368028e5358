/**
 * The recorder that runs before consent, in Chromium: the shopper's cart events and clicks are
 * kept in order; with consent the collectors' handlers get them first, once, in that order, then
 * live ones; a refusal (stop) keeps nothing more; WooCommerce's jQuery add is kept unless ours
 * triggered it.
 */
import { cartEvent } from '../../events/cart-events.ts';
import { assert } from '../../testing/wait.ts';
import { ActionListeners } from './action-listeners.ts';
import { adoptEarlyRecorder, recordActions, startEarlyRecorder } from './recorded-actions.ts';

describe('actions recorded before consent', () => {
  it('kept in order, handed over once, replayed in order before live ones; nothing after stop', () => {
    document.body.innerHTML = '<a href="#x" id="link">Product</a>';
    const recorder = recordActions();
    document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '12' }));
    document.getElementById('link')!.click();
    document.dispatchEvent(cartEvent('shop-cart-removed', { cartItemKey: 'k', fragments: {}, cartHash: 'h' }));
    const recorded = recorder.take();
    assert(recorded.map((a) => a.type).join() === 'shop-cart-added,click,shop-cart-removed', recorded.map((a) => a.type).join());
    assert(recorder.take().length === 0, 'handed over once');

    const seen: string[] = [];
    const controller = new AbortController();
    const listeners = new ActionListeners(controller.signal);
    listeners.on('shop-cart-added', (event) => seen.push(`added ${event.detail.productId}`));
    listeners.on('shop-cart-removed', (event) => seen.push(`removed ${event.detail.cartItemKey}`));
    listeners.on('click', (event) => seen.push(`click ${(event.target as Element).id}`));
    listeners.replay(recorded);
    document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '13' }));
    assert(seen.join() === 'added 12,click link,removed k,added 13', seen.join());

    recorder.stop();
    document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '14' }));
    assert(recorder.take().length === 0, 'nothing recorded after stop');
    controller.abort();
  });

  it('the loader’s recorder: what happened before and after the element adopts it, in order, handed over once; nothing after stop', () => {
    startEarlyRecorder();
    startEarlyRecorder();
    document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '21' }));
    const adopted = adoptEarlyRecorder();
    assert(adopted !== null, 'adopted');
    assert(adoptEarlyRecorder() === null, 'adopted once');
    document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '22' }));
    const taken = adopted!.take();
    assert(taken.map((a) => (a.event as CustomEvent<{ productId: string }>).detail.productId).join() === '21,22', JSON.stringify(taken.map((a) => a.type)));
    adopted!.stop();
    document.dispatchEvent(cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '23' }));
    assert(adopted!.take().length === 0, 'nothing after stop');
  });
});
