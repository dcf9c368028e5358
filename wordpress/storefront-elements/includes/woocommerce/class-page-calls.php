<?php
/**
 * What the elements' admin-ajax calls share: the page's nonce and the refusal's shape.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * The tracking's, the cart capture's and the push prompt's writes carry the data layer's nonce
 * (WordPress's REST nonce, `wp_rest`); a refusal is `{success: false, data: {message}}` with its
 * status (docs/contract/tracking-endpoints.json).
 */
final class Page_Calls {

	/** The nonce action of the data layer's nonce (the REST routes read the same from X-WP-Nonce). */
	public const NONCE_ACTION = 'wp_rest';

	/**
	 * Ends the request with a refusal in admin-ajax's shape.
	 *
	 * @param int    $status  The HTTP status.
	 * @param string $message What was wrong.
	 * @return never
	 */
	public static function refuse( int $status, string $message ) {
		nocache_headers();
		wp_send_json( array( 'success' => false, 'data' => array( 'message' => $message ) ), $status );
	}

	/**
	 * The page's nonce. A session handler may tie a guest's nonces to the session once there is
	 * one (WooCommerce does so for its own "woocommerce…" actions): a page printed before the
	 * visitor's first add then carries a nonce of no session. It still proves the call comes from a
	 * page of this shop, so a guest's is accepted either way.
	 *
	 * @param string $nonce The nonce.
	 */
	public static function nonce_ok( string $nonce ): bool {
		if ( wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return true;
		}
		if ( is_user_logged_in() ) {
			return false;
		}
		$no_session = static fn() => 0;
		add_filter( 'nonce_user_logged_out', $no_session, PHP_INT_MAX );
		$ok = (bool) wp_verify_nonce( $nonce, self::NONCE_ACTION );
		remove_filter( 'nonce_user_logged_out', $no_session, PHP_INT_MAX );
		return $ok;
	}

	/** The request's `nonce` field, or a 403. */
	public static function require_nonce(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- this is the nonce check.
		if ( ! isset( $_POST['nonce'] ) || ! is_string( $_POST['nonce'] ) || ! self::nonce_ok( wp_unslash( $_POST['nonce'] ) ) ) {
			self::refuse( 403, 'Cookie check failed' );
		}
	}
}
