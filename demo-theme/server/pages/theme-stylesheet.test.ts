/**
 * The theme's stylesheet from memory: compressed once per version of the file, sent in the
 * encoding the browser accepts, revalidated per encoding, and an edit of the file sent at the next
 * request.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { registerThemeStylesheet } from './theme-stylesheet.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-theme-css-'));
const css = `.site-header { color: #123456; }\n${'.rule-%d { margin: 0; }\n'.repeat(200)}`;
writeFileSync(join(root, 'theme.css'), css);
const app = Fastify();
registerThemeStylesheet(app, root);
afterAll(() => app.close());

const get = (headers: Record<string, string> = {}) => app.inject({ url: '/assets/theme.css', headers });

describe('/assets/theme.css', () => {
  test('goes out in Brotli, else gzip, else as it is, each a copy of the file, cached for an hour and varying by encoding', async () => {
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(css);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(css);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(css);
    for (const response of [br, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.headers.vary).toBe('Accept-Encoding');
    }
    expect(br.rawPayload.length).toBeLessThan(css.length / 5);
  });

  test('answers 304 to its own ETag, and not to another encoding’s', async () => {
    const br = await get({ 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    const gzip = await get({ 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });

  test('an edit of the file goes out at the next request, with a new ETag', async () => {
    const before = await get({ 'accept-encoding': 'br' });
    const edited = `${css}.site-footer { color: red; }\n`;
    writeFileSync(join(root, 'theme.css'), edited);
    const after = await get({ 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe(edited);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  test('a theme without the file answers 404', async () => {
    rmSync(join(root, 'theme.css'));
    expect((await get({ 'accept-encoding': 'br' })).statusCode).toBe(404);
    writeFileSync(join(root, 'theme.css'), css);
    expect((await get({ 'accept-encoding': 'br' })).statusCode).toBe(200);
  });
});
