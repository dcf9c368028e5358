/**
 * Descriptors (the JSON contract) → the compact index format (format.ts). The same rows the
 * index is built from (readDescriptors, groupRows), so decoding gives an equal index. Sizes for
 * 10k products: docs/filter-engine.md. Run by servers (the demo store, the build script), never
 * in the browser.
 */
import { readDescriptors, valueList, valueText } from '../core/descriptors.ts';
import { groupRows } from '../core/row-groups.ts';
import { ByteWriter, zigzag } from './bytes.ts';
import { CHILD, isExact, MAGIC, numericBase, scaled, TYPE_CODES, VERSION, type Header, type SourceHeader } from './format.ts';

type Texts = (string | null)[];

/** Variations' values coded as number differences pay when they are this varied (prices). */
const NUMERIC_DISTINCT_MIN = 256;
const MAX_DECIMALS = 4;

export interface EncodeOptions {
  /** Variations' values of a source are coded as number differences from this many distinct values on (tests force 0). */
  numericDistinctMin?: number;
}

export function encodeCompact(input: unknown, warn: (message: string) => void = () => {}, options: EncodeOptions = {}): Uint8Array {
  const { rows, rowParent } = groupRows(readDescriptors(input, warn), warn);
  const sourceIds: string[] = [];
  const seen = new Set<string>();
  for (const row of rows)
    for (const id in row.sources)
      if (!seen.has(id)) {
        seen.add(id);
        sourceIds.push(id);
      }

  const header: Header = { rows: rows.length, sources: [] };
  const streams: Uint8Array[] = [rowStream(rows, rowParent)];
  for (const sourceId of sourceIds) {
    const lists: (Texts | null)[] = rows.map((row) => (sourceId in row.sources ? valueList(row.sources[sourceId]).map(valueText) : null));
    const { source, written } = encodeSource(sourceId, lists, rowParent, options.numericDistinctMin ?? NUMERIC_DISTINCT_MIN);
    header.sources.push(source);
    streams.push(...written);
  }

  const out = new ByteWriter();
  out.bytes(Uint8Array.from([...MAGIC, VERSION]));
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  out.varint(headerBytes.length);
  out.bytes(headerBytes);
  for (const stream of streams) {
    out.varint(stream.length);
    out.bytes(stream);
  }
  return out.result();
}

function rowStream(rows: ReturnType<typeof groupRows>['rows'], rowParent: number[]): Uint8Array {
  const w = new ByteWriter();
  let previous = 0;
  rows.forEach((row, r) => {
    // Ids usually rise: the difference minus one is 0 for consecutive ids.
    w.varint(zigzag(row.id - previous - 1));
    previous = row.id;
    w.varint(TYPE_CODES[row.type ?? 'none'] | (rowParent[r] === r ? 0 : CHILD));
  });
  return w.result();
}

function encodeSource(id: string, lists: (Texts | null)[], rowParent: number[], numericDistinctMin: number): { source: SourceHeader; written: Uint8Array[] } {
  const single = lists.every((list) => !list || list.length <= 1);
  const scale = numericScale(lists, rowParent, numericDistinctMin);
  // The values coded through the list (main rows', variations' not found on their product),
  // the most frequent first: they get the smallest (one-byte) codes.
  // Plain loops, no closure per row: the demo's server (tsx keeps functions' names) re-encodes
  // the whole catalogue after a change, and a closure per row and source cost seconds at 10k.
  const frequency = new Map<string | null, number>();
  for (let r = 0; r < lists.length; r++) {
    const isMain = rowParent[r] === r;
    if (!isMain && scale !== undefined) continue;
    const parentList = isMain ? null : lists[rowParent[r]!];
    for (const v of lists[r] ?? []) if (!parentList?.includes(v)) frequency.set(v, (frequency.get(v) ?? 0) + 1);
  }
  const values = [...frequency.keys()].sort((a, b) => frequency.get(b)! - frequency.get(a)!);
  const code = new Map(values.map((v, i) => [v, i]));

  const [mainCounts, mainValues, childCounts, childValues] = [new ByteWriter(), new ByteWriter(), new ByteWriter(), new ByteWriter()];
  for (let r = 0; r < lists.length; r++) {
    const isMain = rowParent[r] === r;
    const parentList = isMain ? [] : (lists[rowParent[r]!] ?? []);
    const out = isMain ? mainValues : childValues;
    const own = lists[r] ?? [];
    if (single) out.varint(own.length === 0 ? 0 : valueCode(own[0]!, isMain, parentList, code, scale) + 1);
    else {
      (isMain ? mainCounts : childCounts).varint(own.length);
      for (const v of own) out.varint(valueCode(v, isMain, parentList, code, scale));
    }
  }
  return {
    source: { id, values, single, ...(scale === undefined ? {} : { scale }) },
    written: [mainCounts.result(), mainValues.result(), childCounts.result(), childValues.result()],
  };
}

/** A value's code: a main row's through the list; a variation's as a number difference from its product's, or by its place among its product's values, else after them through the list. */
function valueCode(v: string | null, isMain: boolean, parentList: Texts, code: Map<string | null, number>, scale: number | undefined): number {
  if (isMain) return code.get(v)!;
  if (scale !== undefined) return zigzag(scaled(v!, scale) - numericBase(parentList, scale));
  const place = parentList.indexOf(v);
  return place >= 0 ? place : parentList.length + code.get(v)!;
}

/** The scale for coding variations' values as differences, or undefined when they are not all such numbers or too few. */
function numericScale(lists: (Texts | null)[], rowParent: number[], distinctMin: number): number | undefined {
  const texts = new Set<string>();
  for (let r = 0; r < lists.length; r++) {
    if (rowParent[r] === r) continue;
    for (const v of lists[r] ?? []) {
      if (typeof v !== 'string') return undefined;
      texts.add(v);
    }
  }
  if (texts.size === 0 || texts.size < distinctMin) return undefined;
  for (let decimals = 0, scale = 1; decimals <= MAX_DECIMALS; decimals++, scale *= 10) {
    if ([...texts].every((t) => isExact(t, scale))) return scale;
  }
  return undefined;
}
