<?php
/**
 * Web Push as the push prompt needs it: the shop's VAPID keys, a message encrypted for one
 * subscription (RFC 8291, aes128gcm) and sent with a VAPID authorisation (RFC 8292).
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * PHP's OpenSSL does the cryptography (P-256 keys, ECDH, ES256, AES-128-GCM); nothing else is needed.
 */
final class Web_Push {

	/** The shop's key pair: `{public: base64url of the raw point, private: PEM}` (never printed but the public half). */
	public const KEYS_OPTION = 'storefront_elements_vapid_keys';

	/** DER prefix of a P-256 public key (SubjectPublicKeyInfo) before its 65-byte raw point. */
	private const P256_SPKI_PREFIX = '3059301306072a8648ce3d020106082a8648ce3d030107034200';

	/** base64url without padding. */
	public static function b64url( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the format Web Push uses.
	}

	/**
	 * base64url (with or without padding) decoded, or '' when it is not.
	 *
	 * @param string $text The text.
	 */
	public static function from_b64url( string $text ): string {
		$bytes = base64_decode( strtr( $text, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the format Web Push uses.
		return false === $bytes ? '' : $bytes;
	}

	/**
	 * A new P-256 key pair: [raw public point (65 bytes), the key resource].
	 *
	 * @return array{0: string, 1: \OpenSSLAsymmetricKey}
	 */
	private static function new_key(): array {
		$key = openssl_pkey_new( array( 'curve_name' => 'prime256v1', 'private_key_type' => OPENSSL_KEYTYPE_EC ) );
		if ( false === $key ) {
			throw new \RuntimeException( 'OpenSSL could not make a P-256 key.' );
		}
		$ec = openssl_pkey_get_details( $key )['ec'];
		return array( "\x04" . str_pad( $ec['x'], 32, "\0", STR_PAD_LEFT ) . str_pad( $ec['y'], 32, "\0", STR_PAD_LEFT ), $key );
	}

	/**
	 * The shop's VAPID keys, made at first use and kept.
	 *
	 * @return array{public: string, private: string}
	 */
	public static function keys(): array {
		$kept = json_decode( (string) get_option( self::KEYS_OPTION, '' ), true );
		if ( is_array( $kept ) && isset( $kept['public'], $kept['private'] ) ) {
			return $kept;
		}
		list( $public, $key ) = self::new_key();
		openssl_pkey_export( $key, $pem );
		$made = array( 'public' => self::b64url( $public ), 'private' => (string) $pem );
		// Two first uses at once: the first stored wins, and both use it (a page printed with one
		// key while another was kept would make subscriptions the shop cannot send to).
		\StorefrontElements\Options::add_once( self::KEYS_OPTION, (string) wp_json_encode( $made ) );
		$kept = json_decode( (string) \StorefrontElements\Options::read_fresh( self::KEYS_OPTION ), true );
		return is_array( $kept ) ? $kept : $made;
	}

	/**
	 * The message encrypted for the subscription (RFC 8291): salt, record size, the sender's key, ciphertext.
	 *
	 * @param string $plaintext The message.
	 * @param string $p256dh    The subscription's public key (base64url, 65 bytes).
	 * @param string $auth      Its authentication secret (base64url, 16 bytes).
	 */
	public static function encrypt( string $plaintext, string $p256dh, string $auth ): string {
		$ua_public   = self::from_b64url( $p256dh );
		$auth_secret = self::from_b64url( $auth );
		if ( 65 !== strlen( $ua_public ) || 16 !== strlen( $auth_secret ) ) {
			throw new \InvalidArgumentException( 'Not a subscription key.' );
		}
		$der  = hex2bin( self::P256_SPKI_PREFIX ) . $ua_public;
		$peer = openssl_pkey_get_public( "-----BEGIN PUBLIC KEY-----\n" . chunk_split( base64_encode( $der ), 64, "\n" ) . "-----END PUBLIC KEY-----\n" ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- PEM.
		list( $as_public, $as_key ) = self::new_key();
		$shared = false === $peer ? false : openssl_pkey_derive( $peer, $as_key, 32 );
		if ( false === $shared ) {
			throw new \InvalidArgumentException( 'Not a P-256 point.' );
		}
		$prk_key = hash_hmac( 'sha256', $shared, $auth_secret, true );
		$ikm     = hash_hmac( 'sha256', "WebPush: info\0" . $ua_public . $as_public . "\x01", $prk_key, true );
		$salt    = random_bytes( 16 );
		$prk     = hash_hmac( 'sha256', $ikm, $salt, true );
		$cek     = substr( hash_hmac( 'sha256', "Content-Encoding: aes128gcm\0\x01", $prk, true ), 0, 16 );
		$nonce   = substr( hash_hmac( 'sha256', "Content-Encoding: nonce\0\x01", $prk, true ), 0, 12 );
		$tag     = '';
		// One record: the message, then the last record's delimiter 0x02.
		$cipher = openssl_encrypt( $plaintext . "\x02", 'aes-128-gcm', $cek, OPENSSL_RAW_DATA, $nonce, $tag );
		return $salt . pack( 'N', 4096 ) . chr( 65 ) . $as_public . $cipher . $tag;
	}

	/**
	 * The VAPID authorisation for a push service's origin (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`.
	 *
	 * @param string $endpoint The subscription's endpoint.
	 * @param string $subject  A contact for the push service (mailto: or https:).
	 */
	public static function authorization( string $endpoint, string $subject ): string {
		$keys     = self::keys();
		$parts    = wp_parse_url( $endpoint );
		$audience = $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		$input    = self::b64url( (string) wp_json_encode( array( 'typ' => 'JWT', 'alg' => 'ES256' ) ) ) . '.' . self::b64url( (string) wp_json_encode( array( 'aud' => $audience, 'exp' => time() + 12 * HOUR_IN_SECONDS, 'sub' => $subject ) ) );
		openssl_sign( $input, $der, $keys['private'], OPENSSL_ALGO_SHA256 );
		return 'vapid t=' . $input . '.' . self::b64url( self::raw_signature( (string) $der ) ) . ', k=' . $keys['public'];
	}

	/**
	 * An ECDSA signature as JWT wants it (r and s, 32 bytes each) from OpenSSL's DER.
	 *
	 * @param string $der SEQUENCE { INTEGER r, INTEGER s }.
	 */
	private static function raw_signature( string $der ): string {
		$offset = 2 + ( ord( $der[1] ) & 0x80 ? ord( $der[1] ) & 0x7f : 0 );
		$out    = '';
		for ( $i = 0; $i < 2; $i++ ) {
			$length  = ord( $der[ $offset + 1 ] );
			$integer = ltrim( substr( $der, $offset + 2, $length ), "\0" );
			$out    .= str_pad( $integer, 32, "\0", STR_PAD_LEFT );
			$offset += 2 + $length;
		}
		return $out;
	}
}
