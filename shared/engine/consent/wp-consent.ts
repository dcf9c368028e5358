/**
 * The WP Consent API's categories (what WordPress plugins, WooCommerce's order attribution among
 * them, ask through wp_has_consent) mapped onto ours, and back.
 */
import type { ConsentState, OptionalCategory } from './consent-state.ts';

export const WP_CATEGORIES = ['statistics', 'statistics-anonymous', 'marketing', 'functional', 'preferences'] as const;
export type WpCategory = (typeof WP_CATEGORIES)[number];

/** Our category behind a WP Consent API category ('functional' is the necessary: always allowed). */
export function ourCategory(category: string): OptionalCategory | 'necessary' | null {
  switch (category) {
    case 'statistics':
    case 'statistics-anonymous':
      return 'statistics';
    case 'marketing':
      return 'marketing';
    case 'preferences':
      return 'preferences';
    case 'functional':
      return 'necessary';
    default:
      return null;
  }
}

/** wp_has_consent(category) for our state; an unknown category is not consented. */
export function wpHasConsent(state: ConsentState, category: string): boolean {
  const ours = ourCategory(category);
  return ours === null ? false : ours === 'necessary' || state[ours];
}

/** Every WP category's value, as the wp_listen_for_consent_change event carries them. */
export const wpConsentValues = (state: ConsentState): Record<WpCategory, 'allow' | 'deny'> =>
  Object.fromEntries(WP_CATEGORIES.map((c) => [c, wpHasConsent(state, c) ? 'allow' : 'deny'])) as Record<WpCategory, 'allow' | 'deny'>;
