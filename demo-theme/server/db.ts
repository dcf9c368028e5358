/** The demo store's embedded SQLite database: one file, created on first start. */
import Database from 'better-sqlite3';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS options (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER,
  type TEXT NOT NULL CHECK (type IN ('simple', 'variable', 'variation')),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  regular_price REAL,
  sale_price REAL,
  stock INTEGER,
  in_stock INTEGER NOT NULL DEFAULT 1,
  featured INTEGER NOT NULL DEFAULT 0,
  virtual INTEGER NOT NULL DEFAULT 0,
  tint TEXT NOT NULL DEFAULT '#8a8f98',
  menu_order INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  sold_individually INTEGER NOT NULL DEFAULT 0,
  min_quantity INTEGER,
  max_quantity INTEGER,
  quantity_step INTEGER
);
CREATE INDEX IF NOT EXISTS products_parent ON products(parent_id);
CREATE TABLE IF NOT EXISTS product_categories (product_id INTEGER NOT NULL, category_id INTEGER NOT NULL, PRIMARY KEY (product_id, category_id));
CREATE TABLE IF NOT EXISTS product_attributes (
  product_id INTEGER NOT NULL, taxonomy TEXT NOT NULL, slug TEXT NOT NULL, name TEXT NOT NULL,
  for_variations INTEGER NOT NULL DEFAULT 0, position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS product_attributes_product ON product_attributes(product_id);
-- The filter's values per attribute (every listing page): without it, a scan of every row.
CREATE INDEX IF NOT EXISTS product_attributes_taxonomy ON product_attributes(taxonomy, slug, name);
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, rating INTEGER NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, reviewer TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, cart TEXT NOT NULL DEFAULT '[]', notices TEXT NOT NULL DEFAULT '[]', expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS product_changes (
  product_id INTEGER NOT NULL, changed_at TEXT NOT NULL, deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS product_changes_at ON product_changes(changed_at);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, display_name TEXT NOT NULL, password_hash TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS login_attempts (key TEXT PRIMARY KEY, count INTEGER NOT NULL, first_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS pending_reviews (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, rating INTEGER NOT NULL, body TEXT NOT NULL, reviewer TEXT NOT NULL, email TEXT NOT NULL,
  user_id INTEGER, address TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS password_resets (user_id INTEGER PRIMARY KEY, key_hash TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS outgoing_mail (id INTEGER PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY, discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed_cart')), amount REAL NOT NULL,
  minimum_amount REAL, expires_at INTEGER, usage_limit INTEGER, usage_count INTEGER NOT NULL DEFAULT 0
);
-- What reached each tracking service (the local recorders and the server-to-server endpoint): the tracking inspector's list.
CREATE TABLE IF NOT EXISTS tracking_events (
  id INTEGER PRIMARY KEY, at INTEGER NOT NULL, service TEXT NOT NULL, channel TEXT NOT NULL, event TEXT NOT NULL, event_id TEXT,
  payload TEXT NOT NULL, consent TEXT NOT NULL, page_url TEXT NOT NULL, session_id TEXT
);
-- Orders whose purchase the pixels reported (so a reload, another tab or ACR does not fire it again).
CREATE TABLE IF NOT EXISTS tracking_fired_orders (order_id INTEGER PRIMARY KEY, source TEXT NOT NULL, at INTEGER NOT NULL);
-- The click ids and outside referrer a shop session came with (sent from the cart and the checkout under marketing consent).
CREATE TABLE IF NOT EXISTS tracking_session_identifiers (session_id TEXT PRIMARY KEY, data TEXT NOT NULL, at INTEGER NOT NULL);
-- The visitor's IPv6 address as an IPv6-only lookup reported it, for Meta's server events.
CREATE TABLE IF NOT EXISTS tracking_session_ipv6 (session_id TEXT PRIMARY KEY, ipv6 TEXT NOT NULL, at INTEGER NOT NULL);
-- Server copies already forwarded, by service and event id: a copy sent again (a page left while
-- its request was on its way hands the event on) is not forwarded twice.
CREATE TABLE IF NOT EXISTS tracking_server_copies (service TEXT NOT NULL, event_id TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (service, event_id));
CREATE INDEX IF NOT EXISTS tracking_server_copies_at ON tracking_server_copies (at);
-- Abandoned-cart capture: the contact and checkout fields a shop session typed (one row per session, the newest kept).
CREATE TABLE IF NOT EXISTS cart_contacts (
  session_id TEXT PRIMARY KEY, email TEXT NOT NULL, fields TEXT NOT NULL, source TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
-- Bot-check tokens already accepted (each is good once, for two minutes).
CREATE TABLE IF NOT EXISTS bot_check_used (nonce TEXT PRIMARY KEY, at INTEGER NOT NULL);
-- Browsers that allowed cart reminders: their push subscription (endpoint and keys).
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL, session_id TEXT, user_id INTEGER, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, order_key TEXT NOT NULL, session_id TEXT, billing TEXT NOT NULL, items TEXT NOT NULL,
  total REAL NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL
);
`;

export function openDb(path: string): Db {
  const db = new Database(path);
  keepPreparedStatements(db);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  migrate(db);
  return db;
}

/** How many compiled statements are kept: the store uses a few hundred distinct ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles the SQL on every db.prepare(); the store asks for the same statements
 * on every page (dozens per listing), so the compiled ones are kept, the least recently used
 * dropped first. A statement taken again starts in its default mode (no pluck/raw/expand).
 */
function keepPreparedStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, Database.Statement>();
  db.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      kept.delete(source);
      if (statement.reader) statement.raw(false).pluck(false).expand(false);
    } else {
      statement = prepare(source);
      if (kept.size >= STATEMENT_CACHE_SIZE) kept.delete(kept.keys().next().value!);
    }
    kept.set(source, statement);
    return statement;
  }) as Db['prepare'];
}

export function getOption(db: Db, name: string): string | undefined {
  return (db.prepare('SELECT value FROM options WHERE name = ?').get(name) as { value: string } | undefined)?.value;
}

export function setOption(db: Db, name: string, value: string): void {
  db.prepare('INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, value);
}

/** Columns added after the first release, for databases created before them. */
const ADDED_COLUMNS: [table: string, column: string, definition: string][] = [
  ['products', 'sold_individually', 'INTEGER NOT NULL DEFAULT 0'],
  ['products', 'min_quantity', 'INTEGER'],
  ['products', 'max_quantity', 'INTEGER'],
  ['products', 'quantity_step', 'INTEGER'],
  ['sessions', 'coupons', "TEXT NOT NULL DEFAULT '[]'"],
  ['orders', 'subtotal', 'REAL'],
  ['orders', 'discount', 'REAL NOT NULL DEFAULT 0'],
  ['orders', 'coupons', "TEXT NOT NULL DEFAULT '[]'"],
  ['orders', 'payment_method', "TEXT NOT NULL DEFAULT ''"],
  ['orders', 'user_id', 'INTEGER'],
  ['sessions', 'user_id', 'INTEGER'],
  // A session replaced at login points to its successor for a moment (two logins sent at once).
  ['sessions', 'replaced_by', 'TEXT'],
  // WooCommerce's persistent cart (user meta _woocommerce_persistent_cart_1): kept at logout.
  ['users', 'persistent_cart', "TEXT NOT NULL DEFAULT '[]'"],
  ['users', 'persistent_coupons', "TEXT NOT NULL DEFAULT '[]'"],
  // WooCommerce's order attribution (the wc_order_attribution_* fields), JSON; 'null' when the form carried none.
  ['orders', 'attribution', "TEXT NOT NULL DEFAULT 'null'"],
  // Who may see the owner's pages: 'customer' or 'shop_manager'.
  ['users', 'role', "TEXT NOT NULL DEFAULT 'customer'"],
  // WooCommerce's customer billing address (user meta billing_*), JSON: saved by the address form and each order.
  ['users', 'billing', "TEXT NOT NULL DEFAULT '{}'"],
  // WordPress's first and last name (my account's account details form).
  ['users', 'first_name', "TEXT NOT NULL DEFAULT ''"],
  ['users', 'last_name', "TEXT NOT NULL DEFAULT ''"],
  // WooCommerce's "verified owner": the reviewer had bought the product when the review was approved.
  ['reviews', 'verified', 'INTEGER NOT NULL DEFAULT 0'],
];

function migrate(db: Db): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}
