<?php
/**
 * The plugin's options: what the elements' JSON settings blocks carry, set on the settings page.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * Option names and readers. Every option is removed by uninstall.php.
 */
final class Options {

	/** The filter's configuration, printed as `#shop-filter-config` (JSON). */
	public const FILTER_CONFIG = 'storefront_elements_filter_config';

	/** The tracking data layer's settings (consent, services), printed as `#shop-tracking-data` (JSON). */
	public const TRACKING = 'storefront_elements_tracking_data';

	/** Overrides of the cart's parameters, printed as `#shop-cart-params` (JSON). */
	public const CART_PARAMS = 'storefront_elements_cart_params';

	/** Server-only settings of the tracking's server copies (access tokens): never printed on a page. */
	public const SERVER_EVENTS = 'storefront_elements_server_events';

	/** Whether the elements load on every page (a theme that places tags in its templates). */
	public const EVERYWHERE = 'storefront_elements_everywhere';

	/** The JSON options and the id of the block each is printed in. */
	public const JSON_BLOCKS = array(
		self::FILTER_CONFIG => 'shop-filter-config',
		self::TRACKING      => 'shop-tracking-data',
		self::CART_PARAMS   => 'shop-cart-params',
	);

	/**
	 * Every option the plugin keeps.
	 *
	 * @return string[]
	 */
	public static function names(): array {
		return array_merge( array_keys( self::JSON_BLOCKS ), array( self::SERVER_EVENTS, self::EVERYWHERE ) );
	}

	/**
	 * A JSON option decoded, or null when it is empty or not a JSON object.
	 *
	 * @param string $option The option's name.
	 * @return array<string, mixed>|null
	 */
	public static function json( string $option ): ?array {
		$text = get_option( $option, '' );
		if ( ! is_string( $text ) || '' === trim( $text ) ) {
			return null;
		}
		$value = json_decode( $text, true );
		return is_array( $value ) ? $value : null;
	}

	/**
	 * Adds an option only if no request has yet: true for the one request that did. (WordPress's
	 * add_option() checks, then upserts, so two requests at once can both "add", the last value
	 * winning.) The option is not autoloaded; read it back with read_fresh().
	 *
	 * @param string $option The option.
	 * @param string $value  Its value.
	 */
	public static function add_once( string $option, string $value ): bool {
		global $wpdb;
		$added = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $option, $value ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one atomic insert; WordPress's API has none.
		wp_cache_delete( 'notoptions', 'options' );
		wp_cache_delete( $option, 'options' );
		return 1 === $added;
	}

	/**
	 * An option read from the database, past any cache (the value another request added).
	 *
	 * @param string $option The option.
	 */
	public static function read_fresh( string $option ): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- past the cache, on purpose.
		return null === $value ? null : (string) $value;
	}
}
