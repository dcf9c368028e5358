/**
 * The filter descriptors answer, in the JSON and the compact format, built once per index state
 * (build id + last update) and kept with their gzip and Brotli encodings, so a request costs a lookup, not a rebuild: revalidation
 * with ETag / Last-Modified gets a 304, and a client that accepts compression gets the
 * compressed bytes (about a tenth of the JSON). Each format and encoding is made when first
 * asked for: after a change, browsers ask for the compact file in Brotli, and making the JSON
 * and its gzip too would hold that answer up by seconds at 10k products.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { pickEncoding, type Encoding } from '../accept-encoding.ts';
import { etagMatches } from '../etag-match.ts';
import { encodeCompact } from '../../../shared/engine/filter/compact/encode-compact.ts';
import { catalogueState, perCatalogueState } from './catalogue-state.ts';
import { descriptorsBuildId, type DescriptorOptions } from './filter-index.ts';
import { currentDescriptors } from './kept-descriptors.ts';

/** One format's bytes, as sent and compressed (each made on first use). */
interface Encoded {
  etag: string;
  bytes(encoding: Encoding): Buffer;
}

interface Entry {
  lastModified: string;
  json: Encoded;
  compact: Encoded;
}

export type DescriptorsFormat = 'json' | 'compact';

const CONTENT_TYPES: Record<DescriptorsFormat, string> = { json: 'application/json; charset=utf-8', compact: 'application/octet-stream' };

/** Per store and catalogue state, per descriptors build id (the variants of the options). */
const entriesFor = perCatalogueState(() => new Map<string, Entry>());

const COMPRESS: Record<Exclude<Encoding, 'identity'>, (identity: Buffer) => Buffer> = {
  gzip: (identity) => gzipSync(identity, { level: 9 }),
  br: (identity) => brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
};

function encoded(make: () => Buffer, etag: string): Encoded {
  const made = new Map<Encoding, Buffer>();
  const bytes = (encoding: Encoding): Buffer => {
    let out = made.get(encoding);
    if (!out) made.set(encoding, (out = encoding === 'identity' ? make() : COMPRESS[encoding](bytes('identity'))));
    return out;
  };
  return { etag, bytes };
}

function current(db: Db, options: DescriptorOptions): Entry {
  const entries = entriesFor(db);
  const buildId = descriptorsBuildId(db, options);
  const cached = entries.get(buildId);
  if (cached) return cached;
  const { updated } = catalogueState(db);
  const descriptors = currentDescriptors(db, options);
  const tag = `${buildId}-${updated.replace(/\D/g, '')}`;
  const entry: Entry = {
    lastModified: new Date(`${updated.replace(' ', 'T')}Z`).toUTCString(),
    json: encoded(() => Buffer.from(JSON.stringify(descriptors)), `"${tag}"`),
    compact: encoded(() => Buffer.from(encodeCompact(descriptors)), `"${tag}-compact"`),
  };
  entries.set(buildId, entry);
  return entry;
}

export function sendDescriptors(db: Db, request: FastifyRequest, reply: FastifyReply, format: DescriptorsFormat = 'json', options: DescriptorOptions = {}) {
  const entry = current(db, options);
  const body = entry[format];
  const encoding = pickEncoding(request.headers['accept-encoding']);
  // Each encoding is a representation of its own, with its own ETag (a 304 confirms the bytes the client holds).
  const etag = encoding === 'identity' ? body.etag : body.etag.replace(/"$/, `-${encoding}"`);
  reply.headers({ 'Cache-Control': 'no-cache', ETag: etag, 'Last-Modified': entry.lastModified, Vary: 'Accept-Encoding' });
  const match = request.headers['if-none-match'];
  const since = request.headers['if-modified-since'];
  const fresh = match !== undefined ? etagMatches(match, etag) : since !== undefined && Date.parse(since) >= Date.parse(entry.lastModified);
  if (fresh) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type(CONTENT_TYPES[format]).send(body.bytes(encoding));
}
