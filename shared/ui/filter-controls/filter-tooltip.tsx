/**
 * A filter's tooltip: a '?' button described by the tooltip, which
 * opens 300 ms after the pointer or the focus arrives and closes at once when they leave or on
 * Escape (WAI-ARIA tooltip pattern). A tap opens it at once. The HTML is sanitised.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../messages/catalog.ts';
import { SanitizedHtml } from '../sanitized-html.tsx';

export const TOOLTIP_OPEN_DELAY_MS = 300;

export function FilterTooltip({ html, label }: { html: string; label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span className="shop-Tooltip" onPointerEnter={openSoon} onPointerLeave={close}>
      <button
        type="button"
        className="shop-Tooltip-button"
        aria-label={t('filters.tooltip', label)}
        aria-describedby={id}
        onFocus={openSoon}
        onBlur={close}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation(); // closes the tooltip, not the panel around it
            close();
          }
        }}
      >
        <span aria-hidden="true">?</span>
      </button>
      <SanitizedHtml id={id} role="tooltip" className="shop-Tooltip-content" hidden={!open} html={html} />
    </span>
  );
}
