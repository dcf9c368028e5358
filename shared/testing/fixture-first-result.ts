/**
 * What the shop's server prints as its first result for an address of the fixture shop
 * (fake-filter-shop.ts): the browser's first query there, answered by the same engine over the
 * fixture's catalogue — the block `<script id="shop-filter-first-result">` holds, or the answer
 * to `?shop_first_result=1`.
 */
import { readFilterAppConfig } from '../engine/filter/config/app-config.ts';
import { buildIndex } from '../engine/filter/core/build-index.ts';
import { listingQuery } from '../engine/filter/core/listing-query.ts';
import { runQuery } from '../engine/filter/core/query.ts';
import { applyUrlState, indexOptionsFor, urlConfigOf } from '../engine/filter/core/state-to-query.ts';
import { parseUrlState } from '../engine/filter/url/url-state.ts';
import { FIXTURE_IDS, fixtureSources } from './fake-filter-shop.ts';

/** The fixture's catalogue as descriptors (id → [id, parent, sources, type]). */
export const fixtureDescriptors = Object.fromEntries(FIXTURE_IDS.map((id) => [id, [id, id, fixtureSources(id), 'simple']]));

export function serverFirstResult(config: Record<string, unknown>, address: URL = new URL(location.href)): string {
  const reading = readFilterAppConfig(JSON.stringify(config), address.search);
  if (!reading.enabled) throw new Error(reading.reason);
  const app = reading.config;
  const state = parseUrlState({ pathname: address.pathname, search: address.search }, urlConfigOf(app));
  const query = listingQuery(app, applyUrlState(app.filters, state), { firstVisiblePage: state.page, currentPage: state.page, orderby: state.orderby });
  const result = runQuery(
    buildIndex(fixtureDescriptors, indexOptionsFor(app), () => undefined),
    query,
    { presets: true },
  );
  return JSON.stringify({ query, result });
}
