/**
 * A throwaway WordPress on loopback from Debian's packages: a private MariaDB, a private copy of
 * /usr/share/wordpress (Debian's own layout keeps wp-content behind an Apache alias), PHP's
 * built-in server, the install form posted, the plugin copied in and activated. Everything lives
 * in one temporary folder that stop() removes.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../demo-theme/server/testing/store-process.ts';

const run = promisify(execFile);

export interface WordPressSite {
  url: string;
  root: string;
  admin: { user: string; password: string };
  author: { user: string; password: string };
  /** Runs PHP with WordPress loaded (as the administrator) and returns what it printed. */
  php(code: string): Promise<string>;
  /** The debug log's lines that come from the given folder's files. */
  logLinesFrom(folder: string): string[];
  stop(): Promise<void>;
}

const WORDPRESS = '/usr/share/wordpress';

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WordPress site: timed out waiting for ${what}`);
}

function stopGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      done();
    }
  });
}

async function startDatabase(folder: string): Promise<{ process: ChildProcess; port: number; socket: string }> {
  // The server runs as mysql: its data, socket and log live in a folder it owns.
  const own = join(folder, 'mysql');
  const data = join(own, 'data');
  const socket = join(own, 'mysqld.sock');
  mkdirSync(own);
  await run('mariadb-install-db', ['--no-defaults', '--user=mysql', `--datadir=${data}`, '--skip-test-db', '--auth-root-authentication-method=normal']);
  await run('chown', ['-R', 'mysql:mysql', own]);
  const port = await freePort();
  const child = spawn(
    'mariadbd',
    [
      '--no-defaults',
      '--user=mysql',
      `--datadir=${data}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--log-error=${join(own, 'mariadb.err')}`,
    ],
    { detached: true, stdio: 'ignore' },
  );
  await until(() => existsSync(socket), 'MariaDB').catch((error: Error) => {
    const log = join(own, 'mariadb.err');
    throw new Error(`${error.message}: ${existsSync(log) ? readFileSync(log, 'utf8').slice(-1500) : 'no log'}`);
  });
  await run('mariadb', [
    '--no-defaults',
    `--socket=${socket}`,
    '-uroot',
    '-e',
    "CREATE DATABASE wordpress; CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wp'; GRANT ALL ON wordpress.* TO 'wp'@'127.0.0.1';",
  ]);
  return { process: child, port, socket };
}

function writeConfig(site: string, databasePort: number, folder: string): void {
  rmSync(join(site, 'wp-config.php'), { force: true });
  const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
    .map((name) => `define('${name}', '${name.toLowerCase()}-${Math.random().toString(36).slice(2)}');`)
    .join('\n');
  writeFileSync(
    join(site, 'wp-config.php'),
    `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'wp');
define('DB_PASSWORD', 'wp');
define('DB_HOST', '127.0.0.1:${databasePort}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${salts}
$table_prefix = 'wp_';
define('WP_DEBUG', true);
define('WP_DEBUG_LOG', '${join(folder, 'debug.log')}');
define('WP_DEBUG_DISPLAY', false);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('DISABLE_WP_CRON', true);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );
}

async function install(url: string, admin: { user: string; password: string }): Promise<void> {
  const form = new URLSearchParams({
    weblog_title: 'Storefront elements test',
    user_name: admin.user,
    admin_password: admin.password,
    admin_password2: admin.password,
    pw_weak: '1',
    admin_email: 'admin@example.test',
    blog_public: '0',
    language: '',
  });
  const answer = await fetch(`${url}/wp-admin/install.php?step=2`, { method: 'POST', body: form });
  const page = await answer.text();
  if (!answer.ok || !page.includes('Success!')) throw new Error(`WordPress install failed (${answer.status}): ${page.slice(0, 500)}`);
}

/** Starts a site with the plugin folder copied into wp-content/plugins and activated. */
export async function startWordPress(pluginFolder: string): Promise<WordPressSite> {
  const folder = mkdtempSync(join(tmpdir(), 'wp-e2e-'));
  chmodSync(folder, 0o755);
  let database: Awaited<ReturnType<typeof startDatabase>> | undefined;
  let server: ChildProcess | undefined;
  const stop = async () => {
    await stopGroup(server);
    await stopGroup(database?.process);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    database = await startDatabase(folder);
    const site = join(folder, 'site');
    cpSync(WORDPRESS, site, { recursive: true, dereference: true });
    writeConfig(site, database.port, folder);
    cpSync(pluginFolder, join(site, 'wp-content/plugins/storefront-elements'), { recursive: true, dereference: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    await until(async () => (await fetch(`${url}/wp-admin/install.php`).catch(() => null))?.ok === true, 'PHP server');
    const admin = { user: 'admin', password: 'admin-password-1' };
    const author = { user: 'author', password: 'author-password-1' };
    await install(url, admin);
    const cli = join(folder, 'cli.php');
    writeFileSync(
      cli,
      `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['SERVER_PORT'] = '${port}';
define('WP_ADMIN', true);
require '${site}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';
wp_set_current_user(1);
eval(file_get_contents($argv[1]));
`,
    );
    const php = async (code: string) => {
      const file = join(folder, `code-${Date.now()}-${Math.random().toString(36).slice(2)}.php`);
      writeFileSync(file, code);
      const { stdout } = await run('php', [cli, file], { cwd: site });
      return stdout;
    };
    const activated = await php(
      `$result = activate_plugin('storefront-elements/storefront-elements.php'); echo is_wp_error($result) ? $result->get_error_message() : 'active';`,
    );
    if (activated.trim() !== 'active') throw new Error(`The plugin did not activate: ${activated}`);
    await php(
      `wp_insert_user(['user_login' => '${author.user}', 'user_pass' => '${author.password}', 'user_email' => 'author@example.test', 'role' => 'author']);`,
    );
    const logLinesFrom = (pluginPath: string) => {
      const log = join(folder, 'debug.log');
      return existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((line) => line.includes(pluginPath))
        : [];
    };
    return { url, root: site, admin, author, php, logLinesFrom, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A PHP single-quoted string literal of the text. */
export function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
