/**
 * /assets/theme.css from memory, its Brotli and gzip made once per version of the file (its size
 * and time of change, looked at on each request, so an edit shows at the next reload). Every page
 * waits for this stylesheet before its first paint, and compressed per request, as the other
 * files under /assets/ are, it held the server's only thread 5–70 ms in each first view, the
 * scripts' requests queued behind it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pickEncoding, type Encoding } from '../accept-encoding.ts';
import { etagMatches } from '../etag-match.ts';

interface Version {
  key: string;
  /** Of the file's bytes; each encoding's ETag adds its name (a strong ETag names one representation). */
  hash: string;
  bodies: Record<Encoding, Buffer>;
}

function encode(path: string, key: string): Version {
  const identity = readFileSync(path);
  return {
    key,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    },
  };
}

export function registerThemeStylesheet(app: FastifyInstance, assetsRoot: string): void {
  const path = resolve(assetsRoot, 'theme.css');
  let version: Version | undefined;
  app.get('/assets/theme.css', (request, reply) => {
    const file = statSync(path, { throwIfNoEntry: false });
    // A theme without the file: the shop's 404, as the other files under /assets/ answer.
    if (!file) return reply.callNotFound();
    const key = `${file.size}-${file.mtimeMs}`;
    if (version?.key !== key) version = encode(path, key);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const etag = `"${version.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    reply.headers({ 'Cache-Control': 'public, max-age=3600', ETag: etag, Vary: 'Accept-Encoding' });
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/css; charset=utf-8').send(version.bodies[encoding]);
  });
}
