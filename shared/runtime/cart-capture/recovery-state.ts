/**
 * The capture's state in the browser (localStorage `shop_cart_recovery`, written only under
 * marketing consent): whether the shop has saved a contact, the custom e-mail waiting to be
 * sent, and the last capture not saved yet (so a failure or a reload loses nothing).
 */
export const RECOVERY_KEY = 'shop_cart_recovery';

export interface RecoveryState {
  contact_saved?: boolean;
  custom_email?: string;
  pending?: Record<string, string>;
}

export function readRecovery(): RecoveryState {
  try {
    const value = JSON.parse(localStorage.getItem(RECOVERY_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as RecoveryState) : {};
  } catch {
    return {};
  }
}

export function updateRecovery(change: Partial<RecoveryState>): RecoveryState {
  const next = { ...readRecovery(), ...change };
  for (const key of Object.keys(change) as (keyof RecoveryState)[]) if (change[key] === undefined) delete next[key];
  try {
    localStorage.setItem(RECOVERY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the capture still goes out from memory on this page.
  }
  return next;
}
