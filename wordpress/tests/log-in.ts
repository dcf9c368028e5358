/** A user signed in through WordPress's own login form, on the given page. */
import type { Page } from 'playwright-core';

export async function logInOn(page: Page, siteUrl: string, user: { user: string; password: string }): Promise<Page> {
  await page.goto(`${siteUrl}/wp-login.php`);
  await page.fill('#user_login', user.user);
  await page.fill('#user_pass', user.password);
  await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
  return page;
}
