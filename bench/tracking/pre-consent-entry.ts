/**
 * What runs before the shopper's choice on a page with the banner and the tracking: the loader,
 * the banner, the tracking with the recorder of the shopper's actions, and the marketing elements
 * every page has (order attribution, cart capture, the exit-intent form, the push prompt: each only
 * its thin element before consent). Bundled alone by bench:tracking; the pipeline, its collectors,
 * the services' adapters and those elements' behaviour stay dynamic imports (they load with consent).
 */
import '../../shared/loader.ts';
import '../../elements/consent-banner/define.ts';
import '../../elements/tracking/define.ts';
import '../../elements/order-attribution/define.ts';
import '../../elements/cart-capture/define.ts';
import '../../elements/exit-intent/define.ts';
import '../../elements/push-prompt/define.ts';
