/**
 * The compact index format (format.ts) → descriptors, the same map the JSON carries (values as
 * text), so everything after the download is one path. Throws CorruptIndexError on anything it
 * cannot read: the loader then falls back to the JSON.
 */
import { ByteReader, CorruptIndexError, unzigzag } from './bytes.ts';
import { CHILD, MAGIC, numericBase, VERSION, type Header, type SourceHeader } from './format.ts';
import { MAX_PRODUCT_ID } from '../core/descriptors.ts';

type Texts = (string | null)[];
type ProductType = 'simple' | 'variable' | 'variation';
export type DecodedDescriptor = [id: number, parentId: number, sources: Record<string, Texts>, type?: ProductType];

const TYPES: (ProductType | undefined)[] = [undefined, 'simple', 'variable', 'variation'];

export function isCompactIndex(bytes: Uint8Array): boolean {
  return bytes.length > MAGIC.length && MAGIC.every((b, i) => bytes[i] === b);
}

/** The reader past the magic and version, at the header; throws on another format or version. */
function openCompact(bytes: Uint8Array): ByteReader {
  if (!isCompactIndex(bytes)) throw new CorruptIndexError('not this format');
  const reader = new ByteReader(bytes);
  reader.take(MAGIC.length);
  const version = reader.byte();
  if (version !== VERSION) throw new CorruptIndexError(`version ${version} is not ${VERSION}`);
  return reader;
}

/** How many descriptors the file holds, read from its header alone (no decoding). */
export function compactRowCount(bytes: Uint8Array): number {
  return readHeader(openCompact(bytes)).rows;
}

export function decodeCompact(bytes: Uint8Array): Record<number, DecodedDescriptor> {
  const reader = openCompact(bytes);
  const header = readHeader(reader);
  const stream = () => new ByteReader(reader.take(reader.varint()));

  const ids = stream();
  // Each row takes at least two bytes: a damaged count must not allocate the impossible.
  if (header.rows * 2 > ids.remaining) throw new CorruptIndexError('the rows do not add up');
  const rows: DecodedDescriptor[] = new Array(header.rows);
  const mainOf = new Int32Array(header.rows);
  let previous = 0;
  let main = -1;
  for (let r = 0; r < header.rows; r++) {
    const id = previous + unzigzag(ids.varint()) + 1;
    previous = id;
    const kind = ids.varint();
    const child = (kind & CHILD) !== 0;
    // An id the index cannot hold is as unreadable as a damaged row: the JSON is read instead.
    if (!Number.isInteger(id) || id <= 0 || id > MAX_PRODUCT_ID || kind > 7 || (child && main < 0)) throw new CorruptIndexError('a row is not valid');
    if (!child) main = r;
    mainOf[r] = main;
    const type = TYPES[kind & 3];
    rows[r] = type ? [id, child ? rows[main]![0] : id, {}, type] : [id, child ? rows[main]![0] : id, {}];
  }
  if (!ids.atEnd) throw new CorruptIndexError('the rows do not add up');

  const none: Texts = [];
  for (const source of header.sources) {
    const [mainCounts, mainValues, childCounts, childValues] = [stream(), stream(), stream(), stream()];
    const key = source.id;
    for (let r = 0; r < header.rows; r++) {
      const isMain = mainOf[r] === r;
      const values = isMain ? mainValues : childValues;
      const parentList = isMain ? none : (rows[mainOf[r]!]![2][key] ?? none);
      if (source.single) {
        const code = values.varint();
        if (code > 0) rows[r]![2][key] = [decodeValue(source, code - 1, isMain, parentList)];
        continue;
      }
      const count = (isMain ? mainCounts : childCounts).varint();
      if (count === 0) continue;
      if (count > values.remaining) throw new CorruptIndexError(`source ${key} does not add up`);
      const list: Texts = new Array(count);
      for (let i = 0; i < count; i++) list[i] = decodeValue(source, values.varint(), isMain, parentList);
      rows[r]![2][key] = list;
    }
    if (![mainCounts, mainValues, childCounts, childValues].every((s) => s.atEnd)) throw new CorruptIndexError(`source ${key} does not add up`);
  }
  if (!reader.atEnd) throw new CorruptIndexError('bytes left over');

  const map: Record<number, DecodedDescriptor> = {};
  for (const row of rows) map[row[0]] = row;
  return map;
}

function decodeValue(source: SourceHeader, code: number, isMain: boolean, parentList: Texts): string | null {
  if (isMain || source.scale === undefined) {
    const place = isMain ? code : code - parentList.length;
    if (!isMain && place < 0) return parentList[code]!;
    if (place >= source.values.length) throw new CorruptIndexError(`source ${source.id} names a value it does not list`);
    return source.values[place]!;
  }
  return String((numericBase(parentList, source.scale) + unzigzag(code)) / source.scale);
}

function readHeader(reader: ByteReader): Header {
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(reader.take(reader.varint())));
  } catch (error) {
    if (error instanceof CorruptIndexError) throw error;
    throw new CorruptIndexError('the header is not JSON');
  }
  const h = header as Header;
  const valid =
    !!h &&
    Number.isSafeInteger(h.rows) &&
    h.rows >= 0 &&
    Array.isArray(h.sources) &&
    h.sources.every(
      (s) =>
        !!s &&
        typeof s.id === 'string' &&
        typeof s.single === 'boolean' &&
        Array.isArray(s.values) &&
        s.values.every((v) => v === null || typeof v === 'string') &&
        (s.scale === undefined || (Number.isInteger(s.scale) && s.scale >= 1)),
    );
  if (!valid) throw new CorruptIndexError('the header is not valid');
  return h;
}
