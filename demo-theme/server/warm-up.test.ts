/**
 * The warm-up after a start: the store asks itself for /shop/ and for each descriptors file the
 * page's filter configuration names (the files the first shopper's browser fetches), and each
 * answers.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestStore, type TestStore } from './test-store.ts';
import { warmUp } from './warm-up.ts';

let store: TestStore;
const answered: string[] = [];

beforeAll(async () => {
  store = await openTestStore('shop-warm-up-');
  store.app.addHook('onResponse', async (request, reply) => void answered.push(`${reply.statusCode} ${request.url}`));
}, 60_000);
afterAll(() => store?.close());

describe('the warm-up after a start', () => {
  test('asks for the shop page, then the compact and the JSON descriptors files it names: each answered', async () => {
    await warmUp(store.app);
    expect(answered[0]).toBe('200 /shop/');
    const files = answered.slice(1);
    expect(files).toHaveLength(2);
    expect(files.some((line) => /^200 \/wp-content\/uploads\/storefront\/filters-descriptors-[\w-]+\.bin$/.test(line))).toBe(true);
    expect(files.some((line) => /^200 \/wp-content\/uploads\/storefront\/filters-descriptors-[\w-]+\.json$/.test(line))).toBe(true);
  });
});
