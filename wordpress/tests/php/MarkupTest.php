<?php
/**
 * The element markup blocks and shortcodes share: values checked by type, escaped on output.
 *
 * @package StorefrontElements
 */

use PHPUnit\Framework\TestCase;
use StorefrontElements\Catalog;
use StorefrontElements\Markup;

final class MarkupTest extends TestCase {

	public function test_attributes_by_any_of_their_names_with_types_checked(): void {
		$html = Markup::element(
			Catalog::get( 'mini-cart' ),
			array(
				'hideIfEmpty'       => true,
				'drawer_breakpoint' => '900',
				'auto-close-ms'     => 'soon',
				'narrowReveal'      => 'drawer',
			)
		);
		$this->assertSame( '<shop-mini-cart class="wp-block-storefront-elements-mini-cart" hide-if-empty="" drawer-breakpoint="900" narrow-reveal="drawer"></shop-mini-cart>', $html );
	}

	public function test_a_choice_outside_its_values_and_a_false_boolean_are_left_out(): void {
		$html = Markup::element( Catalog::get( 'mini-cart' ), array( 'hide-if-empty' => 'no', 'narrow-reveal' => 'popup' ) );
		$this->assertStringNotContainsString( 'hide-if-empty', $html );
		$this->assertStringNotContainsString( 'narrow-reveal', $html );
	}

	public function test_text_is_escaped_and_urls_lose_script_protocols(): void {
		$search = Markup::element( Catalog::get( 'live-search' ), array( 'placeholder' => '"><script>alert(1)</script>' ) );
		$this->assertStringNotContainsString( '<script>', $search );
		$this->assertStringContainsString( 'placeholder="&quot;&gt;&lt;script&gt;', $search );
		$banner = Markup::element( Catalog::get( 'consent-banner' ), array( 'policy-url' => 'javascript:alert(1)' ) );
		$this->assertStringNotContainsString( 'javascript:', $banner );
	}

	public function test_arrays_are_not_values(): void {
		$this->assertNull( Markup::clean( array( 'type' => 'string' ), array( 'a' ) ) );
		$this->assertNull( Markup::clean( array( 'type' => 'number' ), 'INF' ) );
	}
}
