<?php
/**
 * The built elements on the page: the loader as a module script, the chunks the page's elements
 * need preloaded from Vite's manifest, the stylesheet, the translations and the settings blocks,
 * only on pages that use an element.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * A page uses the elements when its content holds one of the blocks, shortcodes or tags, when a block
 * or shortcode of the plugin renders (template parts, widgets), when the theme declares
 * `add_theme_support( 'storefront-elements' )`, or when the option "on every page" is on.
 */
final class Assets {

	public const HANDLE = 'storefront-elements';

	/**
	 * Names of the elements used so far on this page.
	 *
	 * @var array<string, true>
	 */
	private static array $used = array();

	/** Whether the preload links were printed (they belong in the head only). */
	private static bool $head_done = false;

	/** Hooks. */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'register' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_for_page' ) );
		add_action( 'wp_head', array( self::class, 'print_preloads' ), 7 );
		add_action( 'enqueue_block_editor_assets', array( self::class, 'enqueue_in_editor' ) );
		add_filter( 'script_loader_tag', array( self::class, 'module_tag' ), 10, 3 );
	}

	/** The loader and the stylesheet, registered for every page and the editor. */
	public static function register(): void {
		// The version is in the URL already (null: WordPress adds none), so the preload link names the same module.
		wp_register_script( self::HANDLE, self::loader_url(), array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
		wp_register_style( self::HANDLE, plugins_url( 'dist/storefront.css', STOREFRONT_ELEMENTS_FILE ), array(), self::version( 'dist/storefront.css' ) );
	}

	/**
	 * Marks an element as used and enqueues the loader (in the footer when the head is already out).
	 *
	 * @param string $name The element's name ("mini-cart").
	 */
	public static function use( string $name ): void {
		if ( null === Catalog::get( $name ) ) {
			return;
		}
		self::$used[ $name ] = true;
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * The elements used on this page so far.
	 *
	 * @return string[]
	 */
	public static function used(): array {
		return array_keys( self::$used );
	}

	/** On the front end: the elements the queried content names, or all when the theme or the owner says so. */
	public static function enqueue_for_page(): void {
		$names = self::names_in_content();
		if ( current_theme_supports( 'storefront-elements' ) || get_option( Options::EVERYWHERE ) ) {
			$names = array_merge( $names, array( 'mini-cart' ) );
		}
		/**
		 * Filters the elements the current page uses, before anything is enqueued.
		 *
		 * @param string[] $names Element names ("mini-cart").
		 */
		$names = (array) apply_filters( 'storefront_elements_page_elements', $names );
		foreach ( $names as $name ) {
			self::use( (string) $name );
		}
	}

	/** In the block editor: the loader and the stylesheet, so blocks can preview their element. */
	public static function enqueue_in_editor(): void {
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * The elements named in the queried posts' content by block, shortcode or tag.
	 *
	 * @return string[]
	 */
	private static function names_in_content(): array {
		global $wp_query;
		$names = array();
		$posts = $wp_query instanceof \WP_Query && is_array( $wp_query->posts ) ? $wp_query->posts : array();
		foreach ( $posts as $post ) {
			$content = $post instanceof \WP_Post ? $post->post_content : '';
			if ( '' === $content ) {
				continue;
			}
			foreach ( Catalog::all() as $name => $element ) {
				if ( str_contains( $content, '<!-- wp:' . $element['block'] . ' ' ) || str_contains( $content, '<!-- wp:' . $element['block'] . ' -->' )
					|| str_contains( $content, '<' . $element['tag'] ) || has_shortcode( $content, $element['shortcode'] ) ) {
					$names[] = $name;
				}
			}
		}
		return array_values( array_unique( $names ) );
	}

	/** `<link rel="modulepreload">` for the loader and the chunks of the elements known in the head. */
	public static function print_preloads(): void {
		self::$head_done = true;
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		$urls = array( self::loader_url() );
		// A modulepreload fetches the module alone: the loader's own imports get a link too.
		foreach ( self::files_for( array( 'shared/loader.ts' ) ) as $file ) {
			if ( 'loader.js' !== $file ) {
				$urls[] = plugins_url( 'dist/' . $file, STOREFRONT_ELEMENTS_FILE );
			}
		}
		foreach ( self::chunks_for( array_keys( self::$used ) ) as $file ) {
			$urls[] = plugins_url( 'dist/' . $file, STOREFRONT_ELEMENTS_FILE );
		}
		foreach ( array_unique( $urls ) as $url ) {
			printf( '<link rel="modulepreload" href="%s">' . "\n", esc_url( $url ) );
		}
	}

	/**
	 * The files of the elements' modules and their static imports, dependencies first, from dist/.vite/manifest.json.
	 *
	 * @param string[] $names Element names.
	 * @return string[]
	 */
	public static function chunks_for( array $names ): array {
		return self::files_for(
			array_map(
				function ( string $name ): string {
					return 'elements/' . $name . '/define.ts';
				},
				$names
			)
		);
	}

	/**
	 * The files of these manifest entries and their static imports, dependencies first.
	 *
	 * @param string[] $keys Source paths as the manifest names them.
	 * @return string[]
	 */
	private static function files_for( array $keys ): array {
		$path = STOREFRONT_ELEMENTS_DIR . '/dist/.vite/manifest.json';
		if ( ! is_readable( $path ) ) {
			return array();
		}
		$manifest = json_decode( (string) file_get_contents( $path ), true );
		if ( ! is_array( $manifest ) ) {
			return array();
		}
		$files = array();
		$seen  = array();
		$visit = function ( string $key ) use ( &$visit, &$files, &$seen, $manifest ): void {
			if ( isset( $seen[ $key ] ) || ! isset( $manifest[ $key ]['file'] ) ) {
				return;
			}
			$seen[ $key ] = true;
			foreach ( $manifest[ $key ]['imports'] ?? array() as $import ) {
				$visit( (string) $import );
			}
			$files[] = (string) $manifest[ $key ]['file'];
		};
		foreach ( $keys as $key ) {
			$visit( $key );
		}
		return $files;
	}

	/**
	 * The loader as a module script, after the JSON blocks the elements read: translations and settings.
	 *
	 * @param string $tag    The script tag WordPress built.
	 * @param string $handle The script's handle.
	 * @param string $src    The script's URL.
	 */
	public static function module_tag( $tag, $handle, $src ): string {
		if ( self::HANDLE !== $handle ) {
			return (string) $tag;
		}
		$blocks = '';
		foreach ( self::json_blocks() as $id => $data ) {
			$blocks .= sprintf( '<script type="application/json" id="%s">%s</script>' . "\n", esc_attr( $id ), self::json( $data ) );
		}
		return $blocks . sprintf( '<script type="module" src="%s" id="%s-js"></script>' . "\n", esc_url( $src ), esc_attr( $handle ) );
	}

	/**
	 * The data blocks for this page: the translation file of the site's language and the settings options.
	 *
	 * @return array<string, mixed>
	 */
	private static function json_blocks(): array {
		$blocks       = array();
		$translations = self::translations();
		if ( null !== $translations ) {
			$blocks['shop-translations'] = $translations;
		}
		foreach ( Options::JSON_BLOCKS as $option => $id ) {
			$value = Options::json( $option );
			if ( null !== $value ) {
				$blocks[ $id ] = $value;
			}
		}
		/**
		 * Filters the JSON blocks printed before the loader, by id ("shop-filter-config" => array).
		 *
		 * @param array<string, mixed> $blocks The blocks.
		 */
		return (array) apply_filters( 'storefront_elements_json_blocks', $blocks );
	}

	/**
	 * The elements' translation for the site's language (Jed 1.x JSON), as WordPress's script
	 * translations find it (a language pack in wp-content/languages/plugins first), else the file
	 * the plugin ships.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function translations(): ?array {
		$folder = STOREFRONT_ELEMENTS_DIR . '/languages';
		$text   = load_script_textdomain( self::HANDLE, 'storefront-elements', $folder );
		if ( ! $text ) {
			$text = load_script_translations( $folder . '/storefront-elements-' . determine_locale() . '.json', self::HANDLE, 'storefront-elements' );
		}
		$data = is_string( $text ) ? json_decode( $text, true ) : null;
		return is_array( $data ) ? $data : null;
	}

	/**
	 * JSON safe inside a script element: `<`, `>` and `&` as escapes, so no `</script>` can end it.
	 *
	 * @param mixed $data The data.
	 */
	private static function json( $data ): string {
		return (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}

	/** The loader's URL with its version. */
	private static function loader_url(): string {
		return add_query_arg( 'ver', self::version( 'dist/loader.js' ), plugins_url( 'dist/loader.js', STOREFRONT_ELEMENTS_FILE ) );
	}

	/**
	 * A file's version for its URL: the plugin's version and the file's time, so a rebuilt file is fetched again.
	 *
	 * @param string $file Path inside the plugin.
	 */
	private static function version( string $file ): string {
		$time = @filemtime( STOREFRONT_ELEMENTS_DIR . '/' . $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a missing build is reported on the settings page.
		return STOREFRONT_ELEMENTS_VERSION . ( $time ? '.' . $time : '' );
	}
}
