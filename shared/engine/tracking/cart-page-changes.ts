/**
 * What the classic cart page's own controls change (WooCommerce's cart form): a line's remove
 * link names its cart item key (`?remove_item=<key>`), and the form sends each line's new
 * quantity as `cart[<key>][qty]`. Whether WooCommerce's cart.js sends them by ajax or the
 * browser posts the form, the collectors read the change from here.
 */

/** The cart item key a remove link names; null for any other link. */
export function removedItemKey(href: string, base: string): string | null {
  try {
    const key = new URL(href, base).searchParams.get('remove_item');
    return key && /^[\w-]{1,64}$/.test(key) ? key : null;
  } catch {
    return null;
  }
}

/** The quantities a cart form sends, by cart item key: whole numbers from 0 (an empty or malformed field changes nothing, as on the server). */
export function cartFormQuantities(fields: Iterable<[string, unknown]>): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const [name, value] of fields) {
    const key = /^cart\[([\w-]{1,64})\]\[qty\]$/.exec(name)?.[1];
    const text = typeof value === 'string' ? value.trim() : '';
    if (key && /^\d{1,6}$/.test(text)) quantities.set(key, Number(text));
  }
  return quantities;
}

/**
 * Whether a submit of the cart form changes quantities. WooCommerce's form handler sets them for
 * each of the form's buttons: "Update cart", "proceed", and "Apply coupon" too ("they are in the
 * same form"), which is also the button the browser presses for Enter in a field (the form's
 * first); a submit without one changes nothing. WooCommerce's cart.js takes the submit over
 * (`taken`): it sets them for "Update cart" or with the focus in a quantity field, and sends
 * "Apply coupon" as the code alone.
 */
export function updatesQuantities(o: { submitter: string | null; taken: boolean; focusInQuantity: boolean }): boolean {
  if (o.submitter === 'update_cart') return true;
  if (o.taken) return o.focusInQuantity;
  return o.submitter === 'apply_coupon' || o.submitter === 'proceed';
}
