<?php
/**
 * The chunks preloaded for an element, read from Vite's manifest in the plugin's dist/.
 *
 * @package StorefrontElements
 */

use PHPUnit\Framework\TestCase;
use StorefrontElements\Assets;

final class AssetsTest extends TestCase {

	public function test_an_elements_module_comes_after_the_chunks_it_imports(): void {
		$files = Assets::chunks_for( array( 'mini-cart' ) );
		$this->assertNotEmpty( $files );
		$this->assertSame( 'elements/mini-cart.js', end( $files ) );
		foreach ( $files as $file ) {
			$this->assertFileExists( STOREFRONT_ELEMENTS_DIR . '/dist/' . $file );
		}
		$this->assertSame( count( $files ), count( array_unique( $files ) ), 'each file once' );
	}

	public function test_an_unknown_element_has_no_chunks(): void {
		$this->assertSame( array(), Assets::chunks_for( array( 'no-such-element' ) ) );
	}
}
