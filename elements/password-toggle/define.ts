import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { PasswordToggle } from './password-toggle.tsx';

/**
 * Show / hide for a password field: wrap the input (login, registration, checkout's account
 * password); a toggle button follows it.
 *
 * @tag shop-password-toggle
 */
export class PasswordToggleElement extends reactElement(PasswordToggle, { shadow: 'open', props: {} }) {}

defineOnce('shop-password-toggle', PasswordToggleElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-password-toggle': PasswordToggleElement;
  }
}
