/**
 * What runs before the shopper's choice on a page with the banner and the tracking: the loader,
 * both elements and the pipeline with its collectors (holding events). Bundled alone by
 * bench:tracking; the services' adapters stay dynamic imports (they load after consent).
 */
import '../../shared/loader.ts';
import '../../elements/consent-banner/define.ts';
import '../../elements/tracking/define.ts';
export { startTracking } from '../../shared/runtime/tracking/start-tracking.ts';
