<?php
/**
 * The filter's REST routes: the descriptors, the products changed since a date, product cards.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * `{namespace}/v1/filters/descriptors`, `…/filters/updated-descriptors?date_start=&date_end=` and
 * `…/filters/products` (POST `{"{namespace}-products": "1", "ids": [..]}` → `{products: {id: html}}`,
 * each card WooCommerce's own `content-product.php`). They read only, so they are public and take
 * no nonce; they show only products a visitor may find in the catalogue. Malformed input is a 400
 * in WordPress's REST error shape (docs/contract/filter-endpoints.json).
 */
final class Filter_Routes {

	/** At most this many cards per request (the client asks for a page's worth). */
	public const MAX_CARDS = 200;

	/** A MySQL datetime as the change log writes it. */
	private const DATE_PATTERN = '/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/';

	/** Hooks. */
	public static function boot(): void {
		add_action( 'rest_api_init', array( self::class, 'register' ) );
	}

	/** The routes. */
	public static function register(): void {
		$namespace = Filter_Index::namespace() . '/v1';
		register_rest_route(
			$namespace,
			'/filters/descriptors',
			array(
				'methods'             => 'GET',
				'callback'            => array( self::class, 'descriptors' ),
				'permission_callback' => '__return_true',
			)
		);
		$date = array(
			'type'              => 'string',
			'validate_callback' => static fn( $value ) => is_string( $value ) && 1 === preg_match( self::DATE_PATTERN, $value ),
		);
		register_rest_route(
			$namespace,
			'/filters/updated-descriptors',
			array(
				'methods'             => 'GET',
				'callback'            => array( self::class, 'updated' ),
				'permission_callback' => '__return_true',
				'args'                => array( 'date_start' => $date, 'date_end' => $date ),
			)
		);
		register_rest_route(
			$namespace,
			'/filters/products',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'products' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Every descriptor: the current build's file, sent as it is to a browser.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public static function descriptors( $request ): \WP_REST_Response {
		$build    = Filter_Index::build_id();
		$file     = '' === $build ? '' : Filter_Index::file_path( $build );
		$response = new \WP_REST_Response( null );
		$response->header( 'Cache-Control', 'no-cache' );
		if ( '' === $file || ! is_file( $file ) ) {
			return self::being_built( $response );
		}
		if ( self::is_served_request( $request ) && ! self::reshaped() ) {
			// Not decoded and encoded again: that took about 20 times the file's size in memory per
			// request (12.5 MB of JSON: 273 MB), a few requests at once more than a server has.
			self::send_file( $file );
			return $response;
		}
		$data = json_decode( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( ! is_object( $data ) ) {
			return self::being_built( $response );
		}
		$response->set_data( $data );
		return $response;
	}

	/**
	 * No build to send yet (the first is being made, or its file just went): 503 and when to try
	 * again. Building the catalogue whole here, beside the rebuild, is what its lock prevents.
	 *
	 * @param \WP_REST_Response $response The answer.
	 */
	private static function being_built( \WP_REST_Response $response ): \WP_REST_Response {
		$response->set_status( 503 );
		$response->header( 'Retry-After', '5' );
		$response->set_data(
			array(
				'code'    => 'storefront_index_building',
				'message' => __( 'The catalogue is being indexed. Try again in a few seconds.', 'storefront-elements' ),
				'data'    => array( 'status' => 503 ),
			)
		);
		return $response;
	}

	/**
	 * Whether WordPress answers this request over HTTP itself (not a call from PHP, such as a
	 * preload or a batch, which gets the decoded descriptors).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function is_served_request( $request ): bool {
		global $wp;
		$route = isset( $wp->query_vars['rest_route'] ) ? untrailingslashit( (string) $wp->query_vars['rest_route'] ) : '';
		return defined( 'REST_REQUEST' ) && REST_REQUEST && '' !== $route && $route === $request->get_route();
	}

	/** Whether the request asks WordPress to reshape the answer (an envelope, JSONP, fields, embeds). */
	private static function reshaped(): bool {
		foreach ( array( '_envelope', '_jsonp', '_fields', '_embed' ) as $param ) {
			if ( isset( $_GET[ $param ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public read.
				return true;
			}
		}
		return false;
	}

	/**
	 * The file as this request's body: WordPress has sent the status and the JSON content type by
	 * then; its no-cache headers (for a logged-in visitor) are sent first, not after the body.
	 *
	 * @param string $file The descriptors file.
	 */
	private static function send_file( string $file ): void {
		add_filter(
			'rest_pre_serve_request',
			static function ( $served, $result, $request ) use ( $file ) {
				if ( $served || 'HEAD' === $request->get_method() ) {
					return $served;
				}
				/** This filter is documented in wp-includes/rest-api/class-wp-rest-server.php. */
				if ( apply_filters( 'rest_send_nocache_headers', is_user_logged_in() ) ) {
					foreach ( wp_get_nocache_headers() as $name => $value ) {
						if ( '' === (string) $value ) {
							header_remove( $name );
						} else {
							header( $name . ': ' . $value );
						}
					}
					add_filter( 'rest_send_nocache_headers', '__return_false', PHP_INT_MAX );
				}
				readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- the descriptors file, sent as it is.
				return true;
			},
			10,
			3
		);
	}

	/**
	 * The products changed in the window.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public static function updated( $request ): \WP_REST_Response {
		$response = new \WP_REST_Response( Filter_Index::changes_between( (string) $request->get_param( 'date_start' ), (string) $request->get_param( 'date_end' ) ) );
		$response->header( 'Cache-Control', 'no-cache' );
		return $response;
	}

	/**
	 * Product cards by id.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function products( $request ) {
		$body = $request->get_json_params();
		$ids  = is_array( $body ) ? ( $body['ids'] ?? null ) : null;
		if ( ! is_array( $body ) || '1' !== ( $body[ Filter_Index::namespace() . '-products' ] ?? null ) || ! is_array( $ids ) || ! array_is_list( $ids ) || count( $ids ) > 1000 ) {
			return new \WP_Error(
				'invalid_request',
				/* translators: %s: the body's marker key. */
				sprintf( __( 'Send a JSON body {"%s": "1", "ids": [product ids]} with at most 1000 ids.', 'storefront-elements' ), Filter_Index::namespace() . '-products' ),
				array( 'status' => 400 )
			);
		}
		$wanted = array();
		foreach ( $ids as $id ) {
			if ( ( is_int( $id ) || ( is_string( $id ) && preg_match( '/^[1-9][0-9]{0,18}$/', $id ) ) ) && (int) $id > 0 ) {
				$wanted[ (int) $id ] = true;
			}
		}
		$cards = self::cards( array_slice( array_keys( $wanted ), 0, self::MAX_CARDS ) );
		$response = new \WP_REST_Response( array( 'products' => (object) $cards ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * WooCommerce's product cards (`content-product.php`, so the theme's override applies), for the
	 * products a visitor may find in the catalogue.
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int, string>
	 */
	public static function cards( array $ids ): array {
		global $post, $product;
		$saved_post    = $post;
		$saved_product = $product;
		$cards         = array();
		foreach ( $ids as $id ) {
			$item = wc_get_product( $id );
			if ( ! $item || ! Filter_Descriptors::listed( $item ) ) {
				continue;
			}
			$post    = get_post( $item->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's templates read the global post and product.
			$product = $item; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			setup_postdata( $post );
			ob_start();
			wc_get_template_part( 'content', 'product' );
			$cards[ $item->get_id() ] = trim( (string) ob_get_clean() );
		}
		$post    = $saved_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$product = $saved_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_reset_postdata();
		return $cards;
	}
}
