/**
 * The page's data layer (#shop-tracking-data), read once, and the consent options it carries.
 * Without one, the banner still works: explicit consent, no regions, revision 1.
 */
import { parseDataLayer, type DataLayer } from '../../engine/tracking/data-layer.ts';
import type { ConsentPageOptions } from '../consent-runtime.ts';

export const DATA_LAYER_ID = 'shop-tracking-data';

let read: { layer: DataLayer | null } | null = null;

export function pageDataLayer(): DataLayer | null {
  if (!read) {
    const block = document.getElementById(DATA_LAYER_ID);
    if (!block) return null; // Not printed yet: asked again later.
    read = { layer: parseDataLayer(block.textContent) };
  }
  return read.layer;
}

export function consentOptionsOf(layer: DataLayer | null): ConsentPageOptions {
  const consent = layer?.general.consent_management;
  const google = layer?.pixels.google;
  return {
    settings: { explicit: consent?.explicit_consent ?? true, restrictedRegions: consent?.restricted_regions ?? [], revision: consent?.revision ?? 1 },
    geoEndpoints: consent?.geo_endpoints ?? [],
    googleConsentMode: google?.consent_mode.is_active ? { waitForUpdate: google.consent_mode.wait_for_update } : null,
  };
}
