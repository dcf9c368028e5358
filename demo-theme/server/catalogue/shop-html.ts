/**
 * Shop-manager HTML (product descriptions and short descriptions), sanitised once, when it is
 * saved (seeding, the CSV import, the admin route), with the same policy the elements use in the
 * browser: DOMPurify on a jsdom window, the DOM DOMPurify's authors recommend on a server. The
 * pages then print the stored text as it is, as WooCommerce prints a description, and the quick
 * view shows the same markup. Databases from before this rule are cleaned once at start.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { SANITIZE_POLICY, secureLinkTarget } from '../../../shared/engine/html/sanitize-policy.ts';
import { getOption, setOption, type Db } from '../db.ts';

let purifier: DOMPurify | null = null;

/** jsdom costs about half a second to load: only when something is to be sanitised. */
function purify(): DOMPurify {
  if (!purifier) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
    purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if ('getAttribute' in node) secureLinkTarget(node as Element);
    });
  }
  return purifier;
}

export function sanitizeShopHtml(html: string): string {
  if (!/[<&]/.test(html)) return html; // plain text: nothing to parse
  return purify().sanitize(html, SANITIZE_POLICY);
}

/** Bumped when the policy changes, so stored descriptions are cleaned again. */
const POLICY_VERSION = '1';

/** A new catalogue, every description sanitised as it was saved. */
export function markDescriptionsSanitized(db: Db): void {
  setOption(db, 'description_policy', POLICY_VERSION);
}

/** Cleans the descriptions of a database saved before they were sanitised on save; once per policy. */
export function sanitizeStoredDescriptions(db: Db): number {
  if (getOption(db, 'description_policy') === POLICY_VERSION) return 0;
  const rows = db.prepare("SELECT id, description, short_description FROM products WHERE description <> '' OR short_description <> ''").all() as {
    id: number;
    description: string;
    short_description: string;
  }[];
  const update = db.prepare('UPDATE products SET description = ?, short_description = ? WHERE id = ?');
  let changed = 0;
  db.transaction(() => {
    for (const row of rows) {
      const description = sanitizeShopHtml(row.description);
      const short = sanitizeShopHtml(row.short_description);
      if (description === row.description && short === row.short_description) continue;
      update.run(description, short, row.id);
      changed++;
    }
    setOption(db, 'description_policy', POLICY_VERSION);
  })();
  return changed;
}
