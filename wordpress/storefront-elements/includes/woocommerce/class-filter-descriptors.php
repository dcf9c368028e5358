<?php
/**
 * The filter's descriptors, built from WooCommerce's products.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * One descriptor per product a shopper may find in the catalogue, and one per variation:
 * `[id, parent id, {source id: values[]}, type?]` (docs/server-contract.md). A product's parent id
 * is its own id; a variation carries only what it sets itself (price, stock, sale, its attribute
 * values, `''` for "any"), the rest is its product's.
 */
final class Filter_Descriptors {

	/**
	 * The descriptors of the given products (every listed product when null), variations included.
	 *
	 * @param int[]|null $ids Product ids (a variation's id stands for its product).
	 * @return array<int, array<int, mixed>>
	 */
	public static function build( ?array $ids = null ): array {
		$attributes = Filter_Sources::attributes();
		$out        = array();
		$ids        = null === $ids ? self::listed_ids() : $ids;
		self::prime( $ids );
		foreach ( $ids as $id ) {
			$product = wc_get_product( $id );
			if ( ! $product || ! self::listed( $product ) ) {
				continue;
			}
			$out[ $product->get_id() ] = self::of_product( $product, $attributes );
			if ( $product->is_type( 'variable' ) ) {
				foreach ( $product->get_children() as $child_id ) {
					$variation = wc_get_product( $child_id );
					if ( $variation && 'publish' === $variation->get_status() ) {
						$out[ $variation->get_id() ] = self::of_variation( $variation, $product, $attributes );
					}
				}
			}
		}
		return $out;
	}

	/**
	 * The products' posts, meta and terms and their variations' posts and meta read in a few
	 * queries instead of several per product (a batch of the rebuild, a save's products).
	 *
	 * @param int[] $ids Product ids.
	 */
	private static function prime( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( count( $ids ) < 2 ) {
			return;
		}
		_prime_post_caches( $ids, true, true );
		$in       = implode( ',', $ids );
		$children = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product_variation' AND post_parent IN ($in)" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only; one query for a batch's variations.
		if ( $children ) {
			_prime_post_caches( array_map( 'intval', $children ), false, true );
		}
	}

	/**
	 * Whether a shopper may find the product in the catalogue (published, not hidden from it).
	 *
	 * @param \WC_Product $product The product.
	 */
	public static function listed( $product ): bool {
		return ! $product->get_parent_id() && 'publish' === $product->get_status() && $product->is_visible() && '' === (string) get_post_field( 'post_password', $product->get_id() );
	}

	/**
	 * The ids of the published products, oldest first.
	 *
	 * @return int[]
	 */
	private static function listed_ids(): array {
		return self::listed_ids_after( 0, PHP_INT_MAX );
	}

	/**
	 * The ids of published products after an id, oldest first: a batch of the full rebuild.
	 *
	 * @param int $after The last id of the previous batch (0: from the start).
	 * @param int $count At most this many.
	 * @return int[]
	 */
	public static function listed_ids_after( int $after, int $count ): array {
		global $wpdb;
		return array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' AND post_status = 'publish' AND ID > %d ORDER BY ID ASC LIMIT %d", $after, $count ) ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- ids after an id, a batch at a time; get_posts() has no such bound.
		);
	}

	/**
	 * A product's descriptor.
	 *
	 * @param \WC_Product                                              $product    The product.
	 * @param array<string, array{source: int, label: string, name: string}> $attributes The global attributes.
	 * @return array<int, mixed>
	 */
	private static function of_product( $product, array $attributes ): array {
		$id      = $product->get_id();
		$created = $product->get_date_created();
		$sources = array(
			Filter_Sources::CATEGORY   => self::categories( $id ),
			Filter_Sources::TAG        => self::term_ids( $id, 'product_tag' ),
			Filter_Sources::STOCK      => array( $product->is_in_stock() ? 'instock' : 'outofstock' ),
			Filter_Sources::ON_SALE    => array( $product->is_on_sale() ? 'yes' : 'no' ),
			Filter_Sources::FEATURED   => array( $product->is_featured() ? 1 : 0 ),
			Filter_Sources::TITLE      => array( wp_strip_all_tags( $product->get_name() ) ),
			Filter_Sources::DATE       => array( $created ? $created->getTimestamp() : 0 ),
			Filter_Sources::POPULARITY => array( (int) $product->get_total_sales() ),
			Filter_Sources::MENU_ORDER => array( (int) $product->get_menu_order() ),
		);
		$price = self::price( $product );
		if ( null !== $price ) {
			$sources[ Filter_Sources::PRICE ] = array( $price );
		}
		if ( (int) $product->get_rating_count() > 0 ) {
			$sources[ Filter_Sources::RATING ] = array( (int) round( (float) $product->get_average_rating() ) );
		}
		foreach ( $attributes as $taxonomy => $attribute ) {
			$slugs = wc_get_product_terms( $id, $taxonomy, array( 'fields' => 'slugs' ) );
			if ( $slugs ) {
				$sources[ $attribute['source'] ] = array_values( array_map( 'strval', $slugs ) );
			}
		}
		return array( $id, $id, (object) $sources, $product->is_type( 'variable' ) ? 'variable' : 'simple' );
	}

	/**
	 * A variation's descriptor: what it sets itself.
	 *
	 * @param \WC_Product                                              $variation  The variation.
	 * @param \WC_Product                                              $product    Its product.
	 * @param array<string, array{source: int, label: string, name: string}> $attributes The global attributes.
	 * @return array<int, mixed>
	 */
	private static function of_variation( $variation, $product, array $attributes ): array {
		$sources = array(
			Filter_Sources::STOCK   => array( $variation->is_in_stock() ? 'instock' : 'outofstock' ),
			Filter_Sources::ON_SALE => array( $variation->is_on_sale() ? 'yes' : 'no' ),
		);
		$price = self::price( $variation );
		if ( null !== $price ) {
			$sources[ Filter_Sources::PRICE ] = array( $price );
		}
		foreach ( (array) $variation->get_attributes() as $taxonomy => $slug ) {
			if ( isset( $attributes[ $taxonomy ] ) ) {
				// '' is WooCommerce's "Any …": the variation matches every value of its product.
				$sources[ $attributes[ $taxonomy ]['source'] ] = array( (string) $slug );
			}
		}
		return array( $variation->get_id(), $product->get_id(), (object) $sources );
	}

	/**
	 * The product's price as a number, or null when it has none.
	 *
	 * @param \WC_Product $product The product or variation.
	 */
	private static function price( $product ): int|float|null {
		$price = $product->get_price();
		if ( '' === $price || null === $price || ! is_numeric( $price ) ) {
			return null;
		}
		return 0 + $price;
	}

	/**
	 * The product's categories with their ancestors (a shopper filtering by "Clothing" finds the tees).
	 *
	 * @param int $id The product.
	 * @return int[]
	 */
	private static function categories( int $id ): array {
		$ids = array();
		foreach ( self::term_ids( $id, 'product_cat' ) as $term_id ) {
			$ids[] = $term_id;
			foreach ( get_ancestors( $term_id, 'product_cat', 'taxonomy' ) as $ancestor ) {
				$ids[] = (int) $ancestor;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * The ids of a product's terms in a taxonomy (none when the taxonomy is not registered).
	 *
	 * @param int    $id       The product.
	 * @param string $taxonomy The taxonomy.
	 * @return int[]
	 */
	private static function term_ids( int $id, string $taxonomy ): array {
		// get_the_terms() reads the terms primed with the post (wp_get_post_terms() queries each time).
		$terms = get_the_terms( $id, $taxonomy );
		return is_array( $terms ) ? array_map( static fn( $term ) => (int) $term->term_id, $terms ) : array();
	}
}
