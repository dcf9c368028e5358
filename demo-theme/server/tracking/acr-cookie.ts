/**
 * The ACR cookie ({order_id, order_key}), set with the order received page while its purchase
 * has not been reported: a later page recovers the purchase from it if this page's did not go
 * (closed too fast, consent given later). Readable by the page's script; 30 days.
 */
import type { FastifyReply } from 'fastify';
import type { TrackingOrder } from '../../../shared/engine/tracking/data-layer.ts';

export const ACR_COOKIE = 'shop_automatic_conversion_recovery';

export function setAcrCookie(reply: FastifyReply, order: TrackingOrder): void {
  reply.setCookie(ACR_COOKIE, JSON.stringify({ order_id: order.id, order_key: order.key }), {
    path: '/',
    maxAge: 30 * 24 * 3600,
    sameSite: 'lax',
    httpOnly: false,
  });
}
