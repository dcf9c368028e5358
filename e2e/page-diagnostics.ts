/**
 * What the pages of a failed test went through, printed with its failure: their errors and
 * warnings on the console, uncaught exceptions, requests that failed or were answered 4xx/5xx, and
 * navigations, each with its time since the context opened. A flaky failure in CI (a slow run on
 * a loaded machine) is then understood from its log, without reproducing it.
 */
import { afterEach } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Lines kept per test: a test that fails after much traffic keeps its last ones. */
const KEPT_LINES = 300;

function watchPage(page: Page, note: (line: string) => void): void {
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && note(`console.${message.type()} ${message.text()}`));
  page.on('pageerror', (error) => note(`uncaught ${error.message}`));
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`));
  page.on('response', (response) => response.status() >= 400 && note(`answered ${response.status()} ${response.request().method()} ${response.url()}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${frame.url()}`));
}

/**
 * Registers, for the file's tests, the print of what the pages saw when a test fails; `watch`
 * then follows every context the browser opens (called once the browser runs: node:test takes a
 * file's hooks only at its top level, before the browser exists).
 */
export function pageDiagnosticsOnFailure(): { watch(browser: Browser): void } {
  let lines: string[] = [];
  let contexts = 0;
  afterEach((t) => {
    // `passed` is there from Node 20.12 (its types here are older).
    if ((t as { passed?: boolean }).passed === false && lines.length > 0) console.log(`What the pages of "${t.name}" went through:\n${lines.join('\n')}`);
    lines = [];
  });
  const watchContext = (context: BrowserContext) => {
    const name = `context ${++contexts}`;
    const opened = Date.now();
    const note = (line: string) => {
      lines.push(`${name} +${Date.now() - opened} ms ${line}`);
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
    };
    context.pages().forEach((page) => watchPage(page, note));
    context.on('page', (page) => watchPage(page, note));
  };
  return {
    watch(browser) {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        watchContext(context);
        return context;
      };
    },
  };
}
