<?php
/**
 * The tracking's calls to the shop: the REST test, missing products, the cart's items.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * REST `<ns>/v1/test/` (the client's check that REST works here), `<ns>/v1/products/`
 * (`{product_ids: [..]}` → the products' descriptions), and their admin-ajax twins the client falls
 * back to when REST is unavailable: `<ns>_get_product_ids`, `<ns>_get_cart_items`. They read only,
 * so they take no nonce. Answers `{success: true, data}` (docs/contract/tracking-endpoints.json).
 */
final class Tracking_Routes {

	/** Hooks. */
	public static function boot(): void {
		add_action( 'rest_api_init', array( self::class, 'register' ) );
		$ns = Tracking_Data::namespace();
		foreach ( array( 'get_product_ids' => 'product_ids_ajax', 'get_cart_items' => 'cart_items_ajax' ) as $action => $method ) {
			add_action( 'wp_ajax_' . $ns . '_' . $action, array( self::class, $method ) );
			add_action( 'wp_ajax_nopriv_' . $ns . '_' . $action, array( self::class, $method ) );
		}
	}

	/** The REST routes. */
	public static function register(): void {
		$ns = Tracking_Data::namespace() . '/v1';
		register_rest_route(
			$ns,
			'/test/',
			array(
				'methods'             => 'POST',
				'callback'            => static fn() => self::ok( null ),
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			$ns,
			'/products/',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'products' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'product_ids' => array(
						'required'          => true,
						'validate_callback' => static fn( $value ) => self::ids( $value ) !== null,
					),
				),
			)
		);
	}

	/**
	 * Product ids from a request value: a list of at most 200 positive integers (numbers or digits), else null.
	 *
	 * @param mixed $value The value.
	 * @return int[]|null
	 */
	private static function ids( $value ): ?array {
		if ( ! is_array( $value ) || ! array_is_list( $value ) || count( $value ) > Tracking_Products::MAX ) {
			return null;
		}
		$ids = array();
		foreach ( $value as $id ) {
			if ( ! ( ( is_int( $id ) && $id > 0 ) || ( is_string( $id ) && preg_match( '/^[1-9][0-9]{0,11}$/', $id ) ) ) ) {
				return null;
			}
			$ids[] = (int) $id;
		}
		return $ids;
	}

	/**
	 * `{success: true, data}` without caching.
	 *
	 * @param mixed $data The data.
	 */
	private static function ok( $data ): \WP_REST_Response {
		$response = new \WP_REST_Response( array( 'success' => true, 'data' => $data ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * Missing products (REST).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public static function products( $request ): \WP_REST_Response {
		return self::ok( (object) Tracking_Products::describe( (array) self::ids( $request->get_param( 'product_ids' ) ) ) );
	}

	/** Missing products (admin-ajax: `product_ids[]`). */
	public static function product_ids_ajax(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- reads only; checked by ids().
		$raw = isset( $_POST['product_ids'] ) ? wp_unslash( $_POST['product_ids'] ) : array();
		$ids = self::ids( is_array( $raw ) ? array_values( $raw ) : array( $raw ) );
		if ( null === $ids ) {
			wp_send_json( array( 'success' => false, 'data' => array( 'message' => __( 'product_ids must be a list of at most 200 product ids.', 'storefront-elements' ) ) ), 400 );
		}
		wp_send_json( array( 'success' => true, 'data' => (object) Tracking_Products::describe( $ids ) ) );
	}

	/** The cart's items (admin-ajax). */
	public static function cart_items_ajax(): void {
		nocache_headers();
		wp_send_json( array( 'success' => true, 'data' => array( 'cart' => array( 'items' => (object) Tracking_Data::cart_items() ) ) ) );
	}
}
