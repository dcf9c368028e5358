/**
 * S6.2 / S1.11: a page editor (a shop manager) sees the home page's blocks with their edit
 * markers, each naming the page builder and the back-end editor; a shopper's page has none, and
 * the editors' pages are the manager's only, with their input checked.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, hashPassword } from '../accounts/accounts.ts';
import { promoteToManager } from './shop-manager.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import type { InjectBrowser } from '../testing/inject-browser.ts';

const store = useTestStore('block-edit-');
let manager: InjectBrowser;

beforeAll(async () => {
  createAccount(store.db, 'editor@example.com', await hashPassword('a long enough password'));
  promoteToManager(store.db, 'editor@example.com');
  manager = store.browser('10.2.0.1');
  const form = (await manager.get('/my-account/')).body;
  const nonce = /name="woocommerce-login-nonce" value="([0-9a-f]+)"/.exec(form)![1]!;
  await manager.post('/my-account/', { username: 'editor@example.com', password: 'a long enough password', login: 'Log in', 'woocommerce-login-nonce': nonce });
});

const markers = (body: string) =>
  [...body.matchAll(/<div class="block-edit-link" data-title="([^"]+)" data-link="([^"]+)" data-backend="([^"]+)"><\/div>/g)].map(
    ([, title, link, backend]) => ({
      title,
      link: link!.replaceAll('&amp;', '&'),
      backend: backend!.replaceAll('&amp;', '&'),
    }),
  );

describe('block edit links on the demo store', () => {
  test("the manager's home page marks each block with its editors; a shopper's has no marker", async () => {
    const home = (await manager.get('/')).body;
    expect(home).toContain('id="wpadminbar"');
    expect(markers(home)).toEqual(
      ['hero', 'categories', 'popular', 'photos'].map((block, index) => ({
        title: `Edit Block: ${['Welcome', 'Shop by category', 'Popular right now', 'Photo feed'][index]}`,
        link: `/shop-owner/blocks/${block}/?editor=page-builder`,
        backend: `/shop-owner/blocks/${block}/?editor=back-end`,
      })),
    );
    const shopper = (await store.browser('10.2.0.2').get('/')).body;
    expect(shopper).not.toContain('block-edit-link');
    expect(shopper).not.toContain('wpadminbar');
  });

  test("each link opens the editor's stand-in for the manager only; a bad block or editor is a 400", async () => {
    const builder = await manager.get('/shop-owner/blocks/popular/?editor=page-builder');
    expect(builder.statusCode).toBe(200);
    expect(builder.body).toContain('<h1>Edit Block: Popular right now</h1>');
    expect(builder.body).toContain('opens the page builder on the “Popular right now” block');
    expect((await manager.get('/shop-owner/blocks/hero/?editor=back-end')).body).toContain('opens WordPress’s back-end editor on the “Welcome” block');
    expect((await store.browser('10.2.0.3').get('/shop-owner/blocks/hero/')).statusCode).toBe(403);
    expect((await manager.get('/shop-owner/blocks/footer/')).statusCode).toBe(400);
    expect((await manager.get('/shop-owner/blocks/hero/?editor=%3Cscript%3E')).statusCode).toBe(400);
  });
});
