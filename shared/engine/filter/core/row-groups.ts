/**
 * The index's row order: each main product followed by its variations, main products in
 * descriptor order. A variation whose parent is missing (or is itself a variation) has no row.
 * Shared by the index build and the compact format's encoder, so both see the same rows.
 */
import type { CleanDescriptor } from './descriptors.ts';

export interface RowGroups {
  rows: CleanDescriptor[];
  /** Row index of each row's main product (itself for a main product). */
  rowParent: number[];
}

export function groupRows(descriptors: readonly CleanDescriptor[], warn: (message: string) => void): RowGroups {
  const byId = new Map<number, CleanDescriptor>();
  for (const d of descriptors) byId.set(d.id, d);
  const children = new Map<number, CleanDescriptor[]>();
  let orphans = 0;
  for (const d of descriptors) {
    if (d.parentId === d.id) continue;
    const parent = byId.get(d.parentId);
    if (!parent || parent.parentId !== parent.id) {
      orphans++;
      continue;
    }
    const list = children.get(d.parentId);
    if (list) list.push(d);
    else children.set(d.parentId, [d]);
  }
  if (orphans) warn(`${orphans} variation(s) whose parent is missing skipped.`);
  const rows: CleanDescriptor[] = [];
  const rowParent: number[] = [];
  for (const d of descriptors) {
    if (d.parentId !== d.id) continue;
    const parentIndex = rows.length;
    rows.push(d);
    rowParent.push(parentIndex);
    for (const child of children.get(d.id) ?? []) {
      rows.push(child);
      rowParent.push(parentIndex);
    }
  }
  return { rows, rowParent };
}
