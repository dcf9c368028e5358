<?php
/**
 * Abandoned-cart capture on the shop's side: admin-ajax `shop_save_cart_contact`.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Form-encoded, with the data layer's nonce; every field checked (only the capture's own fields,
 * each within its length and form); an e-mail that passes the capture's check or a phone of five
 * characters or more; a cart in the shopper's WooCommerce session. One row per session, kept with
 * the newest fields — except that another form's e-mail never overwrites what the checkout
 * captured. Two saves at once for one session still make one row (a unique key and one upsert).
 * A contact without a cart is not kept: `{success: false, data: {reason: "no-cart"}}` (the browser
 * sends it again with its first cart add).
 */
final class Cart_Capture {

	private const TABLE          = 'storefront_cart_contacts';
	private const SCHEMA_OPTION  = 'storefront_elements_cart_contacts_schema';
	private const SCHEMA_VERSION = '1';

	/** Options this class keeps (removed by uninstall). */
	public const OPTIONS = array( self::SCHEMA_OPTION );

	/** The save call's fields without the `shop_` prefix (shared/engine/cart-capture/capture-rules.ts; a test keeps them equal). */
	public const FIELDS = array( 'email', 'name', 'surname', 'phone', 'country', 'city', 'billing_company', 'billing_address_1', 'billing_address_2', 'billing_state', 'billing_postcode', 'shipping_first_name', 'shipping_last_name', 'shipping_company', 'shipping_country', 'shipping_address_1', 'shipping_address_2', 'shipping_city', 'shipping_state', 'shipping_postcode', 'order_comments', 'create_account', 'ship_elsewhere', 'phone_consent', 'language', 'recaptcha_token', 'source' );

	/** Hooks. */
	public static function boot(): void {
		self::install();
		add_action( 'wp_ajax_shop_save_cart_contact', array( self::class, 'save' ) );
		add_action( 'wp_ajax_nopriv_shop_save_cart_contact', array( self::class, 'save' ) );
	}

	/** The contacts' table, created when its schema is not the current one. */
	public static function install(): void {
		if ( self::SCHEMA_VERSION === get_option( self::SCHEMA_OPTION ) ) {
			return;
		}
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = self::table();
		dbDelta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  session_id varchar(64) NOT NULL,
  email varchar(254) NOT NULL DEFAULT '',
  fields longtext NOT NULL,
  source varchar(20) NOT NULL DEFAULT 'checkout',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY session_id (session_id)
) {$wpdb->get_charset_collate()};"
		);
		update_option( self::SCHEMA_OPTION, self::SCHEMA_VERSION, true );
	}

	/** The table's name. */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * A field's rule: [maximum length, pattern or null].
	 *
	 * @param string $name The field without its prefix.
	 * @return array{0: int, 1: string|null}
	 */
	private static function rule( string $name ): array {
		return match ( $name ) {
			'email'                                           => array( 254, null ),
			'phone'                                           => array( 40, '/^[\s#0-9_\-+\/().]*$/' ),
			'order_comments'                                  => array( 2000, null ),
			'create_account', 'ship_elsewhere', 'phone_consent' => array( 1, '/^[01]$/' ),
			'language'                                        => array( 10, '/^[a-z]{2,3}(_[A-Z]{2})?$/' ),
			'recaptcha_token'                                 => array( 4000, null ),
			'source'                                          => array( 20, '/^(custom_email|exit_intent|)$/' ),
			default                                           => array( 200, null ),
		};
	}

	/**
	 * A JSON answer and the end of the request.
	 *
	 * @param int                  $status The HTTP status.
	 * @param array<string, mixed> $body   The answer.
	 */
	private static function answer( int $status, array $body ): void {
		nocache_headers();
		wp_send_json( $body, $status );
	}

	/** The save action. */
	public static function save(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is checked below, after the fields' form (a malformed request is a 400 whatever its nonce).
		$fields = array();
		foreach ( wp_unslash( $_POST ) as $key => $value ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- every field is checked below.
			if ( 'action' === $key ) {
				continue;
			}
			if ( ! is_string( $value ) ) {
				self::answer( 400, array( 'success' => false, 'data' => array( 'message' => __( 'Invalid contact fields.', 'storefront-elements' ) ) ) );
			}
			$fields[ (string) $key ] = $value;
		}
		// phpcs:enable
		$values = array();
		foreach ( $fields as $key => $value ) {
			if ( 'nonce' === $key ) {
				continue;
			}
			$name = str_starts_with( $key, 'shop_' ) ? substr( $key, 5 ) : '';
			if ( ! in_array( $name, self::FIELDS, true ) ) {
				self::answer( 400, array( 'success' => false, 'data' => array( 'message' => __( 'Invalid contact fields.', 'storefront-elements' ) ) ) );
			}
			list( $max, $pattern ) = self::rule( $name );
			if ( mb_strlen( $value ) > $max || ( null !== $pattern && ! preg_match( $pattern, $value ) ) ) {
				/* translators: %s: a field's name. */
				self::answer( 400, array( 'success' => false, 'data' => array( 'message' => sprintf( __( 'Invalid value for "%s".', 'storefront-elements' ), $name ) ) ) );
			}
			$values[ $name ] = trim( sanitize_textarea_field( $value ) );
		}
		if ( ! isset( $fields['nonce'] ) || ! self::nonce_ok( $fields['nonce'] ) ) {
			self::answer( 403, array( 'success' => false, 'data' => array( 'message' => 'Cookie check failed' ) ) );
		}
		$email = $values['email'] ?? '';
		$phone = $values['phone'] ?? '';
		if ( '' !== $email && ! self::email_valid( $email ) ) {
			self::answer( 400, array( 'success' => false, 'data' => array( 'message' => __( 'Invalid value for "email".', 'storefront-elements' ) ) ) );
		}
		if ( '' === $email && mb_strlen( $phone ) < 5 ) {
			self::answer( 400, array( 'success' => false, 'data' => array( 'message' => __( 'An e-mail or a phone number is needed.', 'storefront-elements' ) ) ) );
		}
		$session = WC()->session ? (string) WC()->session->get_customer_id() : '';
		if ( '' === $session || ! WC()->cart || WC()->cart->is_empty() ) {
			self::answer( 200, array( 'success' => false, 'data' => array( 'reason' => 'no-cart' ) ) );
		}
		unset( $values['recaptcha_token'] );
		$source = '' !== ( $values['source'] ?? '' ) ? $values['source'] : 'checkout';
		global $wpdb;
		$now   = current_time( 'mysql', true );
		$table = self::table();
		// One statement: a second save of the session updates the row; the checkout's fields win over another form's e-mail.
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			$wpdb->prepare(
				"INSERT INTO {$table} (session_id, email, fields, source, created_at, updated_at) VALUES (%s, %s, %s, %s, %s, %s)
				ON DUPLICATE KEY UPDATE
				email = IF(VALUES(source) = 'checkout' OR source <> 'checkout', VALUES(email), email),
				fields = IF(VALUES(source) = 'checkout' OR source <> 'checkout', VALUES(fields), fields),
				updated_at = IF(VALUES(source) = 'checkout' OR source <> 'checkout', VALUES(updated_at), updated_at),
				source = IF(VALUES(source) = 'checkout' OR source <> 'checkout', VALUES(source), source)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table's name.
				$session,
				$email,
				(string) wp_json_encode( $values ),
				$source,
				$now,
				$now
			)
		);
		self::answer( 200, array( 'success' => true, 'data' => null ) );
	}

	/**
	 * The data layer's nonce. A session handler may tie a guest's nonces to the session once there is
	 * one (WooCommerce does so for its own "woocommerce…" actions): a page printed before the
	 * visitor's first add then carries a nonce of no session. It still proves the call comes from a
	 * page of this shop, so a guest's is accepted either way.
	 *
	 * @param string $nonce The nonce.
	 */
	public static function nonce_ok( string $nonce ): bool {
		if ( wp_verify_nonce( $nonce, Tracking_Data::NONCE_ACTION ) ) {
			return true;
		}
		if ( is_user_logged_in() ) {
			return false;
		}
		$no_session = static fn() => 0;
		add_filter( 'nonce_user_logged_out', $no_session, PHP_INT_MAX );
		$ok = (bool) wp_verify_nonce( $nonce, Tracking_Data::NONCE_ACTION );
		remove_filter( 'nonce_user_logged_out', $no_session, PHP_INT_MAX );
		return $ok;
	}

	/**
	 * The capture's e-mail check: '@' after at least one character, the last '.' two or more
	 * characters after it, two or more characters after that '.', no white space.
	 *
	 * @param string $email The e-mail.
	 */
	public static function email_valid( string $email ): bool {
		$at  = strpos( $email, '@' );
		$dot = strrpos( $email, '.' );
		return false !== $at && $at >= 1 && false !== $dot && $dot >= $at + 2 && strlen( $email ) - $dot - 1 >= 2 && ! preg_match( '/\s/', $email );
	}
}
