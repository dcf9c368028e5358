/**
 * A WooCommerce shop inside the test page: replaces window.fetch and answers the cart protocol
 * (?wc-ajax=add_to_cart, remove_from_cart, get_refreshed_fragments and the theme's admin-ajax
 * actions) from an in-memory cart, setting WooCommerce's cookies as the server would. Lets a
 * browser test exercise one element alone, with no server. Test code only; never bundled.
 */
export interface FakeProduct {
  name: string;
  price: number;
  stock?: number;
}

export interface FakeRequest {
  endpoint: string;
  fields: Record<string, string>;
}

export interface FakeWoo {
  requests: FakeRequest[];
  /** Put items in the cart "on the server", as another tab or a previous visit would. */
  seed(items: Record<number, number>): void;
  /** Answer the next request to this endpoint with this raw body instead. */
  failNext(endpoint: string, body: string): void;
  /**
   * The next request to this endpoint fails: 'down' (no connection, nothing done), 'lost' (the
   * shop does the work, then the reply is lost), 'hang' (no answer until the caller gives up),
   * or an HTTP status (nothing done).
   */
  faultNext(endpoint: string, fault: 'down' | 'lost' | 'hang' | number): void;
  /** Every request fails as 'down' until called with false. */
  setDown(down: boolean): void;
  restore(): void;
}

export const FAKE_NONCE = 'n0nce';

function cookie(name: string, value: string): void {
  document.cookie = value ? `${name}=${value}; path=/` : `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

const money = (amount: number) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>${amount.toFixed(2)}</bdi></span>`;

export function installFakeWoo(catalogue: Record<number, FakeProduct>): FakeWoo {
  const cart = new Map<string, { productId: number; quantity: number }>();
  const failures = new Map<string, string>();
  const faults = new Map<string, 'down' | 'lost' | 'hang' | number>();
  let down = false;
  const requests: FakeRequest[] = [];
  const original = window.fetch;
  let version = 0;

  const hash = () => (cart.size ? `hash${version}` : '');
  const count = () => [...cart.values()].reduce((n, line) => n + line.quantity, 0);
  const total = () => [...cart.values()].reduce((n, line) => n + line.quantity * catalogue[line.productId]!.price, 0);

  function widget(): string {
    if (!cart.size) return '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>';
    const items = [...cart].map(([key, line]) => {
      const p = catalogue[line.productId]!;
      return `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/cart/?remove_item=${key}" class="remove remove_from_cart_button" aria-label="Remove ${p.name} from cart" data-product_id="${line.productId}" data-cart_item_key="${key}">&times;</a><a href="/product/${line.productId}/">${p.name}</a><div class="quantity"><label class="screen-reader-text" for="q-${key}">Quantity of ${p.name}</label><input type="number" id="q-${key}" class="input-text qty text" data-cart_item_key="${key}" value="${line.quantity}" min="0" max="${p.stock ?? ''}" step="1" required></div></li>`;
    });
    return `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list">${items.join('')}</ul><p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ${money(total())}</p></div>`;
  }

  function payload() {
    version++;
    cookie('woocommerce_items_in_cart', cart.size ? '1' : '');
    cookie('woocommerce_cart_hash', hash());
    return {
      fragments: {
        'div.widget_shopping_cart_content': widget(),
        'span.shop-MiniCart-count': `<span class="shop-MiniCart-count">${count()}</span>`,
        'span.shop-MiniCart-total': `<span class="shop-MiniCart-total">${money(total())}</span>`,
      },
      cart_hash: hash(),
    };
  }

  function add(productId: number, quantity: number): string | null {
    const product = catalogue[productId];
    if (!product || !(quantity > 0)) return null;
    const key = `key${productId}`;
    const next = (cart.get(key)?.quantity ?? 0) + quantity;
    if (product.stock !== undefined && next > product.stock) return null;
    cart.set(key, { productId, quantity: next });
    return key;
  }

  /** What WordPress writes itself (check_ajax_referer's 403 '-1', admin-ajax's 400 '0'), not JSON. */
  const raw = (status: number, text: string) => ({ raw: text, status });

  function answer(endpoint: string, f: Record<string, string>, kind: 'wc-ajax' | 'admin-ajax'): unknown {
    switch (endpoint) {
      case 'get_refreshed_fragments':
        return payload();
      case 'add_to_cart':
        if (!f.product_id) return '';
        return add(Number(f.product_id), Number(f.quantity ?? 1)) ? payload() : { error: true, product_url: `#product-${f.product_id}` };
      case 'remove_from_cart':
        if (!f.cart_item_key || !cart.delete(f.cart_item_key)) return { success: false };
        return payload();
      case 'shop_ajax_add_to_cart':
        if (!add(Number(f['add-to-cart']), Number(f.quantity ?? 1))) {
          return { notices: '<ul class="woocommerce-error" role="alert"><li>You cannot add that amount to the cart.</li></ul>', error: true, product_url: '' };
        }
        return { notices: '', ...payload() };
      case 'shop_refresh_nonce':
        return { success: true, data: { nonce: FAKE_NONCE } };
      case 'shop_ajax_cart_item_alter_quantity': {
        if (f.security !== FAKE_NONCE) return raw(403, '-1');
        const line = cart.get(f.cart_item_key ?? '');
        const quantity = Number(f.quantity);
        if (!line) return { success: false, data: { message: 'Unknown item.' } };
        const stock = catalogue[line.productId]!.stock;
        if (stock !== undefined && quantity > stock) return { success: false, data: { message: `Only ${stock} left in stock.` } };
        if (quantity === 0) cart.delete(f.cart_item_key!);
        else line.quantity = quantity;
        return { success: true, data: payload() };
      }
      default:
        // WooCommerce answers an unknown wc-ajax endpoint with an empty 200; admin-ajax an unknown action with 400 '0'.
        return kind === 'wc-ajax' ? '' : raw(400, '0');
    }
  }

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
    const fields = Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : ''));
    const kind = url.searchParams.has('wc-ajax') ? 'wc-ajax' : 'admin-ajax';
    const endpoint = url.searchParams.get('wc-ajax') ?? fields.action ?? url.pathname;
    requests.push({ endpoint, fields });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fault = down ? 'down' : faults.get(endpoint);
    faults.delete(endpoint);
    if (fault === 'down') throw new TypeError('Failed to fetch');
    if (fault === 'hang') {
      await new Promise((_, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal!.reason)));
    }
    if (typeof fault === 'number') return new Response('<html><body>Error</body></html>', { status: fault, headers: { 'Content-Type': 'text/html' } });
    if (fault === 'lost') {
      answer(endpoint, fields, kind);
      throw new TypeError('Failed to fetch');
    }
    const failure = failures.get(endpoint);
    if (failure !== undefined) {
      failures.delete(endpoint);
      return new Response(failure, { status: 200 });
    }
    const body = answer(endpoint, fields, kind);
    if (body && typeof body === 'object' && 'raw' in body) {
      const { raw: text, status } = body as { raw: string; status: number };
      return new Response(text, { status, headers: { 'Content-Type': 'text/html' } });
    }
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

  return {
    requests,
    seed(items) {
      for (const [id, quantity] of Object.entries(items)) add(Number(id), quantity);
      payload();
    },
    failNext(endpoint, body) {
      failures.set(endpoint, body);
    },
    faultNext(endpoint, fault) {
      faults.set(endpoint, fault);
    },
    setDown(value) {
      down = value;
    },
    restore() {
      window.fetch = original;
      cart.clear();
      cookie('woocommerce_items_in_cart', '');
      cookie('woocommerce_cart_hash', '');
    },
  };
}

/** The page's cart configuration block, as the theme prints it. */
export function printCartParams(overrides: Record<string, unknown> = {}): void {
  document.getElementById('shop-cart-params')?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'shop-cart-params';
  block.textContent = JSON.stringify({ nonce: FAKE_NONCE, cartUrl: '/cart/', ...overrides });
  document.head.append(block);
}

let pushes = 0;
let counting = false;
/**
 * history.pushState calls since this call. (history.length cannot tell: Chromium caps it at 50,
 * and the test files share one tab.)
 */
export function countHistoryPushes(): () => number {
  if (!counting) {
    counting = true;
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      pushes++;
      push(...args);
    };
  }
  const start = pushes;
  return () => pushes - start;
}
