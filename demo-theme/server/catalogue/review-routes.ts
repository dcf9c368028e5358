/**
 * WordPress's wp-comments-post.php for product reviews: a review that passes WordPress's and
 * WooCommerce's checks waits for the shop manager and its author is sent back to the product
 * with WordPress's moderation link (their review shown, "Your review is awaiting approval"); a
 * refused one comes back as a page with the form filled and the reason above it. The shop
 * manager approves or trashes from the owner page (owner-routes.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { html } from '../html.ts';
import type { PageRenderer } from '../pages/page-frame.ts';
import { createNonce, verifyNonce, SESSION_EXPIRED } from '../security/nonces.ts';
import { sessionFromRequest } from '../session.ts';
import { BadRequest, ID, NONCE, SHORT_TEXT } from '../validation.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';
import { noticesHtml } from '../../templates/layout.ts';
import { reviewForm, type ReviewFormData } from '../../templates/review-form.ts';
import { currentUser, type User } from '../accounts/accounts.ts';
import * as catalog from './catalogue-queries.ts';
import { moderationHash, pendingReviewFor, REVIEW_NONCE_ACTION, submitReview } from './product-reviews.ts';

const REVIEW_BODY = {
  type: 'object',
  properties: {
    comment_post_ID: ID,
    rating: SHORT_TEXT,
    comment: { type: 'string', maxLength: 100_000 },
    author: { type: 'string', maxLength: 1000 },
    email: { type: 'string', maxLength: 1000 },
    submit: SHORT_TEXT,
    comment_parent: SHORT_TEXT,
    'shop-review-nonce': NONCE,
  },
  required: ['comment_post_ID'],
  additionalProperties: true,
} as const;

type ReviewBody = Partial<Record<'rating' | 'comment' | 'author' | 'email' | 'shop-review-nonce', string>> & { comment_post_ID: string };

/** The product page's review form for this visitor (a nonce of their session, or of none yet). */
export function reviewFormFor(db: Db, request: FastifyRequest, product: catalog.ProductRow, reviews: number): ReviewFormData {
  const user = currentUser(db, request);
  return {
    productId: product.id,
    productName: product.name,
    first: reviews === 0,
    nonce: createNonce(db, REVIEW_NONCE_ACTION, sessionFromRequest(db, request)),
    signedInAs: user?.display_name ?? null,
  };
}

/** The visitor's own pending review, when the product page's address carries its moderation link. */
export function pendingReviewOf(db: Db, productId: number, query: unknown) {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const id = typeof q.unapproved === 'string' && /^\d{1,10}$/.test(q.unapproved) ? Number(q.unapproved) : NaN;
  const hash = typeof q['moderation-hash'] === 'string' ? q['moderation-hash'] : '';
  return Number.isNaN(id) ? null : pendingReviewFor(db, productId, id, hash);
}

export function registerReviewRoutes(app: FastifyInstance, db: Db, page: PageRenderer): void {
  /** The refused review given back: the reason, then the form filled, the focus in it. */
  const refused = (request: FastifyRequest, reply: FastifyReply, product: catalog.ProductRow, user: User | null, body: ReviewBody, message: string): string => {
    const form = reviewForm({
      ...reviewFormFor(db, request, product, 1),
      values: { rating: body.rating, comment: body.comment, author: body.author, email: body.email },
      signedInAs: user?.display_name ?? null,
      failed: true,
    });
    return page(
      request,
      reply,
      sprintf(__('Review “%s”'), product.name),
      'woocommerce woocommerce-page shop-review-refused',
      () =>
        html`<div class="woocommerce">${noticesHtml([{ kind: 'error', message }])}<h1>${sprintf(__('Review “%s”'), product.name)}</h1><p><a href="/product/${product.slug ?? ''}/#reviews">${sprintf(__('Back to “%s”'), product.name)}</a></p>${form}</div>`,
    );
  };

  app.post('/wp-comments-post.php', { schema: { body: REVIEW_BODY } }, (request, reply) => {
    const body = request.body as ReviewBody;
    const product = catalog.productById(db, Number(body.comment_post_ID));
    if (!product || product.type === 'variation') throw new BadRequest(__('Sorry, that product cannot be reviewed.'), undefined, 404);
    const user = currentUser(db, request);
    // A page printed before the visitor had a session carries a nonce of no session.
    const nonce = body['shop-review-nonce'];
    if (!verifyNonce(db, REVIEW_NONCE_ACTION, sessionFromRequest(db, request), nonce) && !verifyNonce(db, REVIEW_NONCE_ACTION, null, nonce))
      return refused(request, reply, product, user, body, __(SESSION_EXPIRED));
    const fields = { rating: body.rating ?? '', comment: body.comment ?? '', author: body.author ?? '', email: body.email ?? '' };
    const result = submitReview(db, request, product.id, fields, user);
    if (!result.ok) {
      reply.code(result.status);
      return refused(request, reply, product, user, body, result.message);
    }
    const back = `/product/${encodeURIComponent(product.slug ?? '')}/?unapproved=${result.id}&moderation-hash=${moderationHash(db, result.id)}#comment-pending-${result.id}`;
    return reply.redirect(back, 303);
  });
}
