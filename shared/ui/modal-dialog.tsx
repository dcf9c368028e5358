/**
 * A modal dialog on the native <dialog> (WAI-ARIA dialog pattern): showModal() puts it in the top
 * layer and makes the rest of the page inert (the focus stays inside), Escape and a click on the
 * backdrop ask to close, and the focus goes back to whatever opened it. `closeDelayMs` keeps it
 * on screen with `data-closing` set while a close animation runs (none when the shopper prefers
 * reduced motion). Its content is rendered only while it is shown.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../platform/reduced-motion.ts';

export interface ModalDialogProps {
  open: boolean;
  /** Escape, the backdrop, or the browser closed it: the owner sets `open` false. */
  onClose(): void;
  className: string;
  labelledBy: string;
  closeDelayMs?: number;
  /** Called once the dialog is fully shown / fully gone. */
  onOpened?(): void;
  onClosed?(): void;
  children: ReactNode;
}

export function ModalDialog({ open, onClose, className, labelledBy, closeDelayMs = 0, onOpened, onClosed, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [closing, setClosing] = useState(false);
  const [shown, setShown] = useState(false);
  const callbacks = useRef({ onOpened, onClosed });
  callbacks.current = { onOpened, onClosed };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setClosing(false);
      setShown(true);
      dialog.showModal();
      // The first control gets the focus, unless the content marks its own start (a search box).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      callbacks.current.onOpened?.();
      return;
    }
    if (open) return setClosing(false); // opened again while it faded
    if (!shown) return;
    const finish = () => {
      setClosing(false);
      setShown(false);
      if (dialog.open) dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
      callbacks.current.onClosed?.();
    };
    // Already closed by the browser (Chrome lets a second Escape without a click in between close
    // it outright): no fade, but the same focus and clean-up as ours.
    const delay = prefersReducedMotion() || !dialog.open ? 0 : closeDelayMs;
    if (delay === 0) return finish();
    setClosing(true);
    const timer = setTimeout(finish, delay);
    return () => clearTimeout(timer);
  }, [open, shown, closeDelayMs]);

  // Closed while still shown (the layout left on a resize, an element removed from the page):
  // leave nothing in the top layer, and say it closed like any other close.
  useEffect(() => {
    const dialog = ref.current; // React has let go of the ref by the time this cleans up
    return () => {
      if (!dialog?.open) return;
      dialog.close();
      callbacks.current.onClosed?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      data-closing={closing || undefined}
      onCancel={(event) => {
        // Escape: we animate the close ourselves. If the browser does not let us, 'close' follows.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on ::backdrop reaches the dialog itself, outside its box.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (outside) onClose();
      }}
    >
      {(open || shown) && children}
    </dialog>
  );
}
