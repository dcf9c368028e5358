/**
 * The cart widget's markup is replaced on every change (fragments). A focused control inside it
 * would be removed with the old markup and the focus would fall to the page's body, so the
 * control's place is noted just before the replacement and the focus put back on its
 * counterpart in the new markup. Only focus that was inside the widget at that moment is
 * restored: a shopper who tabbed on is never pulled back.
 */
const ITEM = 'li.woocommerce-mini-cart-item, li.mini_cart_item';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea';

export interface WidgetFocus {
  /** Cart item key of the line the control belongs to ('' outside a line). */
  key: string;
  control: 'remove' | 'quantity' | 'other';
  /** The line's place in the list (-1 outside a line). */
  line: number;
  /** The control's place among the widget's focusable controls. */
  position: number;
}

export type FocusOutcome = 'restored' | 'moved-to-neighbour' | 'no-lines-left' | 'not-inside';

function keyOf(element: Element | null): string {
  return (element as HTMLElement | null)?.dataset?.cart_item_key ?? '';
}

function removeLinkOf(line: Element): HTMLElement | null {
  return line.querySelector<HTMLElement>('a.remove');
}

export function noteFocus(widget: HTMLElement): WidgetFocus | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !widget.contains(active)) return null;
  const line = active.closest(ITEM);
  const lines = [...widget.querySelectorAll(ITEM)];
  return {
    key: keyOf(active) || keyOf(line?.querySelector('[data-cart_item_key]') ?? null),
    control: active.matches('a.remove') ? 'remove' : active.matches('input.qty') ? 'quantity' : 'other',
    line: line ? lines.indexOf(line) : -1,
    position: [...widget.querySelectorAll(FOCUSABLE)].indexOf(active),
  };
}

/**
 * Focus for the new markup: the same control of the same line; when that line is gone (it was
 * removed), the remove link of the line now in its place, else of the new last line; when no
 * line is left, nothing is focused and the caller decides ('no-lines-left').
 */
export function restoreFocus(widget: HTMLElement, noted: WidgetFocus | null): FocusOutcome {
  if (!noted) return 'not-inside';
  const lines = [...widget.querySelectorAll(ITEM)];
  if (noted.line >= 0) {
    const same = lines.find((line) => line.querySelector(`[data-cart_item_key="${CSS.escape(noted.key)}"]`));
    if (same) {
      const control = noted.control === 'quantity' ? same.querySelector<HTMLElement>('input.qty') : removeLinkOf(same);
      (control ?? same.querySelector<HTMLElement>(FOCUSABLE))?.focus();
      return 'restored';
    }
    const neighbour = lines[Math.min(noted.line, lines.length - 1)];
    if (!neighbour) return 'no-lines-left';
    (removeLinkOf(neighbour) ?? neighbour.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return 'moved-to-neighbour';
  }
  if (lines.length === 0) return 'no-lines-left';
  const focusables = [...widget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  focusables[Math.min(noted.position, focusables.length - 1)]?.focus();
  return 'restored';
}
