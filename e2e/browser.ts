import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const EXECUTABLE = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE, args: chromiumArgs(extraArgs) });
}

/**
 * A browser profile on disk, as a shopper's is: storage keeps what a site saves across its pages
 * with a disk's quota (a context of launchChromium is an incognito one, whose storage is in
 * memory, with a small quota).
 */
export function launchPersistentChromium(userDataDir: string, extraArgs: string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: EXECUTABLE, args: chromiumArgs(extraArgs) });
}

function chromiumArgs(extraArgs: string[]): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    ...extraArgs,
  ];
}
