<?php
/**
 * The plugin's own database tables.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements;

defined( 'ABSPATH' ) || exit;

/**
 * Creates or updates a table with WordPress's dbDelta when the schema version kept in its option
 * is not the current one (checked on every request from an autoloaded option; altered once).
 */
final class Tables {

	/**
	 * Brings a table to its current schema.
	 *
	 * @param string $option  The option keeping the table's schema version.
	 * @param string $version The current version.
	 * @param string $table   The table's full name.
	 * @param string $columns The table's body: columns and keys, as dbDelta reads them.
	 */
	public static function ensure( string $option, string $version, string $table, string $columns ): void {
		if ( get_option( $option ) === $version ) {
			return;
		}
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( "CREATE TABLE {$table} (\n{$columns}\n) {$wpdb->get_charset_collate()};" );
		update_option( $option, $version, true );
	}
}
