/**
 * My account's account details (WooCommerce's edit-account endpoint): names, display name and
 * email with WooCommerce's checks, a password change behind the current password (counted as a
 * login is, bursts included), every other session signed out after it.
 */
import { describe, expect, test } from 'vitest';
import { verifyPassword } from './accounts.ts';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-account-details-');
const PASSWORD = 'a good long password';
const fieldValue = (html: string, name: string) => new RegExp(`name="${name}"[^>]* value="([^"]*)"`).exec(html)?.[1];
type UserRow = Record<string, string> & { password_hash: string };
const row = (id: number) => store.db.prepare('SELECT email, display_name, first_name, last_name, password_hash FROM users WHERE id = ?').get(id) as UserRow;

let accounts = 0;
/** A new customer, signed in, with their own address (for the attempt limits). */
async function customer() {
  const n = ++accounts;
  const email = `person${n}@example.com`;
  const v = store.browser(`10.3.0.${n}`);
  const page = (await v.get('/my-account/')).body;
  await v.post('/my-account/', {
    email,
    password: PASSWORD,
    register: 'Register',
    'woocommerce-register-nonce': fieldValue(page, 'woocommerce-register-nonce')!,
  });
  const id = (store.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
  const form = async () => (await v.get('/my-account/edit-account/')).body;
  const save = async (fields: Record<string, string>) =>
    v.post('/my-account/edit-account/', {
      account_first_name: 'Ada',
      account_last_name: 'Lovelace',
      account_display_name: `ada${n}`,
      account_email: email,
      save_account_details: 'Save changes',
      action: 'save_account_details',
      'save-account-details-nonce': fieldValue(await form(), 'save-account-details-nonce')!,
      ...fields,
    });
  return { v, email, id, form, save };
}

describe("my account's account details", () => {
  test('a guest is sent to log in; the form shows the account, never a password; the menu and the dashboard link to it', async () => {
    expect((await store.browser().get('/my-account/edit-account/')).headers.location).toBe('/my-account/');
    const { v, email, form } = await customer();
    const page = await form();
    expect(fieldValue(page, 'account_email')).toBe(email);
    expect(fieldValue(page, 'account_display_name')).toBe(email.split('@')[0]);
    expect(page).toContain('<legend>Password change</legend>');
    expect(page).not.toMatch(/type="password"[^>]* value=/);
    expect(page).toContain('<a href="/my-account/edit-account/" aria-current="page">Account details</a>');
    expect((await v.get('/my-account/')).body).toContain('and <a href="/my-account/edit-account/">edit your password and account details</a>.');
  });

  test("WooCommerce's checks: required fields, a display name that is an email or another's, an email in use; nothing saved", async () => {
    const other = await customer();
    const { id, save } = await customer();
    const before = row(id);
    const empty = await save({ account_first_name: '', account_last_name: ' ' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<li data-id="account_first_name"><strong>First name</strong> is a required field.</li>');
    expect(empty.body).toContain('<strong>Last name</strong> is a required field.');
    expect((await save({ account_display_name: 'someone@example.com' })).body).toContain(
      'Display name cannot be changed to email address due to privacy concern.',
    );
    expect((await save({ account_display_name: other.email.split('@')[0]! })).body).toContain('This display name is already in use.');
    expect((await save({ account_email: other.email.toUpperCase() })).body).toContain('This email address is already registered.');
    expect((await save({ account_email: 'not an address' })).body).toContain('Please provide a valid email address.');
    expect((await save({ 'save-account-details-nonce': 'forged' })).body).toContain('Your session has expired. Please try again.');
    expect(row(id)).toEqual(before);
  });

  test('names and email saved: the notice on the dashboard, the new email signs in', async () => {
    const { v, id, save } = await customer();
    const saved = await save({ account_email: 'Renamed@Example.com', account_display_name: 'Countess' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/my-account/');
    expect((await v.get('/my-account/')).body).toContain('Account details changed successfully.');
    expect(row(id)).toMatchObject({ email: 'renamed@example.com', display_name: 'Countess', first_name: 'Ada', last_name: 'Lovelace' });
    const fresh = store.browser('10.3.9.9');
    const page = (await fresh.get('/my-account/')).body;
    const login = await fresh.post('/my-account/', {
      username: 'renamed@example.com',
      password: PASSWORD,
      login: 'Log in',
      'woocommerce-login-nonce': fieldValue(page, 'woocommerce-login-nonce')!,
    });
    expect(login.statusCode).toBe(303);
  });

  test("the password rules, in WooCommerce's order and words; a wrong current password changes nothing", async () => {
    const { id, save } = await customer();
    const hash = row(id).password_hash;
    const cases: [Record<string, string>, string][] = [
      [{ password_current: PASSWORD }, 'Please fill out all password fields.'],
      [{ password_1: 'another long password', password_2: 'another long password' }, 'Please enter your current password.'],
      [{ password_current: PASSWORD, password_1: 'another long password' }, 'Please re-enter your password.'],
      [{ password_current: PASSWORD, password_1: 'another long password', password_2: 'another long passw0rd' }, 'New passwords do not match.'],
      [{ password_current: PASSWORD, password_1: 'short', password_2: 'short' }, 'Please enter a password of at least 8 characters.'],
      [
        { password_current: 'not my password', password_1: 'another long password', password_2: 'another long password' },
        'Your current password is incorrect.',
      ],
    ];
    for (const [fields, message] of cases) expect((await save(fields)).body).toContain(message);
    expect(row(id).password_hash).toBe(hash);
  });

  test('a burst of wrong current passwords sent at once is held to 5 checks; then even the right one waits', async () => {
    const { id, save } = await customer();
    const wrong = { password_current: 'guess', password_1: 'another long password', password_2: 'another long password' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(wrong)));
    const incorrect = answers.filter((a) => a.body.includes('Your current password is incorrect.')).length;
    const held = answers.filter((a) => a.body.includes('Too many wrong passwords.')).length;
    expect([incorrect, held]).toEqual([5, 5]);
    expect((store.db.prepare('SELECT count FROM login_attempts WHERE key = ?').get(`password:account:${id}`) as { count: number }).count).toBe(5);
    expect((await save({ ...wrong, password_current: PASSWORD })).body).toMatch(/Too many wrong passwords\. Please try again in 1[45] minutes\./);
    expect(await verifyPassword(PASSWORD, row(id).password_hash)).toBe(true);
  });

  test('a changed password: this browser stays signed in under a new session, every other session of the account is signed out', async () => {
    const { v, email, id, save } = await customer();
    const phone = store.browser('10.3.8.8');
    const page = (await phone.get('/my-account/')).body;
    await phone.post('/my-account/', {
      username: email,
      password: PASSWORD,
      login: 'Log in',
      'woocommerce-login-nonce': fieldValue(page, 'woocommerce-login-nonce')!,
    });
    expect((await phone.get('/my-account/orders/')).statusCode).toBe(200);
    const sessionBefore = v.sessionId;
    const changed = await save({ password_current: PASSWORD, password_1: 'a brand new passphrase', password_2: 'a brand new passphrase' });
    expect(changed.statusCode).toBe(303);
    expect(v.sessionId).not.toBe(sessionBefore);
    const dashboard = (await v.get('/my-account/')).body;
    expect(dashboard).toContain('Account details changed successfully.');
    expect(dashboard).toContain('woocommerce-MyAccount-navigation');
    expect((await phone.get('/my-account/orders/')).headers.location).toBe('/my-account/');
    expect(await verifyPassword('a brand new passphrase', row(id).password_hash)).toBe(true);
    expect((store.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(id) as { n: number }).n).toBe(1);
  });
});
