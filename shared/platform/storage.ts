/** Web Storage that never throws (private mode, quota, disabled storage all read as empty). */
export type StorageKind = 'session' | 'local';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the cart still works, it just refetches on the next page.
  }
}

/** A JSON object kept in storage: {} when absent, unreadable or not an object. */
export function readStoredObject<T extends object>(kind: StorageKind, key: string): Partial<T> {
  try {
    const value = JSON.parse(readStorage(kind, key) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** Merges `change` into the stored object; a key set to undefined is removed. Returns the result. */
export function updateStoredObject<T extends object>(kind: StorageKind, key: string, change: Partial<T>): Partial<T> {
  const next: Record<string, unknown> = { ...readStoredObject<T>(kind, key), ...change };
  for (const [name, value] of Object.entries(change)) if (value === undefined) delete next[name];
  writeStorage(kind, key, JSON.stringify(next));
  return next as Partial<T>;
}
