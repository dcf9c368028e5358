/** WooCommerce's visible states of an add-to-cart button: loading, added, and the 'View cart' link. */
export function markLoading(button: HTMLElement): void {
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  button.dataset.state = 'loading';
}

export function markDone(button: HTMLElement, state: 'added' | 'error' | 'idle'): void {
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');
  button.classList.toggle('added', state === 'added');
  button.dataset.state = state;
}

/** Adds the 'View cart' link after the button once, as WooCommerce does (not on the cart page). */
export function showViewCartLink(button: HTMLElement, cartUrl: string, text: string): void {
  if (button.parentElement?.querySelector('.added_to_cart')) return;
  const link = document.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = text;
  link.textContent = text;
  button.after(link);
}

/** Every data-* of the button as WooCommerce sends it (data-product_id -> product_id). */
export function buttonFields(button: HTMLElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const attribute of button.attributes) {
    if (attribute.name.startsWith('data-') && attribute.name !== 'data-state') fields[attribute.name.slice(5)] = attribute.value;
  }
  if (!fields.quantity) fields.quantity = '1';
  return fields;
}
