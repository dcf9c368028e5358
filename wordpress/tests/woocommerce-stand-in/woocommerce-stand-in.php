<?php
/**
 * Plugin Name: WooCommerce stand-in (tests only)
 * Description: NOT WooCommerce. WooCommerce cannot be installed on the test machines (no registry
 * has it), so the WordPress tests load this small stand-in: the few functions, classes and
 * endpoints of WooCommerce's public PHP API the Storefront Elements plugin calls, behaving as
 * WooCommerce documents them, with three products and a cart kept per visitor cookie.
 * Version: 0.0.0-test
 *
 * @package StorefrontElementsTests
 */

defined( 'ABSPATH' ) || exit;

/** The stand-in's product: the WC_Product methods the plugin calls. */
class WC_Product {
	public function __construct( private array $data ) {}
	public function get_id() { return $this->data['id']; }
	public function get_parent_id() { return $this->data['parent'] ?? 0; }
	public function get_name() { return $this->data['name']; }
	public function get_permalink() { return empty( $this->data['post'] ) ? home_url( '/?product=' . $this->data['id'] ) : get_permalink( $this->data['id'] ); }
	public function get_type() { return $this->data['type'] ?? 'simple'; }
	public function get_sku() { return $this->data['sku'] ?? ''; }
	public function get_description() { return $this->data['description'] ?? ''; }
	public function get_short_description() { return $this->data['short'] ?? ''; }
	public function get_price_html() { return wc_price( $this->get_price() ); }
	public function get_image( $size = 'woocommerce_thumbnail', $attr = array() ) { return '<img src="' . esc_url( includes_url( 'images/media/default.png' ) ) . '" width="64" height="64" alt="">'; }
	public function get_availability() { return $this->is_in_stock() ? array( 'availability' => 'In stock', 'class' => 'in-stock' ) : array( 'availability' => 'Out of stock', 'class' => 'out-of-stock' ); }
	public function is_type( $type ) { return in_array( $this->get_type(), (array) $type, true ); }
	public function is_purchasable() { return true; }
	public function is_in_stock() { return 'outofstock' !== ( $this->data['stock_status'] ?? 'instock' ) && ( null === $this->data['stock'] || $this->data['stock'] > 0 ); }
	public function is_sold_individually() { return false; }
	public function managing_stock() { return null !== $this->data['stock']; }
	public function backorders_allowed() { return false; }
	public function get_stock_quantity() { return $this->data['stock']; }
	public function get_max_purchase_quantity() { return $this->managing_stock() ? $this->data['stock'] : -1; }
	public function has_enough_stock( $quantity ) { return ! $this->managing_stock() || $this->data['stock'] >= $quantity; }
	public function get_price() { return $this->data['price']; }
	public function get_status() { return $this->data['status'] ?? 'publish'; }
	public function is_visible() { return empty( $this->data['hidden'] ); }
	public function is_on_sale() { return ! empty( $this->data['on_sale'] ); }
	public function is_featured() { return ! empty( $this->data['featured'] ); }
	public function get_date_created() { return isset( $this->data['created'] ) ? new WC_DateTime( '@' . $this->data['created'] ) : null; }
	public function get_total_sales() { return $this->data['total_sales'] ?? 0; }
	public function get_menu_order() { return $this->data['menu_order'] ?? 0; }
	public function get_average_rating() { return $this->data['rating'] ?? 0; }
	public function get_rating_count() { return $this->data['rating_count'] ?? 0; }
	/** A variable product's variations (ids). */
	public function get_children() { return $this->data['children'] ?? array(); }
	/** A variation's attributes: taxonomy => slug ('' for any). */
	public function get_attributes() { return $this->data['attributes'] ?? array(); }
}

/** WooCommerce's date class (a DateTime). */
class WC_DateTime extends DateTime {}

/** The products: one plain, one with 2 in stock. */
function wc_stand_in_products(): array {
	return array(
		101 => array( 'id' => 101, 'name' => 'Plain tee', 'price' => 20, 'stock' => null ),
		102 => array( 'id' => 102, 'name' => 'Rare scarf', 'price' => 35, 'stock' => 2 ),
		103 => array( 'id' => 103, 'name' => 'Unreleased coat', 'price' => 90, 'stock' => null, 'status' => 'private' ),
	);
}

function wc_get_product( $id ) {
	if ( $id instanceof WP_Post ) {
		$id = $id->ID;
	}
	$products = wc_stand_in_products();
	if ( isset( $products[ (int) $id ] ) ) {
		return new WC_Product( $products[ (int) $id ] );
	}
	// WooCommerce's products are posts of the type "product" (variations "product_variation") with their data in meta.
	$post = get_post( (int) $id );
	if ( ! $post || ! in_array( $post->post_type, array( 'product', 'product_variation' ), true ) ) {
		return false;
	}
	$meta      = static fn( $key ) => get_post_meta( $post->ID, $key, true );
	$stock     = $meta( '_stock' );
	$variation = 'product_variation' === $post->post_type;
	$children  = $variation ? array() : get_children( array( 'post_parent' => $post->ID, 'post_type' => 'product_variation', 'fields' => 'ids', 'orderby' => 'ID', 'order' => 'ASC' ) );
	$attributes = array();
	if ( $variation ) {
		foreach ( get_post_meta( $post->ID ) as $key => $values ) {
			if ( str_starts_with( $key, 'attribute_' ) ) {
				$attributes[ substr( $key, 10 ) ] = (string) $values[0];
			}
		}
	}
	return new WC_Product(
		array(
			'id'           => $post->ID,
			'post'         => true,
			'parent'       => $variation ? (int) $post->post_parent : 0,
			'type'         => $variation ? 'variation' : ( $children ? 'variable' : 'simple' ),
			'children'     => array_map( 'intval', array_values( $children ) ),
			'attributes'   => $attributes,
			'name'         => $post->post_title,
			'price'        => '' === $meta( '_price' ) ? '' : (float) $meta( '_price' ),
			'stock'        => '' === $stock ? null : (int) $stock,
			'stock_status' => $meta( '_stock_status' ) ?: 'instock',
			'on_sale'      => '' !== $meta( '_sale_price' ),
			'featured'     => 'yes' === $meta( '_featured' ),
			'hidden'       => 'yes' === $meta( '_stand_in_hidden' ),
			'created'      => (int) get_post_time( 'U', true, $post ),
			'total_sales'  => (int) $meta( 'total_sales' ),
			'menu_order'   => (int) $post->menu_order,
			'rating'       => (float) $meta( '_wc_average_rating' ),
			'rating_count' => (int) $meta( '_wc_rating_count' ),
			'status'       => $post->post_status,
			'description'  => $post->post_content,
			'short'        => $post->post_excerpt,
			'sku'          => (string) $meta( '_sku' ),
		)
	);
}

/** An order's line: the WC_Order_Item_Product methods the plugin calls. */
final class WC_Order_Item_Product {
	public function __construct( private array $data ) {}
	public function get_product_id() { return (int) $this->data['product_id']; }
	public function get_variation_id() { return (int) ( $this->data['variation_id'] ?? 0 ); }
	public function get_name() { return (string) $this->data['name']; }
	public function get_quantity() { return (int) $this->data['quantity']; }
	public function get_total() { return (float) $this->data['total']; }
	public function get_total_tax() { return (float) ( $this->data['total_tax'] ?? 0 ); }
}

/** An order: a "shop_order" post with its data in meta, as WooCommerce's legacy storage keeps it. */
final class WC_Order {
	private array $changes = array();
	public function __construct( private int $id ) {}
	private function meta( string $key ) { return get_post_meta( $this->id, $key, true ); }
	public function get_id() { return $this->id; }
	public function get_order_number() { return (string) $this->id; }
	public function get_order_key() { return (string) $this->meta( '_order_key' ); }
	public function get_currency() { return (string) ( $this->meta( '_order_currency' ) ?: 'USD' ); }
	public function get_items() { return array_map( static fn( $item ) => new WC_Order_Item_Product( $item ), (array) json_decode( (string) $this->meta( '_stand_in_items' ), true ) ); }
	public function get_subtotal() { return array_sum( array_map( static fn( $item ) => $item->get_total(), $this->get_items() ) ); }
	public function get_total() { return (float) $this->meta( '_order_total' ); }
	public function get_total_discount() { return (float) $this->meta( '_cart_discount' ); }
	public function get_total_tax() { return (float) $this->meta( '_order_tax' ); }
	public function get_shipping_total() { return (float) $this->meta( '_order_shipping' ); }
	public function get_coupon_codes() { return array(); }
	public function __call( $name, $arguments ) {
		// get_billing_email(), get_billing_phone(), …: the "_billing_…" meta.
		if ( str_starts_with( $name, 'get_billing_' ) ) {
			return (string) $this->meta( '_billing_' . substr( $name, 12 ) );
		}
		throw new BadMethodCallException( $name ); // phpcs:ignore WordPress.Security.EscapeOutput
	}
	public function get_meta( $key ) { return $this->changes[ $key ] ?? $this->meta( $key ); }
	public function update_meta_data( $key, $value ) { $this->changes[ $key ] = $value; }
	public function save() {
		foreach ( $this->changes as $key => $value ) {
			update_post_meta( $this->id, $key, $value );
		}
		$this->changes = array();
		return $this->id;
	}
}
function wc_get_order( $id ) { return 'shop_order' === get_post_type( (int) $id ) ? new WC_Order( (int) $id ) : false; }
function wc_get_orders( $args = array() ) {
	$query = array( 'post_type' => 'shop_order', 'post_status' => 'any', 'posts_per_page' => -1, 'fields' => 'ids' );
	if ( isset( $args['customer'] ) && is_string( $args['customer'] ) ) {
		$query['meta_query'] = array( array( 'key' => '_billing_email', 'value' => $args['customer'] ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
	}
	$ids = get_posts( $query );
	return 'ids' === ( $args['return'] ?? '' ) ? $ids : array_map( 'wc_get_order', $ids );
}
/** WooCommerce's order received page: its endpoint's query var. */
function is_order_received_page() { return (bool) get_query_var( 'order-received' ); }
add_filter( 'query_vars', static fn( $vars ) => array_merge( $vars, array( 'order-received' ) ) );

/** Global attributes: kept in an option as WooCommerce keeps them in its own table. */
function wc_get_attribute_taxonomies() {
	return array_map( static fn( $a ) => (object) $a, (array) get_option( 'wc_stand_in_attributes', array() ) );
}
function wc_attribute_taxonomy_name( $name ) { return 'pa_' . $name; }
function wc_get_product_terms( $product_id, $taxonomy, $args = array() ) {
	$terms = wp_get_post_terms( $product_id, $taxonomy, array( 'fields' => 'slugs' === ( $args['fields'] ?? '' ) ? 'slugs' : 'all' ) );
	return is_array( $terms ) ? $terms : array();
}
function wc_get_default_products_per_row() { return 3; }
function wc_get_default_product_rows_per_page() { return 4; }
function get_woocommerce_currency() { return 'USD'; }
function get_woocommerce_currency_symbol() { return '&#36;'; }
function wc_get_price_thousand_separator() { return ','; }
function wc_get_price_decimal_separator() { return '.'; }
function wc_get_price_decimals() { return 2; }

/** WooCommerce's content-product.php, reduced to the markup its hooks print. */
function wc_get_template_part( $slug, $name = '' ) {
	if ( 'content' !== $slug || 'product' !== $name ) {
		return;
	}
	$product = $GLOBALS['product'];
	$classes = array( 'product', 'type-product', 'post-' . $product->get_id(), 'status-' . $product->get_status(), $product->is_in_stock() ? 'instock' : 'outofstock', 'product-type-' . $product->get_type() );
	printf(
		'<li class="%s"><a href="%s" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">%s<h2 class="woocommerce-loop-product__title">%s</h2><span class="price">%s</span></a><a href="%s" data-quantity="1" class="button product_type_%s add_to_cart_button ajax_add_to_cart" data-product_id="%d" rel="nofollow">Add to cart</a></li>',
		esc_attr( implode( ' ', $classes ) ),
		esc_url( $product->get_permalink() ),
		$product->get_image(), // phpcs:ignore WordPress.Security.EscapeOutput
		esc_html( $product->get_name() ),
		wc_price( $product->get_price() ), // phpcs:ignore WordPress.Security.EscapeOutput
		esc_url( add_query_arg( 'add-to-cart', $product->get_id(), home_url( '/' ) ) ),
		esc_attr( $product->get_type() ),
		(int) $product->get_id()
	);
}

/** WooCommerce's [products] shortcode: the published products in a loop. */
add_shortcode(
	'products',
	static function ( $attributes ) {
		$limit = (int) ( $attributes['limit'] ?? 12 );
		$ids   = get_posts( array( 'post_type' => 'product', 'post_status' => 'publish', 'posts_per_page' => $limit, 'fields' => 'ids', 'orderby' => array( 'menu_order' => 'ASC', 'ID' => 'ASC' ) ) );
		ob_start();
		foreach ( $ids as $id ) {
			$GLOBALS['product'] = wc_get_product( $id );
			wc_get_template_part( 'content', 'product' );
		}
		return '<div class="woocommerce columns-3"><ul class="products columns-3">' . ob_get_clean() . '</ul></div>';
	}
);

add_action(
	'init',
	static function () {
		register_post_type( 'product', array( 'public' => true, 'label' => 'Products', 'supports' => array( 'title', 'editor', 'excerpt' ) ) );
		register_taxonomy( 'product_cat', 'product', array( 'public' => true, 'hierarchical' => true ) );
		register_taxonomy( 'product_tag', 'product', array( 'public' => true ) );
		register_post_type( 'product_variation', array( 'public' => false, 'label' => 'Variations' ) );
		register_post_type( 'shop_order', array( 'public' => false, 'label' => 'Orders' ) );
		foreach ( wc_get_attribute_taxonomies() as $attribute ) {
			register_taxonomy( wc_attribute_taxonomy_name( $attribute->attribute_name ), 'product', array( 'public' => false, 'hierarchical' => false, 'label' => $attribute->attribute_label ) );
		}
	}
);

function wc_stock_amount( $amount ) { return (int) $amount; }
function wc_price( $amount ) { return '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>' . number_format( (float) $amount, 2 ) . '</bdi></span>'; }
function wc_get_cart_url() { return home_url( '/?page=cart' ); }
function wc_get_checkout_url() { return home_url( '/?page=checkout' ); }
function wc_clean( $value ) { return is_array( $value ) ? array_map( 'wc_clean', $value ) : sanitize_text_field( (string) $value ); }

/** The visitor's session: a cookie, as WooCommerce's session handler sets one on the first add. */
final class WC_Stand_In_Session {
	public ?string $id = null;
	public function __construct() {
		$cookie   = isset( $_COOKIE['wp_woocommerce_session_stand_in'] ) ? sanitize_key( $_COOKIE['wp_woocommerce_session_stand_in'] ) : '';
		$this->id = '' !== $cookie ? $cookie : null;
	}
	public function start(): void {
		if ( null === $this->id ) {
			$this->id = wp_generate_password( 20, false );
			$this->id = strtolower( $this->id );
			$_COOKIE['wp_woocommerce_session_stand_in'] = $this->id;
			if ( ! headers_sent() ) {
				setcookie( 'wp_woocommerce_session_stand_in', $this->id, 0, '/' );
			}
		}
	}
	public function get_customer_id() { return $this->id; }
	public function has_session() { return null !== $this->id; }
	public function get( string $key, $default = null ) { return null === $this->id ? $default : get_option( 'wc_stand_in_' . $key . '_' . $this->id, $default ); }
	public function set( string $key, $value ): void { $this->start(); update_option( 'wc_stand_in_' . $key . '_' . $this->id, $value, false ); }
}

/** The cart: the WC_Cart methods the plugin calls. */
final class WC_Cart {
	public function __construct( private WC_Stand_In_Session $session ) {}
	public function get_cart() { return (array) $this->session->get( 'cart', array() ); }
	private function save( array $cart ): void { $this->session->set( 'cart', $cart ); }
	public function is_empty() { return 0 === count( $this->get_cart() ); }
	public function get_cart_item( $key ) { $cart = $this->get_cart(); return isset( $cart[ $key ] ) ? $cart[ $key ] + array( 'data' => wc_get_product( $cart[ $key ]['product_id'] ) ) : array(); }
	public function get_cart_contents_count() { return array_sum( array_column( $this->get_cart(), 'quantity' ) ); }
	public function get_subtotal() { $sum = 0; foreach ( $this->get_cart() as $item ) { $sum += wc_get_product( $item['product_id'] )->get_price() * $item['quantity']; } return $sum; }
	public function get_cart_subtotal() { return wc_price( $this->get_subtotal() ); }
	public function get_cart_hash() { return $this->is_empty() ? '' : md5( wp_json_encode( $this->get_cart() ) ); }
	public function generate_cart_id( $product_id, $variation_id = 0, $variation = array() ) { return md5( $product_id . '_' . $variation_id . '_' . wp_json_encode( $variation ) ); }
	public function add_to_cart( $product_id = 0, $quantity = 1, $variation_id = 0, $variation = array() ) {
		$product = wc_get_product( $product_id );
		if ( ! $product || $quantity <= 0 ) {
			return false;
		}
		$key     = $this->generate_cart_id( $product_id, $variation_id, $variation );
		$cart    = $this->get_cart();
		$already = $cart[ $key ]['quantity'] ?? 0;
		if ( ! $product->has_enough_stock( $already + $quantity ) ) {
			/* translators: WooCommerce's own wording. */
			wc_add_notice( sprintf( 'You cannot add that amount to the cart &mdash; we have %1$s in stock and you already have %2$s in your cart.', $product->get_stock_quantity(), $already ), 'error' );
			return false;
		}
		$cart[ $key ] = array( 'key' => $key, 'product_id' => (int) $product_id, 'variation_id' => (int) $variation_id, 'variation' => $variation, 'quantity' => $already + $quantity );
		$this->save( $cart );
		do_action( 'woocommerce_add_to_cart', $key, $product_id, $quantity, $variation_id, $variation, array() );
		return $key;
	}
	public function set_quantity( $key, $quantity = 1, $refresh_totals = true ) {
		$cart = $this->get_cart();
		if ( 0 === (int) $quantity ) {
			return $this->remove_cart_item( $key );
		}
		$cart[ $key ]['quantity'] = (int) $quantity;
		$this->save( $cart );
		return true;
	}
	public function remove_cart_item( $key ) {
		$cart = $this->get_cart();
		if ( ! isset( $cart[ $key ] ) ) {
			return false;
		}
		unset( $cart[ $key ] );
		$this->save( $cart );
		return true;
	}
}

/** WooCommerce's main object: WC()->cart, WC()->session. */
final class WooCommerce {
	public WC_Stand_In_Session $session;
	public WC_Cart $cart;
	private static ?WooCommerce $instance = null;
	public static function instance(): self { return self::$instance ??= new self(); }
	private function __construct() {
		$this->session = new WC_Stand_In_Session();
		$this->cart    = new WC_Cart( $this->session );
	}
}
function WC() { return WooCommerce::instance(); } // phpcs:ignore WordPress.NamingConventions.ValidFunctionName -- WooCommerce's own name.

function wc_add_notice( $message, $type = 'success' ) { $notices = WC()->session->get( 'notices', array() ); $notices[ $type ][] = array( 'notice' => $message ); WC()->session->set( 'notices', $notices ); }
function wc_get_notices( $type = '' ) { $all = (array) WC()->session->get( 'notices', array() ); return '' === $type ? $all : ( $all[ $type ] ?? array() ); }
function wc_clear_notices() { if ( null !== WC()->session->id ) { WC()->session->set( 'notices', array() ); } }
function wc_notice_count( $type = '' ) { return count( '' === $type ? array_merge( ...array_values( wc_get_notices() ?: array( array() ) ) ) : wc_get_notices( $type ) ); }
/** WooCommerce's notices templates: successes, one error list, infos; then cleared. */
function wc_print_notices( $return = false ) {
	$html = '';
	foreach ( wc_get_notices( 'success' ) as $notice ) {
		$html .= '<div class="woocommerce-message" role="alert">' . wp_kses_post( $notice['notice'] ) . '</div>';
	}
	$errors = wc_get_notices( 'error' );
	if ( $errors ) {
		$html .= '<ul class="woocommerce-error" role="alert">';
		foreach ( $errors as $notice ) {
			$html .= '<li>' . wp_kses_post( $notice['notice'] ) . '</li>';
		}
		$html .= '</ul>';
	}
	wc_clear_notices();
	if ( $return ) {
		return $html;
	}
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput -- built from kses'd notices above.
}
function wc_add_to_cart_message( $products, $show_qty = false, $return = false ) {
	$titles = array();
	foreach ( (array) $products as $id => $qty ) {
		$titles[] = '&ldquo;' . wp_strip_all_tags( get_the_title( $id ) ?: wc_get_product( $id )->get_name() ) . '&rdquo;';
	}
	$message = sprintf( '%s has been added to your cart.', implode( ', ', $titles ) );
	if ( $return ) {
		return $message;
	}
	wc_add_notice( $message, 'success' );
}

/** WooCommerce's cart/mini-cart.php, with its filters. */
function woocommerce_mini_cart() {
	$cart = WC()->cart;
	if ( $cart->is_empty() ) {
		echo '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>';
		return;
	}
	echo '<ul class="woocommerce-mini-cart cart_list product_list_widget">';
	foreach ( $cart->get_cart() as $key => $item ) {
		$product = wc_get_product( $item['product_id'] );
		printf(
			'<li class="woocommerce-mini-cart-item mini_cart_item"><a href="%s" class="remove remove_from_cart_button" aria-label="%s" data-product_id="%d" data-cart_item_key="%s">&times;</a><a href="%s">%s</a>',
			esc_url( add_query_arg( 'remove_item', $key, wc_get_cart_url() ) ),
			esc_attr( 'Remove ' . $product->get_name() . ' from cart' ),
			(int) $item['product_id'],
			esc_attr( $key ),
			esc_url( $product->get_permalink() ),
			esc_html( $product->get_name() )
		);
		echo apply_filters( 'woocommerce_widget_cart_item_quantity', '<span class="quantity">' . sprintf( '%s &times; %s', $item['quantity'], wc_price( $product->get_price() ) ) . '</span>', $item, $key ); // phpcs:ignore WordPress.Security.EscapeOutput
		echo '</li>';
	}
	echo '</ul><p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ' . $cart->get_cart_subtotal() . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput
}

/** WooCommerce's single-product template functions, reduced to the markup their templates print. */
function wc_stand_in_product() { return $GLOBALS['product']; }
function woocommerce_show_product_images() { echo '<div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__wrapper"></div></div>'; }
function woocommerce_template_single_title() { echo '<h1 class="product_title entry-title">' . esc_html( wc_stand_in_product()->get_name() ) . '</h1>'; }
function woocommerce_template_single_price() { echo '<p class="price">' . wc_price( wc_stand_in_product()->get_price() ) . '</p>'; } // phpcs:ignore WordPress.Security.EscapeOutput
function woocommerce_template_single_excerpt() { echo '<div class="woocommerce-product-details__short-description"><p>Short description.</p></div>'; }
function woocommerce_template_single_add_to_cart() {
	$product = wc_stand_in_product();
	printf( '<form class="cart" action="%s" method="post" enctype="multipart/form-data"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" aria-label="Product quantity"></div><button type="submit" name="add-to-cart" value="%d" class="single_add_to_cart_button button alt">Add to cart</button></form>', esc_url( $product->get_permalink() ), (int) $product->get_id() );
}

/** WooCommerce's WC_AJAX: `?wc-ajax=<endpoint>` on any front-end URL, an unknown one an empty 200. */
final class WC_AJAX {
	public static function get_endpoint( $request = '' ) { return esc_url_raw( add_query_arg( 'wc-ajax', $request, home_url( '/' ) ) ); }
	public static function do_wc_ajax(): void {
		if ( empty( $_GET['wc-ajax'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return;
		}
		define( 'DOING_AJAX', true );
		status_header( 200 );
		do_action( 'wc_ajax_' . sanitize_text_field( wp_unslash( $_GET['wc-ajax'] ) ) ); // phpcs:ignore WordPress.Security.NonceVerification
		wp_die();
	}
	public static function get_refreshed_fragments(): void {
		ob_start();
		woocommerce_mini_cart();
		$mini_cart = ob_get_clean();
		wp_send_json(
			array(
				'fragments' => apply_filters( 'woocommerce_add_to_cart_fragments', array( 'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . $mini_cart . '</div>' ) ),
				'cart_hash' => WC()->cart->get_cart_hash(),
			)
		);
	}
	public static function add_to_cart(): void {
		if ( ! isset( $_POST['product_id'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return;
		}
		$id       = absint( $_POST['product_id'] ); // phpcs:ignore WordPress.Security.NonceVerification
		$quantity = empty( $_POST['quantity'] ) ? 1 : wc_stock_amount( wp_unslash( $_POST['quantity'] ) ); // phpcs:ignore WordPress.Security.NonceVerification
		if ( false !== WC()->cart->add_to_cart( $id, $quantity ) ) {
			self::get_refreshed_fragments();
		}
		$product = wc_get_product( $id );
		wp_send_json( array( 'error' => true, 'product_url' => $product ? $product->get_permalink() : home_url( '/' ) ) );
	}
	public static function remove_from_cart(): void {
		$key = isset( $_POST['cart_item_key'] ) ? wc_clean( wp_unslash( $_POST['cart_item_key'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification
		if ( $key && WC()->cart->remove_cart_item( $key ) ) {
			self::get_refreshed_fragments();
		}
		wp_send_json_error();
	}
}
add_action( 'template_redirect', array( 'WC_AJAX', 'do_wc_ajax' ), 0 );
foreach ( array( 'get_refreshed_fragments', 'add_to_cart', 'remove_from_cart' ) as $wc_stand_in_endpoint ) {
	add_action( 'wc_ajax_' . $wc_stand_in_endpoint, array( 'WC_AJAX', $wc_stand_in_endpoint ) );
}
// WooCommerce ties a logged-out visitor's nonces of its own actions ("woocommerce…") to the session
// (WC_Session_Handler::maybe_update_nonce_user_logged_out); other actions' stay the guest's (uid 0).
add_filter( 'nonce_user_logged_out', static fn( $uid, $action = '' ) => is_string( $action ) && str_starts_with( $action, 'woocommerce' ) ? ( WC()->session->id ?? $uid ) : $uid, 10, 2 );

/*
 * A recorder for the plugin's server copies (tests only), answering its calls to Meta's and
 * TikTok's hosts before any request leaves (WordPress's pre_http_request, as for the bot check
 * below): each body is kept with the access token it carried.
 */
add_filter(
	'pre_http_request',
	static function ( $answer, $args, $url ) {
		$host    = (string) wp_parse_url( $url, PHP_URL_HOST );
		$service = array( 'graph.facebook.com' => 'facebook', 'business-api.tiktok.com' => 'tiktok' )[ $host ] ?? null;
		if ( null === $service ) {
			return $answer;
		}
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$option     = 'stand_in_recorded_' . $service;
		$recorded   = (array) get_option( $option, array() );
		$recorded[] = array( 'body' => json_decode( (string) $args['body'], true ), 'access_token' => $query['access_token'] ?? $args['headers']['Access-Token'] ?? null );
		update_option( $option, $recorded, false );
		return array( 'headers' => array(), 'body' => '{"events_received":1}', 'response' => array( 'code' => 200, 'message' => 'OK' ), 'cookies' => array(), 'filename' => null );
	},
	10,
	3
);

// WooCommerce's menu and the capability it gives administrators and shop managers.
add_action( 'admin_menu', static fn() => add_menu_page( 'WooCommerce', 'WooCommerce', 'manage_woocommerce', 'woocommerce', '__return_null' ), 9 );
add_filter( 'user_has_cap', static fn( $caps ) => empty( $caps['manage_options'] ) ? $caps : $caps + array( 'manage_woocommerce' => true ) );

// The tests' push service on loopback (its own certificate): accepted and reached when the test names it.
add_filter( 'storefront_elements_push_service_origins', static fn( $origins ) => array_merge( $origins, array_filter( array( (string) get_option( 'stand_in_push_origin', '' ) ) ) ) );
add_filter(
	'storefront_elements_push_request_args',
	static function ( $args, $endpoint ) {
		$origin = (string) get_option( 'stand_in_push_origin', '' );
		if ( '' !== $origin && str_starts_with( $endpoint, $origin . '/' ) ) {
			$args['sslcertificates'] = (string) get_option( 'stand_in_push_ca', '' );
		}
		return $args;
	},
	10,
	2
);

/*
 * A stand-in for the bot-challenge service's verification (tests only), answering the plugin's
 * call to reCAPTCHA's siteverify before any request leaves (WordPress's pre_http_request): a
 * "human-<action>-<score>-…" token passes once, with that action and score; anything else fails.
 */
add_filter(
	'pre_http_request',
	static function ( $answer, $args, $url ) {
		if ( 'https://www.google.com/recaptcha/api/siteverify' !== $url ) {
			return $answer;
		}
		$token   = (string) ( $args['body']['response'] ?? '' );
		$verdict = array( 'success' => false, 'error-codes' => array( 'invalid-input-response' ) );
		if ( 'stand-in-secret' === ( $args['body']['secret'] ?? '' ) && preg_match( '/^human-([a-z_]+)-([0-9.]+)-\w+$/', $token, $parts ) && add_option( 'stand_in_used_' . md5( $token ), '1', '', false ) ) {
			$verdict = array( 'success' => true, 'action' => $parts[1], 'score' => (float) $parts[2], 'hostname' => '127.0.0.1' );
		}
		return array( 'headers' => array(), 'body' => wp_json_encode( $verdict ), 'response' => array( 'code' => 200, 'message' => 'OK' ), 'cookies' => array(), 'filename' => null );
	},
	10,
	3
);

/*
 * A loaded server (tests only, when stand_in_slow_rebuild_request_ms is set): a request writing
 * "a rebuild is asked for" takes that long to do it, each one longer than the one before it, so
 * pages arriving together write it one after another while the first of them is building.
 */
add_filter(
	'pre_update_option_storefront_elements_filter_rebuild',
	static function ( $value ) {
		$delay = (int) get_option( 'stand_in_slow_rebuild_request_ms', 0 );
		if ( $delay <= 0 || ! str_contains( (string) $value, '"requested"' ) ) {
			return $value;
		}
		// This request's turn: the first free numbered option (one atomic insert each).
		for ( $turn = 1; $turn < 50; $turn++ ) {
			if ( \StorefrontElements\Options::add_once( 'stand_in_slow_turn_' . $turn, '1' ) ) {
				break;
			}
		}
		usleep( $delay * $turn * 1000 );
		return $value;
	}
);
