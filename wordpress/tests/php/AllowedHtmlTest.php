<?php
/**
 * The elements through wp_kses_post: tags and their own attributes kept, others and script URLs removed.
 *
 * @package StorefrontElements
 */

use PHPUnit\Framework\TestCase;

final class AllowedHtmlTest extends TestCase {

	public function test_tags_and_their_attributes_survive(): void {
		$html = '<shop-mini-cart class="x" hide-if-empty="" drawer-breakpoint="700" data-load-on="visible"></shop-mini-cart>';
		$this->assertSame( $html, wp_kses_post( $html ) );
	}

	public function test_other_attributes_and_script_urls_are_removed(): void {
		$html = wp_kses_post( '<shop-consent-banner onclick="alert(1)" policy-url="javascript:alert(1)" mode="modal"></shop-consent-banner>' );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringContainsString( 'mode="modal"', $html );
	}
}
