import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartClient } from '../api/cart-client.ts';
import { RequestFailure } from '../api/request-failure.ts';
import { DEFAULT_CART_PARAMS } from '../engine/cart/cart-params.ts';
import { $cart, INITIAL_CART } from './cart.ts';
import { addToCart, configureCart, loadCart, refreshCart, removeFromCart, resetCartForTests, setCartItemQuantity, type CartEffects } from './cart.actions.ts';

const payload = (count: number) => ({
  fragments: {
    'span.shop-MiniCart-count': `<span class="shop-MiniCart-count">${count}</span>`,
    'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>',
  },
  cartHash: `hash${count}`,
});

/** Fragments whose widget holds the line `key` with `quantity`. */
const withLine = (key: string, quantity: number) => ({
  fragments: {
    'span.shop-MiniCart-count': `<span class="shop-MiniCart-count">${quantity}</span>`,
    'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item"><input class="input-text qty text" data-cart_item_key="${key}" value="${quantity}"></li></ul></div>`,
  },
  cartHash: `hash-${key}-${quantity}`,
});

function setup(options: { cookie?: boolean; stored?: Partial<ReturnType<CartEffects['readStored']>> } = {}) {
  const client: CartClient = {
    refreshFragments: vi.fn(async () => payload(2)),
    addToCart: vi.fn(async () => ({ kind: 'added' as const, payload: payload(3), noticesHtml: '' })),
    addFormToCart: vi.fn(async () => ({ kind: 'added' as const, payload: payload(3), noticesHtml: '' })),
    removeItem: vi.fn(async () => payload(1)),
    setItemQuantity: vi.fn(async () => ({ kind: 'changed' as const, payload: payload(5) })),
  };
  const effects: CartEffects = {
    hasItemsCookie: () => options.cookie ?? true,
    readStored: () => ({ fragmentsJson: null, storedHash: null, createdAt: null, cookieHash: 'hash2', ...options.stored }),
    writeStored: vi.fn(),
    applyToDocument: vi.fn(),
    emit: vi.fn(),
    navigate: vi.fn(),
    warn: vi.fn(),
    now: () => 1_000_000,
  };
  configureCart({ client, effects, params: DEFAULT_CART_PARAMS });
  return { client, effects };
}

beforeEach(() => {
  resetCartForTests();
  $cart.set(INITIAL_CART);
});

describe('cart actions', () => {
  test('no cart cookie: empty cart and no request at all', async () => {
    const { client } = setup({ cookie: false });
    await loadCart();
    expect($cart.get().status).toBe('empty');
    expect(client.refreshFragments).not.toHaveBeenCalled();
  });
  test('valid stored fragments are used without a request', async () => {
    const { client, effects } = setup({ stored: { fragmentsJson: JSON.stringify(payload(4).fragments), storedHash: 'hash2', createdAt: '999000' } });
    await loadCart();
    expect(client.refreshFragments).not.toHaveBeenCalled();
    expect($cart.get().count).toBe(4);
    expect(effects.emit).toHaveBeenCalledWith('shop-cart-fragments-loaded', expect.anything());
  });
  test('corrupt stored fragments are refetched and stored again', async () => {
    const { client, effects } = setup({ stored: { fragmentsJson: '{broken', storedHash: 'hash2', createdAt: '999000' } });
    await loadCart();
    expect(client.refreshFragments).toHaveBeenCalledTimes(1);
    expect($cart.get().count).toBe(2);
    expect(effects.writeStored).toHaveBeenCalled();
  });
  test('a failed refresh emits fragments-error and keeps the page working', async () => {
    const { client, effects } = setup();
    vi.mocked(client.refreshFragments).mockRejectedValueOnce(new RequestFailure('timeout'));
    await refreshCart();
    expect(effects.emit).toHaveBeenCalledWith('shop-cart-fragments-error', { reason: 'timeout' });
    expect($cart.get()).toMatchObject({ status: 'error', failure: 'timeout' });
  });
  test('a failed load with older fragments stored shows those (marked stale), never an empty cart', async () => {
    const { client } = setup({ stored: { fragmentsJson: JSON.stringify(payload(4).fragments), storedHash: 'old', createdAt: '1' } });
    vi.mocked(client.refreshFragments).mockRejectedValueOnce(new RequestFailure('server', 503));
    await loadCart();
    expect($cart.get()).toMatchObject({ status: 'ready', count: 4, stale: true, failure: 'server' });
    await refreshCart();
    expect($cart.get()).toMatchObject({ status: 'ready', count: 2, stale: false, failure: null });
  });
  test('concurrent refreshes share one request', async () => {
    const { client } = setup();
    await Promise.all([refreshCart(), refreshCart(), refreshCart()]);
    expect(client.refreshFragments).toHaveBeenCalledTimes(1);
  });
  test('a refresh for a change the server has just made is not answered by a request sent before it', async () => {
    const { client } = setup();
    let answerFirst: (p: ReturnType<typeof payload>) => void = () => {};
    vi.mocked(client.refreshFragments).mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    vi.mocked(client.refreshFragments).mockResolvedValueOnce(payload(7));
    const before = refreshCart();
    const after = refreshCart({ sentAfterNow: true });
    answerFirst(payload(2));
    await Promise.all([before, after]);
    expect(client.refreshFragments).toHaveBeenCalledTimes(2);
    expect($cart.get().count).toBe(7);
  });
  test('an add error with product_url sends the shopper to the product', async () => {
    const { client, effects } = setup();
    vi.mocked(client.addToCart).mockResolvedValueOnce({ kind: 'error', productUrl: '/product/x/', noticesHtml: '' });
    await addToCart({ product_id: '1' });
    expect(effects.navigate).toHaveBeenCalledWith('/product/x/');
  });
  test('redirect-after-add goes to the cart instead of applying fragments', async () => {
    const { client, effects } = setup();
    configureCart({ client, effects, params: { ...DEFAULT_CART_PARAMS, redirectAfterAdd: true } });
    await addToCart({ product_id: '1' });
    expect(effects.navigate).toHaveBeenCalledWith('/cart/');
    expect(effects.applyToDocument).not.toHaveBeenCalled();
  });
  test('a successful add applies the fragments and stores the hash', async () => {
    const { effects } = setup();
    await addToCart({ product_id: '1' });
    expect($cart.get()).toMatchObject({ count: 3, hash: 'hash3', pending: 0 });
    expect(effects.writeStored).toHaveBeenCalledWith(payload(3), 1_000_000);
  });
  test("an add whose reply is lost is found in the server's cart: added, no retry offered", async () => {
    const { client } = setup();
    $cart.set({ ...INITIAL_CART, status: 'ready', count: 2 });
    vi.mocked(client.addToCart).mockRejectedValueOnce(new RequestFailure('network'));
    vi.mocked(client.refreshFragments).mockResolvedValueOnce(payload(3));
    const outcome = await addToCart({ product_id: '1', quantity: '1' });
    expect(outcome.kind).toBe('added');
    expect(client.addToCart).toHaveBeenCalledTimes(1);
    expect($cart.get()).toMatchObject({ count: 3, pending: 0 });
  });
  test('a failed add that did not land offers a retry; the retry checks the server first and sends once', async () => {
    const { client } = setup();
    $cart.set({ ...INITIAL_CART, status: 'ready', count: 2 });
    vi.mocked(client.addToCart).mockRejectedValueOnce(new RequestFailure('timeout'));
    vi.mocked(client.refreshFragments).mockResolvedValue(payload(2));
    const outcome = await addToCart({ product_id: '1', quantity: '1' });
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'timeout' });
    if (outcome.kind !== 'failed') return;
    const retried = await outcome.retry();
    expect(retried.kind).toBe('added');
    expect(client.refreshFragments).toHaveBeenCalledTimes(2);
    expect(client.addToCart).toHaveBeenCalledTimes(2);
  });
  test('a retry after the lost add landed meanwhile sends nothing', async () => {
    const { client } = setup();
    $cart.set({ ...INITIAL_CART, status: 'ready', count: 2 });
    vi.mocked(client.addToCart).mockRejectedValueOnce(new RequestFailure('network'));
    vi.mocked(client.refreshFragments).mockRejectedValueOnce(new RequestFailure('network')).mockResolvedValueOnce(payload(3));
    const outcome = await addToCart({ product_id: '1', quantity: '1' });
    expect(outcome.kind).toBe('failed');
    if (outcome.kind !== 'failed') return;
    expect((await outcome.retry()).kind).toBe('added');
    expect(client.addToCart).toHaveBeenCalledTimes(1);
  });
  test('a removal that cannot reach the shop is reported, not navigated', async () => {
    const { client, effects } = setup();
    vi.mocked(client.removeItem).mockRejectedValueOnce(new RequestFailure('offline'));
    expect(await removeFromCart('key', '/cart/?remove_item=key')).toEqual({ kind: 'failed', reason: 'offline' });
    expect(effects.navigate).not.toHaveBeenCalled();
  });
  test('a quantity change that cannot reach the shop reports why and refetches the cart', async () => {
    const { client } = setup();
    vi.mocked(client.setItemQuantity).mockRejectedValueOnce(new RequestFailure('server', 500));
    expect(await setCartItemQuantity('k', 4)).toEqual({ kind: 'error', message: '', reason: 'server' });
    expect(client.refreshFragments).toHaveBeenCalledTimes(1);
  });
  test('a change whose reply was lost but which the server made is a change, not a failure', async () => {
    const { client } = setup();
    vi.mocked(client.setItemQuantity).mockRejectedValueOnce(new RequestFailure('network'));
    vi.mocked(client.refreshFragments).mockResolvedValueOnce(withLine('k', 4));
    expect(await setCartItemQuantity('k', 4)).toEqual({ kind: 'changed' });
    expect($cart.get().fragments['div.widget_shopping_cart_content']).toContain('value="4"');
  });
  test('an unreadable answer while the server kept the old quantity is told, with the reason', async () => {
    const { client } = setup();
    vi.mocked(client.setItemQuantity).mockRejectedValueOnce(new RequestFailure('invalid'));
    vi.mocked(client.refreshFragments).mockResolvedValueOnce(withLine('k', 2));
    expect(await setCartItemQuantity('k', 4)).toEqual({ kind: 'error', message: '', reason: 'invalid' });
  });
  test('a success without fragments is checked against the cart: made, or told when the cart says otherwise', async () => {
    const { client } = setup();
    vi.mocked(client.setItemQuantity).mockResolvedValue({ kind: 'changed', payload: null });
    vi.mocked(client.refreshFragments).mockResolvedValueOnce(withLine('k', 6)).mockResolvedValueOnce(withLine('k', 2));
    expect(await setCartItemQuantity('k', 6)).toEqual({ kind: 'changed' });
    expect(await setCartItemQuantity('k', 3)).toEqual({ kind: 'error', message: '', reason: 'server' });
  });
  test('a refused removal navigates to the remove link', async () => {
    const { client, effects } = setup();
    vi.mocked(client.removeItem).mockResolvedValueOnce(null);
    await removeFromCart('key', '/cart/?remove_item=key');
    expect(effects.navigate).toHaveBeenCalledWith('/cart/?remove_item=key');
  });
  test('only the latest of racing quantity changes is applied', async () => {
    const { client } = setup();
    let release!: () => void;
    vi.mocked(client.setItemQuantity)
      .mockImplementationOnce(() => new Promise((done) => (release = () => done({ kind: 'changed', payload: payload(9) }))))
      .mockResolvedValueOnce({ kind: 'changed', payload: payload(5) });
    const first = setCartItemQuantity('k', 9);
    const second = setCartItemQuantity('k', 5);
    expect(await second).toEqual({ kind: 'changed' });
    release();
    expect(await first).toEqual({ kind: 'superseded' });
    expect($cart.get().count).toBe(5);
  });
});
