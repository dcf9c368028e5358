<?php
/**
 * An element's tag with its attributes, as blocks save it and shortcodes print it.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * Builds `<shop-x attr="…">content</shop-x>` from values checked against the element's attribute table:
 * a boolean is present (`attr=""`) or absent, a number must be numeric, a choice must be one of its
 * values, and a value of an attribute named `*-url` must be a URL of an allowed protocol.
 */
final class Markup {

	/**
	 * The element's markup.
	 *
	 * @param array<string, mixed> $element The element from the catalogue.
	 * @param array<string, mixed> $values  Values by attribute key ("hideIfEmpty"), HTML name ("hide-if-empty") or shortcode name ("hide_if_empty").
	 * @param string               $content Markup placed inside (already safe: post content).
	 * @param string               $classes Extra classes for the element.
	 */
	public static function element( array $element, array $values, string $content = '', string $classes = '' ): string {
		/**
		 * Filters an element's attribute values before its markup is made (the shop's own values, such as the push prompt's key).
		 *
		 * @param array<string, mixed> $values The values by attribute.
		 * @param string               $name   The element's name ("push-prompt").
		 */
		$values = (array) apply_filters( 'storefront_elements_element_values', $values, $element['name'] );
		$class  = trim( 'wp-block-storefront-elements-' . $element['name'] . ' ' . $classes );
		$html  = sprintf( ' class="%s"', esc_attr( $class ) );
		foreach ( $element['attributes'] as $attribute ) {
			$value = self::value_of( $attribute, $values );
			$clean = null === $value ? null : self::clean( $attribute, $value );
			if ( null === $clean || false === $clean ) {
				continue;
			}
			$html .= sprintf( ' %s="%s"', esc_attr( $attribute['attribute'] ), true === $clean ? '' : self::escape( $attribute, $clean ) );
		}
		return sprintf( '<%1$s%2$s>%3$s</%1$s>', $element['tag'], $html, $content );
	}

	/**
	 * The value given for an attribute under any of its three names.
	 *
	 * @param array<string, mixed> $attribute The attribute's entry.
	 * @param array<string, mixed> $values    The values given.
	 * @return mixed
	 */
	private static function value_of( array $attribute, array $values ) {
		foreach ( array( $attribute['key'], $attribute['attribute'], str_replace( '-', '_', $attribute['attribute'] ) ) as $name ) {
			if ( array_key_exists( $name, $values ) ) {
				return $values[ $name ];
			}
		}
		return null;
	}

	/**
	 * The value as the attribute takes it, or null when it is not one it takes.
	 *
	 * @param array<string, mixed> $attribute The attribute's entry.
	 * @param mixed                $value     The value given.
	 * @return string|bool|null
	 */
	public static function clean( array $attribute, $value ) {
		if ( is_array( $value ) || is_object( $value ) ) {
			return null;
		}
		switch ( $attribute['type'] ) {
			case 'boolean':
				return is_bool( $value ) ? $value : filter_var( $value, FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE );
			case 'number':
				return is_numeric( $value ) && is_finite( (float) $value ) ? (string) ( 0 + $value ) : null;
			default:
				$value = (string) $value;
				if ( '' === $value ) {
					return null;
				}
				if ( isset( $attribute['enum'] ) ) {
					return in_array( $value, $attribute['enum'], true ) ? $value : null;
				}
				return $value;
		}
	}

	/**
	 * Escapes a value for its attribute: URLs through esc_url (no javascript:), the rest through esc_attr.
	 *
	 * @param array<string, mixed> $attribute The attribute's entry.
	 * @param string               $value     The checked value.
	 */
	private static function escape( array $attribute, string $value ): string {
		return str_ends_with( $attribute['attribute'], '-url' ) ? esc_url( $value ) : esc_attr( $value );
	}
}
