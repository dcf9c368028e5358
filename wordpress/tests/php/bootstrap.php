<?php
/**
 * PHPUnit inside the throwaway WordPress the e2e test starts (a real WordPress with the plugin
 * active, not mocks): STOREFRONT_WP_ROOT is the site's folder, STOREFRONT_WP_HOST its host:port.
 *
 * @package StorefrontElements
 */

$storefront_root = getenv( 'STOREFRONT_WP_ROOT' );
if ( ! $storefront_root || ! is_file( $storefront_root . '/wp-load.php' ) ) {
	fwrite( STDERR, "Run through `npm run test:wordpress`: it starts the WordPress these tests need.\n" );
	exit( 1 );
}
// PHPUnit includes this file inside a method: WordPress's top-level variables must be made global first, as WordPress's own test bootstrap does.
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $wp_filter, $wp_actions, $wp_current_filter, $wp_query, $wp_the_query, $wp_locale, $wp_embed, $wp_widget_factory, $wp_roles, $wp_version, $wp_scripts, $wp_styles, $wp_theme_directories, $allowedposttags, $allowedtags, $phpmailer;

$_SERVER['HTTP_HOST']   = getenv( 'STOREFRONT_WP_HOST' );
$_SERVER['REQUEST_URI'] = '/';
require $storefront_root . '/wp-load.php';
