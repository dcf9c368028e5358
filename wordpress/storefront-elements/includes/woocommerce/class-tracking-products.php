<?php
/**
 * Products as the tracking's data layer describes them.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * `{id: {id, sku, dyn_r_ids, name, brand, category, price, type, is_variable, is_variation,
 * parent_id?, parent_id_dyn_r_ids?, variant?, position}}` for the products a visitor may see
 * (a variation when its product may be seen), in the order asked, at most 200.
 */
final class Tracking_Products {

	/** At most this many products per page or request. */
	public const MAX = 200;

	/**
	 * The products with these ids, keyed by id; unknown or hidden ids are left out.
	 *
	 * @param array<int|string> $ids Product or variation ids.
	 * @return array<string, array<string, mixed>>
	 */
	public static function describe( array $ids ): array {
		$found = array();
		foreach ( array_slice( array_values( $ids ), 0, self::MAX ) as $index => $id ) {
			$id = absint( $id );
			if ( ! $id || isset( $found[ (string) $id ] ) ) {
				continue;
			}
			$product = wc_get_product( $id );
			$parent  = $product && $product->get_parent_id() ? wc_get_product( $product->get_parent_id() ) : null;
			$listed  = $parent ?: $product;
			if ( ! $product || ! $listed || ! Quick_View::visible( $listed ) ) {
				continue;
			}
			$found[ (string) $id ] = self::of( $product, $parent, $index + 1 );
		}
		return $found;
	}

	/**
	 * One product's description.
	 *
	 * @param \WC_Product      $product  The product or variation.
	 * @param \WC_Product|null $parent   A variation's product.
	 * @param int              $position Its place in the list asked for.
	 * @return array<string, mixed>
	 */
	private static function of( $product, $parent, int $position ): array {
		$id   = (string) $product->get_id();
		$sku  = (string) $product->get_sku();
		$type = (string) $product->get_type();
		$out  = array(
			'id'           => $id,
			'sku'          => $sku,
			'dyn_r_ids'    => array( 'post_id' => $id, 'sku' => '' !== $sku ? $sku : $id ),
			'name'         => wp_strip_all_tags( ( $parent ?: $product )->get_name() ),
			'brand'        => '',
			'category'     => self::categories( ( $parent ?: $product )->get_id() ),
			'price'        => (float) $product->get_price(),
			'type'         => $type,
			'is_variable'  => 'variable' === $type,
			'is_variation' => 'variation' === $type,
			'position'     => $position,
		);
		if ( $parent ) {
			$parent_id                  = (string) $parent->get_id();
			$parent_sku                 = (string) $parent->get_sku();
			$out['parent_id']           = $parent_id;
			$out['parent_id_dyn_r_ids'] = array( 'post_id' => $parent_id, 'sku' => '' !== $parent_sku ? $parent_sku : $parent_id );
			$out['variant']             = implode( ', ', array_filter( array_map( 'strval', (array) $product->get_attributes() ) ) );
		}
		return $out;
	}

	/**
	 * Up to 5 category names, top categories first.
	 *
	 * @param int $id The product.
	 * @return string[]
	 */
	private static function categories( int $id ): array {
		$terms = wp_get_post_terms( $id, 'product_cat' );
		if ( ! is_array( $terms ) ) {
			return array();
		}
		usort( $terms, static fn( $a, $b ) => array( $a->parent > 0, $a->name ) <=> array( $b->parent > 0, $b->name ) );
		return array_slice( array_map( static fn( $term ) => wp_strip_all_tags( $term->name ), $terms ), 0, 5 );
	}
}
