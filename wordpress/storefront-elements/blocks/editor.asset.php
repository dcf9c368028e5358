<?php
/**
 * The editor script's dependencies (WordPress's globals it uses) and version.
 *
 * @package StorefrontElements
 */

return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
	'version'      => '0.1.0',
);
