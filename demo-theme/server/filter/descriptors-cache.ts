/**
 * The filter descriptors answer, built once per index state (build id + last update) and kept
 * with its gzip and Brotli encodings, so a request costs a lookup, not a rebuild: revalidation
 * with ETag / Last-Modified gets a 304, and a client that accepts compression gets the
 * compressed bytes (about a tenth of the JSON).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { buildDescriptors, indexBuildId, lastUpdatedDate } from './filter-index.ts';

interface Entry {
  key: string;
  etag: string;
  lastModified: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const cache = new WeakMap<Db, Entry>();

function current(db: Db): Entry {
  const buildId = indexBuildId(db);
  const updated = lastUpdatedDate(db);
  const key = `${buildId}|${updated}`;
  const cached = cache.get(db);
  if (cached?.key === key) return cached;
  const identity = Buffer.from(JSON.stringify(buildDescriptors(db)));
  const entry: Entry = {
    key,
    etag: `"${buildId}-${updated.replace(/\D/g, '')}"`,
    lastModified: new Date(`${updated.replace(' ', 'T')}Z`).toUTCString(),
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  };
  cache.set(db, entry);
  return entry;
}

/** Which encoding to send for an Accept-Encoding header (q=0 excluded). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function sendDescriptors(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const entry = current(db);
  reply.headers({ 'Cache-Control': 'no-cache', ETag: entry.etag, 'Last-Modified': entry.lastModified, Vary: 'Accept-Encoding' });
  const match = request.headers['if-none-match'];
  const since = request.headers['if-modified-since'];
  const fresh =
    match !== undefined
      ? match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)
      : since !== undefined && Date.parse(since) >= Date.parse(entry.lastModified);
  if (fresh) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(encoding === 'identity' ? entry.identity : entry[encoding]);
}
