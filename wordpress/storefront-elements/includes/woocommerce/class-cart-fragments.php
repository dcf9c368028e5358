<?php
/**
 * The cart fragments the header's mini-cart shows, added to WooCommerce's own.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * `span.shop-MiniCart-count` and `span.shop-MiniCart-total` beside WooCommerce's mini-cart widget
 * in every fragments answer (WooCommerce's get_refreshed_fragments, add_to_cart, and ours), and
 * a quantity field per line of the widget for the mini-cart's in-place editing.
 */
final class Cart_Fragments {

	/** Hooks. */
	public static function boot(): void {
		add_filter( 'woocommerce_add_to_cart_fragments', array( self::class, 'count_and_total' ) );
		add_filter( 'woocommerce_widget_cart_item_quantity', array( self::class, 'quantity_field' ), 10, 3 );
	}

	/**
	 * Adds the count and total fragments.
	 *
	 * @param array<string, string> $fragments Fragments by selector.
	 * @return array<string, string>
	 */
	public static function count_and_total( $fragments ) {
		$fragments                             = is_array( $fragments ) ? $fragments : array();
		$fragments['span.shop-MiniCart-count'] = '<span class="shop-MiniCart-count">' . absint( WC()->cart->get_cart_contents_count() ) . '</span>';
		$fragments['span.shop-MiniCart-total'] = '<span class="shop-MiniCart-total">' . wp_kses_post( WC()->cart->get_cart_subtotal() ) . '</span>';
		return $fragments;
	}

	/**
	 * A labelled quantity field before the widget's "2 × $20.00".
	 *
	 * @param string               $html The line's quantity markup.
	 * @param array<string, mixed> $item The cart item.
	 * @param string               $key  The cart item key.
	 */
	public static function quantity_field( $html, $item, $key ): string {
		$product = is_array( $item ) ? ( $item['data'] ?? wc_get_product( $item['variation_id'] ?? 0 ? $item['variation_id'] : ( $item['product_id'] ?? 0 ) ) ) : null;
		if ( ! is_object( $product ) ) {
			return (string) $html;
		}
		$id  = 'mini-cart-qty-' . $key;
		// WooCommerce's own bound: stock without backorders, 1 when sold individually; -1 is none.
		$limit = (int) $product->get_max_purchase_quantity();
		$max   = $limit > 0 ? (string) $limit : '';
		return sprintf(
			'<div class="quantity shop-MiniCart-quantity"><label class="screen-reader-text" for="%1$s">%2$s</label><input type="number" id="%1$s" class="input-text qty text" name="%3$s" data-cart_item_key="%4$s" value="%5$d" min="0" max="%6$s" step="1" inputmode="numeric" required></div>',
			esc_attr( $id ),
			/* translators: %s: the product's name. */
			esc_html( sprintf( __( 'Quantity of %s', 'storefront-elements' ), $product->get_name() ) ),
			esc_attr( 'cart[' . $key . '][qty]' ),
			esc_attr( $key ),
			absint( $item['quantity'] ?? 0 ),
			esc_attr( $max )
		) . $html;
	}

	/**
	 * The answer WooCommerce's get_refreshed_fragments gives: its mini-cart widget through the fragments filter, and the cart's hash.
	 *
	 * @return array{fragments: array<string, string>, cart_hash: string}
	 */
	public static function answer(): array {
		ob_start();
		woocommerce_mini_cart();
		$mini_cart = (string) ob_get_clean();
		return array(
			'fragments' => (array) apply_filters( 'woocommerce_add_to_cart_fragments', array( 'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . $mini_cart . '</div>' ) ),
			'cart_hash' => (string) WC()->cart->get_cart_hash(),
		);
	}
}
