<?php
/**
 * The server side the elements need from a WooCommerce shop, active only when WooCommerce is.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Boots the cart actions, the fragments and the page's cart parameters once plugins are loaded,
 * if WooCommerce is among them. docs/server-contract.md is the contract these follow.
 */
final class Integration {

	/** Hooks. */
	public static function boot(): void {
		add_action( 'plugins_loaded', array( self::class, 'start' ), 20 );
	}

	/** Starts when WooCommerce is active. */
	public static function start(): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			return;
		}
		Cart_Fragments::boot();
		Cart_Actions::boot();
		Quick_View::boot();
		Search_Endpoints::boot();
		Filter_Index::boot();
		Filter_Routes::boot();
		Filter_Config::boot();
		Tracking_Data::boot();
		Ab_Head_Script::boot();
		Tracking_Routes::boot();
		Tracking_Orders::boot();
		Cart_Capture::boot();
		Server_Events::boot();
		Push_Reminders::boot();
		add_filter( 'storefront_elements_json_blocks', array( self::class, 'cart_params' ) );
	}

	/**
	 * The action prefix of the theme's cart actions (`<prefix>_ajax_add_to_cart`, …).
	 */
	public static function prefix(): string {
		/**
		 * Filters the prefix of the elements' admin-ajax cart actions (default "shop").
		 *
		 * @param string $prefix The prefix.
		 */
		return sanitize_key( (string) apply_filters( 'storefront_elements_action_prefix', 'shop' ) );
	}

	/** The nonce action of the mini-cart's quantity changes. */
	public static function quantity_nonce_action(): string {
		return self::prefix() . '-cart-quantity';
	}

	/**
	 * `#shop-cart-params`: WooCommerce's URLs, the action prefix and the quantity nonce, under the owner's overrides.
	 *
	 * @param array<string, mixed> $blocks The JSON blocks by id.
	 * @return array<string, mixed>
	 */
	public static function cart_params( $blocks ) {
		$blocks                     = is_array( $blocks ) ? $blocks : array();
		$defaults                   = array(
			'wcAjaxUrl'    => \WC_AJAX::get_endpoint( '%%endpoint%%' ),
			'adminAjaxUrl' => admin_url( 'admin-ajax.php', 'relative' ),
			'cartUrl'      => wc_get_cart_url(),
			'themePrefix'  => self::prefix(),
			'nonce'        => wp_create_nonce( self::quantity_nonce_action() ),
		);
		$overrides                  = isset( $blocks['shop-cart-params'] ) && is_array( $blocks['shop-cart-params'] ) ? $blocks['shop-cart-params'] : array();
		$blocks['shop-cart-params'] = array_merge( $defaults, $overrides );
		return $blocks;
	}
}
