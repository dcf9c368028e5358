/** Storefront S7.6: the theme's photo feed call (GET admin-ajax shop_load_instagram&data=…), served from the shop's own pictures. */
import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-photo-feed-');
const feed = (query: string) => store.app.inject({ method: 'GET', url: `/wp-admin/admin-ajax.php?${query}` });

describe('shop_load_instagram', () => {
  test('the newest products’ pictures, linked to them, as {success, data: html}', async () => {
    const response = await feed(`action=shop_load_instagram&data=${encodeURIComponent('luma.co|4')}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; data: string };
    expect(body.success).toBe(true);
    expect(
      body.data.match(/<li class="shop-PhotoFeed-item"><a href="\/product\/[^"]+\/"><img src="\/assets\/placeholder\/\d+\.svg" alt="[^"]+"/g),
    ).toHaveLength(4);
    expect(response.headers['cache-control']).toMatch(/no-store|no-cache/);
  });

  test('an unknown account or a bad count: success false with what to fix; no data: a clear 400', async () => {
    const unknown = (await feed('action=shop_load_instagram&data=someone.else|4')).json() as { success: boolean; data: string };
    expect(unknown).toEqual({ success: false, data: 'No account named “someone.else” is connected.' });
    const many = (await feed(`action=shop_load_instagram&data=${encodeURIComponent('luma.co|99')}`)).json() as { success: boolean; data: string };
    expect(many.success).toBe(false);
    expect(many.data).toMatch(/1 to 12/);
    const none = await feed('action=shop_load_instagram');
    expect(none.statusCode).toBe(400);
    expect(none.body).not.toMatch(/stack|Error:/);
  });

  test('a hostile account name is answered as text inside JSON, never as markup', async () => {
    const body = (await feed(`action=shop_load_instagram&data=${encodeURIComponent('<img src=x onerror=alert(1)>|3')}`)).json() as { data: string };
    expect(body.data).toContain('<img src=x onerror=alert(1)>'); // the element shows it with textContent
  });
});
