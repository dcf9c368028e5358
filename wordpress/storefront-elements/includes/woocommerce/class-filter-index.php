<?php
/**
 * The filter's index on the server: its build id, the descriptors file, the change log.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * - The build id names the descriptors file (`uploads/{namespace}/filters-descriptors-{id}.json`)
 *   and its compact twin (`….bin`, what browsers fetch first: about a quarter of the JSON's
 *   transfer); it changes only on a full rebuild, so browsers keep their copy until then.
 * - `last_updated_date` moves with every product change; each change is a row of the change log
 *   (its own table: two saves at once each insert their row, where an option would lose one), so a
 *   browser fetches only the products changed since its copy.
 * - What changes many products at once (a category moved, an attribute renamed) asks for a full
 *   rebuild (Filter_Rebuild: in steps, the current build served until the new one is complete).
 */
final class Filter_Index {

	public const BUILD_OPTION    = 'storefront_elements_filter_build_id';
	private const UPDATED_OPTION = 'storefront_elements_filter_last_updated';
	private const SCHEMA_OPTION  = 'storefront_elements_filter_schema';
	private const SCHEMA_VERSION = '1';
	private const TABLE          = 'storefront_filter_changes';

	/** Options this class keeps (removed by uninstall; the rebuild's own are Filter_Rebuild::OPTIONS). */
	public const OPTIONS = array( self::BUILD_OPTION, self::UPDATED_OPTION, self::SCHEMA_OPTION );

	/**
	 * Products recorded in this request (one save fires several hooks), and whether each is gone;
	 * the file is brought up to date with them once, when the request ends.
	 *
	 * @var array<int, bool>
	 */
	private static array $recorded = array();

	/** Hooks: product saves, stock changes, deletions; term and attribute changes. */
	public static function boot(): void {
		self::install();
		Filter_Rebuild::boot();
		foreach ( array( 'save_post_product', 'save_post_product_variation', 'woocommerce_update_product', 'woocommerce_update_product_variation', 'woocommerce_new_product', 'woocommerce_new_product_variation' ) as $hook ) {
			add_action( $hook, array( self::class, 'changed' ) );
		}
		add_action( 'woocommerce_product_set_stock', array( self::class, 'changed_product' ) );
		add_action( 'woocommerce_variation_set_stock', array( self::class, 'changed_product' ) );
		add_action( 'set_object_terms', array( self::class, 'terms_set' ) );
		add_action( 'trashed_post', array( self::class, 'changed' ) );
		add_action( 'before_delete_post', array( self::class, 'deleted' ) );
		foreach ( array( 'edited_product_cat', 'delete_product_cat', 'woocommerce_attribute_added', 'woocommerce_attribute_updated', 'woocommerce_attribute_deleted' ) as $hook ) {
			add_action( $hook, array( self::class, 'invalidate' ) );
		}
	}

	/** The change log's table, created (or updated) when its schema is not the current one. */
	public static function install(): void {
		\StorefrontElements\Tables::ensure(
			self::SCHEMA_OPTION,
			self::SCHEMA_VERSION,
			self::table(),
			'  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  product_id bigint(20) unsigned NOT NULL,
  changed_at datetime NOT NULL,
  deleted tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY changed_at (changed_at)'
		);
	}

	/** The change log table's name. */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/** The namespace of the file's folder and the REST routes (the configuration's `namespace`). */
	public static function namespace(): string {
		/**
		 * Filters the filter's namespace: the uploads folder, the REST namespace and the configuration's `namespace`.
		 *
		 * @param string $namespace Default "storefront".
		 */
		return sanitize_key( (string) apply_filters( 'storefront_elements_filter_namespace', 'storefront' ) );
	}

	/**
	 * The current build id; '' when there is none yet (the first is being made: the page works
	 * without the filter meanwhile). A page that finds no build, or a rebuild asked for and not
	 * started, takes its first step (a small catalogue is done within it).
	 */
	public static function build_id(): string {
		$id = (string) get_option( self::BUILD_OPTION, '' );
		if ( '' !== $id && is_file( self::file_path( $id ) ) && ! Filter_Rebuild::pending() ) {
			return $id;
		}
		// Read again past the options cache: another request may have finished or started a build.
		$id   = (string) \StorefrontElements\Options::read_fresh( self::BUILD_OPTION );
		$have = '' !== $id && is_file( self::file_path( $id ) );
		if ( $have && ! Filter_Rebuild::pending( true ) ) {
			return $id;
		}
		$new = Filter_Rebuild::page_step( ! $have );
		return '' !== $new ? $new : ( $have ? $id : '' );
	}

	/** When a product last changed ('Y-m-d H:i:s', UTC); read after build_id(), which makes the first build. */
	public static function last_updated(): string {
		return (string) get_option( self::UPDATED_OPTION, '' );
	}

	/** A full rebuild at once (WP-CLI, a cron job after an import): the new build id ('' when none could be made). */
	public static function rebuild(): string {
		return Filter_Rebuild::run();
	}

	/**
	 * A complete new file becomes the current build: the changes recorded while it was read
	 * patched in (it is the catalogue as it is now), its compact twin written, the older build's
	 * files and change log rows removed. The build id, or '' when the file cannot be moved.
	 *
	 * @param string $id      The new build id.
	 * @param string $partial Its complete file, under another name.
	 * @param string $started When its reading started ('Y-m-d H:i:s', UTC).
	 */
	public static function switch_to( string $id, string $partial, string $started ): string {
		global $wpdb;
		$file = self::file_path( $id );
		if ( ! rename( $partial, $file ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- a file in the uploads folder.
			wp_delete_file( $partial );
			return '';
		}
		$changes = self::changed_since( $started );
		if ( $changes ) {
			self::$recorded = $changes;
			if ( ! self::patch_lines( $id, $file ) ) {
				self::patch_whole( $id, $file );
			}
			self::$recorded = array();
		}
		if ( ! is_file( self::compact_path( $id ) ) && (int) filesize( $file ) <= self::compact_max_bytes() ) {
			self::write( self::compact_path( $id ), Compact_Descriptors::encode( json_decode( (string) file_get_contents( $file ), true ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the file just written.
		}
		$old  = (string) get_option( self::BUILD_OPTION, '' );
		$last = (string) get_option( self::UPDATED_OPTION, '' );
		update_option( self::BUILD_OPTION, $id, true );
		update_option( self::UPDATED_OPTION, $last > $started ? $last : $started, true );
		// The rows after $started stay: one recorded while this ran is not lost.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE changed_at <= %s', $started ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		if ( '' !== $old && $old !== $id ) {
			wp_delete_file( self::file_path( $old ) );
			wp_delete_file( self::compact_path( $old ) );
			wp_delete_file( self::file_path( $old ) . '.lock' );
		}
		return $id;
	}

	/**
	 * The products recorded as changed since a time (that second included), each with whether it is gone (its latest row).
	 *
	 * @param string $start Inclusive ('Y-m-d H:i:s', UTC).
	 * @return array<int, bool>
	 */
	private static function changed_since( string $start ): array {
		global $wpdb;
		return self::latest( $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, deleted FROM ' . self::table() . ' WHERE changed_at >= %s ORDER BY changed_at, id', $start ), ARRAY_A ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	}

	/**
	 * Change log rows (oldest first) as each product's latest state: whether it is gone.
	 *
	 * @param mixed $rows Rows with product_id and deleted.
	 * @return array<int, bool>
	 */
	private static function latest( $rows ): array {
		$latest = array();
		foreach ( (array) $rows as $row ) {
			$latest[ (int) $row['product_id'] ] = '1' === (string) $row['deleted'];
		}
		return $latest;
	}

	/** Asks for a full rebuild; the current build is served until it is done. */
	public static function invalidate(): void {
		Filter_Rebuild::request();
	}

	/**
	 * The descriptors file of a build.
	 *
	 * @param string $id The build id.
	 */
	public static function file_path( string $id ): string {
		return wp_upload_dir( null, false )['basedir'] . '/' . self::namespace() . '/filters-descriptors-' . sanitize_key( $id ) . '.json';
	}

	/**
	 * The descriptors file's URL.
	 *
	 * @param string $id The build id.
	 */
	public static function file_url( string $id ): string {
		return wp_upload_dir( null, false )['baseurl'] . '/' . self::namespace() . '/filters-descriptors-' . sanitize_key( $id ) . '.json';
	}

	/**
	 * The compact descriptors file of a build (the same catalogue as its JSON file).
	 *
	 * @param string $id The build id.
	 */
	public static function compact_path( string $id ): string {
		return substr( self::file_path( $id ), 0, -strlen( '.json' ) ) . '.bin';
	}

	/**
	 * The compact file's URL, or '' when the build has none (the browser then reads the JSON).
	 *
	 * @param string $id The build id.
	 */
	public static function compact_url( string $id ): string {
		return is_file( self::compact_path( $id ) ) ? substr( self::file_url( $id ), 0, -strlen( '.json' ) ) . '.bin' : '';
	}

	/**
	 * A saved post: recorded when it is a product or a variation.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public static function changed( $post_id ): void {
		$type = get_post_type( (int) $post_id );
		if ( 'product' === $type || 'product_variation' === $type ) {
			self::record( (int) $post_id, false );
		}
	}

	/**
	 * A stock change (WooCommerce passes the product object).
	 *
	 * @param \WC_Product|mixed $product The product or variation.
	 */
	public static function changed_product( $product ): void {
		if ( is_object( $product ) && method_exists( $product, 'get_id' ) ) {
			self::record( (int) $product->get_id(), false );
		}
	}

	/**
	 * Terms set on an object: recorded when it is a product.
	 *
	 * @param int|mixed $object_id The object.
	 */
	public static function terms_set( $object_id ): void {
		self::changed( $object_id );
	}

	/**
	 * A post about to be deleted: recorded as deleted when it is a product.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public static function deleted( $post_id ): void {
		$type = get_post_type( (int) $post_id );
		if ( 'product' === $type ) {
			if ( isset( self::$recorded[ (int) $post_id ] ) ) {
				self::$recorded[ (int) $post_id ] = true;
				return;
			}
			self::record( (int) $post_id, true );
		} elseif ( 'product_variation' === $type ) {
			self::record( (int) $post_id, false );
		}
	}

	/**
	 * Records a change of a product (a variation's change is its product's).
	 *
	 * @param int  $id      The product or variation.
	 * @param bool $deleted Whether the product is gone.
	 */
	public static function record( int $id, bool $deleted ): void {
		$parent = 'product_variation' === get_post_type( $id ) ? (int) wp_get_post_parent_id( $id ) : 0;
		$id     = $parent > 0 ? $parent : $id;
		if ( $id <= 0 || isset( self::$recorded[ $id ] ) || ( '' === (string) get_option( self::BUILD_OPTION, '' ) && ! Filter_Rebuild::pending() ) ) {
			// Without a build, or one being made, there is nothing to update: the first build will hold the change.
			return;
		}
		if ( ! self::$recorded ) {
			add_action( 'shutdown', array( self::class, 'update_file' ) );
		}
		self::$recorded[ $id ] = $deleted;
		global $wpdb;
		// Strictly later than the last change, even within the same second: a browser that saw
		// the last date must still fetch this one.
		$last = (string) get_option( self::UPDATED_OPTION, '' );
		$at   = gmdate( 'Y-m-d H:i:s' );
		if ( '' !== $last && $at <= $last ) {
			$at = gmdate( 'Y-m-d H:i:s', (int) strtotime( $last . ' UTC' ) + 1 );
		}
		$wpdb->insert( self::table(), array( 'product_id' => $id, 'changed_at' => $at, 'deleted' => $deleted ? 1 : 0 ), array( '%d', '%s', '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		update_option( self::UPDATED_OPTION, $at, true );
	}

	/**
	 * The file brought up to date with this request's changes, so a browser without a copy gets the
	 * catalogue as it is now (its URL carries `last_updated_date`). Writers take turns on a lock
	 * file: two saves at once each patch the other's result instead of one overwriting the other.
	 */
	public static function update_file(): void {
		$build = (string) get_option( self::BUILD_OPTION, '' );
		$file  = '' === $build ? '' : self::file_path( $build );
		if ( '' === $file || ! is_file( $file ) || ! self::$recorded ) {
			return;
		}
		$lock = fopen( $file . '.lock', 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a lock file beside the descriptors.
		if ( false === $lock || ! flock( $lock, LOCK_EX ) ) {
			return;
		}
		try {
			// A file too large for a compact twin is patched line by line: decoding it whole took
			// about 19 times its size in memory (12.5 MB of JSON: 237 MB), more than the request
			// that changed a product (a checkout) may have. A file written before entries had
			// lines of their own is patched whole.
			if ( (int) filesize( $file ) <= self::compact_max_bytes() || ! self::patch_lines( $build, $file ) ) {
				self::patch_whole( $build, $file );
			}
		} finally {
			flock( $lock, LOCK_UN );
			fclose( $lock ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			self::$recorded = array();
		}
	}

	/** The recorded products' current descriptors (those not deleted), each with its variations. */
	private static function recorded_descriptors(): array {
		return Filter_Descriptors::build( array_keys( array_filter( self::$recorded, static fn( $gone ) => ! $gone ) ) );
	}

	/** Whether a descriptor (or its main product) is one of the recorded changes. */
	private static function is_recorded( int $id, int $parent ): bool {
		return isset( self::$recorded[ $id ] ) || isset( self::$recorded[ $parent ] );
	}

	/**
	 * The file decoded, patched and written again with its compact twin.
	 *
	 * @param string $build The build id.
	 * @param string $file  Its JSON file.
	 */
	private static function patch_whole( string $build, string $file ): void {
		// Arrays, not objects: less memory (12.5 MB of JSON: 237 instead of 273 MB), and the compact encoder reads them fastest.
		$map = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( ! is_array( $map ) ) {
			// Unreadable: not served again; the next page that needs the filter starts a rebuild.
			delete_option( self::BUILD_OPTION );
			self::invalidate();
			return;
		}
		foreach ( $map as $key => $descriptor ) {
			if ( self::is_recorded( (int) $key, is_array( $descriptor ) ? (int) ( $descriptor[1] ?? 0 ) : 0 ) ) {
				unset( $map[ $key ] );
			}
		}
		foreach ( self::recorded_descriptors() as $key => $descriptor ) {
			$map[ $key ] = $descriptor;
		}
		self::write_files( $build, self::encode_lines( $map ), $map );
	}

	/**
	 * The file patched one entry (line) at a time into a new file: memory for a line, not the
	 * catalogue. False, with nothing changed, when the file does not have one entry per line.
	 *
	 * @param string $build The build id.
	 * @param string $file  Its JSON file.
	 */
	private static function patch_lines( string $build, string $file ): bool {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- local files in the uploads folder, read and written a line at a time.
		$in = fopen( $file, 'r' );
		if ( false === $in ) {
			return false;
		}
		if ( "{\n" !== fgets( $in ) ) {
			fclose( $in );
			return false;
		}
		$partial = $file . '.' . wp_rand() . '.tmp';
		$out     = fopen( $partial, 'w' );
		if ( false === $out ) {
			fclose( $in );
			return false;
		}
		$first   = true;
		$written = true;
		$put     = static function ( string $entry ) use ( $out, &$first, &$written ): void {
			$written = $written && false !== fwrite( $out, ( $first ? "{\n" : ",\n" ) . $entry );
			$first   = false;
		};
		$line = fgets( $in );
		while ( false !== $line ) {
			$entry = rtrim( $line, ",\n" );
			// "id":[id,parent,…]: the key and the parent are all this needs to read.
			if ( '}' !== $entry && '' !== $entry ) {
				if ( ! preg_match( '/^"(\d+)":\["?(\d+)"?,"?(\d+)"?[,\]]/', $entry, $ids ) ) {
					fclose( $in );
					fclose( $out );
					wp_delete_file( $partial );
					return false;
				}
				if ( ! self::is_recorded( (int) $ids[1], (int) $ids[3] ) ) {
					$put( $entry );
				}
			}
			$line = fgets( $in );
		}
		fclose( $in );
		foreach ( self::recorded_descriptors() as $key => $descriptor ) {
			$put( self::encode_entry( $key, $descriptor ) );
		}
		$written = $written && false !== fwrite( $out, $first ? '{}' : "\n}" );
		fclose( $out );
		$compact = self::compact_path( $build );
		if ( is_file( $compact ) ) {
			wp_delete_file( $compact );
		}
		if ( ! $written || ! rename( $partial, $file ) ) {
			wp_delete_file( $partial );
			// Not brought up to date: served as it is until a rebuild replaces it.
			self::invalidate();
		}
		// phpcs:enable
		return true;
	}

	/**
	 * The descriptors as a JSON object with one entry per line, so an update can patch the file a
	 * line at a time (patch_lines).
	 *
	 * @param array $descriptors Descriptors by product id.
	 */
	public static function encode_lines( array $descriptors ): string {
		if ( ! $descriptors ) {
			return '{}';
		}
		$entries = array();
		foreach ( $descriptors as $key => $descriptor ) {
			$entries[] = self::encode_entry( $key, $descriptor );
		}
		return "{\n" . implode( ",\n", $entries ) . "\n}";
	}

	/**
	 * One entry of the descriptors object.
	 *
	 * @param int|string $key        The product id.
	 * @param mixed      $descriptor Its descriptor.
	 */
	public static function encode_entry( $key, $descriptor ): string {
		return wp_json_encode( (string) $key ) . ':' . wp_json_encode( $descriptor );
	}

	/**
	 * A build's JSON file and its compact twin, encoded from the same descriptors (the JSON's
	 * decoded text on a rebuild, the patched map on an update). The compact file is removed first
	 * and written last: when it cannot be made (too large, not writable, the request dies on the
	 * way) browsers find no compact URL and read the JSON, never an older catalogue than it.
	 *
	 * @param string     $id          The build id.
	 * @param string     $json        The descriptors JSON.
	 * @param mixed|null $descriptors The same descriptors decoded (null: decoded from $json).
	 */
	private static function write_files( string $id, string $json, $descriptors = null ): bool {
		$compact = self::compact_path( $id );
		if ( is_file( $compact ) ) {
			wp_delete_file( $compact );
		}
		if ( ! self::write( self::file_path( $id ), $json ) ) {
			return false;
		}
		if ( strlen( $json ) <= self::compact_max_bytes() ) {
			self::write( $compact, Compact_Descriptors::encode( $descriptors ?? json_decode( $json, true ) ) );
		}
		return true;
	}

	/** The largest descriptors JSON (bytes) also written in the compact format; a larger one is patched a line at a time. */
	private static function compact_max_bytes(): int {
		/**
		 * Filters the largest descriptors JSON (bytes) the plugin also writes in the compact format.
		 * Encoding costs about 0.3 s and 6 MB of memory per MB of JSON (10k products with nine
		 * variations each: 12.5 MB, 4 s): above the limit only the JSON is written.
		 *
		 * @param int $max_bytes Default 4 MB.
		 */
		return (int) apply_filters( 'storefront_elements_compact_descriptors_max_bytes', 4 * MB_IN_BYTES );
	}

	/**
	 * Writes a file whole or not at all (a reader never sees half of it).
	 *
	 * @param string $file The file.
	 * @param string $text Its content.
	 */
	private static function write( string $file, string $text ): bool {
		wp_mkdir_p( dirname( $file ) );
		$partial = $file . '.' . wp_rand() . '.tmp';
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the uploads folder, written as WordPress writes its own files there.
		if ( false === file_put_contents( $partial, $text ) || ! rename( $partial, $file ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
			wp_delete_file( $partial );
			return false;
		}
		return true;
	}

	/**
	 * What changed after $start up to $end: the ids gone (deleted or no longer listed) and the
	 * descriptors of the others, each with its variations.
	 *
	 * @param string $start Exclusive; '' for the beginning.
	 * @param string $end   Inclusive; '' for now.
	 * @return array{deleted: int[], descriptors: object}
	 */
	public static function changes_between( string $start, string $end ): array {
		global $wpdb;
		$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			$wpdb->prepare(
				'SELECT product_id, deleted FROM ' . self::table() . ' WHERE changed_at > %s AND changed_at <= %s ORDER BY changed_at, id', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table's name.
				'' === $start ? '0000-00-00 00:00:00' : $start,
				'' === $end ? '9999-12-31 23:59:59' : $end
			),
			ARRAY_A
		);
		$latest      = self::latest( $rows );
		$changed     = array_keys( array_filter( $latest, static fn( $gone ) => ! $gone ) );
		$descriptors = $changed ? Filter_Descriptors::build( $changed ) : array();
		$deleted     = array();
		foreach ( $latest as $id => $gone ) {
			if ( $gone || ! isset( $descriptors[ $id ] ) ) {
				$deleted[] = $id;
			}
		}
		return array( 'deleted' => $deleted, 'descriptors' => (object) $descriptors );
	}
}
