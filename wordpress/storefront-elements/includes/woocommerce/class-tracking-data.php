<?php
/**
 * The tracking's data layer (`#shop-tracking-data`) made from the page and the shop.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

use StorefrontElements\Assets;
use StorefrontElements\Options;

defined( 'ABSPATH' ) || exit;

/**
 * What the consent and tracking elements read: the page's type, the products it shows, the cart,
 * the signed-in shopper's ids, the shop's currency, where to call and with which nonce — made here
 * from WordPress and WooCommerce — under the owner's settings (consent, services) from the settings
 * page. Printed on pages that use one of those elements.
 */
final class Tracking_Data {

	/** The tracking library's version the elements expect (shared/engine/tracking/constants.ts; a test keeps them equal). */
	public const LIBRARY_VERSION = '1.45.0';

	/** The elements that read the data layer. */
	private const ELEMENTS = array( 'tracking', 'consent-banner', 'consent-settings', 'cart-capture', 'exit-intent', 'push-prompt', 'order-attribution' );

	/** Hooks. */
	public static function boot(): void {
		add_filter( 'storefront_elements_json_blocks', array( self::class, 'block' ), 20 );
	}

	/** The namespace of the tracking's REST routes and admin-ajax actions (`shop/v1/test`, `shop_get_cart_items`). */
	public static function namespace(): string {
		return Integration::prefix();
	}

	/**
	 * Adds or completes `shop-tracking-data`.
	 *
	 * @param array<string, mixed> $blocks The JSON blocks by id.
	 * @return array<string, mixed>
	 */
	public static function block( $blocks ) {
		$blocks = is_array( $blocks ) ? $blocks : array();
		if ( ! array_intersect( self::ELEMENTS, Assets::used() ) ) {
			return $blocks;
		}
		$owner                        = Options::json( Options::TRACKING ) ?? array();
		$blocks['shop-tracking-data'] = self::layer( $owner );
		return $blocks;
	}

	/**
	 * The data layer: the owner's `general` and `pixels` over the defaults; what the page is, shows
	 * and holds from WordPress and WooCommerce.
	 *
	 * @param array<string, mixed> $owner The owner's JSON (settings page).
	 * @return array<string, mixed>
	 */
	public static function layer( array $owner ): array {
		$page_type  = self::page_type();
		$product_id = 'product' === $page_type ? get_queried_object_id() : 0;
		$cart       = self::cart_items();
		$ids        = array_merge( $product_id ? array( $product_id ) : array(), self::listed_ids() );
		foreach ( $cart as $line ) {
			$ids[] = (int) $line['product_id'];
			if ( '0' !== $line['variation_id'] ) {
				$ids[] = (int) $line['variation_id'];
			}
		}
		$order      = Tracking_Orders::received_order();
		$unreported = $order && ! Tracking_Orders::fired( $order ) ? $order : null;
		if ( $unreported ) {
			$ids = array_merge( $ids, Tracking_Orders::product_ids( $unreported ) );
		}
		$products  = Tracking_Products::describe( array_values( array_unique( $ids ) ) );
		$list_name = 'product_shop' === $page_type ? 'Shop | page number: ' . max( 1, (int) get_query_var( 'paged' ) ) : ( 'search' === $page_type ? 'Search Results' : wp_strip_all_tags( (string) wp_get_document_title() ) );
		$general   = array_replace( self::general( $owner ), array( 'user_logged_in' => is_user_logged_in(), 'page_id' => (int) get_queried_object_id() ) );
		return array(
			'version'  => array( 'number' => self::LIBRARY_VERSION, 'pro' => false, 'distro' => 'wcm', 'eligible_for_updates' => false ),
			'general'  => $general,
			'shop'     => array(
				'currency'                     => get_woocommerce_currency(),
				'list_name'                    => $list_name,
				'list_id'                      => trim( (string) preg_replace( '/[^a-z0-9]+/', '_', strtolower( $list_name ) ), '_' ),
				'page_type'                    => $page_type,
				'product_type'                 => $product_id && isset( $products[ (string) $product_id ] ) ? $products[ (string) $product_id ]['type'] : null,
				'product_id'                   => $product_id ? (string) $product_id : null,
				'search_term'                  => 'search' === $page_type ? mb_substr( get_search_query( false ), 0, 200 ) : null,
				'order_duplication_prevention' => true,
				'selectors'                    => array( 'addToCart' => array(), 'beginCheckout' => array( '.checkout-button', '.wc-proceed-to-checkout a' ) ),
				'view_item_list_trigger'       => array( 'threshold' => 0.8, 'timeout' => 1000, 'repeat' => true, 'test_mode' => false, 'opacity' => 0.5, 'background_color' => '#12a4e1' ),
			),
			'page'     => array( 'id' => (int) get_queried_object_id(), 'title' => wp_strip_all_tags( (string) wp_get_document_title() ), 'type' => $page_type ),
			'products' => (object) $products,
			'cart'     => array( 'items' => (object) $cart ),
			'order'    => $unreported ? Tracking_Orders::describe( $unreported ) : null,
			'user'     => self::user( $order ),
			'pixels'   => array_replace( array( 'google' => null, 'facebook' => null ), is_array( $owner['pixels'] ?? null ) ? $owner['pixels'] : array() ),
			'api'      => array(
				'root'      => rest_url(),
				'namespace' => self::namespace(),
				'ajax_url'  => admin_url( 'admin-ajax.php', 'relative' ),
				'nonce'     => wp_create_nonce( Page_Calls::NONCE_ACTION ),
			),
		);
	}

	/**
	 * The owner's `general` settings over the defaults (explicit consent, no restricted region).
	 *
	 * @param array<string, mixed> $owner The owner's JSON (settings page).
	 * @return array<string, mixed>
	 */
	public static function general( array $owner ): array {
		return array_replace_recursive(
			array(
				'scroll_tracking_thresholds' => array(),
				'exclude_domains'            => array(),
				'server_2_server'            => array( 'active' => false ),
				'consent_management'         => array( 'explicit_consent' => true, 'restricted_regions' => array(), 'revision' => 1, 'geo_endpoints' => array() ),
				'bot_check'                  => null,
			),
			is_array( $owner['general'] ?? null ) ? $owner['general'] : array()
		);
	}

	/**
	 * The shopper's own identifiers: the signed-in shopper's id and e-mail, and on the order
	 * received page the buyer's billing details (for the services' matching).
	 *
	 * @param \WC_Order|null $order The order the page shows.
	 * @return array<string, string>|null
	 */
	private static function user( $order ): ?array {
		$user   = wp_get_current_user();
		$signed = $user->exists() ? array( 'id' => (string) $user->ID, 'email' => (string) $user->user_email ) : array();
		$buyer  = $order ? Tracking_Orders::buyer( $order ) : array();
		$all    = array_merge( $signed, $buyer, isset( $signed['id'] ) ? array( 'id' => $signed['id'] ) : array() );
		return $all ? $all : null;
	}

	/** The page's type, by WooCommerce's conditionals where it has them, else WordPress's. */
	public static function page_type(): string {
		$is = static fn( string $conditional ) => function_exists( $conditional ) && $conditional();
		if ( is_singular( 'product' ) ) {
			return 'product';
		}
		if ( $is( 'is_order_received_page' ) ) {
			return 'order_received_page';
		}
		if ( $is( 'is_checkout' ) ) {
			return 'checkout';
		}
		if ( $is( 'is_cart' ) ) {
			return 'cart';
		}
		if ( is_search() ) {
			return 'search';
		}
		if ( is_tax( 'product_cat' ) ) {
			return 'product_category';
		}
		if ( is_post_type_archive( 'product' ) ) {
			return 'product_shop';
		}
		return is_front_page() ? 'front_page' : 'other';
	}

	/**
	 * The products the main query lists (an archive's loop), in order.
	 *
	 * @return int[]
	 */
	private static function listed_ids(): array {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || is_singular() ) {
			return array();
		}
		$ids = array();
		foreach ( (array) $wp_query->posts as $post ) {
			if ( $post instanceof \WP_Post && 'product' === $post->post_type ) {
				$ids[] = $post->ID;
			}
		}
		return $ids;
	}

	/**
	 * The cart's lines as the data layer carries them: key → {product_id, variation_id, quantity}.
	 *
	 * @return array<string, array{product_id: string, variation_id: string, quantity: int}>
	 */
	public static function cart_items(): array {
		$cart  = WC()->cart;
		$items = array();
		if ( ! $cart ) {
			return $items;
		}
		foreach ( $cart->get_cart() as $key => $line ) {
			$items[ (string) $key ] = array(
				'product_id'   => (string) (int) ( $line['product_id'] ?? 0 ),
				'variation_id' => (string) (int) ( $line['variation_id'] ?? 0 ),
				'quantity'     => (int) ( $line['quantity'] ?? 0 ),
			);
		}
		return $items;
	}
}
