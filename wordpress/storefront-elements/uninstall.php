<?php
/**
 * Uninstalling the plugin removes its options, tables and descriptors files (on every site of a network).
 *
 * @package StorefrontElements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;

require_once __DIR__ . '/includes/class-options.php';
require_once __DIR__ . '/includes/woocommerce/class-filter-index.php';
require_once __DIR__ . '/includes/woocommerce/class-filter-rebuild.php';
require_once __DIR__ . '/includes/woocommerce/class-cart-capture.php';
require_once __DIR__ . '/includes/woocommerce/class-web-push.php';
require_once __DIR__ . '/includes/woocommerce/class-push-reminders.php';
require_once __DIR__ . '/includes/woocommerce/class-server-events.php';

$storefront_elements_options = array_merge( StorefrontElements\Options::names(), StorefrontElements\WooCommerce\Filter_Index::OPTIONS, StorefrontElements\WooCommerce\Filter_Rebuild::OPTIONS, StorefrontElements\WooCommerce\Cart_Capture::OPTIONS, StorefrontElements\WooCommerce\Push_Reminders::OPTIONS, StorefrontElements\WooCommerce\Server_Events::OPTIONS );

$storefront_elements_sites = is_multisite() ? get_sites( array( 'fields' => 'ids' ) ) : array( get_current_blog_id() );
foreach ( $storefront_elements_sites as $storefront_elements_site ) {
	if ( is_multisite() ) {
		switch_to_blog( $storefront_elements_site );
	}
	foreach ( $storefront_elements_options as $storefront_elements_option ) {
		delete_option( $storefront_elements_option );
	}
	wp_clear_scheduled_hook( StorefrontElements\WooCommerce\Filter_Rebuild::CRON_HOOK );
	// The filter's change log and descriptors files; the captured contacts; the push subscriptions; the forwarded server copies.
	foreach ( array( StorefrontElements\WooCommerce\Filter_Index::table(), StorefrontElements\WooCommerce\Cart_Capture::table(), StorefrontElements\WooCommerce\Push_Reminders::table(), StorefrontElements\WooCommerce\Server_Events::table() ) as $storefront_elements_table ) {
		$wpdb->query( 'DROP TABLE IF EXISTS ' . $storefront_elements_table ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.NotPrepared -- the plugin's own tables.
	}
	foreach ( (array) glob( wp_upload_dir( null, false )['basedir'] . '/storefront/filters-descriptors-*' ) as $storefront_elements_file ) {
		wp_delete_file( (string) $storefront_elements_file );
	}
	if ( is_multisite() ) {
		restore_current_blog();
	}
}
