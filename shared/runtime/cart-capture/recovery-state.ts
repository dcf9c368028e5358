/**
 * The capture's state in the browser (localStorage `shop_cart_recovery`, written only under
 * marketing consent): whether the shop has saved a contact, the custom e-mail waiting to be
 * sent, and the last capture not saved yet (so a failure or a reload loses nothing).
 */
import { readStoredObject, updateStoredObject } from '../../platform/storage.ts';

export const RECOVERY_KEY = 'shop_cart_recovery';

export interface RecoveryState {
  contact_saved?: boolean;
  custom_email?: string;
  pending?: Record<string, string>;
}

export const readRecovery = (): RecoveryState => readStoredObject<RecoveryState>('local', RECOVERY_KEY);

export const updateRecovery = (change: Partial<RecoveryState>): RecoveryState => updateStoredObject<RecoveryState>('local', RECOVERY_KEY, change);
