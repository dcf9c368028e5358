/**
 * Mirrors the product page's add-to-cart form in a bar that sticks to the bottom of the screen
 * once the form's button has scrolled out of view above. The bar has no form of its own: its options and quantity are the page form's, kept in
 * step both ways, and its button submits the page form — so it adds exactly the same variation
 * and quantity, with the same checks and messages.
 */
import { useCallback, useEffect, useState } from 'react';
import { StickyBarView, type BarAttribute } from './sticky-add-to-cart.view.tsx';

export interface StickyAddToCartProps {
  container?: HTMLElement | ShadowRoot;
  /** The page form (default: the first form.cart that is not in a dialog). */
  form?: string;
}

interface Snapshot {
  title: string;
  price: string;
  attributes: BarAttribute[];
  quantity: string;
  limits: { min: string; max: string; step: string };
  canAdd: boolean;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function snapshot(form: HTMLFormElement): Snapshot {
  const product = form.closest('.product') ?? document;
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const qty = form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]');
  const attributes = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')].map((select) => ({
    name: select.name,
    label: text(select.labels?.[0]) || select.name.replace(/^attribute_(pa_)?/, ''),
    value: select.value,
    options: [...select.options].map((o) => ({ value: o.value, text: o.text, disabled: o.disabled })),
  }));
  return {
    title: text(product.querySelector('.product_title')),
    // The chosen variation's price once there is one, else the product's.
    price: text(form.querySelector('.single_variation .price')) || text(product.querySelector('.summary > .price, p.price')),
    attributes,
    quantity: qty?.value ?? '1',
    limits: { min: qty?.min ?? '1', max: qty?.max ?? '', step: qty?.step ?? '1' },
    canAdd: !!button && !button.classList.contains('disabled'),
  };
}

function setField(field: HTMLInputElement | HTMLSelectElement | null, value: string): void {
  if (!field || field.value === value) return;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function StickyAddToCart({ form: formSelector }: StickyAddToCartProps) {
  const [form] = useState(() => [...document.querySelectorAll<HTMLFormElement>(formSelector || 'form.cart')].find((f) => !f.closest('dialog')) ?? null);
  const [state, setState] = useState<Snapshot | null>(() => (form ? snapshot(form) : null));
  const [active, setActive] = useState(false);

  // The bar follows the form: any change of its fields, its button's state, its variation text.
  useEffect(() => {
    if (!form) return;
    const refresh = () => setState(snapshot(form));
    const observer = new MutationObserver(refresh);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'disabled', 'value'] });
    form.addEventListener('input', refresh);
    form.addEventListener('change', refresh);
    return () => {
      observer.disconnect();
      form.removeEventListener('input', refresh);
      form.removeEventListener('change', refresh);
    };
  }, [form]);

  // Shown while the page's button is above the viewport (scrolled past), not below it. Read on
  // scroll (once a frame): an intersection observer misses a jump from above to below the view.
  useEffect(() => {
    const button = form?.querySelector('.single_add_to_cart_button');
    if (!button) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setActive(button.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [form]);

  const onAdd = useCallback(() => {
    const button = form?.querySelector<HTMLButtonElement>('.single_add_to_cart_button');
    if (form && button) form.requestSubmit(button);
  }, [form]);

  if (!form || !state) return null;
  return (
    <StickyBarView
      active={active}
      title={state.title}
      price={state.price}
      attributes={state.attributes}
      quantity={state.quantity}
      quantityLimits={state.limits}
      canAdd={state.canAdd}
      onAttribute={(name, value) => setField(form.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(name)}"]`), value)}
      onQuantity={(value) => {
        setState((now) => (now ? { ...now, quantity: value } : now));
        setField(form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]'), value);
      }}
      onAdd={onAdd}
    />
  );
}
