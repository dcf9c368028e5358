<?php
/**
 * The quick view's product box (admin-ajax `<prefix>_quickview&product=<id>`).
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Prints WooCommerce's own single-product parts — gallery, title, price, short description, the
 * add-to-cart form — and a link to the full page, so the theme's template overrides apply. It
 * changes nothing, so it takes no nonce; it shows only what a visitor may see on the product page
 * (published, visible in the catalogue, no password), else a 404 with a message; a malformed id is
 * a 400. A variation's id shows its product.
 */
final class Quick_View {

	/** Hooks, for visitors and signed-in shoppers alike. */
	public static function boot(): void {
		$action = Integration::prefix() . '_quickview';
		add_action( 'wp_ajax_' . $action, array( self::class, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . $action, array( self::class, 'answer' ) );
	}

	/** The answer: HTML. */
	public static function answer(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- reads only; nothing changes.
		$field = isset( $_POST['product'] ) ? wp_unslash( $_POST['product'] ) : ( isset( $_GET['product'] ) ? wp_unslash( $_GET['product'] ) : null ); // phpcs:ignore WordPress.Security.NonceVerification, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- validated just below.
		if ( ! is_string( $field ) || ! preg_match( '/^[1-9][0-9]{0,9}$/', $field ) ) {
			self::send( 400, esc_html__( 'A product id is needed.', 'storefront-elements' ) );
		}
		$product = wc_get_product( absint( $field ) );
		if ( $product && $product->get_parent_id() ) {
			$product = wc_get_product( $product->get_parent_id() );
		}
		if ( ! $product || ! self::visible( $product ) ) {
			self::send( 404, '<p class="woocommerce-info">' . esc_html__( 'This product is no longer available.', 'storefront-elements' ) . '</p>' );
		}
		self::send( 200, self::box( $product ) );
	}

	/**
	 * Whether a visitor may see the product's page.
	 *
	 * @param \WC_Product $product The product.
	 */
	public static function visible( $product ): bool {
		return 'publish' === $product->get_status() && $product->is_visible() && ! post_password_required( $product->get_id() );
	}

	/**
	 * The product box, through WooCommerce's template functions with the product as the global one.
	 *
	 * @param \WC_Product $product The product.
	 */
	private static function box( $product ): string {
		global $post;
		$previous_post    = $post;
		$previous_product = $GLOBALS['product'] ?? null;
		$post             = get_post( $product->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's templates read the global post; restored below.
		if ( $post ) {
			setup_postdata( $post );
		}
		$GLOBALS['product'] = $product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
		ob_start();
		echo '<div class="product shop-QuickView-product">';
		woocommerce_show_product_images();
		echo '<div class="summary entry-summary">';
		woocommerce_template_single_title();
		woocommerce_template_single_price();
		woocommerce_template_single_excerpt();
		woocommerce_template_single_add_to_cart();
		printf( '<p class="shop-QuickView-more"><a href="%s">%s</a></p>', esc_url( $product->get_permalink() ), esc_html__( 'View full details', 'storefront-elements' ) );
		/**
		 * Fires at the end of the quick view's summary, for the theme's own parts.
		 *
		 * @param \WC_Product $product The product.
		 */
		do_action( 'storefront_elements_quick_view_summary', $product );
		echo '</div></div>';
		$html               = (string) ob_get_clean();
		$post               = $previous_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		$GLOBALS['product'] = $previous_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		wp_reset_postdata();
		return $html;
	}

	/**
	 * Sends HTML with a status and stops, as admin-ajax answers do.
	 *
	 * @param int    $status The HTTP status.
	 * @param string $html   Markup already escaped.
	 */
	private static function send( int $status, string $html ): void {
		status_header( $status );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where built; WooCommerce's templates escape their own output.
		wp_die( '', '', array( 'response' => null ) );
	}
}
