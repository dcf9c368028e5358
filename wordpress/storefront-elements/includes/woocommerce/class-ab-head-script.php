<?php
/**
 * The A/B service's head script: the page hidden until the variant is applied, VWO's library started at once.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

use StorefrontElements\Assets;
use StorefrontElements\Options;

defined( 'ABSPATH' ) || exit;

/**
 * With VWO configured (`pixels.vwo` with an id on the settings page), pages that use the tracking
 * get the A/B head script in `<head>`, before the stylesheets: for a visitor who has already allowed
 * statistics it hides the page until VWO's library has applied the variant (at most the settings
 * tolerance, whatever happens) and starts that library itself, as VWO's SmartCode does. Its code is
 * the build's `dist/ab-hide.js`, the same the demo store prints (shared/engine/tracking/services/
 * vwo-payloads.ts); only its settings are made here. It is the plugin's one inline script on the
 * front end, printed through WordPress's inline script API so a Content-Security-Policy plugin can
 * give it the page's nonce (the filter `wp_inline_script_attributes`).
 */
final class Ab_Head_Script {

	/** Where the consent element keeps the visitor's choice (CONSENT_STORAGE_KEY). */
	public const CONSENT_STORAGE_KEY = 'shop_consent';

	/** VWO's SmartCode version the library is asked for (TRACKING.abTest.version). */
	public const VERSION = 1.5;

	/** How long the page may stay hidden for VWO's settings, then its library, when the shop sets none (ms). */
	public const SETTINGS_TOLERANCE_MS = 2000;
	public const LIBRARY_TOLERANCE_MS  = 2500;

	/** Domains where no tracking runs (an app-hosting domain, a web-translation proxy: BUILT_IN_EXCLUDED_DOMAINS). */
	public const BUILT_IN_EXCLUDED_DOMAINS = array( 'appspot.com', 'translate.goog' );

	/** Hooks. */
	public static function boot(): void {
		// After wp_enqueue_scripts (priority 1: the page's elements are known), before the stylesheets (8).
		add_action( 'wp_head', array( self::class, 'print' ), 2 );
	}

	/** The script, on pages that use the tracking, when VWO is configured and the build is there. */
	public static function print(): void {
		if ( ! in_array( 'tracking', Assets::used(), true ) ) {
			return;
		}
		$script = self::script( Options::json( Options::TRACKING ) ?? array() );
		if ( null === $script ) {
			return;
		}
		// Caching and optimising plugins are told to leave it inline and first: deferred, it would hide the page after it painted.
		wp_print_inline_script_tag(
			$script,
			array(
				'id'               => 'shop-ab-hide',
				'data-cfasync'     => 'false',
				'data-no-optimize' => '1',
				'data-no-defer'    => '1',
			)
		);
	}

	/**
	 * The head script for these owner settings; null without VWO (an id and a script URL) or without the build.
	 *
	 * @param array<string, mixed> $owner The owner's tracking JSON (settings page).
	 */
	public static function script( array $owner ): ?string {
		$settings = self::settings( $owner );
		$path     = STOREFRONT_ELEMENTS_DIR . '/dist/ab-hide.js';
		if ( null === $settings || ! is_readable( $path ) ) {
			return null;
		}
		$code = trim( (string) file_get_contents( $path ) );
		$json = wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return '' === $code || false === $json ? null : $code . '(' . $json . ');';
	}

	/**
	 * The settings object the head script reads (abHideSettings in TypeScript, the same keys).
	 *
	 * @param array<string, mixed> $owner The owner's tracking JSON.
	 * @return array<string, mixed>|null
	 */
	public static function settings( array $owner ): ?array {
		$vwo = $owner['pixels']['vwo'] ?? null;
		if ( ! is_array( $vwo ) || ! is_scalar( $vwo['id'] ?? null ) || '' === (string) $vwo['id'] || ! is_string( $vwo['script_url'] ?? null ) || '' === $vwo['script_url'] ) {
			return null;
		}
		$general   = Tracking_Data::general( $owner );
		$consent   = $general['consent_management'];
		$tolerance = is_array( $vwo['tolerance'] ?? null ) ? $vwo['tolerance'] : array();
		$id        = (string) $vwo['id'];
		$url       = $vwo['script_url'];
		$domains   = array_merge( self::BUILT_IN_EXCLUDED_DOMAINS, self::strings( $general['exclude_domains'] ) );
		return array(
			'k' => self::CONSENT_STORAGE_KEY,
			'r' => (int) ( $consent['revision'] ?? 1 ),
			'd' => empty( $consent['explicit_consent'] ) && empty( $consent['restricted_regions'] ),
			't' => self::milliseconds( $tolerance['settings'] ?? null, self::SETTINGS_TOLERANCE_MS ),
			'b' => array(
				'u' => $url . ( str_contains( $url, '?' ) ? '&' : '?' ) . 'a=' . self::encode_uri_component( $id ) . '&vn=' . self::VERSION . '&u=',
				'a' => $id,
				'v' => self::VERSION,
				'l' => self::milliseconds( $tolerance['library'] ?? null, self::LIBRARY_TOLERANCE_MS ),
				'x' => array_values( array_filter( self::strings( $vwo['excluded_urls'] ?? array() ), 'strlen' ) ),
				'h' => array_values( array_filter( array_map( static fn( string $domain ): string => strtolower( trim( $domain ) ), $domains ), 'strlen' ) ),
			),
		);
	}

	/**
	 * The strings of a list (anything else in it is left out).
	 *
	 * @param mixed $list The owner's list.
	 * @return string[]
	 */
	private static function strings( $list ): array {
		return is_array( $list ) ? array_values( array_filter( $list, 'is_string' ) ) : array();
	}

	/**
	 * A tolerance from the owner's settings: a number of milliseconds, else the default.
	 *
	 * @param mixed $value    The owner's value.
	 * @param int   $fallback The default.
	 */
	private static function milliseconds( $value, int $fallback ): int {
		return is_int( $value ) || is_float( $value ) ? max( 0, (int) $value ) : $fallback;
	}

	/**
	 * JavaScript's encodeURIComponent: rawurlencode without encoding ! ' ( ) *.
	 *
	 * @param string $text The text.
	 */
	private static function encode_uri_component( string $text ): string {
		return strtr( rawurlencode( $text ), array( '%21' => '!', '%27' => "'", '%28' => '(', '%29' => ')', '%2A' => '*' ) );
	}
}
