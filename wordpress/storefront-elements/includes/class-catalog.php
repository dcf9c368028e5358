<?php
/**
 * The elements the plugin offers, read from elements.json (generated from the elements' manifest).
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * One entry per element: tag, block name, shortcode, title, whether it wraps content, and its attributes
 * (key, HTML attribute, type, allowed values).
 */
final class Catalog {

	/**
	 * The elements by name, read once per request.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private static ?array $elements = null;

	/**
	 * Every element, keyed by name ("mini-cart").
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function all(): array {
		if ( null === self::$elements ) {
			self::$elements = array();
			$table          = json_decode( (string) file_get_contents( STOREFRONT_ELEMENTS_DIR . '/elements.json' ), true );
			foreach ( $table['elements'] ?? array() as $element ) {
				self::$elements[ $element['name'] ] = $element;
			}
		}
		return self::$elements;
	}

	/**
	 * One element by name, or null.
	 *
	 * @param string $name The element's name without "shop-".
	 * @return array<string, mixed>|null
	 */
	public static function get( string $name ): ?array {
		return self::all()[ $name ] ?? null;
	}
}
