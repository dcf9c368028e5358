/**
 * Events of the page itself: the on-load event of its type (view item, view category, search,
 * view cart, purchase on the order received page, page view elsewhere), login once per session,
 * the page's load time, and automatic conversion recovery on any other page.
 */
import { MESSAGES } from '../../engine/tracking/messages.ts';
import { TRACKING } from '../../engine/tracking/constants.ts';
import { cartLineProducts, orderProducts, productDetails, roundTo } from '../../engine/tracking/tracking-event.ts';
import { mayFirePurchase } from '../../engine/tracking/purchase-dedupe.ts';
import { readCookie } from '../../platform/cookies.ts';
import { loadChunk } from '../../platform/load-timeout.ts';
import { $consent } from '../../stores/consent.ts';
import { ACR_COOKIE } from './conversion-recovery-cookie.ts';
import type { Pipeline } from './pipeline.ts';
import type { ProductLookup } from './product-lookup.ts';
import { readFiredOrders, readSessionData, trackingAllowed, updateSessionData } from './tracking-storage.ts';

export async function pageLoadEvents({ track, layer, rest }: Pipeline, product: ProductLookup): Promise<void> {
  const shop = layer.shop;
  switch (shop.page_type) {
    case 'product':
      if (shop.product_type !== 'variable' && shop.product_id) {
        const found = await product(shop.product_id);
        track('view_item', { products: found ? [productDetails(found, layer)] : [] });
      } else {
        // A product page whose data layer names no product: its id element was left out of the template.
        if (!shop.product_id) console.error(MESSAGES.productIdElementMissing);
        track('page_view');
      }
      break;
    case 'product_category':
      track('view_category', { products: Object.values(layer.products).map((p) => productDetails(p, layer)) });
      break;
    case 'search':
      track('search', { searchTerm: shop.search_term ?? new URLSearchParams(location.search).get('s') ?? '' });
      break;
    case 'cart':
      track('view_cart', { products: cartLineProducts(layer.cart.items, layer) });
      break;
    case 'order_received_page':
      if (layer.order && mayFirePurchase(readFiredOrders(), layer.order.id, shop.order_duplication_prevention)) {
        const products = orderProducts(layer.order, layer);
        track('purchase', {
          order: layer.order,
          products,
          value: layer.order.value.marketing,
          currency: layer.order.currency,
          purchaseSource: 'thankyou_page',
        });
      }
      break;
    default:
      track('page_view');
  }
  if (layer.general.user_logged_in && !readSessionData().login_fired) {
    track('login');
    updateSessionData({ login_fired: true });
  }
  const measure = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation && navigation.loadEventEnd > 0) track('page_load_time', { seconds: roundTo(navigation.loadEventEnd / 1000, TRACKING.loadTimeDecimals) });
  };
  if (document.readyState === 'complete') setTimeout(measure, 0);
  else addEventListener('load', () => setTimeout(measure, 0), { once: true });
  if (shop.page_type !== 'order_received_page' && readCookie(ACR_COOKIE)) {
    // Nothing to recover before the shopper allows tracking: the recovery loads once they do.
    const recover = () =>
      void loadChunk('conversion-recovery', () => import('./conversion-recovery.ts')).then((m) => m?.recoverConversion({ track, layer, rest }));
    if (trackingAllowed()) recover();
    else {
      const stop = $consent.listen(() => {
        if (!trackingAllowed()) return;
        stop();
        recover();
      });
    }
  }
}
