<?php
/**
 * Shortcodes print the blocks' markup; wpautop's paragraph ends do not break an enclosing one.
 *
 * @package StorefrontElements
 */

use PHPUnit\Framework\TestCase;

final class ShortcodesTest extends TestCase {

	public function test_every_element_has_its_shortcode(): void {
		foreach ( StorefrontElements\Catalog::all() as $element ) {
			$this->assertTrue( shortcode_exists( $element['shortcode'] ), $element['shortcode'] );
		}
	}

	public function test_a_bare_name_turns_a_boolean_on(): void {
		$this->assertSame(
			'<shop-mini-cart class="wp-block-storefront-elements-mini-cart" hide-if-empty=""></shop-mini-cart>',
			do_shortcode( '[shop_mini_cart hide-if-empty]' )
		);
	}

	public function test_enclosed_content_stays_inside_after_wpautop(): void {
		$html = do_shortcode( shortcode_unautop( wpautop( "[shop_tabs]<p>Inside</p>[/shop_tabs]\n[shop_popup]<p>Also</p>[/shop_popup]" ) ) );
		$this->assertMatchesRegularExpression( '#<shop-tabs[^>]*>\s*<p>Inside</p>\s*</shop-tabs>#', $html );
		$this->assertMatchesRegularExpression( '#<shop-popup[^>]*>\s*<p>Also</p>\s*</shop-popup>#', $html );
	}

	public function test_an_element_that_wraps_nothing_drops_enclosed_content(): void {
		$this->assertStringNotContainsString( 'Ignored', do_shortcode( '[shop_mini_cart]Ignored[/shop_mini_cart]' ) );
	}
}
