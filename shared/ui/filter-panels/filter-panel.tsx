/**
 * The off-canvas panel and the mobile overlays: a modal dialog with
 * a header (close or back control, the title, an optional tooltip, 'Clear' while something is
 * applied), the filters, and a footer button that closes it ('See 25 products'). Focus is held
 * inside while open and returns to the opener after.
 */
import { useId, useRef, type ReactNode } from 'react';
import { t } from '../../messages/catalog.ts';
import { FilterTooltip } from '../filter-controls/filter-tooltip.tsx';
import { ModalDialog } from '../modal-dialog.tsx';

export const OFFCANVAS_CLOSE_MS = 200;

export interface FilterPanelProps {
  open: boolean;
  onClose(): void;
  /** 'offcanvas' slides in from `position`; 'overlay' covers the screen. */
  kind: 'offcanvas' | 'overlay';
  position?: 'left' | 'right';
  title: string;
  tooltip?: string;
  /** A single-filter overlay goes 'back' rather than 'close'. */
  back?: boolean;
  showClear: boolean;
  clearLabel: string;
  onClear(): void;
  footerText: string;
  onOpened?(): void;
  onClosed?(): void;
  children: ReactNode;
}

export function FilterPanel(props: FilterPanelProps) {
  const id = useId();
  const { kind, position = 'right' } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      className={`shop-Dialog shop-FilterPanel shop-FilterPanel--${kind}${kind === 'offcanvas' ? ` shop-FilterPanel--${position}` : ''}`}
      labelledBy={`${id}-title`}
      closeDelayMs={kind === 'offcanvas' ? OFFCANVAS_CLOSE_MS : 0}
      onOpened={props.onOpened}
      onClosed={props.onClosed}
    >
      <div className="shop-Dialog-header">
        <button
          type="button"
          className={props.back ? 'shop-Dialog-back' : 'shop-Dialog-close'}
          aria-label={props.back ? t('panel.back') : t('panel.close')}
          onClick={props.onClose}
        >
          <span aria-hidden="true">{props.back ? '‹' : '×'}</span>
        </button>
        <h2 id={`${id}-title`} ref={headingRef} className="shop-Dialog-title" tabIndex={-1}>
          {props.title}
        </h2>
        {props.tooltip && <FilterTooltip html={props.tooltip} label={props.title} />}
        {props.showClear && (
          <button
            type="button"
            className="shop-Dialog-clear"
            aria-label={props.clearLabel}
            onClick={() => {
              // 'Clear' goes with what it cleared: the focus moves to the panel's heading, not the page.
              headingRef.current?.focus();
              props.onClear();
            }}
          >
            {t('panel.clear')}
          </button>
        )}
      </div>
      <div className="shop-Dialog-body">{props.children}</div>
      <div className="shop-Dialog-footer">
        <button type="button" className="shop-Dialog-done button" onClick={props.onClose}>
          {props.footerText}
        </button>
      </div>
    </ModalDialog>
  );
}
