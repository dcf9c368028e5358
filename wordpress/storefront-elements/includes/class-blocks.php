<?php
/**
 * A block per element, registered from its block.json; one editor script draws them all.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * The blocks save the element's tag with its attributes (and, for elements that enhance markup,
 * the inner blocks inside it). Rendering one marks its element used, so the loader is enqueued on
 * any page that shows it, wherever the block sits (a template part, a widget area).
 */
final class Blocks {

	public const EDITOR_HANDLE = 'storefront-elements-editor';

	/** Hooks. */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'register' ) );
		add_filter( 'block_categories_all', array( self::class, 'category' ) );
		add_filter( 'render_block', array( self::class, 'on_render' ), 10, 2 );
	}

	/** The editor script (no build step: plain JavaScript on WordPress's globals) and the blocks. */
	public static function register(): void {
		$asset = include STOREFRONT_ELEMENTS_DIR . '/blocks/editor.asset.php';
		wp_register_script( self::EDITOR_HANDLE, plugins_url( 'blocks/editor.js', STOREFRONT_ELEMENTS_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_add_inline_script(
			self::EDITOR_HANDLE,
			'window.storefrontElementsEditor = ' . wp_json_encode( array( 'elements' => array_values( Catalog::all() ) ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
			'before'
		);
		wp_set_script_translations( self::EDITOR_HANDLE, 'storefront-elements', STOREFRONT_ELEMENTS_DIR . '/languages' );
		wp_register_style( self::EDITOR_HANDLE, plugins_url( 'blocks/editor.css', STOREFRONT_ELEMENTS_FILE ), array(), $asset['version'] );
		foreach ( Catalog::all() as $name => $element ) {
			register_block_type( STOREFRONT_ELEMENTS_DIR . '/blocks/' . $name );
		}
	}

	/**
	 * The inserter's category for the blocks.
	 *
	 * @param array<int, array<string, mixed>> $categories The categories.
	 * @return array<int, array<string, mixed>>
	 */
	public static function category( $categories ) {
		$categories[] = array(
			'slug'  => 'storefront-elements',
			'title' => __( 'Storefront elements', 'storefront-elements' ),
			'icon'  => 'store',
		);
		return $categories;
	}

	/**
	 * Marks the element of a rendered block used.
	 *
	 * @param string               $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 */
	public static function on_render( $content, $block ): string {
		$name = is_array( $block ) && is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
		if ( str_starts_with( $name, 'storefront-elements/' ) ) {
			Assets::use( substr( $name, strlen( 'storefront-elements/' ) ) );
		}
		return (string) $content;
	}
}
