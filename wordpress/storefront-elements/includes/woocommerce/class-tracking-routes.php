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
 * (`{product_ids: [..]}` → the products' descriptions), `<ns>/v1/pixels-fired/` (the purchase
 * reported, with the REST nonce), `<ns>/v1/acr/order/` (an unreported order to recover; its key is
 * the proof), and their admin-ajax twins the client falls back to when REST is unavailable.
 * Answers `{success, data}` (docs/contract/tracking-endpoints.json).
 */
final class Tracking_Routes {

	/** Hooks. */
	public static function boot(): void {
		add_action( 'rest_api_init', array( self::class, 'register' ) );
		$ns = Tracking_Data::namespace();
		$actions = array(
			$ns . '_get_product_ids'         => 'product_ids_ajax',
			$ns . '_get_cart_items'          => 'cart_items_ajax',
			$ns . '_purchase_pixels_fired'   => 'pixels_fired_ajax',
			$ns . '_get_acr_order_data'      => 'acr_order_ajax',
			// The name other pixel managers' scripts call.
			'get_acr_order_data_ajax'        => 'acr_order_ajax',
		);
		foreach ( $actions as $action => $method ) {
			add_action( 'wp_ajax_' . $action, array( self::class, $method ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( self::class, $method ) );
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
			'/pixels-fired/',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'pixels_fired' ),
				'permission_callback' => array( self::class, 'nonce_sent' ),
				'args'                => self::order_args(),
			)
		);
		register_rest_route(
			$ns,
			'/acr/order/',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'acr_order' ),
				'permission_callback' => '__return_true',
				'args'                => self::order_args(),
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
	 * The REST routes of an order: the id (digits) and key it names.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function order_args(): array {
		return array(
			'order_id'  => array(
				'required'          => true,
				'validate_callback' => static fn( $value ) => ( is_int( $value ) && $value > 0 ) || ( is_string( $value ) && 1 === preg_match( '/^[1-9][0-9]{0,11}$/', $value ) ),
			),
			'order_key' => array(
				'required'          => true,
				'validate_callback' => static fn( $value ) => is_string( $value ) && 1 === preg_match( '/^[A-Za-z0-9_]{1,64}$/', $value ),
			),
			'source'    => array(
				'validate_callback' => static fn( $value ) => in_array( $value, array( 'thankyou_page', 'acr_full_auto' ), true ),
			),
		);
	}

	/**
	 * A write from a page of this shop: the request's REST nonce (WordPress checks one that is sent; this asks that one is).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public static function nonce_sent( $request ) {
		$nonce = (string) ( $request->get_header( 'X-WP-Nonce' ) ?? $request->get_param( '_wpnonce' ) ?? '' );
		return '' !== $nonce && Page_Calls::nonce_ok( $nonce ) ? true : new \WP_Error( 'rest_cookie_invalid_nonce', 'Cookie check failed', array( 'status' => 403 ) );
	}

	/**
	 * The purchase reported: `{first}` (the first report wins).
	 *
	 * @param int    $id     The order's id.
	 * @param string $key    Its key.
	 * @param string $source Where it fired.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private static function report( int $id, string $key, string $source ): array {
		$order = Tracking_Orders::by_id_and_key( $id, $key );
		if ( ! $order ) {
			return array( 404, array( 'success' => false, 'data' => array( 'message' => 'Unknown order.' ) ) );
		}
		return array( 200, array( 'success' => true, 'data' => array( 'first' => Tracking_Orders::mark_fired( $order, $source ) ) ) );
	}

	/**
	 * The order to recover, while its purchase is unreported.
	 *
	 * @param int    $id  The order's id.
	 * @param string $key Its key.
	 * @return array<string, mixed>
	 */
	private static function recovery( int $id, string $key ): array {
		$order = Tracking_Orders::by_id_and_key( $id, $key );
		if ( ! $order || Tracking_Orders::fired( $order ) ) {
			return array( 'success' => false, 'data' => array( 'message' => 'Nothing to recover.' ) );
		}
		return array(
			'success' => true,
			'data'    => array( 'order' => Tracking_Orders::describe( $order ), 'products' => (object) Tracking_Products::describe( Tracking_Orders::product_ids( $order ) ) ),
		);
	}

	/**
	 * Order id, key and source from an admin-ajax request, or a 400.
	 *
	 * @return array{0: int, 1: string, 2: string}
	 */
	private static function order_fields(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the report's caller checks the nonce; the ACR needs none (the key is the proof).
		$id     = isset( $_POST['order_id'] ) && is_string( $_POST['order_id'] ) ? wp_unslash( $_POST['order_id'] ) : '';
		$key    = isset( $_POST['order_key'] ) && is_string( $_POST['order_key'] ) ? wp_unslash( $_POST['order_key'] ) : '';
		$source = isset( $_POST['source'] ) && 'acr_full_auto' === $_POST['source'] ? 'acr_full_auto' : 'thankyou_page';
		// phpcs:enable
		if ( ! preg_match( '/^[1-9][0-9]{0,11}$/', $id ) || ! preg_match( '/^[A-Za-z0-9_]{1,64}$/', $key ) ) {
			Page_Calls::refuse( 400, __( 'Invalid order.', 'storefront-elements' ) );
		}
		return array( (int) $id, $key, $source );
	}

	/**
	 * Purchase reported (REST).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public static function pixels_fired( $request ): \WP_REST_Response {
		list( $status, $body ) = self::report( (int) $request->get_param( 'order_id' ), (string) $request->get_param( 'order_key' ), (string) ( $request->get_param( 'source' ) ?? 'thankyou_page' ) );
		$response              = new \WP_REST_Response( $body, $status );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The order to recover (REST).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public static function acr_order( $request ): \WP_REST_Response {
		$response = new \WP_REST_Response( self::recovery( (int) $request->get_param( 'order_id' ), (string) $request->get_param( 'order_key' ) ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/** Purchase reported (admin-ajax, with the data layer's nonce). */
	public static function pixels_fired_ajax(): void {
		list( $id, $key, $source ) = self::order_fields();
		Page_Calls::require_nonce();
		list( $status, $body ) = self::report( $id, $key, $source );
		wp_send_json( $body, $status );
	}

	/** The order to recover (admin-ajax). */
	public static function acr_order_ajax(): void {
		list( $id, $key ) = self::order_fields();
		nocache_headers();
		wp_send_json( self::recovery( $id, $key ) );
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
			Page_Calls::refuse( 400, __( 'product_ids must be a list of at most 200 product ids.', 'storefront-elements' ) );
		}
		wp_send_json( array( 'success' => true, 'data' => (object) Tracking_Products::describe( $ids ) ) );
	}

	/** The cart's items (admin-ajax). */
	public static function cart_items_ajax(): void {
		nocache_headers();
		wp_send_json( array( 'success' => true, 'data' => array( 'cart' => array( 'items' => (object) Tracking_Data::cart_items() ) ) ) );
	}
}
