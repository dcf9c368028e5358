/**
 * The browser tests' data layer block (#shop-tracking-data): a minimal one of this library's
 * version in explicit consent mode, with what a test changes merged in.
 */
export interface DataLayerChanges {
  revision?: number;
  shop?: Record<string, unknown>;
  pixels?: Record<string, unknown>;
  api?: Partial<Record<'root' | 'namespace' | 'ajax_url' | 'nonce', string>>;
}

/** The data layer itself, as the page's block carries it. */
export function testDataLayer(changes: DataLayerChanges = {}): Record<string, unknown> {
  return {
    version: { number: '1.45.0', pro: true, distro: 'wcm', eligible_for_updates: true },
    general: {
      user_logged_in: false,
      page_id: 1,
      scroll_tracking_thresholds: [],
      exclude_domains: [],
      server_2_server: { active: false },
      consent_management: { explicit_consent: true, restricted_regions: [], revision: changes.revision ?? 1, geo_endpoints: [] },
    },
    shop: changes.shop ?? {},
    pixels: changes.pixels ?? {},
    api: { root: '/wp-json/', namespace: 'shop', ajax_url: '/wp-admin/admin-ajax.php', nonce: 'n', ...changes.api },
  };
}

export function dataLayerBlock(changes: DataLayerChanges = {}): string {
  return `<script type="application/json" id="shop-tracking-data">${JSON.stringify(testDataLayer(changes))}</script>`;
}
