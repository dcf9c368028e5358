<?php
/**
 * The descriptors in the compact format the browser reads first (`descriptors_compact_url`).
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Descriptors → the compact format, as the demo store's encoder writes it (docs/filter-engine.md,
 * "The compact descriptors format", states the layout in full): about a quarter of the JSON's
 * transfer. The browser reads the JSON map, so rows come in its order (ascending ids), a value is
 * the text JavaScript gives it (`30`, `19.5`, booleans `1`/`0`), and a variation whose product is
 * missing is left out. Pure PHP, no WordPress: the plugin's tests run it with PHP's command line
 * and decode the bytes with the browser's own reader.
 */
final class Compact_Descriptors {

	private const MAGIC         = 'SHPX';
	private const VERSION       = 1;
	private const TYPE_CODES    = array(
		'simple'    => 1,
		'variable'  => 2,
		'variation' => 3,
	);
	private const CHILD         = 4;
	private const NUMERIC_MIN   = 256;
	private const MAX_DECIMALS  = 4;
	private const MAX_ID        = 4294967295;
	private const LARGEST_INDEX = 4294967294;

	/**
	 * The compact bytes of a descriptors map (as built, or as decoded from the file's JSON).
	 *
	 * @param array<int|string, mixed>|object $descriptors `{id: [id, parent id, {source: values}, type?]}`.
	 */
	public static function encode( $descriptors ): string {
		$read                     = self::read( $descriptors );
		list( $rows, $row_parent ) = self::group( $read );
		$source_ids               = array();
		foreach ( $rows as $row ) {
			foreach ( array_keys( $row['sources'] ) as $id ) {
				$source_ids[ 's' . $id ] = (string) $id;
			}
		}
		$header  = array(
			'rows'    => count( $rows ),
			'sources' => array(),
		);
		$streams = array( self::row_stream( $rows, $row_parent ) );
		foreach ( $source_ids as $source_id ) {
			$lists = array();
			foreach ( $rows as $row ) {
				if ( ! array_key_exists( $source_id, $row['sources'] ) ) {
					$lists[] = null;
					continue;
				}
				$raw = $row['sources'][ $source_id ];
				if ( is_array( $raw ) && array_is_list( $raw ) ) {
					$texts = array();
					foreach ( $raw as $value ) {
						$texts[] = is_string( $value ) ? $value : self::value_text( $value );
					}
					$lists[] = $texts;
				} else {
					$lists[] = null === $raw ? array() : array( self::value_text( $raw ) );
				}
			}
			list( $source, $written ) = self::encode_source( $source_id, $lists, $row_parent );
			$header['sources'][]      = $source;
			array_push( $streams, ...$written );
		}
		$header_json = (string) json_encode( $header, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_LINE_TERMINATORS | JSON_INVALID_UTF8_SUBSTITUTE ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- runs without WordPress too; the flags write it as JavaScript does.
		$out         = self::MAGIC . chr( self::VERSION ) . self::varint( strlen( $header_json ) ) . $header_json;
		foreach ( $streams as $stream ) {
			$out .= self::varint( strlen( $stream ) ) . $stream;
		}
		return $out;
	}

	/**
	 * The descriptors as the browser reads them: in the JSON map's order, ids the index can hold,
	 * each once; a descriptor without a valid parent or sources is a main product without values.
	 *
	 * @param mixed $descriptors The map (or a list).
	 * @return array<int, array{id: int, parent: int, sources: array<string, mixed>, type: string}>
	 */
	private static function read( $descriptors ): array {
		$entries = is_object( $descriptors ) ? get_object_vars( $descriptors ) : ( is_array( $descriptors ) ? $descriptors : array() );
		$out     = array();
		$seen    = array();
		foreach ( self::in_object_order( $entries ) as $entry ) {
			if ( ! is_array( $entry ) || ! array_is_list( $entry ) ) {
				continue;
			}
			$id     = self::to_id( $entry[0] ?? null );
			$parent = self::to_id( $entry[1] ?? null );
			if ( null === $id || $id > self::MAX_ID || ( $parent ?? 0 ) > self::MAX_ID || isset( $seen[ $id ] ) ) {
				continue;
			}
			$seen[ $id ] = true;
			$sources     = $entry[2] ?? null;
			$sources     = is_object( $sources ) ? (array) $sources : ( is_array( $sources ) && ( ! $sources || ! array_is_list( $sources ) ) ? $sources : array() );
			$type        = $entry[3] ?? null;
			$out[]       = array(
				'id'      => $id,
				'parent'  => $parent ?? $id,
				'sources' => self::in_object_order( $sources ),
				'type'    => is_string( $type ) && isset( self::TYPE_CODES[ $type ] ) ? $type : '',
			);
		}
		return $out;
	}

	/**
	 * A JSON object's members in the order JavaScript gives them: keys that are array indexes
	 * ascending, then the others as written.
	 *
	 * @param array<int|string, mixed> $members The members.
	 * @return array<int|string, mixed>
	 */
	private static function in_object_order( array $members ): array {
		// Usually already so (ids and source ids written in ascending order): checked in one pass.
		$last = -1;
		foreach ( $members as $key => $unused ) {
			if ( ! is_int( $key ) || $key <= $last || $key > self::LARGEST_INDEX ) {
				$last = null;
				break;
			}
			$last = $key;
		}
		if ( null !== $last || array_is_list( $members ) ) {
			return $members;
		}
		$indexes = array();
		$others  = array();
		foreach ( $members as $key => $value ) {
			if ( is_int( $key ) && $key >= 0 && $key <= self::LARGEST_INDEX ) {
				$indexes[ $key ] = $value;
			} else {
				$others[ $key ] = $value;
			}
		}
		ksort( $indexes, SORT_NUMERIC );
		return $indexes + $others;
	}

	/**
	 * A positive integer id, or null.
	 *
	 * @param mixed $value An id as the JSON holds it.
	 */
	private static function to_id( $value ): ?int {
		if ( is_string( $value ) && preg_match( '/^\s*\d+\s*$/', $value ) ) {
			$value = (int) trim( $value );
		} elseif ( is_float( $value ) && floor( $value ) === $value && $value < 9007199254740992 ) {
			$value = (int) $value;
		}
		return is_int( $value ) && $value > 0 ? $value : null;
	}

	/**
	 * Rows in the index's order: each main product, then its variations; orphans left out.
	 *
	 * @param array<int, array{id: int, parent: int, sources: array<string, mixed>, type: string}> $descriptors Read descriptors.
	 * @return array{0: array<int, array{id: int, parent: int, sources: array<string, mixed>, type: string}>, 1: int[]}
	 */
	private static function group( array $descriptors ): array {
		$by_id = array();
		foreach ( $descriptors as $d ) {
			$by_id[ $d['id'] ] = $d;
		}
		$children = array();
		foreach ( $descriptors as $d ) {
			$parent = $by_id[ $d['parent'] ] ?? null;
			if ( $d['parent'] !== $d['id'] && null !== $parent && $parent['parent'] === $parent['id'] ) {
				$children[ $d['parent'] ][] = $d;
			}
		}
		$rows       = array();
		$row_parent = array();
		foreach ( $descriptors as $d ) {
			if ( $d['parent'] !== $d['id'] ) {
				continue;
			}
			$main         = count( $rows );
			$rows[]       = $d;
			$row_parent[] = $main;
			foreach ( $children[ $d['id'] ] ?? array() as $child ) {
				$rows[]       = $child;
				$row_parent[] = $main;
			}
		}
		return array( $rows, $row_parent );
	}

	/**
	 * One value as text, as the browser reads it; null when it is not a value.
	 *
	 * @param mixed $value A value.
	 */
	public static function value_text( $value ): ?string {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( is_bool( $value ) ) {
			return $value ? '1' : '0';
		}
		if ( is_int( $value ) && abs( $value ) < 9007199254740992 ) {
			return (string) $value;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return self::number_text( (float) $value );
		}
		return null;
	}

	/**
	 * A number as JavaScript's String() writes it (shortest digits that read back, exponent
	 * from 1e21 and below 1e-6); null when not finite.
	 *
	 * @param float $n The number.
	 */
	public static function number_text( float $n ): ?string {
		if ( ! is_finite( $n ) ) {
			return null;
		}
		if ( 0.0 === $n ) {
			return '0';
		}
		$sign = $n < 0 ? '-' : '';
		$n    = abs( $n );
		for ( $precision = 1; $precision <= 17; $precision++ ) {
			$written = sprintf( '%.' . ( $precision - 1 ) . 'e', $n );
			if ( (float) $written === $n ) {
				break;
			}
		}
		list( $mantissa, $exponent ) = explode( 'e', $written );
		$digits                      = rtrim( str_replace( '.', '', $mantissa ), '0' );
		$digits                      = '' === $digits ? '0' : $digits;
		$k                           = strlen( $digits );
		$point                       = (int) $exponent + 1;
		if ( $k <= $point && $point <= 21 ) {
			return $sign . $digits . str_repeat( '0', $point - $k );
		}
		if ( 0 < $point && $point <= 21 ) {
			return $sign . substr( $digits, 0, $point ) . '.' . substr( $digits, $point );
		}
		if ( -6 < $point && $point <= 0 ) {
			return $sign . '0.' . str_repeat( '0', -$point ) . $digits;
		}
		$power = $point - 1;
		return $sign . $digits[0] . ( $k > 1 ? '.' . substr( $digits, 1 ) : '' ) . 'e' . ( $power < 0 ? '-' : '+' ) . abs( $power );
	}

	/**
	 * The rows stream: per row its id's difference from the last and its kind.
	 *
	 * @param array<int, array{id: int, type: string}> $rows       Rows.
	 * @param int[]                                      $row_parent Each row's main row.
	 */
	private static function row_stream( array $rows, array $row_parent ): string {
		$out      = '';
		$previous = 0;
		foreach ( $rows as $r => $row ) {
			$out     .= self::varint( self::zigzag( $row['id'] - $previous - 1 ) );
			$previous = $row['id'];
			$out     .= self::varint( ( self::TYPE_CODES[ $row['type'] ] ?? 0 ) | ( $row_parent[ $r ] === $r ? 0 : self::CHILD ) );
		}
		return $out;
	}

	/**
	 * One source: its header and its four streams.
	 *
	 * @param string                   $id         The source id.
	 * @param array<int, ?array<int, ?string>> $lists      Each row's values (null: the row lacks the source).
	 * @param int[]                    $row_parent Each row's main row.
	 * @return array{0: array<string, mixed>, 1: string[]}
	 */
	private static function encode_source( string $id, array $lists, array $row_parent ): array {
		$single = true;
		foreach ( $lists as $list ) {
			if ( null !== $list && count( $list ) > 1 ) {
				$single = false;
				break;
			}
		}
		$scale = self::numeric_scale( $lists, $row_parent );
		// The values coded through the list, the most frequent first (one-byte codes); ties in the
		// order first met (PHP's sort is stable, as JavaScript's is).
		$frequency = array();
		$first     = array();
		foreach ( $lists as $r => $list ) {
			$is_main = $row_parent[ $r ] === $r;
			if ( ! $is_main && null !== $scale ) {
				continue;
			}
			$parent_list = $is_main ? null : $lists[ $row_parent[ $r ] ];
			foreach ( $list ?? array() as $v ) {
				if ( null !== $parent_list && in_array( $v, $parent_list, true ) ) {
					continue;
				}
				$key = self::key( $v );
				if ( ! isset( $frequency[ $key ] ) ) {
					$frequency[ $key ] = 0;
					$first[ $key ]     = $v;
				}
				++$frequency[ $key ];
			}
		}
		$keys = array_keys( $frequency );
		usort( $keys, static fn( $a, $b ) => $frequency[ $b ] <=> $frequency[ $a ] );
		$values = array();
		$code   = array();
		foreach ( $keys as $i => $key ) {
			$values[]     = $first[ $key ];
			$code[ $key ] = $i;
		}
		$main_counts  = '';
		$main_values  = '';
		$child_counts = '';
		$child_values = '';
		foreach ( $lists as $r => $list ) {
			$is_main     = $row_parent[ $r ] === $r;
			$parent_list = $is_main ? array() : ( $lists[ $row_parent[ $r ] ] ?? array() );
			$own         = $list ?? array();
			$written     = '';
			if ( $single ) {
				$written = self::varint( ! $own ? 0 : self::value_code( $own[0], $is_main, $parent_list, $code, $scale ) + 1 );
			} else {
				foreach ( $own as $v ) {
					$written .= self::varint( self::value_code( $v, $is_main, $parent_list, $code, $scale ) );
				}
				if ( $is_main ) {
					$main_counts .= self::varint( count( $own ) );
				} else {
					$child_counts .= self::varint( count( $own ) );
				}
			}
			if ( $is_main ) {
				$main_values .= $written;
			} else {
				$child_values .= $written;
			}
		}
		$source = array(
			'id'     => $id,
			'values' => $values,
			'single' => $single,
		);
		if ( null !== $scale ) {
			$source['scale'] = $scale;
		}
		return array( $source, array( $main_counts, $main_values, $child_counts, $child_values ) );
	}

	/**
	 * A value's key in PHP arrays (a numeric text would turn into an integer key, null into '').
	 *
	 * @param ?string $v A value.
	 */
	private static function key( ?string $v ): string {
		return null === $v ? 'n' : 's' . $v;
	}

	/**
	 * A value's code (docs/filter-engine.md, "Values").
	 *
	 * @param ?string             $v           The value.
	 * @param bool                $is_main     Whether the row is a main product.
	 * @param array<int, ?string> $parent_list The main product's values of the source.
	 * @param array<string, int>  $code        Codes of the listed values.
	 * @param ?int                $scale       The source's scale.
	 */
	private static function value_code( ?string $v, bool $is_main, array $parent_list, array $code, ?int $scale ): int {
		if ( $is_main ) {
			return $code[ self::key( $v ) ];
		}
		if ( null !== $scale ) {
			return self::zigzag( self::scaled( (string) $v, $scale ) - self::numeric_base( $parent_list, $scale ) );
		}
		$place = array_search( $v, $parent_list, true );
		return false !== $place ? (int) $place : count( $parent_list ) + $code[ self::key( $v ) ];
	}

	/**
	 * The scale for coding variations' values as number differences, or null.
	 *
	 * @param array<int, ?array<int, ?string>> $lists      Each row's values.
	 * @param int[]                            $row_parent Each row's main row.
	 */
	private static function numeric_scale( array $lists, array $row_parent ): ?int {
		$texts = array();
		foreach ( $lists as $r => $list ) {
			if ( $row_parent[ $r ] === $r ) {
				continue;
			}
			foreach ( $list ?? array() as $v ) {
				if ( ! is_string( $v ) ) {
					return null;
				}
				$texts[ 's' . $v ] = $v;
			}
		}
		if ( ! $texts || count( $texts ) < self::NUMERIC_MIN ) {
			return null;
		}
		for ( $decimals = 0, $scale = 1; $decimals <= self::MAX_DECIMALS; $decimals++, $scale *= 10 ) {
			$exact = true;
			foreach ( $texts as $text ) {
				if ( ! self::is_exact( $text, $scale ) ) {
					$exact = false;
					break;
				}
			}
			if ( $exact ) {
				return $scale;
			}
		}
		return null;
	}

	/**
	 * Whether a text is a number as JavaScript writes it with at most log10($scale) decimals.
	 *
	 * @param string $text  The text.
	 * @param int    $scale A power of ten.
	 */
	private static function is_exact( string $text, int $scale ): bool {
		if ( '' === $text || trim( $text ) !== $text || ! is_numeric( $text ) ) {
			return false;
		}
		$n = (float) $text;
		return is_finite( $n ) && abs( $n * $scale ) < 2 ** 50 && self::number_text( self::js_round( $n * $scale ) / $scale ) === $text;
	}

	/**
	 * The base of a variation's difference: its product's first value scaled, 0 when not such a number.
	 *
	 * @param array<int, ?string> $parent_list The main product's values.
	 * @param int                 $scale       The scale.
	 */
	private static function numeric_base( array $parent_list, int $scale ): int {
		$first = $parent_list[0] ?? null;
		return is_string( $first ) && self::is_exact( $first, $scale ) ? self::scaled( $first, $scale ) : 0;
	}

	/**
	 * A number text times the scale, rounded as JavaScript's Math.round.
	 *
	 * @param string $text  The number.
	 * @param int    $scale The scale.
	 */
	private static function scaled( string $text, int $scale ): int {
		return (int) self::js_round( (float) $text * $scale );
	}

	/**
	 * JavaScript's Math.round: halves toward +∞.
	 *
	 * @param float $x A number.
	 */
	private static function js_round( float $x ): float {
		$floor = floor( $x );
		return $x - $floor >= 0.5 ? $floor + 1 : $floor;
	}

	/**
	 * A signed difference as an unsigned number.
	 *
	 * @param int $v The difference.
	 */
	private static function zigzag( int $v ): int {
		return $v < 0 ? -2 * $v - 1 : 2 * $v;
	}

	/**
	 * An unsigned LEB128 varint.
	 *
	 * @param int $value A number from 0.
	 */
	private static function varint( int $value ): string {
		$out = '';
		while ( $value >= 0x80 ) {
			$out   .= chr( ( $value & 0x7f ) | 0x80 );
			$value >>= 7;
		}
		return $out . chr( $value );
	}
}
