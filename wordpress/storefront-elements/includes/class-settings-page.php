<?php
/**
 * Settings → Storefront elements: what the elements' JSON settings blocks carry.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * Through WordPress's Settings API: only users who can `manage_options` see or save it, every
 * save carries the page's nonce, and each JSON field must be a JSON object (an invalid one is
 * refused with a message and the saved value kept).
 */
final class Settings_Page {

	private const PAGE  = 'storefront-elements';
	private const GROUP = 'storefront_elements';

	/** Hooks. */
	public static function boot(): void {
		add_action( 'admin_init', array( self::class, 'register' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
	}

	/**
	 * The JSON fields: label and help.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	private static function json_fields(): array {
		return array(
			Options::FILTER_CONFIG => array(
				__( 'Filter configuration', 'storefront-elements' ),
				__( 'The filter\'s settings as JSON (filters, layout, the products endpoint); the elements check it and say in the browser console what they could not use. With WooCommerce active, the plugin makes a complete configuration from the shop and lays these keys over it (a "filters" list here replaces the generated one): leave empty to use it as made. Printed as #shop-filter-config.', 'storefront-elements' ),
			),
			Options::TRACKING      => array(
				__( 'Consent and tracking', 'storefront-elements' ),
				__( 'The data layer\'s settings as JSON: "general" (consent mode, restricted regions, policy revision, scroll thresholds, excluded domains, server-to-server sending) and "pixels" (the tracking services and their ids). With WooCommerce active, the plugin adds what the page shows and holds (page type, products, cart, the shopper\'s ids, currency, endpoints and nonce). Printed as #shop-tracking-data.', 'storefront-elements' ),
			),
			Options::SERVER_EVENTS => array(
				__( 'Server-side events', 'storefront-elements' ),
				__( 'Kept on the server, never printed, as JSON: where the tracking\'s server copies go — {"facebook": {"pixel_id", "access_token", "api_version", "test_event_code"}, "tiktok": {"pixel_code", "access_token"}}, sent only when "server_2_server" is active in the data layer\'s settings and the shopper allowed marketing — and the bot check\'s {"recaptcha": {"secret_key", "min_score"}}, used when the data layer\'s "general.bot_check" names the site key.', 'storefront-elements' ),
			),
			Options::CART_PARAMS   => array(
				__( 'Cart parameters', 'storefront-elements' ),
				__( 'Overrides of WooCommerce\'s cart parameters as JSON (wcAjaxUrl, cartUrl, redirectAfterAdd, themePrefix, forceCheckoutRefresh). Leave empty to use WooCommerce\'s own. Printed as #shop-cart-params.', 'storefront-elements' ),
			),
		);
	}

	/** The options, each with its sanitiser. */
	public static function register(): void {
		foreach ( array_keys( self::json_fields() ) as $option ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'string',
					'default'           => '',
					'sanitize_callback' => static fn( $value ) => self::sanitize_json( $option, $value ),
				)
			);
		}
		register_setting(
			self::GROUP,
			Options::EVERYWHERE,
			array(
				'type'              => 'boolean',
				'default'           => false,
				'sanitize_callback' => static fn( $value ) => (bool) $value,
			)
		);
	}

	/**
	 * A JSON object kept as text (pretty-printed), or the saved value with an error when it is not one.
	 *
	 * @param string $option The option.
	 * @param mixed  $value  The submitted value.
	 */
	public static function sanitize_json( string $option, $value ): string {
		$text = is_string( $value ) ? trim( wp_unslash( $value ) ) : '';
		if ( '' === $text ) {
			return '';
		}
		$data = json_decode( $text, true );
		if ( ! is_array( $data ) || array_is_list( $data ) && array() !== $data ) {
			add_settings_error(
				$option,
				'invalid_json',
				/* translators: %s: the field's label. */
				sprintf( __( '%s: this is not a JSON object, so it was not saved. The previous value is kept.', 'storefront-elements' ), self::json_fields()[ $option ][0] )
			);
			return (string) get_option( $option, '' );
		}
		return (string) wp_json_encode( $data, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}

	/** The page under Settings. */
	public static function menu(): void {
		add_options_page(
			__( 'Storefront elements', 'storefront-elements' ),
			__( 'Storefront elements', 'storefront-elements' ),
			'manage_options',
			self::PAGE,
			array( self::class, 'render' )
		);
	}

	/** The form. */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'storefront-elements' ), 403 );
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Storefront elements', 'storefront-elements' ) . '</h1>';
		if ( ! is_readable( STOREFRONT_ELEMENTS_DIR . '/dist/loader.js' ) ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'The built elements (dist/) are missing from the plugin folder: install the plugin from its release archive.', 'storefront-elements' ) . '</p></div>';
		}
		if ( ! class_exists( 'WooCommerce' ) ) {
			echo '<div class="notice notice-warning"><p>' . esc_html__( 'WooCommerce is not active: the cart, filter, search and tracking elements need its data and endpoints. Elements that only enhance the page (tabs, popups, password toggle, sticky header) work without it.', 'storefront-elements' ) . '</p></div>';
		}
		echo '<form method="post" action="options.php">';
		settings_fields( self::GROUP );
		echo '<table class="form-table" role="presentation">';
		foreach ( self::json_fields() as $option => list( $label, $help ) ) {
			printf(
				'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><textarea id="%1$s" name="%1$s" rows="10" cols="80" class="large-text code" aria-describedby="%1$s-help" spellcheck="false">%3$s</textarea><p class="description" id="%1$s-help">%4$s</p></td></tr>',
				esc_attr( $option ),
				esc_html( $label ),
				esc_textarea( (string) get_option( $option, '' ) ),
				esc_html( $help )
			);
		}
		printf(
			'<tr><th scope="row">%1$s</th><td><label><input type="checkbox" name="%2$s" value="1" %3$s> %4$s</label></td></tr>',
			esc_html__( 'Every page', 'storefront-elements' ),
			esc_attr( Options::EVERYWHERE ),
			checked( (bool) get_option( Options::EVERYWHERE ), true, false ),
			esc_html__( 'Load the elements on every page (for a theme that places element tags in its templates).', 'storefront-elements' )
		);
		echo '</table>';
		submit_button();
		echo '</form></div>';
	}
}
