<?php
/**
 * The theme's cart actions the elements call through admin-ajax.php: a product form's add, the
 * mini-cart's quantity change, a fresh quantity nonce.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Written against WooCommerce's public API (WC()->cart, wc_get_product, its notices and filters,
 * so other plugins' validation hooks apply). Requests, answers and errors as
 * docs/contract/theme-cart-actions.json states them: bad input is a 400 with the same shape as a
 * refusal, a wrong nonce WordPress's 403 "-1".
 */
final class Cart_Actions {

	private const ID       = '/^\s*[0-9]{1,10}\s*$/';
	private const QUANTITY = '/^\s*[0-9]{0,7}\s*$/';
	private const CART_KEY = '/^[0-9a-f]{32}$/';

	/** Hooks, for visitors and signed-in shoppers alike. */
	public static function boot(): void {
		$prefix = Integration::prefix();
		foreach ( array(
			'_ajax_add_to_cart'               => 'add_from_form',
			'_ajax_cart_item_alter_quantity' => 'alter_quantity',
			'_refresh_nonce'                  => 'refresh_nonce',
		) as $suffix => $method ) {
			add_action( 'wp_ajax_' . $prefix . $suffix, array( self::class, $method ) );
			add_action( 'wp_ajax_nopriv_' . $prefix . $suffix, array( self::class, $method ) );
		}
	}

	/**
	 * A field of the request when it is a string matching the pattern; null when absent; false when malformed.
	 *
	 * @param string $name    The field.
	 * @param string $pattern The pattern it must match.
	 * @return string|null|false
	 */
	private static function field( string $name, string $pattern ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce's add carries no nonce; the quantity action checks its own first.
		if ( ! isset( $_POST[ $name ] ) ) {
			return null;
		}
		$value = wp_unslash( $_POST[ $name ] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated by the pattern just below.
		return is_string( $value ) && strlen( $value ) <= 64 && preg_match( $pattern, $value ) ? $value : false;
	}

	/** WooCommerce's error list for one message, as wc_print_notices prints it. */
	private static function error_notices( string $message ): string {
		wc_add_notice( $message, 'error' );
		return (string) wc_print_notices( true );
	}

	/** The `attribute_*` fields of a variable product's form. */
	private static function variation_fields(): array {
		$variation = array();
		foreach ( wp_unslash( $_POST ) as $name => $value ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each kept value is checked and cleaned below.
			if ( is_string( $name ) && preg_match( '/^attribute_[a-z0-9_-]{1,64}$/', $name ) && is_string( $value ) && strlen( $value ) <= 200 ) {
				$variation[ $name ] = wc_clean( $value );
			}
		}
		return $variation;
	}

	/** A product form's add: `{fragments, cart_hash, notices}`, or `{error: true, product_url, notices}`. */
	public static function add_from_form(): void {
		$id        = self::field( 'add-to-cart', self::ID ) ?? self::field( 'product_id', self::ID );
		$quantity  = self::field( 'quantity', self::QUANTITY );
		$variation = self::field( 'variation_id', self::ID );
		if ( ! $id || false === $quantity || false === $variation ) {
			$message = $id ? __( 'Please enter a valid quantity.', 'storefront-elements' ) : __( 'Please choose a product to add.', 'storefront-elements' );
			wp_send_json( array( 'error' => true, 'product_url' => false, 'notices' => self::error_notices( $message ) ), 400 );
		}
		$product_id = absint( $id );
		$product    = wc_get_product( $product_id );
		if ( ! $product ) {
			wp_send_json( array( 'error' => true, 'product_url' => false, 'notices' => self::error_notices( __( 'Sorry, this product cannot be purchased.', 'storefront-elements' ) ) ) );
		}
		$amount       = null === $quantity || '' === trim( $quantity ) ? 1 : wc_stock_amount( $quantity );
		$variation_id = absint( $variation ?? 0 );
		$attributes   = self::variation_fields();
		$passed       = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $amount, $variation_id, $attributes );
		if ( $passed && false !== WC()->cart->add_to_cart( $product_id, $amount, $variation_id, $attributes ) ) {
			do_action( 'woocommerce_ajax_added_to_cart', $product_id );
			wc_add_to_cart_message( array( $product_id => $amount ), true );
			$notices = (string) wc_print_notices( true );
			wp_send_json( Cart_Fragments::answer() + array( 'notices' => $notices ) );
		}
		if ( 0 === wc_notice_count( 'error' ) ) {
			wc_add_notice( __( 'Sorry, this product cannot be purchased.', 'storefront-elements' ), 'error' );
		}
		wp_send_json(
			array(
				'error'       => true,
				'product_url' => apply_filters( 'woocommerce_cart_redirect_after_error', $product->get_permalink(), $product_id ),
				'notices'     => (string) wc_print_notices( true ),
			)
		);
	}

	/** The mini-cart's quantity change: `{success: true, data: fragments}` or `{success: false, data: {message}}`. */
	public static function alter_quantity(): void {
		check_ajax_referer( Integration::quantity_nonce_action(), 'security' );
		$key      = self::field( 'cart_item_key', self::CART_KEY );
		$quantity = self::field( 'quantity', self::QUANTITY );
		if ( ! $key || ! is_string( $quantity ) || '' === trim( $quantity ) ) {
			wp_send_json_error( array( 'message' => __( 'Please enter a valid quantity.', 'storefront-elements' ) ), 400 );
		}
		if ( WC()->cart->is_empty() ) {
			wp_send_json_error( array( 'message' => __( 'Your cart is empty.', 'storefront-elements' ) ) );
		}
		$item = WC()->cart->get_cart_item( $key );
		if ( ! $item ) {
			wp_send_json_error( array( 'message' => __( 'This item is no longer in your cart.', 'storefront-elements' ) ) );
		}
		$amount  = (int) $quantity;
		$refusal = $amount > 0 ? self::refusal( $key, $item, $amount ) : null;
		if ( null !== $refusal ) {
			wp_send_json_error( array( 'message' => $refusal ) );
		}
		WC()->cart->set_quantity( $key, $amount, true );
		wp_send_json_success( Cart_Fragments::answer() );
	}

	/**
	 * Why a line cannot hold the amount (sold individually, stock, another plugin's rule), or null.
	 *
	 * @param string               $key    The cart item key.
	 * @param array<string, mixed> $item   The cart item.
	 * @param int                  $amount The new quantity.
	 */
	private static function refusal( string $key, array $item, int $amount ): ?string {
		$product = $item['data'];
		$name    = $product->get_name();
		if ( $product->is_sold_individually() && $amount > 1 ) {
			/* translators: %s: the product's name. */
			return sprintf( __( 'You can only have 1 %s in your cart.', 'storefront-elements' ), $name );
		}
		if ( ! $product->has_enough_stock( $amount ) ) {
			/* translators: 1: the product's name, 2: how many are in stock. */
			return sprintf( __( 'You cannot add that amount of "%1$s" to the cart because there is not enough stock (%2$s remaining).', 'storefront-elements' ), $name, (string) $product->get_stock_quantity() );
		}
		$errors_before = wc_notice_count( 'error' );
		if ( ! apply_filters( 'woocommerce_update_cart_validation', true, $key, $item, $amount ) || wc_notice_count( 'error' ) > $errors_before ) {
			$errors = wc_get_notices( 'error' );
			$last   = end( $errors );
			wc_clear_notices();
			$text = is_array( $last ) ? (string) ( $last['notice'] ?? '' ) : '';
			return '' !== $text ? html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES, 'UTF-8' ) : __( 'That quantity is not allowed.', 'storefront-elements' );
		}
		return null;
	}

	/** A quantity nonce for the visitor's current session. */
	public static function refresh_nonce(): void {
		wp_send_json_success( array( 'nonce' => wp_create_nonce( Integration::quantity_nonce_action() ) ) );
	}
}
