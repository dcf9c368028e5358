/**
 * What runs before the shopper's choice on a page with the banner and the tracking: the loader,
 * both elements and the recorder of the shopper's actions. Bundled alone by bench:tracking; the
 * pipeline, its collectors and the services' adapters stay dynamic imports (they load with consent).
 */
import '../../shared/loader.ts';
import '../../elements/consent-banner/define.ts';
import '../../elements/tracking/define.ts';
