/** Starts the demo store as a real process on a free port with its own database (e2e and the parallel suites). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { copySeededDatabase } from './seeded-database.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The admin token the e2e stores run with. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
export const E2E_MANAGER_PASSWORD = 'e2e-manager-password';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface RunningStore {
  url: string;
  stop(): Promise<void>;
}

/** `env` adds to or overrides the store's environment (SHOP_SITE_URL, limits, …). */
export async function startStore(port: number, dbPath: string, env: Record<string, string> = {}): Promise<RunningStore> {
  copySeededDatabase(dbPath);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'demo-theme/server/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_DB: dbPath,
      SHOP_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      SHOP_MANAGER_PASSWORD: E2E_MANAGER_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Demo store exited:\n${output}`);
    try {
      if ((await fetch(`${url}/shop/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Demo store did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
