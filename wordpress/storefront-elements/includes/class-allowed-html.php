<?php
/**
 * The elements' tags and attributes through WordPress's HTML filter.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * Without this, saving a post as a user without `unfiltered_html` (authors, contributors, every
 * user on multisite) strips the blocks' `<shop-…>` tags. Only the attributes each element takes are
 * allowed (with `class` and the loader's `data-load-on`); `*-url` attributes are checked as URLs.
 */
final class Allowed_Html {

	/** Hooks. */
	public static function boot(): void {
		add_filter( 'wp_kses_allowed_html', array( self::class, 'allow' ), 10, 2 );
		add_filter( 'wp_kses_uri_attributes', array( self::class, 'uri_attributes' ) );
	}

	/**
	 * Adds the elements to the post context's allowed tags.
	 *
	 * @param array<string, mixed> $tags    Allowed tags and their attributes.
	 * @param string|array         $context The filter's context.
	 * @return array<string, mixed>
	 */
	public static function allow( $tags, $context ) {
		if ( 'post' !== $context || ! is_array( $tags ) ) {
			return $tags;
		}
		return array_merge( $tags, self::element_tags() );
	}

	/**
	 * Each element's tag with its attributes, built once per request: kses asks for the allowed
	 * tags on every wp_kses_post() call, which a page makes many times.
	 *
	 * @return array<string, array<string, true>>
	 */
	private static function element_tags(): array {
		static $tags = null;
		if ( null === $tags ) {
			$tags = array();
			foreach ( Catalog::all() as $element ) {
				$attributes = array( 'class' => true );
				foreach ( $element['attributes'] as $attribute ) {
					$attributes[ $attribute['attribute'] ] = true;
				}
				$tags[ $element['tag'] ] = $attributes;
			}
		}
		return $tags;
	}

	/**
	 * Attributes holding URLs, whose protocol kses checks (no javascript:).
	 *
	 * @param string[] $attributes The URI attributes.
	 * @return string[]
	 */
	public static function uri_attributes( $attributes ) {
		foreach ( Catalog::all() as $element ) {
			foreach ( $element['attributes'] as $attribute ) {
				if ( str_ends_with( $attribute['attribute'], '-url' ) ) {
					$attributes[] = $attribute['attribute'];
				}
			}
		}
		return array_values( array_unique( $attributes ) );
	}
}
