/**
 * Product reviews (WordPress's comment form on a product): WordPress's and WooCommerce's checks
 * and messages, a refused review given back filled, a sent one held for approval and shown to its
 * author only through the moderation link, the shop manager's approve and trash (an approved
 * review counts in the product's rating and is recorded for the filter), duplicates and floods.
 */
import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';
import { fieldValue, registerShopManager } from '../testing/accounts.ts';
import { BILLING } from '../testing/shopper.ts';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { approveReview } from './product-reviews.ts';
import type { InjectBrowser } from '../testing/inject-browser.ts';

const store = useTestStore('shop-reviews-');
const SLUG = 'hoodie-with-logo';
const HOODIE = 46;

async function send(browser: InjectBrowser, fields: Record<string, string>) {
  const page = (await browser.get(`/product/${SLUG}/`)).body;
  return browser.post('/wp-comments-post.php', {
    comment_post_ID: String(HOODIE),
    comment_parent: '0',
    submit: 'Submit',
    'shop-review-nonce': fieldValue(page, 'shop-review-nonce')!,
    ...fields,
  });
}
const reviewCount = () => (store.db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE product_id = ?').get(HOODIE) as { n: number }).n;

describe('leaving a review', () => {
  test("the product page has WooCommerce's form (rating, review, name, email) posting to wp-comments-post.php", async () => {
    const page = (await store.browser('10.12.0.1').get(`/product/${SLUG}/`)).body;
    expect(page).toContain('<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">');
    expect(page).toContain('<select name="rating" id="rating" required><option value="">Rate…</option><option value="5">Perfect</option>');
    expect(page).toContain('<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea>');
    expect(page).toContain('name="author" type="text" autocomplete="name"');
    expect(page).toContain(`<input type="hidden" name="comment_post_ID" value="${HOODIE}" id="comment_post_ID">`);
  });

  test('held for approval; its author sees it (escaped) through the moderation link, nobody else; the manager approves it and it counts', async () => {
    const author = store.browser('10.12.0.2');
    const before = reviewCount();
    const sent = await send(author, {
      rating: '4',
      comment: 'Warm, <script>alert(1)</script> runs large.',
      author: 'Grace',
      email: 'grace-review@example.com',
    });
    expect(sent.statusCode).toBe(303);
    const location = String(sent.headers.location);
    expect(location).toMatch(new RegExp(`^/product/${SLUG}/\\?unapproved=(\\d+)&moderation-hash=[0-9a-f]{10}#comment-pending-\\1$`));
    const own = (await author.get(location.split('#')[0]!)).body;
    expect(own).toContain('<em class="woocommerce-review__awaiting-approval">Your review is awaiting approval</em>');
    expect(own).toContain('Warm, &lt;script&gt;alert(1)&lt;/script&gt; runs large.');
    expect(reviewCount()).toBe(before);
    const forged = location.split('#')[0]!.replace(/moderation-hash=[0-9a-f]+/, 'moderation-hash=0000000000');
    expect((await store.browser('10.12.0.3').get(forged)).body).not.toContain('awaiting approval');
    expect((await store.browser('10.12.0.3').get(`/product/${SLUG}/`)).body).not.toContain('runs large');
    // The shop manager's page lists it; approving publishes it and records the product for the filter.
    const manager = store.browser('10.12.0.4');
    await registerShopManager(store.db, manager, 'review-manager@example.com');
    const owner = (await manager.get('/shop-owner/')).body;
    expect(owner).toContain('Reviews awaiting approval');
    expect(owner).toContain('Warm, &lt;script&gt;alert(1)&lt;/script&gt; runs large.');
    const id = /unapproved=(\d+)/.exec(location)![1]!;
    const changesBefore = (store.db.prepare('SELECT COUNT(*) AS n FROM product_changes').get() as { n: number }).n;
    const approved = await manager.post('/shop-owner/reviews', { id, action: 'approve', _wpnonce: fieldValue(owner, '_wpnonce')! });
    expect([approved.statusCode, approved.headers.location]).toEqual([303, '/shop-owner/#owner-reviews']);
    expect(reviewCount()).toBe(before + 1);
    expect((store.db.prepare('SELECT COUNT(*) AS n FROM product_changes').get() as { n: number }).n).toBeGreaterThan(changesBefore);
    const published = (await store.browser('10.12.0.5').get(`/product/${SLUG}/`)).body;
    expect(published).toContain('<strong class="woocommerce-review__author">Grace</strong></p>');
    expect(published).toContain(`Reviews (${before + 1})`);
    // Moderated once: a second press is told so; a customer cannot moderate.
    await manager.post('/shop-owner/reviews', { id, action: 'trash', _wpnonce: fieldValue(owner, '_wpnonce')! });
    expect((await manager.get('/shop-owner/')).body).toContain('That review was already moderated.');
    expect((await author.post('/shop-owner/reviews', { id, action: 'approve', _wpnonce: 'x' })).statusCode).toBe(403);
  });

  test("WordPress's and WooCommerce's refusals come back as a page with the form filled and the reason, nothing kept", async () => {
    const v = store.browser('10.12.0.6');
    const pending = () => (store.db.prepare('SELECT COUNT(*) AS n FROM pending_reviews').get() as { n: number }).n;
    const before = pending();
    const cases: [Record<string, string>, string][] = [
      [{ rating: '5', comment: 'Fine.', author: '', email: 'a@example.com' }, '<strong>Error:</strong> Please fill the required fields.'],
      [{ rating: '5', comment: 'Fine.', author: 'Ann', email: 'not-an-email' }, '<strong>Error:</strong> Please enter a valid email address.'],
      [{ rating: '5', comment: '   ', author: 'Ann', email: 'a@example.com' }, '<strong>Error:</strong> Please type your comment text.'],
      [{ rating: '', comment: 'No stars given', author: 'Ann', email: 'a@example.com' }, 'Please rate the product.'],
      [{ rating: '9', comment: 'Nine stars', author: 'Ann', email: 'a@example.com' }, 'Please rate the product.'],
    ];
    for (const [fields, message] of cases) {
      const answer = await send(v, fields);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(message);
      expect(answer.body).toContain('<select name="rating" id="rating" required autofocus>');
      if (fields.comment?.trim()) expect(answer.body).toContain(`>${fields.comment}</textarea>`);
    }
    expect(pending()).toBe(before);
    const stale = await v.post('/wp-comments-post.php', {
      comment_post_ID: String(HOODIE),
      rating: '5',
      comment: 'x',
      author: 'A',
      email: 'a@example.com',
      'shop-review-nonce': 'forged',
    });
    expect(stale.body).toContain('Your session has expired. Please try again.');
    expect((await v.post('/wp-comments-post.php', { comment_post_ID: '999999', rating: '5' })).statusCode).toBe(404);
    expect((await v.post('/wp-comments-post.php', { comment_post_ID: 'abc' })).statusCode).toBe(400);
    expect(pending()).toBe(before);
  });

  test('the same review twice is a duplicate (409); a second one by the same email within 15 seconds is too quick (429)', async () => {
    const v = store.browser('10.12.0.7');
    const review = { rating: '3', comment: 'Average fit.', author: 'Lin', email: 'lin@example.com' };
    expect((await send(v, review)).statusCode).toBe(303);
    const again = await send(v, review);
    expect([again.statusCode, again.body.includes('Duplicate comment detected')]).toEqual([409, true]);
    const quick = await send(v, { ...review, comment: 'Another thought.' });
    expect([quick.statusCode, quick.body.includes('You are posting comments too quickly. Slow down.')]).toEqual([429, true]);
    // The same review sent twice at once (a double click): one is kept.
    const twice = { rating: '4', comment: 'Sent twice at once.', author: 'Kim', email: 'kim@example.com' };
    const both = await Promise.all([send(store.browser('10.12.0.10'), twice), send(store.browser('10.12.0.11'), twice)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM pending_reviews WHERE email = 'kim@example.com'").get()).toEqual({ n: 1 });
    // Someone else behind the same address is not held up by it; the address's own limit is wider.
    expect((await send(v, { ...review, email: 'neighbour@example.com', comment: 'Mine fits.' })).statusCode).toBe(303);
  });

  test("a reviewer who bought the product (by the order's email) is marked '(verified owner)' once approved", async () => {
    const buyer = store.browser('10.12.0.8');
    await buyer.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '1' });
    const order = await buyer.post('/?wc-ajax=checkout', {
      ...BILLING,
      billing_email: 'owner-of-one@example.com',
      'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, buyer.sessionId),
    });
    expect(order.json().result).toBe('success');
    const sent = await send(buyer, { rating: '5', comment: 'Bought it, love it.', author: 'Ada', email: 'owner-of-one@example.com' });
    expect(approveReview(store.db, Number(/unapproved=(\d+)/.exec(String(sent.headers.location))![1]))).toBe(true);
    expect((await store.browser('10.12.0.9').get(`/product/${SLUG}/`)).body).toContain(
      '<strong class="woocommerce-review__author">Ada</strong> <em class="woocommerce-review__verified verified">(verified owner)</em>',
    );
  });
});
