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
import { BadRequest } from '../validation.ts';
import { notAllowedPage, ownerPage, type AttributedOrder } from '../../templates/owner.ts';
import { isShopManager, promoteToManager } from './shop-manager.ts';
import { cartContacts } from '../cart-capture/cart-contacts.ts';

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
  const rows = db.prepare('SELECT id, created_at, total, attribution FROM orders ORDER BY id DESC LIMIT 200').all() as {
    id: number;
    created_at: number;
    total: number;
    attribution: string;
  }[];
  return rows.map((row) => {
    const attribution = readAttribution(row.attribution);
    return { id: row.id, created_at: row.created_at, total: row.total, origin: orderOrigin(attribution), attribution };
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
    return page(request, reply, 'Shop owner', 'page shop-owner', (notices) => ownerPage({ notices, orders: attributedOrders(db), contacts: cartContacts(db) }));
  });

  app.post('/shop-owner/managers', { schema: { body: PROMOTE_BODY } }, (request, reply) => {
    if (!isAdminToken(db, request.headers['x-shop-admin'])) throw new BadRequest('Sorry, you are not allowed to do that.', { error: 'forbidden' }, 403);
    const { email } = request.body as { email: string };
    if (!promoteToManager(db, email.trim().toLowerCase())) throw new BadRequest('No account with that email.', { error: 'unknown account' }, 404);
    return reply.code(204).send();
  });
}
