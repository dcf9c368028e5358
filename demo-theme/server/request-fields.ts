/** Form fields as WooCommerce's PHP reads them: text only, the first of repeated values, absint(). */
import type { FastifyRequest } from 'fastify';

type Body = Record<string, unknown>;

/** A form field as text: the first of repeated values; anything that is not text is absent. */
export const field = (body: unknown, name: string): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Body)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

/** PHP's absint() on a value the schema already allowed ('  12 ' -> 12); anything else -> 0. */
export const absint = (value: string | undefined): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(n) ? Math.abs(n) : 0;
};

/** The posted attribute_* fields (a variation's chosen options). */
export function attributeFields(body: unknown): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries((body && typeof body === 'object' ? body : {}) as Body)) {
    if (name.startsWith('attribute_') && typeof value === 'string') chosen[name] = value;
  }
  return chosen;
}

/** WooCommerce: an empty quantity (including "0") means 1; the schema allows digits only. */
export function quantityOf(value: string | undefined): number {
  const n = Number((value ?? '').trim());
  return n === 0 ? 1 : n;
}

/** The query string and the body's fields together (admin-ajax reads $_REQUEST). */
export const requestFields = (request: FastifyRequest): Body => ({
  ...(request.query as Body),
  ...(request.body && typeof request.body === 'object' ? (request.body as Body) : {}),
});
