<?php
/**
 * Orders for the tracking: the purchase on the order received page, reported once; recovered later.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * The order received page prints its order in the data layer only while the shop has no report of
 * its purchase, and sets the ACR cookie `shop_automatic_conversion_recovery` = `{order_id,
 * order_key}` so a later page can recover a purchase this page did not send (closed too fast,
 * consent given later). The browser reports the purchase once it fired (`pixels-fired/`); the first
 * report wins and is kept as order meta, through WooCommerce's order API (so it works with
 * WooCommerce's own order tables too).
 */
final class Tracking_Orders {

	public const ACR_COOKIE = 'shop_automatic_conversion_recovery';
	private const FIRED_META = '_storefront_elements_pixels_fired';

	/** Hooks. */
	public static function boot(): void {
		add_action( 'template_redirect', array( self::class, 'set_acr_cookie' ) );
	}

	/**
	 * The order the order received page shows, when its key is right.
	 *
	 * @return \WC_Order|null
	 */
	public static function received_order() {
		if ( ! function_exists( 'is_order_received_page' ) || ! is_order_received_page() ) {
			return null;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the order key is the proof, as on WooCommerce's own page.
		$key = isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : '';
		return self::by_id_and_key( absint( get_query_var( 'order-received' ) ), $key );
	}

	/**
	 * An order by its id and key, or null.
	 *
	 * @param int    $id  The order's id.
	 * @param string $key Its key.
	 * @return \WC_Order|null
	 */
	public static function by_id_and_key( int $id, string $key ) {
		$order = $id > 0 ? wc_get_order( $id ) : false;
		return $order && '' !== $key && hash_equals( (string) $order->get_order_key(), $key ) ? $order : null;
	}

	/**
	 * Whether the order's purchase has been reported.
	 *
	 * @param \WC_Order $order The order.
	 */
	public static function fired( $order ): bool {
		return '' !== (string) $order->get_meta( self::FIRED_META );
	}

	/**
	 * Records the report; true for the first.
	 *
	 * @param \WC_Order $order  The order.
	 * @param string    $source `thankyou_page` or `acr_full_auto`.
	 */
	public static function mark_fired( $order, string $source ): bool {
		if ( self::fired( $order ) ) {
			return false;
		}
		$order->update_meta_data( self::FIRED_META, $source );
		$order->save();
		return true;
	}

	/** The ACR cookie on the order received page while the purchase is unreported. */
	public static function set_acr_cookie(): void {
		$order = self::received_order();
		if ( ! $order || self::fired( $order ) || headers_sent() ) {
			return;
		}
		setcookie(
			self::ACR_COOKIE,
			(string) wp_json_encode( array( 'order_id' => (string) $order->get_id(), 'order_key' => (string) $order->get_order_key() ) ),
			array( 'expires' => time() + 30 * DAY_IN_SECONDS, 'path' => COOKIEPATH ? COOKIEPATH : '/', 'secure' => is_ssl(), 'httponly' => false, 'samesite' => 'Lax' )
		);
	}

	/**
	 * The order as the tracking describes it.
	 *
	 * @param \WC_Order $order The order.
	 * @return array<string, mixed>
	 */
	public static function describe( $order ): array {
		$items    = array();
		$quantity = 0;
		foreach ( $order->get_items() as $item ) {
			$count     = (int) $item->get_quantity();
			$total     = (float) $item->get_total();
			$quantity += $count;
			$items[]   = array(
				'id'           => (string) $item->get_product_id(),
				'variation_id' => (string) $item->get_variation_id(),
				'name'         => wp_strip_all_tags( (string) $item->get_name() ),
				'quantity'     => $count,
				'price'        => $count ? round( $total / $count, 2 ) : 0,
				'total'        => $total,
				'total_tax'    => (float) $item->get_total_tax(),
			);
		}
		$new   = self::new_customer( $order );
		$total = (float) $order->get_total();
		return array(
			'id'              => (string) $order->get_id(),
			'number'          => (string) $order->get_order_number(),
			'key'             => (string) $order->get_order_key(),
			'affiliation'     => wp_strip_all_tags( (string) get_bloginfo( 'name' ) ),
			'currency'        => (string) $order->get_currency(),
			'value'           => array( 'total' => $total, 'subtotal' => (float) $order->get_subtotal(), 'marketing' => round( $total - (float) $order->get_total_tax() - (float) $order->get_shipping_total(), 2 ) ),
			'discount'        => (float) $order->get_total_discount(),
			'tax'             => (float) $order->get_total_tax(),
			'shipping'        => (float) $order->get_shipping_total(),
			'coupon'          => implode( ',', (array) $order->get_coupon_codes() ),
			'quantity'        => $quantity,
			'new_customer'    => $new,
			'customer_status' => $new ? 'new' : 'returning',
			'items'           => $items,
		);
	}

	/**
	 * The products and variations the order names.
	 *
	 * @param \WC_Order $order The order.
	 * @return int[]
	 */
	public static function product_ids( $order ): array {
		$ids = array();
		foreach ( $order->get_items() as $item ) {
			$ids[] = (int) $item->get_product_id();
			if ( $item->get_variation_id() ) {
				$ids[] = (int) $item->get_variation_id();
			}
		}
		return $ids;
	}

	/**
	 * The buyer's own identifiers from the order's billing fields (for the services' matching).
	 *
	 * @param \WC_Order $order The order.
	 * @return array<string, string>
	 */
	public static function buyer( $order ): array {
		return array_filter(
			array(
				'email'      => (string) $order->get_billing_email(),
				'phone'      => (string) $order->get_billing_phone(),
				'first_name' => (string) $order->get_billing_first_name(),
				'last_name'  => (string) $order->get_billing_last_name(),
				'city'       => (string) $order->get_billing_city(),
				'state'      => (string) $order->get_billing_state(),
				'postcode'   => (string) $order->get_billing_postcode(),
				'country'    => (string) $order->get_billing_country(),
			),
			static fn( $value ) => '' !== $value
		);
	}

	/**
	 * Whether no earlier order has the buyer's e-mail.
	 *
	 * @param \WC_Order $order The order.
	 */
	private static function new_customer( $order ): bool {
		$email = (string) $order->get_billing_email();
		if ( '' === $email ) {
			return true;
		}
		$ids = wc_get_orders( array( 'customer' => $email, 'return' => 'ids', 'limit' => -1 ) );
		foreach ( (array) $ids as $id ) {
			if ( (int) $id < (int) $order->get_id() ) {
				return false;
			}
		}
		return true;
	}
}
