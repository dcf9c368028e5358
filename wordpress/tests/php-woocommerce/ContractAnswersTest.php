<?php
/**
 * The plugin's admin-ajax and wc-ajax handlers called in-process (inside the test WordPress, beside
 * the WooCommerce stand-in), each answer held against the answer docs/contract/*.json names for it.
 * Run with --stderr: PHPUnit's own output would otherwise count as sent headers, and WordPress then
 * skips the status line the test reads.
 *
 * @package StorefrontElementsTests
 */

use PHPUnit\Framework\TestCase;
use StorefrontElements\WooCommerce\Cart_Actions;
use StorefrontElements\WooCommerce\Quick_View;
use StorefrontElements\WooCommerce\Search_Endpoints;
use StorefrontElements\WooCommerce\Tracking_Routes;
use StorefrontElements\WooCommerce\Cart_Capture;
use StorefrontElements\WooCommerce\Server_Events;
use StorefrontElements\WooCommerce\Push_Reminders;

require_once __DIR__ . '/ContractSchema.php';

/** Thrown by the test's wp_die handler: the handler has answered. */
final class ContractAnswered extends Exception {}

final class ContractAnswersTest extends TestCase {

	/** @var array<string, array{document: array, actions: array}> */
	private static array $contracts = array();

	public static function setUpBeforeClass(): void {
		foreach ( array( 'theme-cart-actions', 'search-endpoints', 'filter-endpoints', 'tracking-endpoints' ) as $file ) {
			$document                  = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . "/docs/contract/$file.json" ), true );
			self::$contracts[ $file ] = array( 'document' => $document, 'actions' => $document['actions'] );
		}
	}

	/**
	 * Calls a handler with the request fields and returns [status, body].
	 *
	 * @param callable             $handler The handler.
	 * @param array<string, mixed> $fields  The POST fields.
	 * @return array{0: int, 1: string}
	 */
	private function call( callable $handler, array $fields ): array {
		$_POST    = $fields;
		$_REQUEST = $fields;
		$_GET     = array();
		$status   = 200;
		$record   = static function ( $header, $code ) use ( &$status ) {
			$status = (int) $code;
			return $header;
		};
		$stop     = static function ( $message = '', $title = '', $args = array() ) use ( &$status ) {
			// wp_die( -1, 403 ) passes the status as the title, as check_ajax_referer() calls it.
			if ( is_int( $title ) ) {
				$status = $title;
			} elseif ( is_array( $args ) && isset( $args['response'] ) && is_int( $args['response'] ) ) {
				$status = $args['response'];
			}
			if ( is_scalar( $message ) ) {
				echo $message; // phpcs:ignore WordPress.Security.EscapeOutput -- test capture.
			}
			throw new ContractAnswered();
		};
		$die      = static fn() => $stop;
		add_filter( 'status_header', $record, 10, 2 );
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', $die );
		ob_start();
		try {
			$handler();
		} catch ( ContractAnswered $answered ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement -- the handler answered.
		} finally {
			$body = (string) ob_get_clean();
			remove_filter( 'status_header', $record, 10 );
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'wp_die_ajax_handler', $die );
		}
		return array( $status, $body );
	}

	/** Asserts the answer is the named answer of the action in the contract. */
	private function assertContract( string $action, string $answer, array $got ): void {
		foreach ( self::$contracts as $contract ) {
			if ( ! isset( $contract['actions'][ $action ] ) ) {
				continue;
			}
			$expected = $contract['actions'][ $action ]['answers'][ $answer ];
			[ $status, $body ] = $got;
			$this->assertSame( $expected['status'], $status, "$action / $answer: status ($body)" );
			if ( isset( $expected['html'] ) ) {
				$this->assertMatchesRegularExpression( '/' . str_replace( '/', '\/', $expected['html'] ) . '/', trim( $body ), "$action / $answer" );
				return;
			}
			if ( isset( $expected['body'] ) ) {
				$this->assertSame( $expected['body'], trim( $body ), "$action / $answer" );
				return;
			}
			$errors = ( new ContractSchema( $contract['document'] ) )->errors( json_decode( $body ), $expected['schema'] );
			$this->assertSame( array(), $errors, "$action / $answer: $body" );
			return;
		}
		$this->fail( "$action is not in the contract" );
	}

	public function test_refresh_nonce_and_quantity_change(): void {
		$this->assertContract( 'shop_refresh_nonce', 'nonce', $this->call( array( Cart_Actions::class, 'refresh_nonce' ), array() ) );
		$this->assertContract( 'shop_ajax_cart_item_alter_quantity', 'bad nonce', $this->call( array( Cart_Actions::class, 'alter_quantity' ), array( 'cart_item_key' => str_repeat( 'a', 32 ), 'quantity' => '1', 'security' => 'forged' ) ) );
		$key   = WC()->cart->add_to_cart( 101, 1 );
		$nonce = json_decode( $this->call( array( Cart_Actions::class, 'refresh_nonce' ), array() )[1] )->data->nonce;
		$this->assertContract( 'shop_ajax_cart_item_alter_quantity', 'changed', $this->call( array( Cart_Actions::class, 'alter_quantity' ), array( 'cart_item_key' => $key, 'quantity' => '3', 'security' => $nonce ) ) );
		$this->assertSame( 3, WC()->cart->get_cart_item( $key )['quantity'] );
		$this->assertContract( 'shop_ajax_cart_item_alter_quantity', 'refused', $this->call( array( Cart_Actions::class, 'alter_quantity' ), array( 'cart_item_key' => str_repeat( 'b', 32 ), 'quantity' => '1', 'security' => $nonce ) ) );
		$this->assertContract( 'shop_ajax_cart_item_alter_quantity', 'bad input', $this->call( array( Cart_Actions::class, 'alter_quantity' ), array( 'cart_item_key' => 'x', 'quantity' => '1', 'security' => $nonce ) ) );
	}

	public function test_form_add(): void {
		$this->assertContract( 'shop_ajax_add_to_cart', 'added', $this->call( array( Cart_Actions::class, 'add_from_form' ), array( 'add-to-cart' => '101', 'quantity' => '1' ) ) );
		$this->assertContract( 'shop_ajax_add_to_cart', 'refused', $this->call( array( Cart_Actions::class, 'add_from_form' ), array( 'add-to-cart' => '102', 'quantity' => '9' ) ) );
		$this->assertContract( 'shop_ajax_add_to_cart', 'refused', $this->call( array( Cart_Actions::class, 'add_from_form' ), array( 'add-to-cart' => '9999999' ) ) );
		$this->assertContract( 'shop_ajax_add_to_cart', 'bad input', $this->call( array( Cart_Actions::class, 'add_from_form' ), array( 'add-to-cart' => '1x' ) ) );
		$this->assertContract( 'shop_ajax_add_to_cart', 'bad input', $this->call( array( Cart_Actions::class, 'add_from_form' ), array( 'add-to-cart' => array( '101' ) ) ) );
	}

	public function test_quick_view(): void {
		$this->assertContract( 'shop_quickview', 'product', $this->call( array( Quick_View::class, 'answer' ), array( 'product' => '101' ) ) );
		$this->assertContract( 'shop_quickview', 'unavailable', $this->call( array( Quick_View::class, 'answer' ), array( 'product' => '103' ) ) );
		$this->assertContract( 'shop_quickview', 'unavailable', $this->call( array( Quick_View::class, 'answer' ), array( 'product' => '9999999' ) ) );
		$this->assertContract( 'shop_quickview', 'bad input', $this->call( array( Quick_View::class, 'answer' ), array( 'product' => '0' ) ) );
	}

	public function test_search(): void {
		$this->assertContract( 'shop_ajax_search', 'suggestions', $this->call( array( Search_Endpoints::class, 'suggestions' ), array( 's' => 'tee' ) ) );
		$this->assertContract( 'shop_ajax_search', 'suggestions', $this->call( array( Search_Endpoints::class, 'suggestions' ), array( 's' => '' ) ) );
		$this->assertContract( 'shop_ajax_search', 'bad input', $this->call( array( Search_Endpoints::class, 'suggestions' ), array( 's' => str_repeat( 'x', 201 ) ) ) );
		$this->assertContract( 'shop_ajax_search', 'bad input', $this->call( array( Search_Endpoints::class, 'suggestions' ), array( 's' => 'tee', 'grouping' => 'sideways' ) ) );
		$this->assertContract( 'shop_result_details', 'details', $this->call( array( Search_Endpoints::class, 'details' ), array( 'items' => array( array( 'objectID' => 'product__9999999' ) ) ) ) );
		// A private product's details are not given, even when asked for by id.
		$private = wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'private', 'post_title' => 'Hidden coat' ) );
		$answer  = $this->call( array( Search_Endpoints::class, 'details' ), array( 'items' => array( array( 'objectID' => 'product__' . $private ) ) ) );
		$this->assertContract( 'shop_result_details', 'details', $answer );
		$this->assertSame( array(), json_decode( $answer[1] )->items );
		$this->assertContract( 'shop_result_details', 'bad input', $this->call( array( Search_Endpoints::class, 'details' ), array( 'items' => array_fill( 0, 41, array( 'objectID' => 'product__1' ) ) ) ) );
		$this->assertContract( 'shop_get_prices', 'prices', $this->call( array( Search_Endpoints::class, 'prices' ), array( 'items' => array( '101', 'x' ) ) ) );
	}

	/**
	 * A REST route called in-process: [status, JSON body].
	 *
	 * @param string               $method  GET or POST.
	 * @param string               $route   The route.
	 * @param array<string, mixed> $query   Query parameters.
	 * @param mixed                $json    A JSON body, or null.
	 * @param array<string, string> $headers Headers.
	 * @return array{0: int, 1: string}
	 */
	private function rest( string $method, string $route, array $query = array(), $json = null, array $headers = array() ): array {
		// As WordPress serves a request: the route without its trailing slash.
		$request = new WP_REST_Request( $method, $route );
		$request->set_query_params( $query );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( null !== $json ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $json ) );
		}
		$response = rest_do_request( $request );
		return array( $response->get_status(), (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) ) );
	}

	public function test_filter_routes(): void {
		$this->assertContract( 'filters/descriptors', 'ok', $this->rest( 'GET', '/storefront/v1/filters/descriptors' ) );
		$this->assertContract( 'filters/updated-descriptors', 'ok', $this->rest( 'GET', '/storefront/v1/filters/updated-descriptors', array( 'date_start' => '2020-01-01 00:00:00' ) ) );
		$this->assertContract( 'filters/updated-descriptors', 'malformed date', $this->rest( 'GET', '/storefront/v1/filters/updated-descriptors', array( 'date_start' => 'yesterday' ) ) );
		$this->assertContract( 'filters/products', 'ok', $this->rest( 'POST', '/storefront/v1/filters/products', array(), array( 'storefront-products' => '1', 'ids' => array( 101 ) ) ) );
		$this->assertContract( 'filters/products', 'malformed body', $this->rest( 'POST', '/storefront/v1/filters/products', array(), array( 'ids' => array( 101 ) ) ) );
	}

	public function test_tracking_calls(): void {
		$nonce = wp_create_nonce( 'wp_rest' );
		$this->assertContract( 'tracking/test', 'ok', $this->rest( 'POST', '/shop/v1/test' ) );
		$this->assertContract( 'tracking/products', 'ok', $this->rest( 'POST', '/shop/v1/products', array(), array( 'product_ids' => array( 101, '102', 103 ) ) ) );
		$this->assertContract( 'tracking/products', 'malformed', $this->rest( 'POST', '/shop/v1/products', array(), array( 'product_ids' => 'all' ) ) );
		$this->assertContract( 'tracking/pixels-fired', 'unknown order', $this->rest( 'POST', '/shop/v1/pixels-fired', array(), array( 'order_id' => '9999999', 'order_key' => 'wc_order_x' ), array( 'X-WP-Nonce' => $nonce ) ) );
		$this->assertContract( 'tracking/pixels-fired', 'bad nonce', $this->rest( 'POST', '/shop/v1/pixels-fired', array(), array( 'order_id' => '9999999', 'order_key' => 'wc_order_x' ), array( 'X-WP-Nonce' => 'forged' ) ) );
		$this->assertContract( 'tracking/acr-order', 'nothing to recover', $this->rest( 'POST', '/shop/v1/acr/order', array(), array( 'order_id' => '9999999', 'order_key' => 'wc_order_x' ) ) );
		$this->assertContract( 'tracking/sse', 'malformed', $this->rest( 'POST', '/shop/v1/sse', array(), array( 'event' => 'nonsense' ), array( 'X-WP-Nonce' => $nonce ) ) );
		$this->assertContract( 'shop_get_product_ids', 'ok', $this->call( array( Tracking_Routes::class, 'product_ids_ajax' ), array( 'product_ids' => array( '101' ) ) ) );
		$this->assertContract( 'shop_get_product_ids', 'malformed', $this->call( array( Tracking_Routes::class, 'product_ids_ajax' ), array( 'product_ids' => array( 'x' ) ) ) );
		$this->assertContract( 'shop_get_cart_items', 'ok', $this->call( array( Tracking_Routes::class, 'cart_items_ajax' ), array() ) );
		$this->assertContract( 'shop_purchase_pixels_fired', 'bad nonce', $this->call( array( Tracking_Routes::class, 'pixels_fired_ajax' ), array( 'order_id' => '9999999', 'order_key' => 'wc_order_x', 'nonce' => 'forged' ) ) );
		$this->assertContract( 'shop_purchase_pixels_fired', 'malformed', $this->call( array( Tracking_Routes::class, 'pixels_fired_ajax' ), array( 'order_id' => 'x', 'order_key' => '', 'nonce' => $nonce ) ) );
		$this->assertContract( 'shop_get_acr_order_data', 'nothing to recover', $this->call( array( Tracking_Routes::class, 'acr_order_ajax' ), array( 'order_id' => '9999999', 'order_key' => 'wc_order_x' ) ) );
		$this->assertContract( 'shop_server_to_server_event', 'malformed', $this->call( array( Server_Events::class, 'event_ajax' ), array( 'nonce' => $nonce, 'data' => '{' ) ) );
		$this->assertContract( 'shop_store_ipv6_in_server_session', 'malformed', $this->call( array( Server_Events::class, 'ipv6_ajax' ), array( 'nonce' => $nonce, 'ipv6' => '10.0.0.1' ) ) );
		$this->assertContract( 'shop_process_transient_session_identifiers', 'bad nonce', $this->call( array( Server_Events::class, 'identifiers_ajax' ), array( 'nonce' => 'forged' ) ) );
	}

	public function test_cart_capture_and_push_subscriptions(): void {
		$nonce = wp_create_nonce( 'wp_rest' );
		WC()->cart->add_to_cart( 101, 1 );
		$this->assertContract( 'shop_save_cart_contact', 'saved', $this->call( array( Cart_Capture::class, 'save' ), array( 'nonce' => $nonce, 'shop_email' => 'unit@example.com' ) ) );
		$this->assertContract( 'shop_save_cart_contact', 'malformed', $this->call( array( Cart_Capture::class, 'save' ), array( 'nonce' => $nonce, 'shop_email' => 'unit@example' ) ) );
		$this->assertContract( 'shop_save_cart_contact', 'bad nonce or bot check', $this->call( array( Cart_Capture::class, 'save' ), array( 'nonce' => 'forged', 'shop_email' => 'unit@example.com' ) ) );
		$subscription = array( 'nonce' => $nonce, 'endpoint' => 'https://attacker.example/collect', 'public_key' => 'B' . str_repeat( 'A', 86 ), 'private_key' => str_repeat( 'A', 22 ) );
		$this->assertContract( 'save_notification_subscription', 'malformed or not a push service', $this->call( array( Push_Reminders::class, 'save' ), $subscription ) );
		$this->assertContract( 'save_notification_subscription', 'bad nonce', $this->call( array( Push_Reminders::class, 'save' ), array( 'nonce' => 'forged' ) + $subscription ) );
		$this->assertContract( 'save_notification_subscription', 'done', $this->call( array( Push_Reminders::class, 'save' ), array( 'endpoint' => 'https://fcm.googleapis.com/fcm/send/unit' ) + $subscription ) );
		$this->assertContract( 'remove_notification_subscription', 'done', $this->call( array( Push_Reminders::class, 'remove' ), array( 'endpoint' => 'https://fcm.googleapis.com/fcm/send/unit' ) + $subscription ) );
	}

	public function test_the_schema_checker_itself_refuses_a_wrong_answer(): void {
		$document = self::$contracts['theme-cart-actions']['document'];
		$errors   = ( new ContractSchema( $document ) )->errors( json_decode( '{"success":true,"data":{}}' ), $document['actions']['shop_refresh_nonce']['answers']['nonce']['schema'] );
		$this->assertSame( array( '$.data lacks nonce' ), $errors );
		// A list of one schema per place (a descriptor), and a type that may be one of several.
		$filter     = self::$contracts['filter-endpoints']['document'];
		$descriptor = array( '$ref' => '#/definitions/descriptor' );
		$this->assertSame( array(), ( new ContractSchema( $filter ) )->errors( json_decode( '[7,7,{"2":[3,"a"]},"simple"]' ), $descriptor ) );
		$this->assertSame( array( '$[1] must be of type integer', '$[2].2[0] must be of type string or number' ), ( new ContractSchema( $filter ) )->errors( json_decode( '[7,"x",{"2":[true]}]' ), $descriptor ) );
	}
}
