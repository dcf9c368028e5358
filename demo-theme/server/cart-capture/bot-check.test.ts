/**
 * The cart capture's bot check, on a store in its own process: with the check on, a guest's save
 * needs a token from the bot-challenge service (good once, for its site key and action, two
 * minutes); a signed-in shopper's does not; a token replayed in parallel saves once.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDb } from '../db.ts';
import { burst } from '../testing/parallel.ts';
import { startLiveStore, type LiveStore } from '../testing/live-store.ts';
import { Shopper } from '../testing/shopper.ts';
import { issueBotToken, verifyBotToken } from './bot-check.ts';
import { BOT_CHECK } from '../../../shared/engine/cart-capture/bot-check.ts';

vi.setConfig({ testTimeout: 30_000 });

const SITE_KEY = 'test-site-key-1';
const HOODIE = 46;

describe('bot-check tokens', () => {
  const db = openDb(':memory:');
  const now = 1_800_000_000_000;

  test('a fresh token for the site key and action is accepted once', () => {
    const token = issueBotToken(db, SITE_KEY, BOT_CHECK.action, now);
    expect(verifyBotToken(db, token, { siteKey: SITE_KEY }, now + 1000)).toEqual({ ok: true });
    expect(verifyBotToken(db, token, { siteKey: SITE_KEY }, now + 2000)).toEqual({ ok: false, reason: 'reused' });
  });

  test.each([
    ['older than two minutes', () => verifyBotToken(db, issueBotToken(db, SITE_KEY, BOT_CHECK.action, now), { siteKey: SITE_KEY }, now + 120_001), 'expired'],
    ['for another site key', () => verifyBotToken(db, issueBotToken(db, 'other', BOT_CHECK.action, now), { siteKey: SITE_KEY }, now), 'site-key'],
    ['for another action', () => verifyBotToken(db, issueBotToken(db, SITE_KEY, 'login', now), { siteKey: SITE_KEY }, now), 'action'],
    [
      'with its claims changed',
      () => {
        const [, signature] = issueBotToken(db, SITE_KEY, BOT_CHECK.action, now).split('.');
        const forged = Buffer.from(JSON.stringify({ k: SITE_KEY, a: BOT_CHECK.action, t: now, n: 'forged' })).toString('base64url');
        return verifyBotToken(db, `${forged}.${signature}`, { siteKey: SITE_KEY }, now);
      },
      'signature',
    ],
    ['made up', () => verifyBotToken(db, 'not-a-token', { siteKey: SITE_KEY }, now), 'malformed'],
    [
      'signed by another shop',
      () => verifyBotToken(db, issueBotToken(openDb(':memory:'), SITE_KEY, BOT_CHECK.action, now), { siteKey: SITE_KEY }, now),
      'signature',
    ],
  ])('a token %s is refused', (_, verdict, reason) => {
    expect(verdict()).toEqual({ ok: false, reason });
  });
});

describe('the capture save with the bot check on', () => {
  let store: LiveStore;

  beforeAll(async () => {
    store = await startLiveStore('shop-bot-check-');
    const owner = new Shopper(store.client);
    const saved = await owner.post('/tracking-settings/', {
      _wpnonce: await owner.nonceFrom('/tracking-settings/', '_wpnonce'),
      explicit_consent: '1',
      bot_check_enabled: '1',
      bot_check_site_key: SITE_KEY,
    });
    expect(saved.status).toBe(303);
  }, 90_000);
  afterAll(() => store?.stop());

  const restNonce = async (shopper: Shopper) => /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec((await shopper.get('/cart/')).body)![1]!;
  const token = async (shopper: Shopper) => {
    const answer = await store.client.request('POST', '/recorders/recaptcha/token', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_key: SITE_KEY, action: BOT_CHECK.action }),
      jar: shopper.jar,
    });
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.body) as { token: string }).token;
  };
  const save = (shopper: Shopper, nonce: string, email: string, extra: Record<string, string> = {}) =>
    shopper.post('/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce, shop_email: email, shop_language: 'en_US', ...extra });
  const contactOf = (shopper: Shopper) =>
    store.db.prepare('SELECT email FROM cart_contacts WHERE session_id = ?').get(shopper.sessionId) as { email: string } | undefined;

  test('the data layer tells guests to send a token, with the service library', async () => {
    const page = (await new Shopper(store.client).get('/cart/')).body;
    expect(page).toContain(`"bot_check":{"site_key":"${SITE_KEY}","script_url":"/recorders/recaptcha/api.js"}`);
  });

  test('a guest without a token is refused with a 403 and a message, and nothing is kept', async () => {
    const guest = new Shopper(store.client);
    await guest.add(HOODIE);
    const answer = await save(guest, await restNonce(guest), 'no-token@example.com');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ success: false, data: { message: 'The bot check failed. Please try again.' } });
    expect(contactOf(guest)).toBeUndefined();
  });

  test('a guest with a token is saved, and the token is not stored with the contact', async () => {
    const guest = new Shopper(store.client);
    await guest.add(HOODIE);
    const answer = await save(guest, await restNonce(guest), 'with-token@example.com', { [BOT_CHECK.tokenField]: await token(guest) });
    expect(answer.status).toBe(200);
    expect(contactOf(guest)?.email).toBe('with-token@example.com');
    const fields = (store.db.prepare('SELECT fields FROM cart_contacts WHERE session_id = ?').get(guest.sessionId) as { fields: string }).fields;
    expect(fields).not.toContain('recaptcha');
  });

  test('one token replayed 8 times at once saves once; the other 7 are refused', async () => {
    const guests = Array.from({ length: 8 }, () => new Shopper(store.client));
    for (const guest of guests) await guest.add(HOODIE);
    const nonces = await Promise.all(guests.map(restNonce));
    const shared = await token(guests[0]!);
    const { answers, overlapped } = await burst(store.client, 8, (i) =>
      save(guests[i]!, nonces[i]!, `replay${i}@example.com`, { [BOT_CHECK.tokenField]: shared }),
    );
    expect(overlapped).toBe(true);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    expect(guests.filter((guest) => contactOf(guest)).length).toBe(1);
  });

  test('a signed-in shopper needs no token', async () => {
    const shopper = new Shopper(store.client);
    const registered = await shopper.register('signed-in-capture@example.com', 'a long enough password');
    expect(registered.status).toBe(303);
    await shopper.add(HOODIE);
    const page = (await shopper.get('/cart/')).body;
    expect(page).toContain('"user_logged_in":true');
    const answer = await save(shopper, await restNonce(shopper), 'signed-in-capture@example.com');
    expect(answer.status).toBe(200);
    expect(contactOf(shopper)?.email).toBe('signed-in-capture@example.com');
  });

  test('the token service refuses another site key', async () => {
    const answer = await store.client.request('POST', '/recorders/recaptcha/token', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_key: 'someone-else', action: BOT_CHECK.action }),
    });
    expect(answer.status).toBe(400);
  });
});
