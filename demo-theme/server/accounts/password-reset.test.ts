/**
 * "Lost your password?" (WooCommerce's lost-password endpoint): the request form and its mail,
 * the link that leads to the new password form without leaving the key in the address, the key
 * spent once (two forms sent at once: one wins), expired after a day; the answer never tells
 * whether an account exists; requests limited per address and per account.
 */
import { describe, expect, test } from 'vitest';
import { verifyPassword } from './accounts.ts';
import { RESET_KEY_TTL_MS, RESET_LIMIT } from './password-reset.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { fieldValue, register } from '../testing/accounts.ts';
import type { InjectBrowser } from '../testing/inject-browser.ts';

const store = useTestStore('shop-password-reset-');
const PASSWORD = 'the first long password';
/** The reset mails to `email` (its welcome mail left out). */
const mailsTo = (email: string) =>
  store.db.prepare("SELECT subject, body FROM outgoing_mail WHERE recipient = ? AND subject LIKE 'Password Reset%' ORDER BY id").all(email) as {
    subject: string;
    body: string;
  }[];

let people = 0;
/** A customer (registered, then logged out) and a visitor's browser of their own address. */
async function customer() {
  const n = ++people;
  const email = `forgetful${n}@example.com`;
  const owner = store.browser(`10.7.0.${n}`);
  const id = await register(store.db, owner, email, PASSWORD);
  return { email, id, owner, visitor: store.browser(`10.8.0.${n}`) };
}

/** Sends the request form from `browser`. */
async function ask(browser: InjectBrowser, login: string) {
  const form = (await browser.get('/my-account/lost-password/')).body;
  return browser.post('/my-account/lost-password/', {
    user_login: login,
    wc_reset_password: 'true',
    'woocommerce-lost-password-nonce': fieldValue(form, 'woocommerce-lost-password-nonce')!,
  });
}

const linkIn = (body: string) => new URL(/Click here to reset your password: (\S+)/.exec(body)![1]!);

/** Follows the mailed link: the key goes into a cookie, the page comes back without it. */
async function follow(browser: InjectBrowser, link: URL) {
  const answer = await browser.get(link.pathname + link.search);
  return { answer, form: answer.statusCode === 302 ? (await browser.get(answer.headers.location as string)).body : answer.body };
}

const setPassword = (browser: InjectBrowser, form: string, password: string, again = password) =>
  browser.post('/my-account/lost-password/', {
    password_1: password,
    password_2: again,
    reset_key: fieldValue(form, 'reset_key')!,
    reset_login: fieldValue(form, 'reset_login')!,
    wc_reset_password: 'true',
    'woocommerce-reset-password-nonce': fieldValue(form, 'woocommerce-reset-password-nonce')!,
  });

const hashOf = (id: number) => (store.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(id) as { password_hash: string }).password_hash;

describe('asking for a reset', () => {
  test("the login form links to it; WooCommerce's form, its nonce; the mail carries the link; the page says it was sent", async () => {
    const { email, visitor } = await customer();
    expect((await visitor.get('/my-account/')).body).toContain(
      '<p class="woocommerce-LostPassword lost_password"><a href="/my-account/lost-password/">Lost your password?</a></p>',
    );
    const form = (await visitor.get('/my-account/lost-password/')).body;
    expect(form).toContain('<form method="post" class="woocommerce-ResetPassword lost_reset_password" action="/my-account/lost-password/">');
    expect(form).toContain('name="user_login" id="user_login" autocomplete="username"');
    const answer = await ask(visitor, email.toUpperCase());
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/my-account/lost-password/?reset-link-sent=true');
    const sent = (await visitor.get('/my-account/lost-password/?reset-link-sent=true')).body;
    expect(sent).toContain('Password reset email has been sent.');
    expect(sent).toContain('A password reset email has been sent to the email address on file for your account');
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('Password Reset Request for Luma & Co.');
    expect(linkIn(mail!.body).pathname).toBe('/my-account/lost-password/');
    // Only a hash of the key is kept.
    const key = linkIn(mail!.body).searchParams.get('key')!;
    expect(JSON.stringify(store.db.prepare('SELECT * FROM password_resets').all())).not.toContain(key);
    // The demo sends no mail: a shop manager reads it on the owner's page (escaped), a customer cannot.
    const manager = await customer();
    expect((await manager.owner.get('/shop-owner/')).statusCode).toBe(403);
    store.db.prepare("UPDATE users SET role = 'shop_manager' WHERE id = ?").run(manager.id);
    const ownerPage = (await manager.owner.get('/shop-owner/')).body;
    expect(ownerPage).toContain(`to ${email} · Password Reset Request for Luma &amp; Co.`);
    expect(ownerPage).toContain(`Click here to reset your password: ${linkIn(mail!.body).href.replace('&', '&amp;')}`);
  });

  test('an unknown name gets the same answer and nothing is mailed; an empty one and a stale nonce are refused with their reasons', async () => {
    const visitor = store.browser('10.9.0.1');
    const before = (store.db.prepare('SELECT COUNT(*) AS n FROM outgoing_mail').get() as { n: number }).n;
    const answer = await ask(visitor, 'nobody-here@example.com');
    expect([answer.statusCode, answer.headers.location]).toEqual([303, '/my-account/lost-password/?reset-link-sent=true']);
    expect((store.db.prepare('SELECT COUNT(*) AS n FROM outgoing_mail').get() as { n: number }).n).toBe(before);
    expect((await ask(visitor, '  ')).body).toContain('Enter a username or email address.');
    const stale = await visitor.post('/my-account/lost-password/', { user_login: 'x@example.com', 'woocommerce-lost-password-nonce': 'forged' });
    expect(stale.body).toContain('Your session has expired. Please try again.');
  });

  test(`limited: ${RESET_LIMIT.perAccount} mails per account an hour (then the same answer, no mail); ${RESET_LIMIT.perAddress} requests per address`, async () => {
    const { email } = await customer();
    const visitor = store.browser('10.9.0.2');
    for (let i = 0; i < RESET_LIMIT.perAccount + 2; i++) expect((await ask(visitor, email)).statusCode).toBe(303);
    expect(mailsTo(email)).toHaveLength(RESET_LIMIT.perAccount);
    for (let i = RESET_LIMIT.perAccount + 2; i < RESET_LIMIT.perAddress; i++) await ask(visitor, `someone${i}@example.com`);
    const refused = await ask(visitor, email);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatch(/Too many password reset requests\. Please try again in \d+ minutes?\./);
  });
});

describe('the link and the new password', () => {
  test('the link leaves the key in a cookie only; the form checks both passwords; the new one works, the old does not, the link is spent', async () => {
    const { email, id, owner, visitor } = await customer();
    await ask(visitor, email);
    const link = linkIn(mailsTo(email).at(-1)!.body);
    const { answer, form } = await follow(visitor, link);
    expect([answer.statusCode, answer.headers.location]).toEqual([302, '/my-account/lost-password/?show-reset-form=true']);
    expect(String(answer.headers['set-cookie'])).toMatch(/wp-resetpass=\d+:[\w-]+; Path=\/my-account\/lost-password\/; HttpOnly; SameSite=Lax/);
    expect(form).toContain('Enter a new password below.');
    expect(fieldValue(form, 'reset_login')).toBe(String(id));
    expect((await setPassword(visitor, form, 'a new long password', 'another long password')).body).toContain('Passwords do not match.');
    expect((await setPassword(visitor, form, '')).body).toContain('Please enter your password.');
    expect((await setPassword(visitor, form, 'short')).body).toContain('at least 8 characters');
    const done = await setPassword(visitor, form, 'a new long password');
    expect([done.statusCode, done.headers.location]).toEqual([303, '/my-account/']);
    expect((await visitor.get('/my-account/')).body).toContain('Your password has been reset successfully.');
    expect(await verifyPassword('a new long password', hashOf(id))).toBe(true);
    // Every session of the account ended (the owner's own browser too).
    expect((await owner.get('/my-account/')).body).not.toContain('Log out');
    expect((store.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(id) as { n: number }).n).toBe(0);
    expect((await follow(visitor, link)).form).toContain('This key is invalid or has already been used.');
    expect((await setPassword(visitor, form, 'a third long password')).body).toContain('This key is invalid or has already been used.');
    expect(await verifyPassword('a new long password', hashOf(id))).toBe(true);
  });

  test('two forms sent at once with one key: one password is set, the other refused', async () => {
    const { email, id } = await customer();
    const [a, b] = [store.browser('10.9.1.1'), store.browser('10.9.1.2')];
    await ask(a, email);
    const link = linkIn(mailsTo(email).at(-1)!.body);
    const [formA, formB] = [(await follow(a, link)).form, (await follow(b, link)).form];
    const answers = await Promise.all([setPassword(a, formA, 'password number one'), setPassword(b, formB, 'password number two')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 303]);
    const one = await verifyPassword('password number one', hashOf(id));
    const two = await verifyPassword('password number two', hashOf(id));
    expect(one !== two).toBe(true);
    expect(store.db.prepare('SELECT 1 FROM password_resets WHERE user_id = ?').get(id)).toBeUndefined();
  });

  test('a key a day old, a newer request, a wrong key or id, a changed password: the link no longer works', async () => {
    const { email, id, owner } = await customer();
    const visitor = store.browser('10.9.2.1');
    await ask(visitor, email);
    const first = linkIn(mailsTo(email).at(-1)!.body);
    await ask(visitor, email);
    const second = linkIn(mailsTo(email).at(-1)!.body);
    expect((await follow(visitor, first)).form).toContain('This key is invalid');
    const wrong = new URL(second);
    wrong.searchParams.set('key', 'x'.repeat(20));
    expect((await follow(visitor, wrong)).form).toContain('This key is invalid');
    wrong.searchParams.set('key', second.searchParams.get('key')!);
    wrong.searchParams.set('id', String(id + 1000));
    expect((await follow(visitor, wrong)).form).toContain('This key is invalid');
    store.db.prepare('UPDATE password_resets SET created_at = ? WHERE user_id = ?').run(Date.now() - RESET_KEY_TTL_MS - 1000, id);
    expect((await follow(visitor, second)).form).toContain('This key is invalid');
    // A key asked for, then the password changed on Account details: the key is gone.
    await ask(visitor, email);
    await owner.post('/my-account/', {
      username: email,
      password: PASSWORD,
      login: 'Log in',
      'woocommerce-login-nonce': fieldValue((await owner.get('/my-account/')).body, 'woocommerce-login-nonce')!,
    });
    const details = (await owner.get('/my-account/edit-account/')).body;
    await owner.post('/my-account/edit-account/', {
      account_first_name: 'Ada',
      account_last_name: 'Lovelace',
      account_display_name: fieldValue(details, 'account_display_name')!,
      account_email: email,
      password_current: PASSWORD,
      password_1: 'changed on account details',
      password_2: 'changed on account details',
      save_account_details: 'Save changes',
      'save-account-details-nonce': fieldValue(details, 'save-account-details-nonce')!,
    });
    expect(await verifyPassword('changed on account details', hashOf(id))).toBe(true);
    expect((await follow(visitor, linkIn(mailsTo(email).at(-1)!.body))).form).toContain('This key is invalid');
  });

  test('bad input is a 400, not an error page; a signed-in customer is sent to Account details', async () => {
    const visitor = store.browser('10.9.3.1');
    expect((await visitor.get(`/my-account/lost-password/?key=${'k'.repeat(101)}&id=1`)).statusCode).toBe(400);
    expect((await visitor.get('/my-account/lost-password/?key=abc&id=one')).statusCode).toBe(400);
    expect((await visitor.post('/my-account/lost-password/', { user_login: 'x'.repeat(201) })).statusCode).toBe(400);
    const { owner } = await customer();
    const answer = await owner.get('/my-account/lost-password/');
    expect([answer.statusCode, answer.headers.location]).toEqual([302, '/my-account/edit-account/']);
  });
});
