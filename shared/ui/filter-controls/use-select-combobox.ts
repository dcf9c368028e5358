/**
 * State and keys of the select filter's combobox (WAI-ARIA's combobox with list autocomplete):
 * typing narrows the options (no option is picked by typing alone), Down/Up move through the
 * enabled options (Alt+Down opens without moving), Enter picks the active one, Escape closes the
 * list (or, closed, puts the selection's text back), Tab and leaving the box close it.
 */
import { useState, type KeyboardEvent } from 'react';
import type { FilterValue } from '../../engine/filter/config/filter-config.ts';
import { narrowValues, plainLabel } from '../../engine/filter/presentation/value-search.ts';

export const isEnabled = (v: FilterValue) => !v.disabled || v.selected;

/** The next enabled option from `from` in `step` direction, wrapping; -1 when none is enabled. */
export function nextEnabled(items: FilterValue[], from: number, step: 1 | -1): number {
  for (let n = 1; n <= items.length; n++) {
    const i = (((from + step * n) % items.length) + items.length) % items.length;
    if (isEnabled(items[i]!)) return i;
  }
  return -1;
}

/** `options`: the filter's values; `onPick(value)` when an option not yet selected is chosen. */
export function useSelectCombobox(options: FilterValue[], onPick: (value: FilterValue) => void) {
  const selected = options.find((v) => v.selected) ?? null;
  const [typed, setTyped] = useState<string | null>(null); // null: the box shows the selection
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = typed === null ? options : narrowValues(options, typed);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (v: FilterValue) => {
    close();
    setTyped(null);
    if (!v.selected) onPick(v);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) setOpen(true);
        if (event.altKey) return; // Alt+Down opens without moving
        setActive(nextEnabled(items, active === -1 ? (step === 1 ? -1 : 0) : active, step));
        return;
      }
      case 'Enter':
        if (open && active >= 0 && items[active]) {
          event.preventDefault();
          pick(items[active]!);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation(); // closes the list, not a panel around it
          close();
        } else if (typed !== null) {
          event.stopPropagation();
          setTyped(null);
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  return {
    selected,
    items,
    open,
    active,
    onKeyDown,
    pick,
    text: typed ?? (selected ? plainLabel(selected.label) : ''),
    onType: (value: string) => {
      setTyped(value);
      setOpen(true);
      setActive(-1);
    },
    onBlur: () => {
      close();
      setTyped(null);
    },
    onToggle: () => (open ? close() : setOpen(true)),
  };
}
