/**
 * The demo's shop manager: the account that sees the owner's pages (captured carts and
 * contacts, attribution per order, push subscriptions). Made at the store's first start as
 * manager@luma.example, with SHOP_MANAGER_PASSWORD as its password when set, otherwise a random
 * one printed once; an existing account can be made manager with the admin token.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { createAccount, hashPassword, type User } from '../accounts/accounts.ts';

export const MANAGER_EMAIL = 'manager@luma.example';
export const isShopManager = (user: User | null): boolean => user?.role === 'shop_manager';

/** Makes the manager on first start; returns the password to print once (null when set by the environment or already made). */
export async function ensureShopManager(db: Db): Promise<string | null> {
  if (db.prepare("SELECT 1 FROM users WHERE role = 'shop_manager'").get()) return null;
  const fromEnv = process.env.SHOP_MANAGER_PASSWORD;
  const password = fromEnv || randomBytes(12).toString('base64url');
  const id = createAccount(db, MANAGER_EMAIL, await hashPassword(password));
  if (id === null) db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(await hashPassword(password), MANAGER_EMAIL);
  db.prepare("UPDATE users SET role = 'shop_manager', display_name = 'Shop manager' WHERE email = ?").run(MANAGER_EMAIL);
  return fromEnv ? null : password;
}

export function promoteToManager(db: Db, email: string): boolean {
  return db.prepare("UPDATE users SET role = 'shop_manager' WHERE email = ?").run(email).changes === 1;
}
