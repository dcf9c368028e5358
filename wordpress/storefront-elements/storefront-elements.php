<?php
/**
 * Plugin Name:       Storefront Elements
 * Plugin URI:        https://example.test/storefront-elements
 * Description:       The shop's storefront as custom elements: a client-side product filter, a mini-cart that updates without reloads, live search, consent-gated tracking and more, as blocks and shortcodes.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            Storefront elements team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       storefront-elements
 * Domain Path:       /languages
 *
 * @package StorefrontElements
 */

defined( 'ABSPATH' ) || exit;

define( 'STOREFRONT_ELEMENTS_VERSION', '0.1.0' );
define( 'STOREFRONT_ELEMENTS_FILE', __FILE__ );
define( 'STOREFRONT_ELEMENTS_DIR', __DIR__ );

require_once __DIR__ . '/includes/class-catalog.php';
require_once __DIR__ . '/includes/class-markup.php';
require_once __DIR__ . '/includes/class-options.php';
require_once __DIR__ . '/includes/class-tables.php';
require_once __DIR__ . '/includes/class-assets.php';
require_once __DIR__ . '/includes/class-allowed-html.php';
require_once __DIR__ . '/includes/class-blocks.php';
require_once __DIR__ . '/includes/class-shortcodes.php';
require_once __DIR__ . '/includes/class-settings-page.php';
require_once __DIR__ . '/includes/woocommerce/class-integration.php';
require_once __DIR__ . '/includes/woocommerce/class-cart-fragments.php';
require_once __DIR__ . '/includes/woocommerce/class-cart-actions.php';
require_once __DIR__ . '/includes/woocommerce/class-quick-view.php';
require_once __DIR__ . '/includes/woocommerce/class-search-endpoints.php';
require_once __DIR__ . '/includes/woocommerce/class-page-calls.php';
require_once __DIR__ . '/includes/woocommerce/class-filter-sources.php';
require_once __DIR__ . '/includes/woocommerce/class-filter-descriptors.php';
require_once __DIR__ . '/includes/woocommerce/class-compact-descriptors.php';
require_once __DIR__ . '/includes/woocommerce/class-filter-index.php';
require_once __DIR__ . '/includes/woocommerce/class-filter-rebuild.php';
require_once __DIR__ . '/includes/woocommerce/class-filter-routes.php';
require_once __DIR__ . '/includes/woocommerce/class-filter-config.php';
require_once __DIR__ . '/includes/woocommerce/class-tracking-products.php';
require_once __DIR__ . '/includes/woocommerce/class-tracking-orders.php';
require_once __DIR__ . '/includes/woocommerce/class-tracking-data.php';
require_once __DIR__ . '/includes/woocommerce/class-ab-head-script.php';
require_once __DIR__ . '/includes/woocommerce/class-tracking-routes.php';
require_once __DIR__ . '/includes/woocommerce/class-cart-capture.php';
require_once __DIR__ . '/includes/woocommerce/class-server-events.php';
require_once __DIR__ . '/includes/woocommerce/class-web-push.php';
require_once __DIR__ . '/includes/woocommerce/class-push-reminders.php';

StorefrontElements\Assets::boot();
StorefrontElements\Allowed_Html::boot();
StorefrontElements\Blocks::boot();
StorefrontElements\Shortcodes::boot();
StorefrontElements\Settings_Page::boot();
StorefrontElements\WooCommerce\Integration::boot();
