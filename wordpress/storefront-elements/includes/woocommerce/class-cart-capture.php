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
	private const SCHEMA_VERSION = '2';

	/** Options this class keeps (removed by uninstall). */
	public const OPTIONS = array( self::SCHEMA_OPTION );

	/** The save call's fields without the `shop_` prefix (shared/engine/cart-capture/capture-rules.ts; a test keeps them equal). */
	public const FIELDS = array( 'email', 'name', 'surname', 'phone', 'country', 'city', 'billing_company', 'billing_address_1', 'billing_address_2', 'billing_state', 'billing_postcode', 'shipping_first_name', 'shipping_last_name', 'shipping_company', 'shipping_country', 'shipping_address_1', 'shipping_address_2', 'shipping_city', 'shipping_state', 'shipping_postcode', 'order_comments', 'create_account', 'ship_elsewhere', 'phone_consent', 'language', 'recaptcha_token', 'source' );

	/** Hooks. */
	public static function boot(): void {
		self::install();
		add_action( 'wp_ajax_shop_save_cart_contact', array( self::class, 'save' ) );
		add_action( 'wp_ajax_nopriv_shop_save_cart_contact', array( self::class, 'save' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
	}

	/** The capability that sees captured contacts (a shop manager's). */
	private const CAPABILITY = 'manage_woocommerce';

	/** "Captured carts" under WooCommerce's menu. */
	public static function menu(): void {
		add_submenu_page( 'woocommerce', __( 'Captured carts', 'storefront-elements' ), __( 'Captured carts', 'storefront-elements' ), self::CAPABILITY, 'storefront-captured-carts', array( self::class, 'render' ) );
	}

	/**
	 * The newest contacts, at most 200.
	 *
	 * @return array<int, array{email: string, fields: array<string, string>, cart: array<int, array{name: string, quantity: int}>, source: string, updated_at: string}>
	 */
	public static function contacts(): array {
		global $wpdb;
		$rows = $wpdb->get_results( 'SELECT email, fields, cart, source, updated_at FROM ' . self::table() . ' ORDER BY updated_at DESC, id DESC LIMIT 200', ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the plugin's own table, no input.
		return array_map(
			static fn( $row ) => array(
				'email'      => (string) $row['email'],
				'fields'     => (array) json_decode( (string) $row['fields'], true ),
				'cart'       => (array) json_decode( (string) $row['cart'], true ),
				'source'     => (string) $row['source'],
				'updated_at' => (string) $row['updated_at'],
			),
			(array) $rows
		);
	}

	/** The page: who left what in their cart, for the shop to follow up. */
	public static function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see captured carts.', 'storefront-elements' ), 403 );
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Captured carts', 'storefront-elements' ) . '</h1>';
		echo '<p>' . esc_html__( 'Contacts shoppers typed at the checkout (or into another form) while they had a cart, kept only under their marketing consent. The newest 200.', 'storefront-elements' ) . '</p>';
		$contacts = self::contacts();
		if ( ! $contacts ) {
			echo '<p>' . esc_html__( 'No captured carts yet.', 'storefront-elements' ) . '</p></div>';
			return;
		}
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'E-mail', 'storefront-elements' ) . '</th><th scope="col">' . esc_html__( 'Name', 'storefront-elements' ) . '</th><th scope="col">' . esc_html__( 'Phone', 'storefront-elements' ) . '</th><th scope="col">' . esc_html__( 'Cart', 'storefront-elements' ) . '</th><th scope="col">' . esc_html__( 'From', 'storefront-elements' ) . '</th><th scope="col">' . esc_html__( 'Last change (UTC)', 'storefront-elements' ) . '</th></tr></thead><tbody>';
		foreach ( $contacts as $contact ) {
			$lines = array_map( static fn( $line ) => sprintf( '%d × %s', (int) ( $line['quantity'] ?? 0 ), (string) ( $line['name'] ?? '' ) ), $contact['cart'] );
			printf(
				'<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>',
				esc_html( $contact['email'] ),
				esc_html( trim( ( $contact['fields']['name'] ?? '' ) . ' ' . ( $contact['fields']['surname'] ?? '' ) ) ),
				esc_html( $contact['fields']['phone'] ?? '' ),
				esc_html( implode( ', ', $lines ) ),
				esc_html( 'checkout' === $contact['source'] ? __( 'checkout', 'storefront-elements' ) : __( 'another form', 'storefront-elements' ) ),
				esc_html( $contact['updated_at'] )
			);
		}
		echo '</tbody></table></div>';
	}

	/** The contacts' table, created when its schema is not the current one. */
	public static function install(): void {
		\StorefrontElements\Tables::ensure(
			self::SCHEMA_OPTION,
			self::SCHEMA_VERSION,
			self::table(),
			"  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  session_id varchar(64) NOT NULL,
  email varchar(254) NOT NULL DEFAULT '',
  fields longtext NOT NULL,
  cart longtext NOT NULL,
  source varchar(20) NOT NULL DEFAULT 'checkout',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY session_id (session_id)"
		);
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
				Page_Calls::refuse( 400, __( 'Invalid contact fields.', 'storefront-elements' ) );
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
				Page_Calls::refuse( 400, __( 'Invalid contact fields.', 'storefront-elements' ) );
			}
			list( $max, $pattern ) = self::rule( $name );
			if ( mb_strlen( $value ) > $max || ( null !== $pattern && ! preg_match( $pattern, $value ) ) ) {
				/* translators: %s: a field's name. */
				Page_Calls::refuse( 400, sprintf( __( 'Invalid value for "%s".', 'storefront-elements' ), $name ) );
			}
			$values[ $name ] = trim( sanitize_textarea_field( $value ) );
		}
		if ( ! isset( $fields['nonce'] ) || ! Page_Calls::nonce_ok( $fields['nonce'] ) ) {
			Page_Calls::refuse( 403, 'Cookie check failed' );
		}
		// Guests prove they are not a script when the shop has the bot check on (signed-in shoppers need not).
		if ( self::bot_check_on() && ! is_user_logged_in() && ! self::token_ok( $values['recaptcha_token'] ?? '' ) ) {
			Page_Calls::refuse( 403, __( 'The bot check failed. Please try again.', 'storefront-elements' ) );
		}
		$email = $values['email'] ?? '';
		$phone = $values['phone'] ?? '';
		if ( '' !== $email && ! self::email_valid( $email ) ) {
			Page_Calls::refuse( 400, __( 'Invalid value for "email".', 'storefront-elements' ) );
		}
		if ( '' === $email && mb_strlen( $phone ) < 5 ) {
			Page_Calls::refuse( 400, __( 'An e-mail or a phone number is needed.', 'storefront-elements' ) );
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
				"INSERT INTO {$table} (session_id, email, fields, cart, source, created_at, updated_at) VALUES (%s, %s, %s, %s, %s, %s, %s)
				ON DUPLICATE KEY UPDATE
				cart = VALUES(cart),
				email = IF(VALUES(source) = 'checkout' OR source <> 'checkout', VALUES(email), email),
				fields = IF(VALUES(source) = 'checkout' OR source <> 'checkout', VALUES(fields), fields),
				updated_at = IF(VALUES(source) = 'checkout' OR source <> 'checkout', VALUES(updated_at), updated_at),
				source = IF(VALUES(source) = 'checkout' OR source <> 'checkout', VALUES(source), source)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table's name.
				$session,
				$email,
				(string) wp_json_encode( $values ),
				(string) wp_json_encode( self::cart_lines() ),
				$source,
				$now,
				$now
			)
		);
		self::answer( 200, array( 'success' => true, 'data' => null ) );
	}

	/**
	 * Whether the bot check is on: the data layer names a site key (so the browser sends tokens)
	 * and the server-only settings hold the service's secret (so they can be verified).
	 */
	private static function bot_check_on(): bool {
		$general = \StorefrontElements\Options::json( \StorefrontElements\Options::TRACKING )['general'] ?? array();
		return '' !== (string) ( $general['bot_check']['site_key'] ?? '' ) && '' !== self::bot_check_secret();
	}

	/** The bot-challenge service's secret key (server-only settings, `recaptcha.secret_key`). */
	private static function bot_check_secret(): string {
		return (string) ( \StorefrontElements\Options::json( \StorefrontElements\Options::SERVER_EVENTS )['recaptcha']['secret_key'] ?? '' );
	}

	/**
	 * A token the bot-challenge service vouches for: its verification call (reCAPTCHA v3's
	 * siteverify) says success, for this action, with a score at or above the shop's threshold
	 * (`recaptcha.min_score`, 0.5 by default). The service itself refuses a token used twice or
	 * older than two minutes. The token is never stored.
	 *
	 * @param string $token The browser's token.
	 */
	private static function token_ok( string $token ): bool {
		if ( '' === $token || strlen( $token ) > 4000 ) {
			return false;
		}
		$settings = \StorefrontElements\Options::json( \StorefrontElements\Options::SERVER_EVENTS )['recaptcha'] ?? array();
		/**
		 * Filters the bot-challenge service's verification address (reCAPTCHA's siteverify by default).
		 *
		 * @param string $url The address.
		 */
		$url    = (string) apply_filters( 'storefront_elements_bot_check_url', 'https://www.google.com/recaptcha/api/siteverify' );
		$answer = wp_remote_post(
			$url,
			array(
				'timeout' => 5,
				'body'    => array( 'secret' => self::bot_check_secret(), 'response' => $token, 'remoteip' => isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '' ),
			)
		);
		$verdict = is_wp_error( $answer ) ? null : json_decode( (string) wp_remote_retrieve_body( $answer ), true );
		return is_array( $verdict ) && true === ( $verdict['success'] ?? false ) && 'cart_capture' === ( $verdict['action'] ?? '' )
			&& (float) ( $verdict['score'] ?? 0 ) >= (float) ( $settings['min_score'] ?? 0.5 );
	}

	/**
	 * The cart as it is now, for the owner's page: each line's product name and quantity.
	 *
	 * @return array<int, array{name: string, quantity: int}>
	 */
	private static function cart_lines(): array {
		$lines = array();
		foreach ( WC()->cart->get_cart() as $line ) {
			$product = wc_get_product( (int) ( ( $line['variation_id'] ?? 0 ) ?: ( $line['product_id'] ?? 0 ) ) );
			$lines[] = array( 'name' => $product ? wp_strip_all_tags( $product->get_name() ) : '#' . (int) ( $line['product_id'] ?? 0 ), 'quantity' => (int) ( $line['quantity'] ?? 0 ) );
		}
		return $lines;
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
