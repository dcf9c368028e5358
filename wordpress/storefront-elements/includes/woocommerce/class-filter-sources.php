<?php
/**
 * The filter's sources: what each number in a descriptor stands for.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Fixed ids for the product fields every shop has, and 100 + WooCommerce's own attribute id for
 * each global attribute (`pa_*`), so an id never changes meaning when attributes are added or
 * removed: a browser's cached index stays readable until the next full rebuild.
 */
final class Filter_Sources {

	public const PRICE      = 1;
	public const CATEGORY   = 2;
	public const STOCK      = 3;
	public const ON_SALE    = 4;
	public const FEATURED   = 5;
	public const TITLE      = 6;
	public const DATE       = 7;
	public const POPULARITY = 8;
	public const MENU_ORDER = 9;
	public const RATING     = 10;
	public const TAG        = 11;

	/** Where the attribute sources start. */
	private const ATTRIBUTE_BASE = 100;

	/**
	 * The global attributes: taxonomy ("pa_color") => [source id, label, name].
	 *
	 * @return array<string, array{source: int, label: string, name: string}>
	 */
	public static function attributes(): array {
		$out = array();
		foreach ( (array) wc_get_attribute_taxonomies() as $attribute ) {
			$name = (string) $attribute->attribute_name;
			if ( '' === $name ) {
				continue;
			}
			$out[ wc_attribute_taxonomy_name( $name ) ] = array(
				'source' => self::ATTRIBUTE_BASE + (int) $attribute->attribute_id,
				'label'  => '' !== (string) $attribute->attribute_label ? (string) $attribute->attribute_label : $name,
				'name'   => $name,
			);
		}
		return $out;
	}
}
