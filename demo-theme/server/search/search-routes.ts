/**
 * The search add-on's wc-ajax endpoints (prefix 'shop'): shop_ajax_search (GET or POST, s=),
 * shop_result_details (items[] of {objectID, value}) and shop_get_prices (items[] of ids),
 * answered on any front-end URL like every ?wc-ajax= endpoint. Bad input gets a 400.
 */
import type { Grouping } from '../../../shared/engine/search/suggestions.ts';
import type { AjaxRegistries } from '../ajax/action-registry.ts';
import { THEME_PREFIX } from '../security/nonces.ts';
import { BadRequest, checks, validate } from '../validation.ts';
import { searchDetails, searchPrices, searchSuggestions } from './search-responses.ts';

/** At most this many objects per details or prices request (the suggestions show fewer). */
const MAX_ITEMS = 40;

/**
 * items[] from a form body (`items[0][objectID]=…`, `items[]=15`, `items[0]=15`) or a JSON body
 * ({items: [...]}), as plain values of `field` (or the values themselves).
 */
function itemsOf(body: unknown, field: string | null): string[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const values: string[] = [];
  const push = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') values.push(String(value));
  };
  if (Array.isArray(record.items)) {
    for (const item of record.items) push(field && item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : item);
  }
  for (const [key, value] of Object.entries(record)) {
    const match = /^items\[(\d*)\](?:\[([A-Za-z]+)\])?$/.exec(key);
    if (!match) continue;
    if (field ? match[2] === field : match[2] === undefined) for (const v of Array.isArray(value) ? value : [value]) push(v);
  }
  if (values.length > MAX_ITEMS) throw new BadRequest(`At most ${MAX_ITEMS} items per request.`);
  return values;
}

export function registerSearchAjax({ wcAjax }: AjaxRegistries): void {
  wcAjax.register(`${THEME_PREFIX}_ajax_search`, ({ db, fields }) => {
    const query = validate(checks.search, fields);
    return searchSuggestions(db, (query.s ?? '').trim(), (query.grouping as Grouping | undefined) ?? 'headline');
  });
  wcAjax.register(`${THEME_PREFIX}_result_details`, ({ db, request }) => searchDetails(db, itemsOf(request.body ?? request.query, 'objectID')));
  wcAjax.register(`${THEME_PREFIX}_get_prices`, ({ db, request }) =>
    searchPrices(
      db,
      itemsOf(request.body ?? request.query, null)
        .filter((v) => /^\d{1,10}$/.test(v))
        .map(Number),
    ),
  );
}
