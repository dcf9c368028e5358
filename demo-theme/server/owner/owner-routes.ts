/**
 * The owner's pages, for a signed-in shop manager only (anyone else gets a 403 page): the
 * captured carts and contacts, the orders with their attribution. And, with the admin token, making an account a shop manager.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db.ts';
import { currentUser } from '../accounts/accounts.ts';
import { isAdminToken } from '../security/admin-token.ts';
import type { PageRenderer } from '../pages/page-frame.ts';
import { orderOrigin, type OrderAttribution } from '../checkout/order-attribution.ts';
import { BadRequest, ID, NONCE } from '../validation.ts';
import { notAllowedPage, ownerPage, type AttributedOrder } from '../../templates/owner.ts';
import { BLOCK_EDITORS, HOME_BLOCKS, blockEditorPage, type BlockEditor, type HomeBlock } from '../../templates/block-edit.ts';
import { isShopManager, promoteToManager } from './shop-manager.ts';
import { cartContacts } from '../cart-capture/cart-contacts.ts';
import { pushSubscriptions, sendCartReminder } from '../push/push-subscriptions.ts';
import { createNonce, verifyNonce, SESSION_EXPIRED } from '../security/nonces.ts';
import { recentMail } from '../mail/outbox.ts';
import { completeOrder } from '../checkout/order-again.ts';
import { approveReview, pendingReviews, trashReview } from '../catalogue/product-reviews.ts';
import { productById } from '../catalogue/catalogue-queries.ts';
import { addNotice, ensureSession, sessionFromRequest } from '../session.ts';

const OWNER_NONCE = 'shop-owner';
const REMINDER_BODY = {
  type: 'object',
  properties: { endpoint: { type: 'string', minLength: 10, maxLength: 1000 }, _wpnonce: { type: 'string', maxLength: 64 } },
  required: ['endpoint', '_wpnonce'],
  additionalProperties: false,
} as const;

const COMPLETE_BODY = {
  type: 'object',
  properties: { id: ID, _wpnonce: NONCE },
  required: ['id', '_wpnonce'],
  additionalProperties: false,
} as const;

const MODERATE_BODY = {
  type: 'object',
  properties: { id: ID, action: { type: 'string', enum: ['approve', 'trash'] }, _wpnonce: NONCE },
  required: ['id', 'action', '_wpnonce'],
  additionalProperties: false,
} as const;

const PROMOTE_BODY = {
  type: 'object',
  properties: { email: { type: 'string', minLength: 3, maxLength: 200 } },
  required: ['email'],
  additionalProperties: false,
} as const;

function readAttribution(json: string): OrderAttribution | null {
  try {
    return JSON.parse(json) as OrderAttribution | null;
  } catch {
    return null;
  }
}

function attributedOrders(db: Db): AttributedOrder[] {
  const rows = db.prepare('SELECT id, status, created_at, total, attribution FROM orders ORDER BY id DESC LIMIT 200').all() as {
    id: number;
    status: string;
    created_at: number;
    total: number;
    attribution: string;
  }[];
  return rows.map((row) => {
    const attribution = readAttribution(row.attribution);
    return { id: row.id, status: row.status, created_at: row.created_at, total: row.total, origin: orderOrigin(attribution), attribution };
  });
}

export function registerOwnerRoutes(app: FastifyInstance, db: Db, page: PageRenderer): void {
  app.get('/shop-owner/', (request, reply) => {
    const user = currentUser(db, request);
    reply.header('Cache-Control', 'no-store');
    if (!isShopManager(user)) {
      reply.code(403);
      return page(request, reply, 'Shop owner', 'page shop-owner', () => notAllowedPage(!!user));
    }
    return page(request, reply, 'Shop owner', 'page shop-owner', (notices) =>
      ownerPage({
        notices,
        orders: attributedOrders(db),
        contacts: cartContacts(db),
        subscriptions: pushSubscriptions(db),
        mails: recentMail(db),
        reviews: pendingReviews(db).map((r) => {
          const product = productById(db, r.product_id);
          return { ...r, product: product?.name ?? `#${r.product_id}`, slug: product?.slug ?? '' };
        }),
        nonce: createNonce(db, OWNER_NONCE, sessionFromRequest(db, request)),
      }),
    );
  });

  // The editors the home page's block edit links open: the demo has none, so a page that says so.
  app.get<{ Params: { block: HomeBlock }; Querystring: { editor?: BlockEditor } }>(
    '/shop-owner/blocks/:block/',
    {
      schema: {
        params: { type: 'object', properties: { block: { type: 'string', enum: Object.keys(HOME_BLOCKS) } }, required: ['block'] },
        querystring: { type: 'object', properties: { editor: { type: 'string', enum: [...BLOCK_EDITORS] } } },
      },
    },
    (request, reply) => {
      const user = currentUser(db, request);
      reply.header('Cache-Control', 'no-store');
      if (!isShopManager(user)) {
        reply.code(403);
        return page(request, reply, 'Shop owner', 'page shop-owner', () => notAllowedPage(!!user));
      }
      return page(request, reply, 'Edit block', 'page shop-owner', () => blockEditorPage(request.params.block, request.query.editor ?? 'page-builder'));
    },
  );

  app.post('/shop-owner/push-reminder', { schema: { body: REMINDER_BODY } }, async (request, reply) => {
    const user = currentUser(db, request);
    if (!isShopManager(user)) throw new BadRequest('Sorry, you are not allowed to do that.', undefined, 403);
    const body = request.body as { endpoint: string; _wpnonce: string };
    const sessionId = ensureSession(db, request, reply);
    if (!verifyNonce(db, OWNER_NONCE, sessionFromRequest(db, request), body._wpnonce)) {
      addNotice(db, sessionId, 'error', SESSION_EXPIRED);
      return reply.redirect('/shop-owner/', 303);
    }
    const outcome = await sendCartReminder(db, body.endpoint);
    const notices = {
      sent: ['success', 'The cart reminder was sent.'],
      gone: ['error', 'That browser no longer accepts reminders; its subscription was removed.'],
      unknown: ['error', 'No such subscription.'],
      failed: ['error', 'The push service did not take the reminder. Please try again later.'],
    } as const;
    addNotice(db, sessionId, notices[outcome][0], notices[outcome][1]);
    return reply.redirect('/shop-owner/', 303);
  });

  // WooCommerce's "Completed": the order is done (the customer is mailed, and may order it again).
  app.post('/shop-owner/orders', { schema: { body: COMPLETE_BODY } }, (request, reply) => {
    if (!isShopManager(currentUser(db, request))) throw new BadRequest('Sorry, you are not allowed to do that.', undefined, 403);
    const body = request.body as { id: string; _wpnonce: string };
    const sessionId = ensureSession(db, request, reply);
    if (!verifyNonce(db, OWNER_NONCE, sessionFromRequest(db, request), body._wpnonce)) addNotice(db, sessionId, 'error', SESSION_EXPIRED);
    else if (completeOrder(db, Number(body.id), request.server.siteUrl()))
      addNotice(db, sessionId, 'success', `Order #${body.id} is completed; the customer was emailed.`);
    else addNotice(db, sessionId, 'error', `Order #${body.id} is not a processing order.`);
    return reply.redirect('/shop-owner/#owner-orders', 303);
  });

  // The reviews shoppers left: published or trashed (product-reviews.ts).
  app.post('/shop-owner/reviews', { schema: { body: MODERATE_BODY } }, (request, reply) => {
    if (!isShopManager(currentUser(db, request))) throw new BadRequest('Sorry, you are not allowed to do that.', undefined, 403);
    const body = request.body as { id: string; action: 'approve' | 'trash'; _wpnonce: string };
    const sessionId = ensureSession(db, request, reply);
    if (!verifyNonce(db, OWNER_NONCE, sessionFromRequest(db, request), body._wpnonce)) addNotice(db, sessionId, 'error', SESSION_EXPIRED);
    else if (!(body.action === 'approve' ? approveReview : trashReview)(db, Number(body.id)))
      addNotice(db, sessionId, 'error', 'That review was already moderated.');
    else addNotice(db, sessionId, 'success', body.action === 'approve' ? 'The review is published.' : 'The review was moved to the trash.');
    return reply.redirect('/shop-owner/#owner-reviews', 303);
  });

  app.post('/shop-owner/managers', { schema: { body: PROMOTE_BODY } }, (request, reply) => {
    if (!isAdminToken(db, request.headers['x-shop-admin'])) throw new BadRequest('Sorry, you are not allowed to do that.', { error: 'forbidden' }, 403);
    const { email } = request.body as { email: string };
    if (!promoteToManager(db, email.trim().toLowerCase())) throw new BadRequest('No account with that email.', { error: 'unknown account' }, 404);
    return reply.code(204).send();
  });
}
