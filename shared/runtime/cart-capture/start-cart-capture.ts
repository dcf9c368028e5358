/**
 * The abandoned-cart capture in a page, once marketing is allowed: the checkout's fields as the
 * shopper types (800 ms after the last keystroke, when the e-mail passes or the phone is long
 * enough), e-mails typed into other forms (looked for after 2 s, what was typed before included;
 * kept and sent once, at the page's start or with a cart add, until the shop has a contact), and
 * whatever was not saved
 * before (a failure, a reload).
 */
import { CAPTURE, captureEmailValid, captureWanted, checkoutCapture, customEmailCapture, wpLanguage } from '../../engine/cart-capture/capture-rules.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { captureSender } from './capture-sender.ts';
import { readRecovery, updateRecovery } from './recovery-state.ts';
import { onCartAdded } from '../cart-adds.ts';

const CHECKOUT_FORM = 'form.checkout, form[name="checkout"]';

function checkoutSnapshot(form: HTMLFormElement) {
  const values: Record<string, string> = {};
  for (const element of form.elements) {
    const field = element as HTMLInputElement;
    if (field.name && (field.type !== 'checkbox' && field.type !== 'radio' ? true : field.checked) && field.type !== 'password' && field.type !== 'hidden')
      values[field.name] = field.value;
  }
  const checked = (name: string) => !!form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
  return {
    values,
    createAccount: checked('createaccount'),
    shipElsewhere: checked('ship_to_different_address'),
    phoneConsent: checked('phone_consent'),
    language: wpLanguage(document.documentElement.lang),
  };
}

/** An e-mail field of a form other than the checkout (newsletter, login, registration, popups). */
function isOtherFormsEmail(target: EventTarget | null): target is HTMLInputElement {
  if (!(target instanceof HTMLInputElement) || target.closest(CHECKOUT_FORM) || !target.closest('form')) return false;
  return target.type === 'email' || /email/i.test(target.name);
}

export function startCartCapture(layer: Pick<DataLayer, 'api' | 'general'>, signal: AbortSignal): void {
  const language = wpLanguage(document.documentElement.lang);
  const sender = captureSender(layer, () => {
    // The shop has a contact: no more custom e-mails (and the exit-intent form goes).
    updateRecovery({ contact_saved: true, custom_email: undefined });
    document.dispatchEvent(new CustomEvent('shop-cart-contact-saved'));
  });
  signal.addEventListener('abort', () => sender.stop());

  // What a failure or the last page left unsaved.
  sender.flush();

  const form = document.querySelector<HTMLFormElement>(CHECKOUT_FORM);
  if (form) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const typed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const snapshot = checkoutSnapshot(form);
        if (captureWanted(snapshot.values.billing_email ?? '', snapshot.values.billing_phone ?? '', false)) sender.send(checkoutCapture(snapshot));
      }, CAPTURE.debounceMs);
    };
    form.addEventListener('input', typed, { signal });
    form.addEventListener('change', typed, { signal });
    signal.addEventListener('abort', () => clearTimeout(timer));
    // What was typed (or autofilled by the browser) before this started counts too.
    typed();
  }

  // E-mails typed elsewhere (newsletter, login, popups), until the shop has a contact.
  const sendCustomEmail = () => {
    const state = readRecovery();
    if (!state.contact_saved && state.custom_email && !state.pending) sender.send(customEmailCapture(state.custom_email, language));
    else sender.flush();
  };
  sendCustomEmail();
  onCartAdded(sendCustomEmail, signal);
  const keep = (input: HTMLInputElement) => {
    if (captureEmailValid(input.value) && !readRecovery().contact_saved) updateRecovery({ custom_email: input.value.trim() });
  };
  const bind = setTimeout(() => {
    if (readRecovery().contact_saved) return;
    // Typed before now (this starts after consent and its module's load, 2 s later): counts too;
    // a value the page was printed with is not the shopper's typing.
    const typedBefore = [...document.querySelectorAll('form input')].filter(
      (input): input is HTMLInputElement => isOtherFormsEmail(input) && input.value !== input.defaultValue,
    );
    typedBefore.forEach(keep);
    document.addEventListener('change', (event) => isOtherFormsEmail(event.target) && keep(event.target), { signal, capture: true });
  }, CAPTURE.customEmailDelayMs);
  signal.addEventListener('abort', () => clearTimeout(bind));
}
