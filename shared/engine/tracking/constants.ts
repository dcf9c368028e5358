/**
 * The tracking's business constants in one place (the figures the reference pixel manager uses,
 * so that a shop moving to these elements sees the same timings and limits).
 */
export const TRACKING = {
  /** The library's version; the data layer printed by the shop must carry the same. */
  libraryVersion: '1.45.0',
  /** How often, and for how long, a vendor's library is polled for readiness (the A/B service too). */
  readinessPollMs: 200,
  readinessTimeoutMs: 5000,
  /** The A/B testing service: how long the page may stay hidden while its settings, then its library, load. */
  abTest: { settingsToleranceMs: 2000, libraryToleranceMs: 2500, version: 1.5 },
  /** How long without a data layer before the warning. */
  dataLayerWaitMs: 6000,
  /** Server-to-server payloads up to this size go by beacon. */
  beaconLimitBytes: 60_000,
  /** Event ids: random, base 36. */
  eventIdLength: 16,
  /** Where persistent storage falls back to a cookie, it lives this long (these elements keep to localStorage: unused here). */
  persistentCookieDays: 400,
  /** Item categories passed per item. */
  maxItemCategories: 5,
  /** Money (view-cart value) and page load time (seconds) are rounded to this many decimals. */
  valueDecimals: 2,
  loadTimeDecimals: 2,
  /**
   * After this many failed REST calls the ajax actions are used for the rest of the session (here the
   * REST test decides once per session instead: unused).
   */
  restErrorThreshold: 10,
  /** The product-impression trigger as the store configures it by default. */
  viewItemListTrigger: { timeoutMs: 1000, threshold: 0.8, opacity: 0.5, repeat: true },
  /** Checkout: the shipping-info event waits for the address to stop changing. */
  shippingDebounceMs: 2000,
  /**
   * An event the page left before every service had it goes on with the tab's next page: for up to
   * this many pages (a vendor's library that never loads would otherwise carry it for ever), and
   * no older than this (a shopper back from a payment provider within the session).
   */
  undelivered: { maxPages: 3, maxAgeMs: 30 * 60 * 1000 },
} as const;

export const CUSTOMER_STATUS = ['new', 'returning'] as const;

/** Consent and geolocation. */
export const CONSENT = {
  /** Geo-IP services tried in turn before a visitor counts as restricted. */
  maxGeoLookups: 3,
  /** Region-level entries a shop may restrict (besides whole countries). */
  regionEntries: ['US-CA', 'US-VA'],
} as const;
