/** The filters as links (a page without scripts): each link is the state a click on the control would make. */
import { describe, expect, test } from 'vitest';
import { readFilterAppConfig } from '../config/app-config.ts';
import { buildIndex } from '../core/build-index.ts';
import { applyUrlState, indexOptionsFor, queryFor, urlConfigOf } from '../core/state-to-query.ts';
import { runQuery } from '../core/query.ts';
import { parseUrlState } from '../url/url-state.ts';
import { filterLinks } from './filter-links.ts';

const reading = readFilterAppConfig(
  JSON.stringify({
    filters: [
      {
        id: 'color',
        type: 'checkboxes',
        url_slug: 'color',
        source_id: 'c',
        values: [
          { value_id: 1, value: 'red', label: 'Red', label_url: 'red' },
          { value_id: 2, value: 'blue', label: 'Blue', label_url: 'blue' },
          { value_id: 3, value: 'green', label: 'Green', label_url: 'green' },
        ],
      },
      {
        id: 'size',
        type: 'radio',
        url_slug: 'size',
        source_id: 's',
        values: [
          { value_id: -1, value: '', label: 'Any size', label_url: '' },
          { value_id: 1, value: 's', label: 'S', label_url: 's' },
          { value_id: 2, value: 'm', label: 'M', label_url: 'm' },
        ],
      },
      { id: 'q', type: 'search', label: 'Search in results', url_slug: 'q', source_id: 't', values: [] },
    ],
  }),
  '',
);
if (!reading.enabled) throw new Error(reading.reason);
const config = reading.config;
// 8 products: 1..5 red, 6..8 blue, none green; odd ids size s, even m.
const descriptors = Object.fromEntries(
  Array.from({ length: 8 }, (_, i) => {
    const id = i + 1;
    return [id, [id, id, { c: [id <= 5 ? 'red' : 'blue'], s: [id % 2 ? 's' : 'm'], t: [`Product ${id}`] }, 'simple']];
  }),
);
const index = buildIndex(descriptors, indexOptionsFor(config), () => {});

function links(search: string) {
  const location = { pathname: '/shop/page/2/', search };
  const state = parseUrlState(location, urlConfigOf(config));
  const filters = applyUrlState(config.filters, state);
  const result = runQuery(index, queryFor(config, filters, { page: 1, orderby: '' }));
  const inUrl = new Set([...Object.keys(state.values), ...Object.keys(state.phrases)]);
  return filterLinks(config, filters, result, location, '', inUrl);
}
const byLabel = (search: string, id: string) => {
  const filter = links(search).find((f) => f.id === id);
  if (filter?.kind !== 'values') throw new Error(`no values for ${id}`);
  return Object.fromEntries(filter.values.map((v) => [v.label, v]));
};

describe('filterLinks', () => {
  test('checkboxes toggle, on page 1, with the counts the controls show; a value with no product has no link', () => {
    const colour = byLabel('?size=s', 'color');
    expect(colour.Red).toMatchObject({ href: '/shop/?color=red&size=s', count: 3, selected: false });
    expect(colour.Blue).toMatchObject({ href: '/shop/?color=blue&size=s', count: 1 });
    expect(colour.Green).toMatchObject({ href: null, count: 0 });
    const chosen = byLabel('?color=red,blue', 'color');
    expect(chosen.Red).toMatchObject({ href: '/shop/?color=blue', selected: true });
  });

  test('a radio picks one: the chosen option has no link, another replaces it, "any" clears it', () => {
    const size = byLabel('?size=s', 'size');
    expect(size.S).toMatchObject({ href: null, selected: true });
    expect(size.M!.href).toBe('/shop/?size=m');
    expect(size['Any size']!.href).toBe('/shop/');
  });

  test('a search filter is a form: the phrase under its slug, the rest of the state as hidden fields, page 1', () => {
    const search = links('?color=red&q=product').find((f) => f.id === 'q');
    expect(search).toEqual({ kind: 'search', id: 'q', label: 'Search in results', name: 'q', phrase: 'product', action: '/shop/', hidden: [['color', 'red']] });
  });
});
