/**
 * A show / hide button for the password field it wraps,
 * as WooCommerce's own `.show-password-input`: a toggle button (aria-pressed) after the field
 * that switches it between hidden and visible text. The field keeps the focus it had; the button
 * names what it does.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../shared/messages/catalog.ts';

export interface PasswordToggleProps {
  container?: HTMLElement | ShadowRoot;
}

export function PasswordToggle({ container }: PasswordToggleProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const [input] = useState(() => host?.querySelector<HTMLInputElement>('input[type="password"]') ?? null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (input) input.type = visible ? 'text' : 'password';
  }, [input, visible]);

  if (!host || !input) return <slot />;
  return (
    <>
      <slot />
      {createPortal(
        <button
          type="button"
          className={`show-password-input${visible ? ' display-password' : ''}`}
          aria-pressed={visible}
          aria-controls={input.id || undefined}
          aria-label={t('password.show')}
          onClick={() => setVisible((now) => !now)}
        />,
        host,
      )}
    </>
  );
}
