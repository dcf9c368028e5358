/** Console errors and uncaught errors in a page that come from the plugin's own files (WordPress's and the browser's own are not the plugin's). */
import type { Page } from 'playwright-core';

export const PLUGIN_PATH = '/plugins/storefront-elements/';

export function pluginErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.includes(PLUGIN_PATH)) errors.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if ((error.stack ?? '').includes(PLUGIN_PATH)) errors.push(error.stack ?? error.message);
  });
  return errors;
}
