<?php
/**
 * The part of JSON Schema the contract files use, checked in PHP, so PHPUnit can hold the plugin's
 * answers against docs/contract/*.json itself: type, const, enum, required, properties,
 * additionalProperties, propertyNames, items (one schema, or one per place), minItems, maxItems,
 * minLength, maxLength, minimum, maximum, pattern, allOf, oneOf, if/then and local $ref; a type may
 * be a list of types.
 *
 * @package StorefrontElementsTests
 */

final class ContractSchema {

	/** @param array<string, mixed> $document The contract file, for $ref. */
	public function __construct( private array $document ) {}

	/**
	 * Why the value breaks the schema, or an empty list.
	 *
	 * @param mixed                $value  The decoded JSON (objects as stdClass).
	 * @param array<string, mixed> $schema The schema.
	 * @return string[]
	 */
	public function errors( $value, array $schema, string $at = '$' ): array {
		if ( isset( $schema['$ref'] ) ) {
			$path   = explode( '/', substr( $schema['$ref'], 2 ) );
			$target = $this->document;
			foreach ( $path as $key ) {
				$target = $target[ $key ];
			}
			return $this->errors( $value, $target, $at );
		}
		$errors = array();
		if ( array_key_exists( 'const', $schema ) && $value !== $schema['const'] ) {
			$errors[] = "$at must be " . json_encode( $schema['const'] );
		}
		if ( isset( $schema['enum'] ) && ! in_array( $value, $schema['enum'], true ) ) {
			$errors[] = "$at must be one of " . json_encode( $schema['enum'] );
		}
		if ( isset( $schema['type'] ) && ! array_filter( (array) $schema['type'], fn( $type ) => $this->is_type( $value, $type ) ) ) {
			return array_merge( $errors, array( "$at must be of type " . implode( ' or ', (array) $schema['type'] ) ) );
		}
		if ( is_string( $value ) ) {
			if ( isset( $schema['minLength'] ) && mb_strlen( $value ) < $schema['minLength'] ) {
				$errors[] = "$at is too short";
			}
			if ( isset( $schema['maxLength'] ) && mb_strlen( $value ) > $schema['maxLength'] ) {
				$errors[] = "$at is too long";
			}
			if ( isset( $schema['pattern'] ) && ! preg_match( '/' . str_replace( '/', '\/', $schema['pattern'] ) . '/u', $value ) ) {
				$errors[] = "$at does not match {$schema['pattern']}";
			}
		}
		if ( ( is_int( $value ) || is_float( $value ) ) && isset( $schema['minimum'] ) && $value < $schema['minimum'] ) {
			$errors[] = "$at is below {$schema['minimum']}";
		}
		if ( ( is_int( $value ) || is_float( $value ) ) && isset( $schema['maximum'] ) && $value > $schema['maximum'] ) {
			$errors[] = "$at is above {$schema['maximum']}";
		}
		if ( $value instanceof stdClass ) {
			$object = get_object_vars( $value );
			foreach ( $schema['required'] ?? array() as $name ) {
				if ( ! array_key_exists( $name, $object ) ) {
					$errors[] = "$at lacks $name";
				}
			}
			foreach ( $object as $name => $item ) {
				if ( isset( $schema['propertyNames']['pattern'] ) && ! preg_match( '/' . $schema['propertyNames']['pattern'] . '/', (string) $name ) ) {
					$errors[] = "$at.$name is not an allowed name";
				}
				if ( isset( $schema['properties'][ $name ] ) ) {
					$errors = array_merge( $errors, $this->errors( $item, $schema['properties'][ $name ], "$at.$name" ) );
				} elseif ( isset( $schema['additionalProperties'] ) && is_array( $schema['additionalProperties'] ) ) {
					$errors = array_merge( $errors, $this->errors( $item, $schema['additionalProperties'], "$at.$name" ) );
				}
			}
		}
		if ( is_array( $value ) ) {
			if ( isset( $schema['minItems'] ) && count( $value ) < $schema['minItems'] ) {
				$errors[] = "$at has too few items";
			}
			if ( isset( $schema['maxItems'] ) && count( $value ) > $schema['maxItems'] ) {
				$errors[] = "$at has too many items";
			}
			// One schema for every item, or (a list of schemas) one per place.
			$per_place = isset( $schema['items'] ) && array_is_list( $schema['items'] );
			foreach ( $value as $index => $item ) {
				$item_schema = $per_place ? ( $schema['items'][ $index ] ?? null ) : ( $schema['items'] ?? null );
				if ( null !== $item_schema ) {
					$errors = array_merge( $errors, $this->errors( $item, $item_schema, "{$at}[$index]" ) );
				}
			}
		}
		foreach ( $schema['allOf'] ?? array() as $part ) {
			$errors = array_merge( $errors, $this->errors( $value, $part, $at ) );
		}
		if ( isset( $schema['oneOf'] ) ) {
			$fits = count( array_filter( $schema['oneOf'], fn( $part ) => array() === $this->errors( $value, $part, $at ) ) );
			if ( 1 !== $fits ) {
				$errors[] = "$at fits $fits of oneOf";
			}
		}
		if ( isset( $schema['if'] ) && array() === $this->errors( $value, $schema['if'], $at ) && isset( $schema['then'] ) ) {
			$errors = array_merge( $errors, $this->errors( $value, $schema['then'], $at ) );
		}
		return $errors;
	}

	private function is_type( $value, string $type ): bool {
		return match ( $type ) {
			'object'  => $value instanceof stdClass,
			'array'   => is_array( $value ),
			'string'  => is_string( $value ),
			'integer' => is_int( $value ),
			'number'  => is_int( $value ) || is_float( $value ),
			'boolean' => is_bool( $value ),
			'null'    => null === $value,
			default   => false,
		};
	}
}
