import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartClient } from '../api/cart-client.ts';
import { DEFAULT_CART_PARAMS } from '../engine/cart-params.ts';
import { $cart, INITIAL_CART } from './cart.ts';
import { addToCart, configureCart, loadCart, refreshCart, removeFromCart, resetCartForTests, setCartItemQuantity, type CartEffects } from './cart.actions.ts';

const payload = (count: number) => ({
  fragments: { 'span.shop-MiniCart-count': `<span class="shop-MiniCart-count">${count}</span>`, 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' },
  cartHash: `hash${count}`,
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
    vi.mocked(client.refreshFragments).mockRejectedValueOnce(new Error('timeout'));
    await refreshCart();
    expect(effects.emit).toHaveBeenCalledWith('shop-cart-fragments-error', { reason: 'timeout' });
    expect($cart.get().status).toBe('error');
  });
  test('concurrent refreshes share one request', async () => {
    const { client } = setup();
    await Promise.all([refreshCart(), refreshCart(), refreshCart()]);
    expect(client.refreshFragments).toHaveBeenCalledTimes(1);
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
  test('a failed removal navigates to the remove link', async () => {
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
