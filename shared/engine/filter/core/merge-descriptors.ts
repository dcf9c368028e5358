/**
 * Incremental update of the descriptors: deleted ids removed, changed
 * descriptors merged in. Decision: a main product that arrives in an update brings its whole
 * family, so its variations not in the update are dropped (a variation deleted on the server
 * disappears even when the server reports only the parent).
 */
export interface DescriptorsUpdate {
  deleted: unknown[];
  descriptors: Record<string, unknown>;
}

const parentOf = (d: unknown): string | null => (Array.isArray(d) && d.length >= 2 ? String(d[1]) : null);

/** Is this a well-formed answer of the updated-descriptors route? */
export function isDescriptorsUpdate(value: unknown): value is DescriptorsUpdate {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { deleted, descriptors } = value as Record<string, unknown>;
  const okDeleted = deleted === undefined || Array.isArray(deleted);
  const okDescriptors =
    descriptors === undefined ||
    (Array.isArray(descriptors) && descriptors.length === 0) ||
    (!!descriptors && typeof descriptors === 'object' && !Array.isArray(descriptors));
  return okDeleted && okDescriptors;
}

export function mergeDescriptors(base: Record<string, unknown>, update: DescriptorsUpdate): Record<string, unknown> {
  const incoming = Array.isArray(update.descriptors) ? {} : (update.descriptors ?? {});
  const deleted = new Set((update.deleted ?? []).map(String));
  const refreshedParents = new Set<string>();
  for (const [id, d] of Object.entries(incoming)) if (parentOf(d) === id) refreshedParents.add(id);
  const out: Record<string, unknown> = {};
  for (const [id, d] of Object.entries(base)) {
    const parent = parentOf(d);
    if (deleted.has(id) || (parent !== null && parent !== id && (deleted.has(parent) || refreshedParents.has(parent)))) continue;
    out[id] = d;
  }
  for (const [id, d] of Object.entries(incoming)) if (!deleted.has(id)) out[id] = d;
  return out;
}
