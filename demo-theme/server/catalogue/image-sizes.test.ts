/**
 * S9.35: the store crops its catalogue thumbnails 4:3 (WooCommerce's custom thumbnail cropping).
 * Listings, their colour swatches, a variation's thumb_src, the cart and the mini-cart show the
 * 4:3 thumbnail; the product page keeps the uncropped picture.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('image-sizes-');
let variable = { id: 0, slug: '' };

beforeAll(() => {
  variable = store.db.prepare("SELECT id, slug FROM products WHERE type = 'variable' ORDER BY id LIMIT 1").get() as typeof variable;
});

const ratio = (width: number, height: number) => width / height;

describe('S9.35 the 4:3 catalogue thumbnail', () => {
  test('every product in the listing is a 300 × 225 image of the 4:3 thumbnail, its colour swatches too', async () => {
    const page = (await store.app.inject({ method: 'GET', url: '/shop/' })).body;
    const images = [...page.matchAll(/<img width="(\d+)" height="(\d+)" src="([^"]+)" class="attachment-woocommerce_thumbnail/g)];
    expect(images.length).toBeGreaterThan(8);
    for (const [, width, height, src] of images) {
      expect([width, height]).toEqual(['300', '225']);
      expect(src).toMatch(/^\/assets\/placeholder\/\d+-300x225\.svg$/);
    }
    const swatches = [...page.matchAll(/data-image-src="([^"]*)"/g)].map(([, src]) => src);
    expect(swatches.length).toBeGreaterThan(0);
    for (const src of swatches) expect(src).toMatch(/-300x225\.svg$/);
  });

  test('the thumbnail is the picture cropped from its centre to 4:3; the full picture stays square', async () => {
    const { id } = variable;
    const thumbnail = await store.app.inject({ method: 'GET', url: `/assets/placeholder/${id}-300x225.svg` });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toContain('image/svg+xml');
    const [x, y, width, height] = /viewBox="([^"]+)"/.exec(thumbnail.body)![1]!.split(' ').map(Number) as [number, number, number, number];
    expect(ratio(width, height)).toBeCloseTo(4 / 3, 5);
    expect([x, y + height / 2]).toEqual([0, 300]); // centred on the 600 × 600 drawing
    const full = (await store.app.inject({ method: 'GET', url: `/assets/placeholder/${id}.svg` })).body;
    expect(/viewBox="([^"]+)"/.exec(full)![1]).toBe('0 0 600 600');
    // A size the store does not generate is refused, as any other bad file name.
    expect((await store.app.inject({ method: 'GET', url: `/assets/placeholder/${id}-300x300.svg` })).statusCode).toBe(400);
  });

  test("a variation's thumb_src is the 4:3 thumbnail with its size; its src, the single image, stays uncropped", async () => {
    const page = (await store.app.inject({ method: 'GET', url: `/product/${variable.slug}/` })).body;
    const json = /data-product_variations="([^"]+)"/.exec(page)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const [first] = JSON.parse(json) as { image: { src: string; thumb_src: string; thumb_src_w: number; thumb_src_h: number; src_w: number; src_h: number } }[];
    expect(first!.image.thumb_src).toMatch(/-300x225\.svg$/);
    expect([first!.image.thumb_src_w, first!.image.thumb_src_h]).toEqual([300, 225]);
    expect(first!.image.src).toMatch(/\/\d+\.svg$/);
    expect(ratio(first!.image.src_w, first!.image.src_h)).toBe(1);
  });

  test('the cart and the mini-cart show the line as its 4:3 thumbnail', async () => {
    const shopper = store.browser();
    const simple = store.db.prepare("SELECT id FROM products WHERE type = 'simple' AND in_stock = 1 ORDER BY id LIMIT 1").get() as { id: number };
    const added = await shopper.post('/?wc-ajax=add_to_cart', { product_id: String(simple.id), quantity: '1' });
    const miniCart = (added.json() as { fragments: Record<string, string> }).fragments['div.widget_shopping_cart_content']!;
    expect(miniCart).toContain(`<img width="80" height="60" src="/assets/placeholder/${simple.id}-300x225.svg"`);
    const cart = (await shopper.get('/cart/')).body;
    expect(cart).toContain(`<td class="product-thumbnail"><img width="80" height="60" src="/assets/placeholder/${simple.id}-300x225.svg"`);
  });
});
