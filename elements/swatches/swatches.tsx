/**
 * Replaces the attribute selects of the variation forms it wraps with swatches, kept in step
 * with the selects both ways: a swatch sets its select and fires 'change' (WooCommerce's form
 * logic and <shop-add-to-cart> react as to a shopper's pick); a select changed by anything else
 * (reset, a variation chosen elsewhere) and the options the form disables show on the swatches.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { choose, swatchOptions, type SwatchOption } from '../../shared/engine/cart/swatches.ts';
import { SwatchGroupView } from './swatches.view.tsx';

export interface SwatchesProps {
  container?: HTMLElement | ShadowRoot;
  /** A click on the chosen swatch keeps it chosen (by default it clears the choice). */
  noDeselect?: boolean;
}

interface Group {
  select: HTMLSelectElement;
  /** Where the swatches render: next to the select. */
  slot: HTMLElement;
  labelledBy: string;
}

let labelCount = 0;

function readOptions(select: HTMLSelectElement): SwatchOption[] {
  return swatchOptions(
    [...select.options].map((o) => ({
      value: o.value,
      text: o.text,
      disabled: o.disabled,
      selected: o.selected && o.value !== '',
      color: o.dataset.color,
      image: o.dataset.image,
    })),
  );
}

/** The label naming a select (its <label for>), given an id for aria-labelledby. */
function labelIdOf(select: HTMLSelectElement): string {
  const label = select.labels?.[0] ?? null;
  if (!label) return '';
  if (!label.id) label.id = `shop-swatches-label-${++labelCount}`;
  return label.id;
}

export function Swatches({ container, noDeselect = false }: SwatchesProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  // The selects found once; their options (values, what the form disables) follow every change.
  const [groups, setGroups] = useState<Group[]>([]);
  const [options, setOptions] = useState<SwatchOption[][]>([]);

  // Once: a place for each select's swatches, the select hidden (it stays in the form).
  useLayoutEffect(() => {
    if (!host) return;
    const made = [...host.querySelectorAll<HTMLSelectElement>('form.variations_form select[name^="attribute_"]')].map((select) => {
      const slot = document.createElement('div');
      slot.className = 'shop-Swatches-slot';
      // The form's own listeners hear the select's change, not the radios' (React reads radios from clicks).
      slot.addEventListener('change', (event) => event.stopPropagation());
      select.after(slot);
      select.hidden = true;
      return { select, slot, labelledBy: labelIdOf(select) };
    });
    setGroups(made);
    setOptions(made.map((group) => readOptions(group.select)));
    return () => {
      for (const group of made) {
        group.slot.remove();
        group.select.hidden = false;
      }
    };
  }, [host]);

  // The selects' values and enabled options, whoever changed them.
  useEffect(() => {
    if (!host || groups.length === 0) return;
    const refresh = () => setOptions(groups.map((group) => readOptions(group.select)));
    const observer = new MutationObserver(refresh);
    for (const group of groups) observer.observe(group.select, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'selected'] });
    host.addEventListener('change', refresh);
    // The form's reset link empties the selects without a change of their own.
    const onReset = (event: Event) => (event.target as Element).closest?.('.reset_variations') && setTimeout(refresh);
    host.addEventListener('click', onReset);
    return () => {
      observer.disconnect();
      host.removeEventListener('change', refresh);
      host.removeEventListener('click', onReset);
    };
  }, [host, groups]);

  return (
    <>
      <slot />
      {groups.map((group, i) =>
        createPortal(
          <SwatchGroupView
            name={`${group.select.name}-swatch`}
            labelledBy={group.labelledBy}
            options={options[i] ?? []}
            onChoose={(option) => {
              const next = choose(group.select.value, option, !noDeselect);
              if (next === null) return;
              group.select.value = next;
              group.select.dispatchEvent(new Event('change', { bubbles: true }));
            }}
          />,
          group.slot,
          group.select.name,
        ),
      )}
    </>
  );
}
