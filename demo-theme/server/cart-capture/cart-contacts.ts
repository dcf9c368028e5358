/**
 * Abandoned-cart capture on the shop's side: the save action (admin-ajax
 * `shop_save_cart_contact`, form-encoded, with the page's nonce; every field checked; a guest's
 * bot-check token verified when the check is on), one row
 * per shop session kept with the newest fields, and the list the owner page shows (with the
 * session's cart and whether it became an order).
 */
import type { Db } from '../db.ts';
import type { AjaxRegistries } from '../ajax/action-registry.ts';
import { ajv, BadRequest } from '../validation.ts';
import { verifyNonce } from '../security/nonces.ts';
import { REST_NONCE } from '../pages/demo-settings-state.ts';
import { readCart } from '../cart/cart.ts';
import { CAPTURE, CAPTURE_FIELDS, captureEmailValid } from '../../../shared/engine/cart-capture/capture-rules.ts';
import { BOT_CHECK } from '../../../shared/engine/cart-capture/bot-check.ts';
import { currentUser } from '../accounts/accounts.ts';
import { trackingSettings } from '../tracking/tracking-settings.ts';
import { verifyBotToken } from './bot-check.ts';

const TEXT = { type: 'string', maxLength: 200 } as const;
const FLAG = { type: 'string', enum: ['0', '1'] } as const;
const special: Record<string, object> = {
  email: { type: 'string', maxLength: 254 },
  phone: { type: 'string', maxLength: 40, pattern: '^[\\s#0-9_\\-+/().]*$' },
  order_comments: { type: 'string', maxLength: 2000 },
  create_account: FLAG,
  ship_elsewhere: FLAG,
  phone_consent: FLAG,
  language: { type: 'string', pattern: '^[a-z]{2,3}(_[A-Z]{2})?$' },
  recaptcha_token: { type: 'string', maxLength: 4000 },
  source: { type: 'string', enum: ['custom_email', 'exit_intent', ''] },
};

const checkFields = ajv.compile({
  type: 'object',
  properties: {
    action: { type: 'string' },
    nonce: { type: 'string', maxLength: 64 },
    ...Object.fromEntries(CAPTURE_FIELDS.map((name) => [`${CAPTURE.prefix}${name}`, special[name] ?? TEXT])),
  },
  required: ['nonce'],
  additionalProperties: false,
});

export interface CartContact {
  session_id: string;
  email: string;
  fields: Record<string, string>;
  source: string;
  created_at: number;
  updated_at: number;
  cart: { name: string; quantity: number }[];
  order_id: number | null;
}

/** A refusal in admin-ajax's shape (docs/contract/tracking-endpoints.json). */
const refused = (message: string) => new BadRequest(message, { success: false, data: { message } });

export function registerCartCapture(db: Db, { adminAjax }: AjaxRegistries): void {
  adminAjax.register(`${CAPTURE.prefix}save_cart_contact`, ({ fields, sessionId, request }) => {
    if (!checkFields(fields)) throw refused('Invalid contact fields.');
    const values = fields as Record<string, string>;
    if (!verifyNonce(db, REST_NONCE, sessionId, values.nonce) && !verifyNonce(db, REST_NONCE, null, values.nonce))
      throw new BadRequest('Cookie check failed', { success: false, data: { message: 'Cookie check failed' } }, 403);
    // Guests prove they are not a script when the shop has the bot check on (signed-in shoppers need not).
    const { botCheck } = trackingSettings(db);
    if (botCheck.enabled && !currentUser(db, request)) {
      const token = values[BOT_CHECK.tokenField];
      const verdict = token ? verifyBotToken(db, token, { siteKey: botCheck.siteKey }) : null;
      if (!verdict?.ok) {
        request.log.info({ reason: verdict?.reason ?? 'missing' }, 'cart contact refused by the bot check');
        throw new BadRequest('The bot check failed.', { success: false, data: { message: 'The bot check failed. Please try again.' } }, 403);
      }
    }
    const email = (values[`${CAPTURE.prefix}email`] ?? '').trim();
    const phone = (values[`${CAPTURE.prefix}phone`] ?? '').trim();
    if (email && !captureEmailValid(email)) throw refused('Invalid value for "email".');
    if (!email && phone.length < CAPTURE.minPhoneLength) throw refused('An e-mail or a phone number is needed.');
    // A contact belongs to a cart: none yet, and the browser sends it again with its first cart add.
    if (!sessionId || readCart(db, sessionId).length === 0) return { success: false, data: { reason: 'no-cart' } };
    const kept = Object.fromEntries(
      Object.entries(values)
        .filter(([name]) => name.startsWith(CAPTURE.prefix) && name !== BOT_CHECK.tokenField)
        .map(([name, value]) => [name.slice(CAPTURE.prefix.length), value.trim()]),
    );
    const source = values[`${CAPTURE.prefix}source`] || 'checkout';
    const now = Date.now();
    // Another form's e-mail (or the exit-intent form's) never overwrites what the checkout captured.
    db.prepare(
      `INSERT INTO cart_contacts (session_id, email, fields, source, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(session_id) DO UPDATE SET email = excluded.email, fields = excluded.fields, source = excluded.source, updated_at = excluded.updated_at
       WHERE excluded.source = 'checkout' OR cart_contacts.source <> 'checkout'`,
    ).run(sessionId, email, JSON.stringify(kept), source, now, now);
    request.log.debug({ sessionId }, 'cart contact saved');
    return { success: true, data: null };
  });
}

export function cartContacts(db: Db): CartContact[] {
  const rows = db
    .prepare(
      `SELECT c.session_id, c.email, c.fields, c.source, c.created_at, c.updated_at,
        (SELECT MAX(id) FROM orders o WHERE o.session_id = c.session_id) AS order_id
       FROM cart_contacts c ORDER BY c.updated_at DESC LIMIT 200`,
    )
    .all() as { session_id: string; email: string; fields: string; source: string; created_at: number; updated_at: number; order_id: number | null }[];
  const name = db.prepare('SELECT name FROM products WHERE id = ?');
  return rows.map((row) => ({
    ...row,
    fields: JSON.parse(row.fields) as Record<string, string>,
    cart: readCart(db, row.session_id).map((line) => ({
      name: (name.get(line.variation_id || line.product_id) as { name: string } | undefined)?.name ?? `#${line.product_id}`,
      quantity: line.quantity,
    })),
  }));
}
