/**
 * Product reviews left by shoppers (WordPress's comment form on a product, WooCommerce's rating):
 * WordPress's checks and messages, WooCommerce's required rating, then held for the shop
 * manager's approval, as WordPress holds a first comment from an unknown author. The author sees
 * their pending review on the product page through WordPress's moderation link (a hash only the
 * server can make); an approved review joins the product's reviews, ratings and the filter's
 * rating counts.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { __ } from '../i18n/demo-locale.ts';
import { secretOf, sign } from '../security/secret.ts';
import { recordProductChange } from '../filter/filter-index.ts';
import { reserveAttempt } from '../accounts/attempt-limits.ts';
import type { User } from '../accounts/accounts.ts';

export const REVIEW_NONCE_ACTION = 'shop-review';
/** Reviews per address in the window, beside WordPress's 15 seconds between two comments (here: by one email). */
export const REVIEW_LIMIT = { perAddress: 5, windowMs: 15 * 60_000, floodMs: 15_000 };
const MAX_COMMENT = 65_525;

export interface ReviewFields {
  rating: string;
  comment: string;
  author: string;
  email: string;
}

export interface PendingReview {
  id: number;
  product_id: number;
  rating: number;
  body: string;
  reviewer: string;
  email: string;
  user_id: number | null;
  created_at: number;
}

export type SubmitResult = { ok: true; id: number } | { ok: false; status: 200 | 409 | 429; message: string };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/** WordPress's wp_handle_comment_submission and WooCommerce's rating check, in their order. */
export function submitReview(db: Db, request: FastifyRequest, productId: number, fields: ReviewFields, user: User | null): SubmitResult {
  const author = user ? user.display_name : fields.author.trim();
  const email = user ? user.email : fields.email.trim().toLowerCase();
  const comment = fields.comment.trim();
  const fail = (message: string, status: 200 | 409 | 429 = 200): SubmitResult => ({ ok: false, status, message });
  if (author === '' || email === '') return fail(__('<strong>Error:</strong> Please fill the required fields.'));
  if (author.length > 245) return fail(__('<strong>Error:</strong> Your name is too long.'));
  if (email.length > 100) return fail(__('<strong>Error:</strong> Your email address is too long.'));
  if (!EMAIL.test(email)) return fail(__('<strong>Error:</strong> Please enter a valid email address.'));
  if (comment === '') return fail(__('<strong>Error:</strong> Please type your comment text.'));
  if (comment.length > MAX_COMMENT) return fail(__('<strong>Error:</strong> Your comment is too long.'));
  if (!/^[1-5]$/.test(fields.rating)) return fail(__('Please rate the product.'));
  const address = request.ip;
  return db.transaction((): SubmitResult => {
    const now = Date.now();
    const duplicate =
      db.prepare('SELECT 1 FROM pending_reviews WHERE product_id = ? AND email = ? AND body = ?').get(productId, email, comment) ??
      db.prepare('SELECT 1 FROM reviews WHERE product_id = ? AND reviewer = ? AND body = ?').get(productId, author, comment);
    if (duplicate) return fail(__('Duplicate comment detected; it looks as though you’ve already said that!'), 409);
    // WordPress also counts the address here; behind one shared address (an office, a household) that
    // refused a neighbour's review. The address has its own, wider limit below.
    const last = db.prepare('SELECT MAX(created_at) AS at FROM pending_reviews WHERE email = ?').get(email) as { at: number | null };
    if (last.at !== null && now - last.at < REVIEW_LIMIT.floodMs) return fail(__('You are posting comments too quickly. Slow down.'), 429);
    if (!reserveAttempt(db, [{ key: `review:address:${address}`, max: REVIEW_LIMIT.perAddress, windowMs: REVIEW_LIMIT.windowMs }], now).ok)
      return fail(__('You are posting comments too quickly. Slow down.'), 429);
    const inserted = db
      .prepare('INSERT INTO pending_reviews (product_id, rating, body, reviewer, email, user_id, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(productId, Number(fields.rating), comment, author, email, user?.id ?? null, address, now);
    return { ok: true, id: Number(inserted.lastInsertRowid) };
  })();
}

/** WordPress's moderation hash: lets the review's author, and no one else, see it while it waits. */
export const moderationHash = (db: Db, id: number): string => sign(secretOf(db), `review-moderation:${id}`).slice(0, 10);

const PENDING_COLUMNS = 'id, product_id, rating, body, reviewer, email, user_id, created_at';

/** The pending review the moderation link names, on its own product only. */
export function pendingReviewFor(db: Db, productId: number, id: number, hash: string): PendingReview | null {
  if (!Number.isSafeInteger(id) || hash !== moderationHash(db, id)) return null;
  return (db.prepare(`SELECT ${PENDING_COLUMNS} FROM pending_reviews WHERE id = ? AND product_id = ?`).get(id, productId) as PendingReview | undefined) ?? null;
}

/** Reviews awaiting approval, oldest first (the shop manager's queue). */
export const pendingReviews = (db: Db): PendingReview[] =>
  db.prepare(`SELECT ${PENDING_COLUMNS} FROM pending_reviews ORDER BY id LIMIT 200`).all() as PendingReview[];

/** Publishes the review: on the product page, in its rating, and in the filter's rating counts. */
export function approveReview(db: Db, id: number): boolean {
  return db.transaction((): boolean => {
    const review = db.prepare(`SELECT ${PENDING_COLUMNS} FROM pending_reviews WHERE id = ?`).get(id) as PendingReview | undefined;
    if (!review) return false;
    db.prepare("INSERT INTO reviews (product_id, rating, title, body, reviewer, verified) VALUES (?, ?, '', ?, ?, ?)").run(
      review.product_id,
      review.rating,
      review.body,
      review.reviewer,
      boughtBy(db, review.product_id, review.email, review.user_id) ? 1 : 0,
    );
    db.prepare('DELETE FROM pending_reviews WHERE id = ?').run(id);
    recordProductChange(db, review.product_id);
    return true;
  })();
}

/** WooCommerce's wc_customer_bought_product: an order by that email or account holds the product. */
function boughtBy(db: Db, productId: number, email: string, userId: number | null): boolean {
  return !!db
    .prepare(
      `SELECT 1 FROM orders o WHERE (json_extract(o.billing, '$.billing_email') = ? OR (? IS NOT NULL AND o.user_id = ?))
        AND EXISTS (SELECT 1 FROM json_each(o.items) WHERE json_extract(value, '$.product_id') = ?) LIMIT 1`,
    )
    .get(email, userId, userId, productId);
}

export const trashReview = (db: Db, id: number): boolean => db.prepare('DELETE FROM pending_reviews WHERE id = ?').run(id).changes === 1;
