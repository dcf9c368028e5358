<?php
/**
 * The live search's endpoints on WooCommerce's wc-ajax: suggestions, the details panel, prices.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * `?wc-ajax=<prefix>_ajax_search|_result_details|_get_prices` through WooCommerce's `wc_ajax_`
 * hooks, answering as docs/contract/search-endpoints.json states. Products come from WordPress's
 * own search over published products a visitor may find (WooCommerce's "exclude from search"
 * visibility and, when the shop hides them, out-of-stock products left out); a dedicated search
 * index can take over through the filter `storefront_elements_search_product_ids`.
 */
final class Search_Endpoints {

	private const LIMITS    = array( 'product_cat' => 3, 'product_tag' => 3, 'product' => 7, 'page' => 3 );
	private const MAX_ITEMS = 40;

	/** Hooks. */
	public static function boot(): void {
		$prefix = Integration::prefix();
		add_action( 'wc_ajax_' . $prefix . '_ajax_search', array( self::class, 'suggestions' ) );
		add_action( 'wc_ajax_' . $prefix . '_result_details', array( self::class, 'details' ) );
		add_action( 'wc_ajax_' . $prefix . '_get_prices', array( self::class, 'prices' ) );
	}

	/**
	 * A 400 in the contract's shape.
	 *
	 * @param string $message What was wrong, for the developer.
	 */
	private static function bad_request( string $message ): void {
		wp_send_json( array( 'code' => 'invalid_request', 'message' => $message, 'data' => array( 'status' => 400 ) ), 400 );
	}

	/**
	 * A request field (GET or POST) as a string, or null when absent.
	 *
	 * @param string $name The field.
	 * @return string|null|false False when present but not a string.
	 */
	private static function field( string $name ) {
		// phpcs:ignore WordPress.Security.NonceVerification -- a search changes nothing.
		$value = $_REQUEST[ $name ] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked by each caller.
		if ( null === $value ) {
			return null;
		}
		return is_string( $value ) ? wp_unslash( $value ) : false;
	}

	/** `{suggestions, total, time}` for the phrase. */
	public static function suggestions(): void {
		$started  = microtime( true );
		$phrase   = self::field( 's' );
		$grouping = self::field( 'grouping' ) ?? 'headline';
		if ( false === $phrase || ( is_string( $phrase ) && mb_strlen( $phrase ) > 200 ) ) {
			self::bad_request( __( 'The search phrase must be text of at most 200 characters.', 'storefront-elements' ) );
		}
		if ( ! in_array( $grouping, array( 'none', 'headline', 'headline-v2' ), true ) ) {
			self::bad_request( __( 'grouping must be none, headline or headline-v2.', 'storefront-elements' ) );
		}
		$phrase = trim( sanitize_text_field( (string) $phrase ) );
		$groups = array();
		$total  = 0;
		if ( '' !== $phrase ) {
			list( $ids, $total )    = self::product_ids( $phrase );
			$groups['product_cat'] = self::terms( 'product_cat', $phrase );
			$groups['product_tag'] = self::terms( 'product_tag', $phrase );
			$groups['product']     = array_values( array_filter( array_map( array( self::class, 'product_suggestion' ), $ids ) ) );
			$groups['page']        = self::pages( $phrase );
		}
		$more = add_query_arg( array( 's' => rawurlencode( $phrase ), 'post_type' => 'product', 'shop_search' => '1' ), home_url( '/' ) );
		wp_send_json(
			array(
				'suggestions' => self::grouped( $groups, $grouping, $total, $more ),
				'total'       => $total,
				'time'        => sprintf( '%.2f sec', microtime( true ) - $started ),
			)
		);
	}

	/**
	 * The product ids matching the phrase, best first (at most the products group's limit), and how many matched.
	 *
	 * @param string $phrase The phrase.
	 * @return array{0: int[], 1: int}
	 */
	private static function product_ids( string $phrase ): array {
		$args = array(
			'post_type'      => 'product',
			'post_status'    => 'publish',
			's'              => $phrase,
			'posts_per_page' => self::LIMITS['product'],
			'fields'         => 'ids',
			'has_password'   => false,
		);
		if ( taxonomy_exists( 'product_visibility' ) ) {
			$hidden = array( 'exclude-from-search' );
			if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
				$hidden[] = 'outofstock';
			}
			$args['tax_query'] = array( array( 'taxonomy' => 'product_visibility', 'field' => 'name', 'terms' => $hidden, 'operator' => 'NOT IN' ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- WooCommerce's own visibility rule.
		}
		$query = new \WP_Query( $args );
		/**
		 * Filters the products a phrase finds, e.g. from a dedicated search index.
		 *
		 * @param array{0: int[], 1: int} $found  Ids best first, and how many matched.
		 * @param string                  $phrase The phrase.
		 */
		$found = apply_filters( 'storefront_elements_search_product_ids', array( array_map( 'intval', $query->posts ), (int) $query->found_posts ), $phrase );
		return array( array_map( 'intval', (array) ( $found[0] ?? array() ) ), (int) ( $found[1] ?? 0 ) );
	}

	/**
	 * A product's suggestion, or null when it is not shown.
	 *
	 * @param int $id The product id.
	 * @return array<string, mixed>|null
	 */
	public static function product_suggestion( int $id ): ?array {
		$product = wc_get_product( $id );
		if ( ! $product ) {
			return null;
		}
		return array(
			'type'         => 'product',
			'post_id'      => $product->get_id(),
			'value'        => wp_strip_all_tags( $product->get_name() ),
			'url'          => $product->get_permalink(),
			'thumb_html'   => $product->get_image( array( 64, 64 ), array( 'alt' => '' ) ),
			'price'        => $product->get_price_html(),
			'desc'         => esc_html( wp_trim_words( wp_strip_all_tags( $product->get_short_description() ? $product->get_short_description() : $product->get_description() ), 15, '…' ) ),
			'sku'          => (string) $product->get_sku(),
			'product_type' => $product->get_type(),
			'purchasable'  => $product->is_type( 'simple' ) && $product->is_purchasable() && $product->is_in_stock(),
		);
	}

	/**
	 * Terms of a taxonomy whose name holds the phrase.
	 *
	 * @param string $taxonomy The taxonomy.
	 * @param string $phrase   The phrase.
	 * @return array<int, array<string, mixed>>
	 */
	private static function terms( string $taxonomy, string $phrase ): array {
		if ( ! taxonomy_exists( $taxonomy ) ) {
			return array();
		}
		$terms = get_terms( array( 'taxonomy' => $taxonomy, 'name__like' => $phrase, 'number' => self::LIMITS[ $taxonomy ], 'hide_empty' => true ) );
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$suggestions = array();
		foreach ( $terms as $term ) {
			$url = get_term_link( $term );
			if ( is_wp_error( $url ) ) {
				continue;
			}
			$trail = array_reverse( array_map( static fn( $ancestor ) => get_term( $ancestor, $taxonomy )->name ?? '', get_ancestors( $term->term_id, $taxonomy, 'taxonomy' ) ) );
			$suggestions[] = array(
				'type'        => 'taxonomy',
				'taxonomy'    => $taxonomy,
				'term_id'     => (int) $term->term_id,
				'value'       => wp_strip_all_tags( $term->name ),
				'url'         => $url,
				'breadcrumbs' => wp_strip_all_tags( implode( ' > ', $trail ) ),
			);
		}
		return $suggestions;
	}

	/**
	 * Published pages whose text holds the phrase.
	 *
	 * @param string $phrase The phrase.
	 * @return array<int, array<string, mixed>>
	 */
	private static function pages( string $phrase ): array {
		$query = new \WP_Query( array( 'post_type' => 'page', 'post_status' => 'publish', 's' => $phrase, 'posts_per_page' => self::LIMITS['page'], 'has_password' => false ) );
		return array_map(
			static fn( $page ) => array( 'type' => 'post', 'post_type' => 'page', 'post_id' => (int) $page->ID, 'value' => wp_strip_all_tags( get_the_title( $page ) ), 'url' => get_permalink( $page ) ),
			$query->posts
		);
	}

	/**
	 * The groups in order, with headlines and "more products", or one no-results entry.
	 *
	 * @param array<string, array<int, array<string, mixed>>> $groups   Suggestions by group.
	 * @param string                                          $grouping none, headline or headline-v2.
	 * @param int                                             $total    How many products matched.
	 * @param string                                          $more     The results page.
	 * @return array<int, array<string, mixed>>
	 */
	public static function grouped( array $groups, string $grouping, int $total, string $more ): array {
		$labels = array(
			'product_cat' => __( 'Categories', 'storefront-elements' ),
			'product_tag' => __( 'Tags', 'storefront-elements' ),
			'product'     => __( 'Products', 'storefront-elements' ),
			'page'        => __( 'Pages', 'storefront-elements' ),
		);
		$shown  = array();
		foreach ( array_keys( self::LIMITS ) as $key ) {
			$list = array_slice( $groups[ $key ] ?? array(), 0, self::LIMITS[ $key ] );
			if ( $list ) {
				$shown[ $key ] = $list;
			}
		}
		if ( ! $shown ) {
			return array( array( 'type' => 'no-results', 'value' => '' ) );
		}
		$headlines   = 'none' !== $grouping && ! ( 1 === count( $shown ) && isset( $shown['product'] ) );
		$suggestions = array();
		foreach ( $shown as $key => $list ) {
			if ( $headlines ) {
				$suggestions[] = 'headline-v2' === $grouping ? array( 'type' => 'headline-v2', 'value' => $labels[ $key ], 'group' => $key ) : array( 'type' => 'headline', 'value' => $key );
			}
			array_push( $suggestions, ...$list );
		}
		$products_shown = count( $shown['product'] ?? array() );
		if ( $products_shown > 0 && $products_shown < $total ) {
			$suggestions[] = array( 'type' => 'more_products', 'value' => '', 'total' => $total, 'url' => $more );
		}
		return $suggestions;
	}

	/**
	 * The `items` of the request: each item's `$key` (or the item itself), at most MAX_ITEMS.
	 *
	 * @param string|null $key The field of each item, or null for plain values.
	 * @return string[]
	 */
	private static function items( ?string $key ): array {
		$items = $_REQUEST['items'] ?? array(); // phpcs:ignore WordPress.Security.NonceVerification, WordPress.Security.ValidatedSanitizedInput -- each value is checked below.
		if ( ! is_array( $items ) ) {
			self::bad_request( __( 'items must be a list.', 'storefront-elements' ) );
		}
		if ( count( $items ) > self::MAX_ITEMS ) {
			/* translators: %d: the most items a request may ask for. */
			self::bad_request( sprintf( __( 'At most %d items per request.', 'storefront-elements' ), self::MAX_ITEMS ) );
		}
		$values = array();
		foreach ( $items as $item ) {
			$value = null === $key ? $item : ( is_array( $item ) ? ( $item[ $key ] ?? null ) : null );
			if ( is_string( $value ) || is_int( $value ) ) {
				$values[] = wp_unslash( (string) $value );
			}
		}
		return array_values( array_unique( $values ) );
	}

	/** `{items: [{objectID, html, price}]}` for the details panel. */
	public static function details(): void {
		$answer = array();
		foreach ( self::items( 'objectID' ) as $object_id ) {
			if ( preg_match( '/^product__([0-9]{1,10})$/', $object_id, $match ) ) {
				$product = wc_get_product( (int) $match[1] );
				if ( $product && ! $product->get_parent_id() && Quick_View::visible( $product ) ) {
					$answer[] = array( 'objectID' => $object_id, 'html' => self::product_details( $product ), 'price' => $product->get_price_html() );
				}
			} elseif ( preg_match( '/^product_variation__([0-9]{1,10})__([0-9]{1,10})$/', $object_id, $match ) ) {
				$variation = wc_get_product( (int) $match[2] );
				$parent    = $variation ? wc_get_product( (int) $match[1] ) : null;
				if ( $variation && $parent && (int) $match[1] === $variation->get_parent_id() && Quick_View::visible( $parent ) ) {
					$answer[] = array( 'objectID' => $object_id, 'html' => self::product_details( $variation ), 'price' => $variation->get_price_html() );
				}
			} elseif ( preg_match( '/^taxonomy__([0-9]{1,10})__(product_cat|product_tag)$/', $object_id, $match ) ) {
				$term = get_term( (int) $match[1], $match[2] );
				$url  = $term && ! is_wp_error( $term ) ? get_term_link( $term ) : null;
				if ( is_string( $url ) ) {
					$answer[] = array(
						'objectID' => $object_id,
						'html'     => sprintf( '<div class="shop-SearchDetails-term"><h3 class="shop-SearchDetails-title">%s</h3><a class="shop-SearchDetails-more" href="%s">%s</a></div>', esc_html( $term->name ), esc_url( $url ), esc_html__( 'See all products', 'storefront-elements' ) ),
						'price'    => '',
					);
				}
			}
		}
		wp_send_json( array( 'items' => $answer ) );
	}

	/**
	 * The details panel's product: image, title, price, SKU, availability, description.
	 *
	 * @param \WC_Product $product The product or variation.
	 */
	private static function product_details( $product ): string {
		$availability = $product->get_availability();
		$description  = $product->get_short_description() ? $product->get_short_description() : $product->get_description();
		return sprintf(
			'<div class="shop-SearchDetails-product" data-product-id="%1$d" data-product-type="%2$s"><div class="shop-SearchDetails-image">%3$s</div><h3 class="shop-SearchDetails-title"><a href="%4$s">%5$s</a></h3><div class="shop-SearchDetails-price price">%6$s</div>%7$s%8$s<div class="shop-SearchDetails-desc">%9$s</div></div>',
			(int) ( $product->get_parent_id() ? $product->get_parent_id() : $product->get_id() ),
			esc_attr( $product->get_type() ),
			wp_kses_post( $product->get_image( 'woocommerce_thumbnail', array( 'alt' => '' ) ) ),
			esc_url( $product->get_permalink() ),
			esc_html( wp_strip_all_tags( $product->get_name() ) ),
			wp_kses_post( $product->get_price_html() ),
			$product->get_sku() ? '<p class="shop-SearchDetails-sku">' . esc_html( sprintf( /* translators: %s: the SKU. */ __( 'SKU: %s', 'storefront-elements' ), $product->get_sku() ) ) . '</p>' : '',
			empty( $availability['availability'] ) ? '' : '<p class="stock ' . esc_attr( $availability['class'] ?? '' ) . '">' . esc_html( wp_strip_all_tags( $availability['availability'] ) ) . '</p>',
			esc_html( wp_trim_words( wp_strip_all_tags( $description ), 40, '…' ) )
		);
	}

	/** `{success: true, data: {id: price html}}`. */
	public static function prices(): void {
		$data = array();
		foreach ( self::items( null ) as $id ) {
			if ( ! preg_match( '/^[0-9]{1,10}$/', $id ) ) {
				continue;
			}
			$product = wc_get_product( (int) $id );
			if ( $product && 'publish' === get_post_status( $product->get_parent_id() ? $product->get_parent_id() : $product->get_id() ) ) {
				$data[ $id ] = $product->get_price_html();
			}
		}
		wp_send_json( array( 'success' => true, 'data' => (object) $data ) );
	}
}
