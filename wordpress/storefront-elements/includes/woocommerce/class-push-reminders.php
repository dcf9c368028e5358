<?php
/**
 * Cart reminders by browser notification: the push prompt's key and worker, the subscriptions the
 * browsers save and remove, and a reminder a shop manager sends.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

use StorefrontElements\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * - `<shop-push-prompt>` gets the shop's public VAPID key (`public-key`) and the service worker's
 *   address (`worker`) when the block or shortcode does not name them.
 * - The service worker is served at `/?storefront_push_sw=1` (its path is `/`, so its scope may be
 *   the whole site) with its chunk imports pointed at the plugin's `dist/`.
 * - admin-ajax `save_notification_subscription` / `remove_notification_subscription` (the data
 *   layer's nonce; endpoint, public_key, private_key — the subscription's p256dh key and auth
 *   secret): only endpoints of the browsers' push services are kept, since the shop later sends to
 *   that address and must never be made to call one an attacker chose.
 * - *WooCommerce → Cart reminders* lists the subscriptions; "Send a cart reminder" sends one
 *   (a push service's 404 or 410 deletes the subscription).
 */
final class Push_Reminders {

	private const TABLE          = 'storefront_push_subscriptions';
	private const SCHEMA_OPTION  = 'storefront_elements_push_schema';
	private const SCHEMA_VERSION = '1';
	private const CAPABILITY     = 'manage_woocommerce';
	private const PAGE           = 'storefront-cart-reminders';
	private const SEND_ACTION    = 'storefront_send_cart_reminder';

	/** Options this class keeps (removed by uninstall). */
	public const OPTIONS = array( self::SCHEMA_OPTION, Web_Push::KEYS_OPTION );

	/** The browsers' push services (Chrome, Firefox, Edge/Windows, Safari). */
	private const PUSH_SERVICE_HOSTS = array( '/^fcm\.googleapis\.com$/', '/^updates\.push\.services\.mozilla\.com$/', '/\.notify\.windows\.com$/', '/^web\.push\.apple\.com$/' );

	/** Hooks. */
	public static function boot(): void {
		Tables::ensure(
			self::SCHEMA_OPTION,
			self::SCHEMA_VERSION,
			self::table(),
			"  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  endpoint_hash char(64) NOT NULL,
  endpoint text NOT NULL,
  p256dh varchar(100) NOT NULL,
  auth varchar(40) NOT NULL,
  session_id varchar(64) NOT NULL DEFAULT '',
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY endpoint_hash (endpoint_hash)"
		);
		foreach ( array( 'save_notification_subscription' => 'save', 'remove_notification_subscription' => 'remove' ) as $action => $method ) {
			add_action( 'wp_ajax_' . $action, array( self::class, $method ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( self::class, $method ) );
		}
		add_filter( 'storefront_elements_element_values', array( self::class, 'element_values' ), 10, 2 );
		add_filter( 'render_block_storefront-elements/push-prompt', array( self::class, 'block_markup' ) );
		add_action( 'template_redirect', array( self::class, 'serve_worker' ), 0 );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_post_' . self::SEND_ACTION, array( self::class, 'send_from_admin' ) );
	}

	/** The table's name. */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/** The service worker's address. */
	public static function worker_url(): string {
		return add_query_arg( 'storefront_push_sw', '1', home_url( '/' ) );
	}

	/**
	 * The push prompt's key and worker, when not given.
	 *
	 * @param array<string, mixed> $values The element's attribute values.
	 * @param string               $name   The element's name.
	 * @return array<string, mixed>
	 */
	public static function element_values( $values, $name ) {
		if ( 'push-prompt' !== $name || ! is_array( $values ) ) {
			return $values;
		}
		return $values + array( 'public-key' => Web_Push::keys()['public'], 'worker' => self::worker_url() );
	}

	/**
	 * The block's saved tag with the key and worker added when it lacks them.
	 *
	 * @param string $html The block's markup.
	 */
	public static function block_markup( $html ): string {
		$html  = (string) $html;
		$extra = '';
		if ( ! preg_match( '/<shop-push-prompt[^>]*\spublic-key=/', $html ) ) {
			$extra .= sprintf( ' public-key="%s"', esc_attr( Web_Push::keys()['public'] ) );
		}
		if ( ! preg_match( '/<shop-push-prompt[^>]*\sworker=/', $html ) ) {
			$extra .= sprintf( ' worker="%s"', esc_url( self::worker_url() ) );
		}
		return '' === $extra ? $html : (string) preg_replace( '/<shop-push-prompt\b/', '<shop-push-prompt' . $extra, $html, 1 );
	}

	/** The service worker, with its chunks imported from the plugin's dist/. */
	public static function serve_worker(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a static script.
		if ( ! isset( $_GET['storefront_push_sw'] ) ) {
			return;
		}
		$file = STOREFRONT_ELEMENTS_DIR . '/dist/push-sw.js';
		if ( ! is_file( $file ) ) {
			status_header( 404 );
			exit;
		}
		$chunks = plugins_url( 'dist/chunks/', STOREFRONT_ELEMENTS_FILE );
		$script = str_replace( array( '"./chunks/', "'./chunks/" ), array( '"' . $chunks, "'" . $chunks ), (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own file.
		status_header( 200 );
		header( 'Content-Type: text/javascript; charset=utf-8' );
		header( 'Service-Worker-Allowed: /' );
		header( 'Cache-Control: no-cache' );
		header( 'X-Content-Type-Options: nosniff' );
		echo $script; // phpcs:ignore WordPress.Security.EscapeOutput -- the plugin's built script.
		exit;
	}

	/**
	 * Whether the shop may send to this endpoint: HTTPS on a browser's push service (the filter
	 * `storefront_elements_push_service_origins` adds others, such as a test's).
	 *
	 * @param string $endpoint The endpoint.
	 */
	public static function allowed_endpoint( string $endpoint ): bool {
		$parts = wp_parse_url( $endpoint );
		if ( ! is_array( $parts ) || 'https' !== ( $parts['scheme'] ?? '' ) || empty( $parts['host'] ) ) {
			return false;
		}
		$origin = 'https://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		/**
		 * Filters the push service origins accepted besides the browsers' own.
		 *
		 * @param string[] $origins Origins ("https://push.example").
		 */
		if ( in_array( $origin, (array) apply_filters( 'storefront_elements_push_service_origins', array() ), true ) ) {
			return true;
		}
		if ( isset( $parts['port'] ) || isset( $parts['user'] ) ) {
			return false;
		}
		foreach ( self::PUSH_SERVICE_HOSTS as $host ) {
			if ( preg_match( $host, strtolower( $parts['host'] ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The request's subscription fields, checked, or an answer ends the request.
	 *
	 * @return array{endpoint: string, public_key: string, private_key: string}
	 */
	private static function fields(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is checked below, after the fields' form.
		$fields = array();
		foreach ( wp_unslash( $_POST ) as $key => $value ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- every field is checked below.
			if ( 'action' === $key ) {
				continue;
			}
			if ( ! in_array( $key, array( 'nonce', 'endpoint', 'public_key', 'private_key' ), true ) || ! is_string( $value ) ) {
				Page_Calls::refuse( 400, __( 'Invalid subscription.', 'storefront-elements' ) );
			}
			$fields[ $key ] = $value;
		}
		// phpcs:enable
		$endpoint = $fields['endpoint'] ?? '';
		if ( strlen( $endpoint ) < 10 || strlen( $endpoint ) > 1000 || ! preg_match( '/^[A-Za-z0-9_-]{80,100}={0,2}$/', $fields['public_key'] ?? '' ) || ! preg_match( '/^[A-Za-z0-9_-]{16,32}={0,2}$/', $fields['private_key'] ?? '' ) ) {
			Page_Calls::refuse( 400, __( 'Invalid subscription.', 'storefront-elements' ) );
		}
		if ( ! isset( $fields['nonce'] ) || ! Page_Calls::nonce_ok( $fields['nonce'] ) ) {
			Page_Calls::refuse( 403, 'Cookie check failed' );
		}
		if ( ! self::allowed_endpoint( $endpoint ) ) {
			Page_Calls::refuse( 400, __( 'Invalid value for "endpoint": not a push service.', 'storefront-elements' ) );
		}
		return array( 'endpoint' => $endpoint, 'public_key' => $fields['public_key'], 'private_key' => $fields['private_key'] );
	}

	/** Saves (or updates) a subscription. */
	public static function save(): void {
		$fields  = self::fields();
		$session = WC()->session && WC()->session->has_session() ? (string) WC()->session->get_customer_id() : '';
		global $wpdb;
		$table = self::table();
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			$wpdb->prepare(
				"INSERT INTO {$table} (endpoint_hash, endpoint, p256dh, auth, session_id, user_id, created_at) VALUES (%s, %s, %s, %s, %s, %d, %s)
				ON DUPLICATE KEY UPDATE p256dh = VALUES(p256dh), auth = VALUES(auth), session_id = VALUES(session_id), user_id = VALUES(user_id)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table's name.
				hash( 'sha256', $fields['endpoint'] ),
				$fields['endpoint'],
				$fields['public_key'],
				$fields['private_key'],
				$session,
				get_current_user_id(),
				current_time( 'mysql', true )
			)
		);
		wp_send_json( array( 'success' => true, 'data' => null ) );
	}

	/** Removes a subscription (its endpoint and auth secret must match). */
	public static function remove(): void {
		$fields = self::fields();
		global $wpdb;
		$wpdb->delete( self::table(), array( 'endpoint_hash' => hash( 'sha256', $fields['endpoint'] ), 'auth' => $fields['private_key'] ), array( '%s', '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		wp_send_json( array( 'success' => true, 'data' => null ) );
	}

	/**
	 * Sends the cart reminder to one subscription: 'sent', 'gone' (deleted), 'unknown' or 'failed'.
	 *
	 * @param int $id The subscription's row.
	 */
	public static function send( int $id ): string {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT id, endpoint, p256dh, auth FROM ' . self::table() . ' WHERE id = %d', $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table.
		if ( ! $row || ! self::allowed_endpoint( (string) $row['endpoint'] ) ) {
			return 'unknown';
		}
		$message = (string) wp_json_encode(
			array(
				'title' => __( 'Your cart is waiting', 'storefront-elements' ),
				'body'  => __( 'The items you chose are still in your cart. Come back to finish your order.', 'storefront-elements' ),
				// A path of this shop: the service worker opens nothing else.
				'url'   => wp_make_link_relative( wc_get_cart_url() ),
			)
		);
		try {
			$body = Web_Push::encrypt( $message, (string) $row['p256dh'], (string) $row['auth'] );
		} catch ( \Throwable $error ) {
			return 'failed';
		}
		$args = array(
			'timeout' => 10,
			'headers' => array(
				'Authorization'    => Web_Push::authorization( (string) $row['endpoint'], 'mailto:' . get_option( 'admin_email' ) ),
				'TTL'              => (string) DAY_IN_SECONDS,
				'Content-Encoding' => 'aes128gcm',
				'Content-Type'     => 'application/octet-stream',
				'Urgency'          => 'normal',
			),
			'body'    => $body,
		);
		/**
		 * Filters the request to a push service (a test's service on loopback needs its certificate).
		 *
		 * @param array<string, mixed> $args     wp_remote_post's arguments.
		 * @param string               $endpoint The endpoint.
		 */
		$answer = wp_remote_post( (string) $row['endpoint'], (array) apply_filters( 'storefront_elements_push_request_args', $args, (string) $row['endpoint'] ) );
		$code   = is_wp_error( $answer ) ? 0 : (int) wp_remote_retrieve_response_code( $answer );
		if ( 404 === $code || 410 === $code ) {
			$wpdb->delete( self::table(), array( 'id' => (int) $row['id'] ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			return 'gone';
		}
		return $code >= 200 && $code < 300 ? 'sent' : 'failed';
	}

	/** "Cart reminders" under WooCommerce's menu. */
	public static function menu(): void {
		add_submenu_page( 'woocommerce', __( 'Cart reminders', 'storefront-elements' ), __( 'Cart reminders', 'storefront-elements' ), self::CAPABILITY, self::PAGE, array( self::class, 'render' ) );
	}

	/** The page: the subscriptions, each with a button that sends the reminder. */
	public static function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to send cart reminders.', 'storefront-elements' ), 403 );
		}
		global $wpdb;
		$rows = (array) $wpdb->get_results( 'SELECT id, endpoint, session_id, user_id, created_at FROM ' . self::table() . ' ORDER BY created_at DESC, id DESC LIMIT 200', ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the plugin's own table, no input.
		echo '<div class="wrap"><h1>' . esc_html__( 'Cart reminders', 'storefront-elements' ) . '</h1>';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the result of a send, shown once.
		$result = isset( $_GET['reminder'] ) ? sanitize_key( wp_unslash( $_GET['reminder'] ) ) : '';
		$words  = array(
			'sent'    => __( 'The reminder was sent.', 'storefront-elements' ),
			'gone'    => __( 'That browser no longer takes notifications: its subscription was removed.', 'storefront-elements' ),
			'unknown' => __( 'That subscription is no longer here.', 'storefront-elements' ),
			'failed'  => __( 'The push service did not take the reminder. Try again later.', 'storefront-elements' ),
		);
		if ( isset( $words[ $result ] ) ) {
			printf( '<div class="notice notice-%s" role="status"><p>%s</p></div>', 'sent' === $result ? 'success' : 'warning', esc_html( $words[ $result ] ) );
		}
		echo '<p>' . esc_html__( 'Shoppers who allowed a reminder about their cart (under their marketing consent). The newest 200.', 'storefront-elements' ) . '</p>';
		if ( ! $rows ) {
			echo '<p>' . esc_html__( 'No subscriptions yet.', 'storefront-elements' ) . '</p></div>';
			return;
		}
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Push service', 'storefront-elements' ) . '</th><th scope="col">' . esc_html__( 'Customer', 'storefront-elements' ) . '</th><th scope="col">' . esc_html__( 'Since (UTC)', 'storefront-elements' ) . '</th><th scope="col"><span class="screen-reader-text">' . esc_html__( 'Actions', 'storefront-elements' ) . '</span></th></tr></thead><tbody>';
		foreach ( $rows as $row ) {
			$user = (int) $row['user_id'] ? get_userdata( (int) $row['user_id'] ) : false;
			printf(
				'<tr><td>%s</td><td>%s</td><td>%s</td><td><form method="post" action="%s"><input type="hidden" name="action" value="%s"><input type="hidden" name="subscription" value="%d">%s<button type="submit" class="button">%s</button></form></td></tr>',
				esc_html( (string) wp_parse_url( (string) $row['endpoint'], PHP_URL_HOST ) ),
				esc_html( $user ? $user->user_email : __( 'guest', 'storefront-elements' ) ),
				esc_html( (string) $row['created_at'] ),
				esc_url( admin_url( 'admin-post.php' ) ),
				esc_attr( self::SEND_ACTION ),
				(int) $row['id'],
				wp_nonce_field( self::SEND_ACTION . '-' . (int) $row['id'], '_wpnonce', true, false ), // phpcs:ignore WordPress.Security.EscapeOutput -- WordPress's own field.
				esc_html__( 'Send a cart reminder', 'storefront-elements' )
			);
		}
		echo '</tbody></table></div>';
	}

	/** The send button's target: capability, nonce, then back to the page with the result. */
	public static function send_from_admin(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to send cart reminders.', 'storefront-elements' ), 403 );
		}
		$id = isset( $_POST['subscription'] ) ? absint( $_POST['subscription'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked on the next line.
		check_admin_referer( self::SEND_ACTION . '-' . $id );
		wp_safe_redirect( add_query_arg( array( 'page' => self::PAGE, 'reminder' => self::send( $id ) ), admin_url( 'admin.php' ) ) );
		exit;
	}
}
