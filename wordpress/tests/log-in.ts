/** A user signed in through WordPress's own login form, on the given page. */
import type { Page } from 'playwright-core';

export async function logInOn(page: Page, siteUrl: string, user: { user: string; password: string }): Promise<Page> {
  await page.goto(`${siteUrl}/wp-login.php`);
  // wp-login.php focuses (and on a retry clears) its fields 200 ms after it loads: fill after that.
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  await page.fill('#user_login', user.user);
  await page.fill('#user_pass', user.password);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.click('#wp-submit')]).catch(async (error: Error) => {
    const refusal = await page
      .locator('#login_error')
      .textContent()
      .catch(() => null);
    throw new Error(`Signing in as ${user.user} failed at ${page.url()}${refusal ? `: ${refusal.trim()}` : ''} (${error.message})`);
  });
  return page;
}
