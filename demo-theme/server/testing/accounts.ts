/** Accounts for the in-process tests: registered through My account's own form, as a shopper does. */
import type { Db } from '../db.ts';
import type { InjectBrowser } from './inject-browser.ts';

/** A hidden field's value in a page (a nonce). */
export const fieldValue = (html: string, name: string): string | undefined => new RegExp(`name="${name}"[^>]* value="([^"]*)"`).exec(html)?.[1];

/** Registers `email` with the registration form; the browser is then signed in. Returns the account's id. */
export async function register(db: Db, browser: InjectBrowser, email: string, password = 'a long enough password'): Promise<number> {
  const page = (await browser.get('/my-account/')).body;
  await browser.post('/my-account/', { email, password, register: 'Register', 'woocommerce-register-nonce': fieldValue(page, 'woocommerce-register-nonce')! });
  return (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
}

/** A registered, signed-in account made a shop manager (who sees the owner page). */
export async function registerShopManager(db: Db, browser: InjectBrowser, email: string): Promise<number> {
  const id = await register(db, browser, email);
  db.prepare("UPDATE users SET role = 'shop_manager' WHERE id = ?").run(id);
  return id;
}
