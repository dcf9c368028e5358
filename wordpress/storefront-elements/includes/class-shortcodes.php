<?php
/**
 * A shortcode per element for classic themes and page builders: the same markup a block saves.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * `[shop_mini_cart hide-if-empty drawer-breakpoint="900"]`; elements that enhance markup enclose it:
 * `[shop_tabs]…[/shop_tabs]`. Attributes by their HTML name, with `_` for `-`, or camelCased; a bare
 * name turns a boolean on. Values the element does not take are left out.
 */
final class Shortcodes {

	/** Hooks. */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'register' ) );
	}

	/** One shortcode per element. */
	public static function register(): void {
		foreach ( Catalog::all() as $name => $element ) {
			add_shortcode(
				$element['shortcode'],
				static function ( $attributes, $content = null ) use ( $name ) {
					return self::render( $name, is_array( $attributes ) ? $attributes : array(), is_string( $content ) ? $content : '' );
				}
			);
		}
	}

	/**
	 * Enclosed content without the paragraph ends wpautop cut around the shortcode's own tags
	 * (`</p>` at the start, `<p>` at the end), which would otherwise close the element early.
	 *
	 * @param string $content The enclosed content.
	 */
	private static function unautop( string $content ): string {
		return (string) preg_replace( array( '#^\s*(?:</p>|<br\s*/?>)\s*#i', '#\s*(?:<p>|<br\s*/?>)\s*$#i' ), '', $content );
	}

	/**
	 * The element's markup for a shortcode.
	 *
	 * @param string                    $name       The element's name.
	 * @param array<int|string, string> $attributes The shortcode's attributes (bare names under numeric keys).
	 * @param string                    $content    The enclosed content.
	 */
	public static function render( string $name, array $attributes, string $content ): string {
		$element = Catalog::get( $name );
		if ( null === $element ) {
			return '';
		}
		Assets::use( $name );
		$values = array();
		foreach ( $attributes as $key => $value ) {
			if ( is_int( $key ) ) {
				$values[ strtolower( (string) $value ) ] = true;
			} else {
				$values[ $key ] = $value;
			}
		}
		$classes = isset( $values['class'] ) ? implode( ' ', array_map( 'sanitize_html_class', preg_split( '/\s+/', (string) $values['class'] ) ) ) : '';
		$inner   = $element['wraps'] ? do_shortcode( self::unautop( $content ) ) : '';
		return Markup::element( $element, $values, $inner, $classes );
	}
}
