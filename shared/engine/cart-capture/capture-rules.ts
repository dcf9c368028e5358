/**
 * Abandoned-cart capture: what is sent, when, and how often it is retried. The checkout's
 * contact and address fields, as typed, go to the shop 800 ms after the last keystroke, when the
 * e-mail passes the capture's check, or the phone has more than 4 characters, or the shopper
 * subscribed to push reminders. A failed save is retried with a growing wait until it is saved.
 */
export const CAPTURE = {
  debounceMs: 800,
  /** Other forms' e-mail fields (newsletter, login, popups) are looked for after this. */
  customEmailDelayMs: 2000,
  minPhoneLength: 5,
  defaultLanguage: 'en_US',
  /** The prefix of every field of the save call (and of its action). */
  prefix: 'shop_',
  /** Retries: 0.5 s, then doubling, at most every 30 s. */
  firstRetryMs: 500,
  maxRetryMs: 30_000,
} as const;

/**
 * The capture's e-mail check: an '@' after at least one character, the last '.' at least two
 * characters after the '@', and at least two characters after that '.'.
 */
export function captureEmailValid(email: string): boolean {
  const value = email.trim();
  const at = value.indexOf('@');
  const dot = value.lastIndexOf('.');
  return at >= 1 && dot >= at + 2 && value.length - dot - 1 >= 2 && !/\s/.test(value);
}

export const captureWanted = (email: string, phone: string, pushSubscribed: boolean): boolean =>
  captureEmailValid(email) || phone.trim().length >= CAPTURE.minPhoneLength || pushSubscribed;

export const retryDelay = (attempt: number): number => Math.min(CAPTURE.maxRetryMs, CAPTURE.firstRetryMs * 2 ** Math.max(0, attempt));

/** The checkout form's fields → the save call's fields (each with the prefix), as §3 names them. */
const FROM_CHECKOUT: [string, string][] = [
  ['email', 'billing_email'],
  ['name', 'billing_first_name'],
  ['surname', 'billing_last_name'],
  ['phone', 'billing_phone'],
  ['country', 'billing_country'],
  ['city', 'billing_city'],
  ['billing_company', 'billing_company'],
  ['billing_address_1', 'billing_address_1'],
  ['billing_address_2', 'billing_address_2'],
  ['billing_state', 'billing_state'],
  ['billing_postcode', 'billing_postcode'],
  ['shipping_first_name', 'shipping_first_name'],
  ['shipping_last_name', 'shipping_last_name'],
  ['shipping_company', 'shipping_company'],
  ['shipping_country', 'shipping_country'],
  ['shipping_address_1', 'shipping_address_1'],
  ['shipping_address_2', 'shipping_address_2'],
  ['shipping_city', 'shipping_city'],
  ['shipping_state', 'shipping_state'],
  ['shipping_postcode', 'shipping_postcode'],
  ['order_comments', 'order_comments'],
];

export const CAPTURE_FIELDS = [
  ...FROM_CHECKOUT.map(([name]) => name),
  'create_account',
  'ship_elsewhere',
  'phone_consent',
  'language',
  'recaptcha_token',
  'source',
];

export interface CheckoutSnapshot {
  values: Record<string, string>;
  /** Checkboxes: create an account, ship to a different address, phone consent. */
  createAccount: boolean;
  shipElsewhere: boolean;
  phoneConsent: boolean;
  language: string;
}

/** The save call's fields for a checkout as typed (values trimmed and cut). */
export function checkoutCapture(snapshot: CheckoutSnapshot): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, field] of FROM_CHECKOUT)
    fields[`${CAPTURE.prefix}${name}`] = (snapshot.values[field] ?? '').trim().slice(0, name === 'order_comments' ? 2000 : 200);
  fields[`${CAPTURE.prefix}create_account`] = snapshot.createAccount ? '1' : '0';
  fields[`${CAPTURE.prefix}ship_elsewhere`] = snapshot.shipElsewhere ? '1' : '0';
  fields[`${CAPTURE.prefix}phone_consent`] = snapshot.phoneConsent ? '1' : '0';
  fields[`${CAPTURE.prefix}language`] = snapshot.language || CAPTURE.defaultLanguage;
  return fields;
}

/** An e-mail typed into another form: only the e-mail, the language and where it came from. */
export const customEmailCapture = (email: string, language: string): Record<string, string> => ({
  [`${CAPTURE.prefix}email`]: email.trim().slice(0, 200),
  [`${CAPTURE.prefix}language`]: language || CAPTURE.defaultLanguage,
  [`${CAPTURE.prefix}source`]: 'custom_email',
});

/** The page's language as WordPress names locales: en-GB → en_GB. */
export const wpLanguage = (lang: string): string => {
  const match = /^([a-z]{2,3})(?:[-_]([A-Za-z]{2}))?$/.exec(lang.trim());
  return match ? `${match[1]}${match[2] ? `_${match[2].toUpperCase()}` : ''}` : CAPTURE.defaultLanguage;
};
