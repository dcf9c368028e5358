// @vitest-environment happy-dom
/**
 * The mini-cart panel's behaviour without a browser, on fake timers: an add opens the dropdown,
 * which closes by itself after autoCloseMs unless the pointer or the focus is in it; a mouse
 * leaving closes it after the 70 ms hover intent; a click outside closes it; on phones an add
 * shows a notice instead, which goes by itself too.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartEvent } from '../../shared/events/cart-events.ts';
import { HOVER_INTENT_TIMEOUT_MS, useMiniCartPanel } from './use-mini-cart-panel.ts';

let host: HTMLElement;
const added = () =>
  act(
    () =>
      void document.dispatchEvent(
        cartEvent('shop-cart-added', { fragments: {}, cartHash: 'h', productId: '1', message: '“Hoodie” has been added to your cart.' }),
      ),
  );

function renderPanel(width: number) {
  (window as unknown as { happyDOM: { setInnerWidth(w: number): void } }).happyDOM.setInnerWidth(width);
  const widget = document.createElement('div');
  host.append(widget);
  const announce = vi.fn();
  const view = renderHook(() =>
    useMiniCartPanel({ host, drawerBreakpoint: 849, autoCloseMs: 5000, narrowReveal: 'notice', widgetRef: { current: widget }, announce }),
  );
  return { view, announce };
}

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('shop-mini-cart');
  document.body.append(host);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the dropdown (wide screens)', () => {
  test('an add opens it; it closes by itself after 5 s', () => {
    const { view } = renderPanel(1280);
    expect(view.result.current.mode).toBe('dropdown');
    added();
    expect(view.result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(4999));
    expect(view.result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(view.result.current.open).toBe(false);
  });

  test('it stays while the pointer is in it, and closes 70 ms after the pointer leaves', () => {
    const { view } = renderPanel(1280);
    added();
    act(() => view.result.current.onPointerInside(true));
    act(() => vi.advanceTimersByTime(12_000));
    expect(view.result.current.open).toBe(true);
    act(() => view.result.current.onPointerInside(false));
    act(() => vi.advanceTimersByTime(HOVER_INTENT_TIMEOUT_MS - 1));
    expect(view.result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(view.result.current.open).toBe(false);
  });

  test('a click outside closes it; the toggle opens and closes it', () => {
    const { view } = renderPanel(1280);
    act(() => view.result.current.onToggle());
    expect(view.result.current.open).toBe(true);
    act(() => void document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(view.result.current.open).toBe(false);
  });

  test('the last line removed closes the dropdown and announces the empty cart', () => {
    const { view, announce } = renderPanel(1280);
    act(() => view.result.current.onToggle());
    act(() => view.result.current.onWidgetFocus('no-lines-left'));
    expect(view.result.current.open).toBe(false);
    expect(announce).toHaveBeenCalledWith(expect.stringMatching(/Item removed.*No products in the cart/));
  });
});

describe('phones', () => {
  test('an add shows the notice (the drawer stays closed); it goes after 5 s; View cart opens the drawer', () => {
    const { view } = renderPanel(375);
    expect(view.result.current.mode).toBe('drawer');
    added();
    expect(view.result.current.open).toBe(false);
    expect(view.result.current.notice).toBe('“Hoodie” has been added to your cart.');
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.notice).toBeNull();
    added();
    act(() => view.result.current.onViewCart());
    expect(view.result.current.notice).toBeNull();
    expect(view.result.current.open).toBe(true);
  });
});
