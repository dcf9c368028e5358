/**
 * The banner's words, in English, translated by the page's translation file (keyed by these
 * English strings). A theme may still word single keys itself with a JSON block inside the element
 * (`<script type="application/json" data-consent-messages>`), any key it leaves out keeping the
 * translated default.
 */
import { translateAll } from '../../shared/messages/translations.ts';

export const DEFAULT_CONSENT_MESSAGES = {
  title: 'Your privacy',
  body: 'We use cookies to run the shop. With your consent we also measure visits and show you relevant ads. You can change your choice at any time from "Cookie settings" at the bottom of every page.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customize: 'Choose',
  save: 'Save my choices',
  back: 'Back',
  policy: 'Privacy policy',
  customizeTitle: 'Choose which cookies we may use',
  necessary: 'Necessary',
  necessaryHelp: 'Keep your cart, sign-in and security working. Always on.',
  statistics: 'Statistics',
  statisticsHelp: 'Count visits and see which pages are used, so we can improve the shop.',
  marketing: 'Marketing',
  marketingHelp: 'Measure our ads and show you ads for products you looked at.',
  preferences: 'Preferences',
  preferencesHelp: 'Remember your choices, such as your recent searches.',
  saved: 'Your cookie choices are saved.',
  settings: 'Cookie settings',
  regionLabel: 'Cookie consent',
};

export type ConsentMessages = typeof DEFAULT_CONSENT_MESSAGES;

export function messagesFrom(json: string | null | undefined): ConsentMessages {
  const translated = translateAll(DEFAULT_CONSENT_MESSAGES);
  if (!json) return translated;
  try {
    const given = JSON.parse(json) as Record<string, unknown>;
    const merged: Record<string, string> = { ...translated };
    for (const key of Object.keys(DEFAULT_CONSENT_MESSAGES)) if (typeof given[key] === 'string' && given[key]) merged[key] = given[key] as string;
    return merged as ConsentMessages;
  } catch {
    return translated;
  }
}
