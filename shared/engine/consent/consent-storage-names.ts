/**
 * The cookies and storage keys each consent category stands for: what is deleted the moment a
 * shopper refuses (or withdraws) that category. Vendors' own cookies by their documented names,
 * and ours.
 */
import type { OptionalCategory } from './consent-state.ts';

/** Where the shopper's choice is kept (localStorage): the one record consent itself needs. */
export const CONSENT_STORAGE_KEY = 'shop_consent';

const COOKIES: Record<OptionalCategory, RegExp[]> = {
  // Analytics, heatmaps, A/B tests.
  statistics: [/^_ga(_|$)/, /^_gid$/, /^_gat/, /^_clck$/, /^_clsk$/, /^_hj/, /^_vwo/, /^_vis_opt/],
  // Ad pixels and click ids; WooCommerce's source attribution (sbjs_) follows marketing too.
  marketing: [
    /^_gcl_/,
    /^_fbp$/,
    /^_fbc$/,
    /^_ttp$/,
    /^_tt_/,
    /^_uet/,
    /^_pin_/,
    /^_epik$/,
    /^_derived_epik$/,
    /^_rdt_/,
    /^_scid/,
    /^_sctr$/,
    /^_schn$/,
    /^ttcsid/,
    /^li_/,
    /^_twclid$/,
    /^muc_ads$/,
    /^sbjs_/,
    /^_shop_/,
  ],
  preferences: [],
};

const STORAGE: Record<OptionalCategory, RegExp[]> = {
  // Events and actions handed on to the next page go with either category: they were made under both.
  statistics: [/^_ga/, /^_hj/, /^_shop_undelivered_events$/, /^_shop_handed_on_actions$/],
  // Our session identifiers (click ids, referrer) and the vendors' own keys.
  marketing: [
    /^_shop_session_data$/,
    /^_shop_undelivered_events$/,
    /^_shop_handed_on_actions$/,
    /^shop_cart_recovery$/,
    /^shop_exit_intent_shown$/,
    /^shop_push$/,
    /^_fbp/,
    /^_gcl/,
    /^tt_/,
    /^_ttp/,
    /^_uet/,
    /^_pin_/,
    /^_rdt_/,
    /^_scid/,
  ],
  preferences: [/^shop_search_history$/],
};

const matches = (patterns: RegExp[], name: string) => patterns.some((pattern) => pattern.test(name));

/** The cookies among `names` that belong to one of the refused categories. */
export const cookiesOf = (categories: OptionalCategory[], names: string[]): string[] =>
  names.filter((name) => categories.some((c) => matches(COOKIES[c], name)));

/** The storage keys among `keys` that belong to one of the refused categories. */
export const storageKeysOf = (categories: OptionalCategory[], keys: string[]): string[] =>
  keys.filter((key) => categories.some((c) => matches(STORAGE[c], key)));
