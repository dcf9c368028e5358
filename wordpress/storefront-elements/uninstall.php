<?php
/**
 * Uninstalling the plugin removes its options (on every site of a network).
 *
 * @package StorefrontElements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/class-options.php';

$storefront_elements_options = StorefrontElements\Options::names();

$storefront_elements_sites = is_multisite() ? get_sites( array( 'fields' => 'ids' ) ) : array( get_current_blog_id() );
foreach ( $storefront_elements_sites as $storefront_elements_site ) {
	if ( is_multisite() ) {
		switch_to_blog( $storefront_elements_site );
	}
	foreach ( $storefront_elements_options as $storefront_elements_option ) {
		delete_option( $storefront_elements_option );
	}
	if ( is_multisite() ) {
		restore_current_blog();
	}
}
