/**
 * Checkout progress: step 2 when a valid billing e-mail is first typed, step 3 when a payment
 * method is first chosen, step 4 when the order is placed (any step missed fires then, in
 * order); shipping info once the address is complete.
 */
export interface CheckoutProgress {
  fired: number[];
}

export const startCheckout = (): CheckoutProgress => ({ fired: [] });

/** The steps to fire now for reaching `step` (the missing earlier ones first); the progress after. */
export function reachStep(progress: CheckoutProgress, step: 2 | 3 | 4): { steps: number[]; next: CheckoutProgress } {
  const steps = step === 4 ? [2, 3, 4].filter((s) => !progress.fired.includes(s)) : progress.fired.includes(step) ? [] : [step];
  return { steps, next: { fired: [...progress.fired, ...steps] } };
}

export const SHIPPING_FIELDS = ['first_name', 'last_name', 'address_1', 'city', 'postcode', 'country'] as const;

/** Whether the address the shipping-info event waits for is complete. */
export const shippingAddressComplete = (fields: Partial<Record<(typeof SHIPPING_FIELDS)[number], string>>): boolean =>
  SHIPPING_FIELDS.every((name) => (fields[name] ?? '').trim() !== '');

/** Shipping and payment labels as text: tags, newlines and tabs out, trimmed. */
export const plainLabel = (label: string): string =>
  label
    .replace(/<[^>]*>/g, '')
    .replace(/[\n\t\r]+/g, ' ')
    .trim();

/** A cart quantity change as the events it means: 0 removes the line, lower removes the difference, higher adds it. */
export function quantityChange(before: number, after: number): { event: 'add_to_cart' | 'remove_from_cart'; quantity: number } | null {
  if (after === before) return null;
  if (after <= 0) return { event: 'remove_from_cart', quantity: before };
  return after < before ? { event: 'remove_from_cart', quantity: before - after } : { event: 'add_to_cart', quantity: after - before };
}
