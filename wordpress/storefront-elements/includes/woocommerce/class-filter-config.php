<?php
/**
 * The filter's configuration (`#shop-filter-config`) made from the shop's WooCommerce settings.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

use StorefrontElements\Assets;
use StorefrontElements\Options;

defined( 'ABSPATH' ) || exit;

/**
 * A shop gets a working filter without writing JSON: categories, every global attribute, price,
 * on sale, in stock and (when reviews are rated) rating, the shop's orderings, currency, products
 * per page, and the endpoints above. The owner's JSON on the settings page is laid over it key by
 * key (a `filters` list given there replaces the generated one).
 *
 * URL names follow WooCommerce's own query parameters where it has one (`filter_<attribute>`,
 * `rating_filter`, `filter_stock_status`), so a filtered address opened anew is filtered by
 * WooCommerce's own product query before the elements start.
 */
final class Filter_Config {

	/** The elements that run the filter: a page holding one gets the configuration. */
	private const FILTER_ELEMENTS = array( 'filter-sidebar', 'filter-bar', 'offcanvas', 'applied-filters', 'products', 'price-slider' );

	/** Hooks. */
	public static function boot(): void {
		add_filter( 'storefront_elements_json_blocks', array( self::class, 'block' ) );
	}

	/**
	 * Adds `shop-filter-config` on the shop page, category archives and pages holding a filter element.
	 *
	 * @param array<string, mixed> $blocks The JSON blocks by id.
	 * @return array<string, mixed>
	 */
	public static function block( $blocks ) {
		$blocks = is_array( $blocks ) ? $blocks : array();
		if ( ! self::wanted() ) {
			return $blocks;
		}
		$owner                        = Options::json( Options::FILTER_CONFIG ) ?? array();
		$blocks['shop-filter-config'] = array_replace( self::generated(), $owner );
		return $blocks;
	}

	/** Whether this page runs the filter. */
	private static function wanted(): bool {
		if ( is_post_type_archive( 'product' ) || is_tax( 'product_cat' ) ) {
			return true;
		}
		return (bool) array_intersect( self::FILTER_ELEMENTS, Assets::used() );
	}

	/**
	 * The configuration for this page.
	 *
	 * @return array<string, mixed>
	 */
	public static function generated(): array {
		$build     = Filter_Index::build_id();
		$namespace = Filter_Index::namespace();
		$orderings = (array) apply_filters(
			'woocommerce_catalog_orderby',
			array(
				'menu_order' => __( 'Default sorting', 'storefront-elements' ),
				'popularity' => __( 'Sort by popularity', 'storefront-elements' ),
				'rating'     => __( 'Sort by average rating', 'storefront-elements' ),
				'date'       => __( 'Sort by latest', 'storefront-elements' ),
				'price'      => __( 'Sort by price: low to high', 'storefront-elements' ),
				'price-desc' => __( 'Sort by price: high to low', 'storefront-elements' ),
			)
		);
		$per_row   = max( 1, (int) wc_get_default_products_per_row() );
		$order     = static fn( int $source, string $direction ) => array( 'source_id' => $source, 'order' => $direction, 'orderby_product_id' => $direction );
		return array(
			'namespace'                    => $namespace,
			'app_selector'                 => 'shop-filter-app',
			// No build yet (another request is making the first one): the page works as without the filter.
			'index_valid'                  => '' !== $build,
			'index_build_id'               => $build,
			'last_updated_date'            => '' === $build ? '' : Filter_Index::last_updated(),
			'refetch_descriptors_after_update' => false,
			'descriptors_json_url'         => Filter_Index::file_url( $build ),
			'descriptors_compact_url'      => Filter_Index::compact_url( $build ),
			'descriptors_endpoint'         => rest_url( $namespace . '/v1/filters/descriptors' ),
			'updated_descriptors_endpoint' => rest_url( $namespace . '/v1/filters/updated-descriptors' ),
			'single_products_fetch_url'    => rest_url( $namespace . '/v1/filters/products' ),
			'products_fetching_strategy'   => 'single',
			'products_per_page'            => (int) apply_filters( 'loop_shop_per_page', $per_row * max( 1, (int) wc_get_default_product_rows_per_page() ) ),
			'per_row'                      => $per_row,
			'pagination_strategy'          => 'pagination',
			'use_trailing_slash'           => str_ends_with( (string) get_option( 'permalink_structure' ), '/' ),
			'pagination_base'              => 'page',
			'non_removable_url_params'     => array( 's', 'post_type' ),
			'products_loop_selectors'      => array( 'ul.products' ),
			'product_categories_selectors' => array( 'li.product-category' ),
			'override_ordering_enabled'    => true,
			'catalog_orderedby'            => array_map( 'wp_strip_all_tags', array_map( 'strval', $orderings ) ),
			'default_catalog_orderby'      => (string) apply_filters( 'woocommerce_default_catalog_orderby', get_option( 'woocommerce_default_catalog_orderby', 'menu_order' ) ),
			'orderby_sources_map'          => array(
				'menu_order'             => $order( Filter_Sources::MENU_ORDER, 'asc' ),
				'popularity'             => $order( Filter_Sources::POPULARITY, 'desc' ),
				'rating'                 => $order( Filter_Sources::RATING, 'desc' ),
				'date'                   => $order( Filter_Sources::DATE, 'desc' ),
				'price'                  => $order( Filter_Sources::PRICE, 'asc' ),
				'price-desc'             => $order( Filter_Sources::PRICE, 'desc' ),
				'order_by_stock_status'  => Filter_Sources::STOCK,
				'order_by_featured'      => Filter_Sources::FEATURED,
			),
			'currency'                     => array(
				'code'              => get_woocommerce_currency(),
				'symbol'            => html_entity_decode( get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' ),
				'symbolPosition'    => (string) get_option( 'woocommerce_currency_pos', 'left' ),
				'thousandSeparator' => wc_get_price_thousand_separator(),
				'decimalSeparator'  => wc_get_price_decimal_separator(),
				'precision'         => wc_get_price_decimals(),
			),
			'context'                      => self::context(),
			'filters'                      => self::filters(),
		);
	}

	/**
	 * The page's place in the catalogue: a category archive restricts the filter to its products.
	 *
	 * @return array<string, mixed>
	 */
	private static function context(): array {
		$term = is_tax( 'product_cat' ) ? get_queried_object() : null;
		if ( $term instanceof \WP_Term ) {
			return array( 'conditions' => array( 'is_product_taxonomy' => true ), 'details' => array( 'taxonomy' => 'product_cat', 'term_id' => $term->term_id ) );
		}
		return array( 'conditions' => array( 'is_product_taxonomy' => false ), 'details' => (object) array() );
	}

	/**
	 * The filters with their values.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function filters(): array {
		$base    = array( 'show_counters' => true, 'show_zero_values' => false, 'when_to_show' => 'always', 'label_in_applied_filters' => true, 'logic' => 'or' );
		$filters = array();
		$terms   = self::terms( 'product_cat' );
		if ( $terms ) {
			$filters[] = $base + array(
				'id'             => 'category',
				'type'           => 'checkboxes',
				'label'          => esc_html__( 'Category', 'storefront-elements' ),
				'url_slug'       => 'filter_cat',
				'source'         => 'tax_product_cat',
				'source_id'      => Filter_Sources::CATEGORY,
				'orderby'        => 'term_order',
				'is_hierarchical' => true,
				'values'         => array_map(
					static fn( \WP_Term $term, int $i ) => self::value( $term->term_id, (string) $term->term_id, $term->name, $term->slug, (string) $term->parent, $i ),
					$terms,
					array_keys( $terms )
				),
			);
		}
		foreach ( Filter_Sources::attributes() as $taxonomy => $attribute ) {
			$terms = self::terms( $taxonomy );
			if ( ! $terms ) {
				continue;
			}
			$filters[] = $base + array(
				'id'        => $attribute['name'],
				'type'      => 'checkboxes',
				'label'     => esc_html( $attribute['label'] ),
				'url_slug'  => 'filter_' . $attribute['name'],
				'source'    => 'tax_' . $taxonomy,
				'source_id' => $attribute['source'],
				'values'    => array_map(
					static fn( \WP_Term $term, int $i ) => self::value( $term->term_id, $term->slug, $term->name, $term->slug, '0', $i ),
					$terms,
					array_keys( $terms )
				),
			);
		}
		$filters[] = array_replace(
			$base,
			array(
				'id'               => 'price',
				'type'             => 'range',
				'label'            => esc_html__( 'Price', 'storefront-elements' ),
				'url_slug'         => 'price',
				'source'           => 'price',
				'source_id'        => Filter_Sources::PRICE,
				'logic'            => 'range',
				'user_input_type'  => 'price_range',
				'show_inputs'      => true,
				'show_slider'      => true,
				'values'           => array(),
				'range'            => array( 'min' => '', 'max' => '' ),
			)
		);
		$filters[] = $base + array(
			'id'        => 'on_sale',
			'type'      => 'toggle',
			'label'     => esc_html__( 'On sale', 'storefront-elements' ),
			'url_slug'  => 'on_sale',
			'source'    => 'cf_on_sale',
			'source_id' => Filter_Sources::ON_SALE,
			'values'    => array( self::value( 1, 'yes', __( 'On sale only', 'storefront-elements' ), 'yes', '0', 0 ) ),
		);
		$filters[] = $base + array(
			'id'        => 'stock',
			'type'      => 'toggle',
			'label'     => esc_html__( 'Availability', 'storefront-elements' ),
			'url_slug'  => 'filter_stock_status',
			'source'    => 'cf_stock_status',
			'source_id' => Filter_Sources::STOCK,
			'values'    => array( self::value( 1, 'instock', __( 'In stock only', 'storefront-elements' ), 'instock', '0', 0 ) ),
		);
		if ( 'yes' === get_option( 'woocommerce_enable_review_rating', 'yes' ) ) {
			$stars     = array();
			foreach ( array( 5, 4, 3, 2, 1 ) as $i => $n ) {
				/* translators: %d: a number of stars. */
				$stars[] = self::value( $n, (string) $n, sprintf( _n( '%d star', '%d stars', $n, 'storefront-elements' ), $n ), (string) $n, '0', $i );
			}
			$filters[] = $base + array(
				'id'        => 'rating',
				'type'      => 'checkboxes',
				'label'     => esc_html__( 'Rating', 'storefront-elements' ),
				'url_slug'  => 'rating_filter',
				'source'    => 'cf_rating',
				'source_id' => Filter_Sources::RATING,
				'values'    => $stars,
			);
		}
		/**
		 * Filters the generated filters (before the owner's JSON is laid over the configuration).
		 *
		 * @param array<int, array<string, mixed>> $filters The filters.
		 */
		return (array) apply_filters( 'storefront_elements_filters', $filters );
	}

	/**
	 * A taxonomy's terms that hold products, in the shop's order.
	 *
	 * @param string $taxonomy The taxonomy.
	 * @return \WP_Term[]
	 */
	private static function terms( string $taxonomy ): array {
		$terms = get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => true, 'orderby' => 'name' ) );
		return is_array( $terms ) ? array_values( $terms ) : array();
	}

	/**
	 * A filter value. The label is HTML for the client, so the name (text) is escaped into it here.
	 *
	 * @param int    $id     The value's id.
	 * @param string $value  What the descriptors carry.
	 * @param string $label  The name (text).
	 * @param string $slug   What the URL carries.
	 * @param string $parent The parent value ('0' for none).
	 * @param int    $order  Its place.
	 * @return array<string, mixed>
	 */
	private static function value( int $id, string $value, string $label, string $slug, string $parent, int $order ): array {
		return array(
			'value_id'     => $id,
			'value'        => $value,
			'parent_value' => $parent,
			'label'        => esc_html( $label ),
			'label_url'    => $slug,
			'selected'     => false,
			'counter'      => 0,
			'order'        => $order,
		);
	}
}
