<?php
/**
 * Server copies of tracking events (Meta's Conversions API, TikTok's Events API), and what the
 * shop session keeps for them: the visit's click ids and referrer, the visitor's IPv6 address.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * - REST `<ns>/v1/sse/` (JSON) and admin-ajax `<ns>_server_to_server_event` (`data` = JSON): one
 *   event's server copies, with the data layer's nonce. Refused without marketing consent (not
 *   forwarded, not kept). The server adds the visitor's address (the session's IPv6 one when the
 *   browser found it) and agent — never hashed — and forwards each copy to its service with the
 *   access token from the server-only settings (never printed on a page), once per service and
 *   event id (a copy sent again by the tab's next page is not forwarded twice).
 * - admin-ajax `<ns>_process_transient_session_identifiers`: the click ids and referrer kept with
 *   the shop session (for the order to carry).
 * - admin-ajax `<ns>_store_ipv6_in_server_session`: one IPv6 address kept with the shop session.
 */
final class Server_Events {

	private const EVENTS      = array( 'add_to_cart', 'begin_checkout', 'add_payment_info', 'add_to_wishlist', 'view_item', 'view_category', 'search', 'place_order', 'order_received', 'login' );
	private const IDENTIFIERS = array( 'gclid', 'wbraid', 'gbraid', 'fbclid', 'ttclid', 'scid', 'epik' );

	private const TABLE          = 'storefront_server_copies';
	private const SCHEMA_OPTION  = 'storefront_elements_server_copies_schema';
	private const SCHEMA_VERSION = '1';
	/** Two days: longer than a browser hands an event on between pages, as long as Meta de-duplicates. */
	private const MEMORY_SECONDS = 2 * DAY_IN_SECONDS;

	/** Options this class keeps (removed by uninstall). */
	public const OPTIONS = array( self::SCHEMA_OPTION );

	/** Hooks. */
	public static function boot(): void {
		self::install();
		add_action( 'rest_api_init', array( self::class, 'register' ) );
		$ns = Tracking_Data::namespace();
		foreach ( array( 'server_to_server_event' => 'event_ajax', 'process_transient_session_identifiers' => 'identifiers_ajax', 'store_ipv6_in_server_session' => 'ipv6_ajax' ) as $action => $method ) {
			add_action( 'wp_ajax_' . $ns . '_' . $action, array( self::class, $method ) );
			add_action( 'wp_ajax_nopriv_' . $ns . '_' . $action, array( self::class, $method ) );
		}
	}

	/** The forwarded copies' table (service and event id), created when its schema is not the current one. */
	public static function install(): void {
		\StorefrontElements\Tables::ensure(
			self::SCHEMA_OPTION,
			self::SCHEMA_VERSION,
			self::table(),
			"  service varchar(20) NOT NULL,
  event_id varchar(64) NOT NULL,
  sent_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (service,event_id),
  KEY sent_at (sent_at)"
		);
	}

	/** The table's name. */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Whether this service's copy of the event is new (then remembered). The browser cannot always
	 * know a copy arrived: a page left while its request was on its way hands the event on, and the
	 * next page sends it again. One atomic insert decides between copies sent at once.
	 *
	 * @param string $service "facebook" or "tiktok".
	 * @param string $event_id The browser's event id.
	 */
	private static function first_copy( string $service, string $event_id ): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table; one atomic insert.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE sent_at < %d LIMIT 500", time() - self::MEMORY_SECONDS ) );
		$added = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (service, event_id, sent_at) VALUES (%s, %s, %d)", $service, $event_id, time() ) );
		// phpcs:enable
		return 1 === $added;
	}

	/** The REST route. */
	public static function register(): void {
		register_rest_route(
			Tracking_Data::namespace() . '/v1',
			'/sse/',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'event_rest' ),
				'permission_callback' => array( Tracking_Routes::class, 'nonce_sent' ),
			)
		);
	}

	/**
	 * An event from REST (a beacon's body is JSON without its content type: read the raw body).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function event_rest( $request ) {
		$payload = json_decode( (string) $request->get_body(), true );
		list( $status, $body ) = self::event( is_array( $payload ) ? $payload : null );
		// A refusal in REST's own error shape, as the other routes answer theirs.
		return 400 === $status ? new \WP_Error( 'invalid_request', $body['data']['message'], array( 'status' => 400 ) ) : new \WP_REST_Response( $body, $status );
	}

	/** An event from admin-ajax. */
	public static function event_ajax(): void {
		Page_Calls::require_nonce();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked above; the JSON is checked by event().
		$data    = isset( $_POST['data'] ) && is_string( $_POST['data'] ) ? json_decode( wp_unslash( $_POST['data'] ), true ) : null;
		list( $status, $body ) = self::event( is_array( $data ) ? $data : null );
		wp_send_json( $body, $status );
	}

	/**
	 * Checks an event and forwards its copies.
	 *
	 * @param array<string, mixed>|null $payload The event.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private static function event( ?array $payload ): array {
		$bad = array( 400, array( 'success' => false, 'data' => array( 'message' => __( 'Invalid value for "data".', 'storefront-elements' ) ) ) );
		if ( null === $payload || ! in_array( $payload['event'] ?? null, self::EVENTS, true ) || ! is_bool( $payload['consent']['marketing'] ?? null ) ) {
			return $bad;
		}
		$facebook = $payload['facebook'] ?? null;
		$tiktok   = $payload['tiktok'] ?? null;
		if ( ( null !== $facebook && ! self::copy_valid( $facebook, 'event_name' ) ) || ( null !== $tiktok && ! self::copy_valid( $tiktok, 'event' ) ) ) {
			return $bad;
		}
		// The visitor refused marketing, or the owner turned server copies off: nothing is forwarded, nothing kept.
		$general = \StorefrontElements\Options::json( \StorefrontElements\Options::TRACKING )['general'] ?? array();
		if ( ! $payload['consent']['marketing'] || true !== ( $general['server_2_server']['active'] ?? false ) ) {
			return array( 200, array( 'success' => true, 'data' => array( 'forwarded' => false ) ) );
		}
		$settings  = json_decode( (string) get_option( \StorefrontElements\Options::SERVER_EVENTS, '' ), true );
		$settings  = is_array( $settings ) ? $settings : array();
		$agent     = isset( $_SERVER['HTTP_USER_AGENT'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ), 0, 500 ) : '';
		$meta      = $settings['facebook'] ?? null;
		if ( is_array( $facebook ) && is_array( $meta ) && ! empty( $meta['pixel_id'] ) && ! empty( $meta['access_token'] ) && self::first_copy( 'facebook', $facebook['event_id'] ) ) {
			$facebook['user_data'] = array_merge(
				is_array( $facebook['user_data'] ?? null ) ? $facebook['user_data'] : array(),
				array( 'client_ip_address' => self::session_value( 'storefront_ipv6' ) ?? self::remote_address(), 'client_user_agent' => $agent )
			);
			$url  = sprintf( 'https://graph.facebook.com/%s/%s/events?access_token=%s', rawurlencode( (string) ( $meta['api_version'] ?? 'v19.0' ) ), rawurlencode( (string) $meta['pixel_id'] ), rawurlencode( (string) $meta['access_token'] ) );
			$body = array( 'data' => array( $facebook ) ) + ( empty( $meta['test_event_code'] ) ? array() : array( 'test_event_code' => (string) $meta['test_event_code'] ) );
			self::send( 'facebook', $url, $body, array() );
		}
		$tt = $settings['tiktok'] ?? null;
		if ( is_array( $tiktok ) && is_array( $tt ) && ! empty( $tt['pixel_code'] ) && ! empty( $tt['access_token'] ) && self::first_copy( 'tiktok', $tiktok['event_id'] ) ) {
			$tiktok['user'] = array_merge( is_array( $tiktok['user'] ?? null ) ? $tiktok['user'] : array(), array( 'ip' => self::remote_address(), 'user_agent' => $agent ) );
			$body           = array( 'event_source' => 'web', 'event_source_id' => (string) $tt['pixel_code'], 'data' => array( $tiktok ) );
			self::send( 'tiktok', 'https://business-api.tiktok.com/open_api/v1.3/event/track/', $body, array( 'Access-Token' => (string) $tt['access_token'] ) );
		}
		// Accepted for forwarding; a service that does not answer is its own matter (the browser's copy went).
		return array( 200, array( 'success' => true, 'data' => array( 'forwarded' => true ) ) );
	}

	/**
	 * A service's copy: an object with its event name and an event id of at most 64 characters.
	 *
	 * @param mixed  $copy The copy.
	 * @param string $name The field holding the event's name.
	 */
	private static function copy_valid( $copy, string $name ): bool {
		return is_array( $copy ) && is_string( $copy[ $name ] ?? null ) && mb_strlen( $copy[ $name ] ) <= 60
			&& is_string( $copy['event_id'] ?? null ) && mb_strlen( $copy['event_id'] ) <= 64;
	}

	/**
	 * One copy sent to its service.
	 *
	 * @param string               $service "facebook" or "tiktok".
	 * @param string               $url     The service's endpoint.
	 * @param array<string, mixed> $body    The JSON body.
	 * @param array<string, string> $headers Extra headers.
	 */
	private static function send( string $service, string $url, array $body, array $headers ): void {
		/**
		 * Filters where a server copy goes (the vendor's endpoint by default).
		 *
		 * @param string $url     The endpoint.
		 * @param string $service "facebook" or "tiktok".
		 */
		$url    = (string) apply_filters( 'storefront_elements_server_event_url', $url, $service );
		wp_remote_post(
			$url,
			array(
				'timeout' => 5,
				'headers' => array( 'Content-Type' => 'application/json' ) + $headers,
				'body'    => (string) wp_json_encode( $body ),
			)
		);
	}

	/** The connection's address. */
	private static function remote_address(): string {
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return false !== filter_var( $address, FILTER_VALIDATE_IP ) ? $address : '';
	}

	/**
	 * A value kept with the shop session, or null.
	 *
	 * @param string $key The key.
	 */
	private static function session_value( string $key ): ?string {
		$session = WC()->session;
		$value   = $session && $session->has_session() ? $session->get( $key ) : null;
		return is_string( $value ) && '' !== $value ? $value : null;
	}

	/** The click ids and referrer kept with the shop session. */
	public static function identifiers_ajax(): void {
		Page_Calls::require_nonce();
		$kept = array();
		foreach ( self::IDENTIFIERS as $name ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked above; each value by its pattern.
			$value = isset( $_POST[ $name ] ) && is_string( $_POST[ $name ] ) ? wp_unslash( $_POST[ $name ] ) : '';
			if ( '' !== $value && preg_match( '/^[A-Za-z0-9._~-]{1,600}$/', $value ) ) {
				$kept[ $name ] = $value;
			}
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked above; by its pattern.
		$referrer = isset( $_POST['referrer'] ) && is_string( $_POST['referrer'] ) ? wp_unslash( $_POST['referrer'] ) : '';
		if ( preg_match( '#^https?://\S{1,2000}$#', $referrer ) ) {
			$kept['referrer'] = esc_url_raw( $referrer );
		}
		$session = WC()->session;
		// Only a shop session (a cart) has something to attribute.
		if ( ! $session || ! $session->has_session() ) {
			Page_Calls::refuse( 200, 'No shop session.' );
		}
		$session->set( 'storefront_session_identifiers', $kept );
		wp_send_json( array( 'success' => true, 'data' => (object) $kept ) );
	}

	/** The visitor's IPv6 address kept with the shop session. */
	public static function ipv6_ajax(): void {
		Page_Calls::require_nonce();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked above; validated just below.
		$ipv6 = isset( $_POST['ipv6'] ) && is_string( $_POST['ipv6'] ) ? trim( wp_unslash( $_POST['ipv6'] ) ) : '';
		// One IPv6 address: no zone, no IPv4 written inside it.
		if ( strlen( $ipv6 ) > 45 || false === filter_var( $ipv6, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) || str_contains( $ipv6, '.' ) || str_contains( $ipv6, '%' ) ) {
			Page_Calls::refuse( 400, __( 'Invalid value for "ipv6".', 'storefront-elements' ) );
		}
		$session = WC()->session;
		if ( ! $session || ! $session->has_session() ) {
			Page_Calls::refuse( 200, 'No shop session.' );
		}
		$ipv6 = strtolower( (string) inet_ntop( (string) inet_pton( $ipv6 ) ) );
		$session->set( 'storefront_ipv6', $ipv6 );
		wp_send_json( array( 'success' => true, 'data' => array( 'ipv6' => $ipv6 ) ) );
	}
}
