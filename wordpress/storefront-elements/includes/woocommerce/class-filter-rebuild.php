<?php
/**
 * The full rebuild of the filter's descriptors file, in steps.
 *
 * @package StorefrontElements
 */

namespace StorefrontElements\WooCommerce;

use StorefrontElements\Options;

defined( 'ABSPATH' ) || exit;

/**
 * A rebuild reads the catalogue a batch of products at a time and appends each batch's lines to
 * a partial file, its progress kept in an option after every batch, so it needs the memory of a
 * batch and survives a request that dies: the next step goes on from the last batch recorded. A
 * step runs for a time budget: the page that needs a build takes the first (a small catalogue is
 * done within it), WP-Cron the next ones (20 s each, below PHP's usual 30 s limit), pages again
 * only when WP-Cron has not stepped it for two minutes. One step at a time (a lock). The current
 * build is served until the new one is complete; with none yet, pages work without the filter.
 */
final class Filter_Rebuild {

	private const PROGRESS_OPTION = 'storefront_elements_filter_rebuild';
	private const LOCK_OPTION     = 'storefront_elements_filter_rebuilding';
	private const LOCK_SECONDS    = 300;
	/** A rebuild WP-Cron has not stepped for this long is stepped by the pages that need it. */
	private const STALLED_SECONDS = 120;

	/** Options this class keeps (removed by uninstall). */
	public const OPTIONS = array( self::PROGRESS_OPTION, self::LOCK_OPTION );

	/** WP-Cron's event for the next step. */
	public const CRON_HOOK = 'storefront_elements_filter_rebuild_step';

	/** Hooks: WP-Cron's steps. */
	public static function boot(): void {
		add_action( self::CRON_HOOK, array( self::class, 'cron_step' ) );
	}

	/** Asks for a rebuild; one under way starts over (what it read may have changed). */
	public static function request(): void {
		$progress = self::progress();
		if ( null !== $progress && ! empty( $progress['id'] ) ) {
			wp_delete_file( self::partial_path( (string) $progress['id'] ) );
		}
		update_option( self::PROGRESS_OPTION, (string) wp_json_encode( array( 'requested' => time() ) ), false );
	}

	/**
	 * Whether a rebuild is asked for or under way.
	 *
	 * @param bool $fresh Read past the options cache.
	 */
	public static function pending( bool $fresh = false ): bool {
		return null !== self::progress( $fresh );
	}

	/**
	 * For a page that needs the filter: a step when the rebuild has not started (or WP-Cron has
	 * left it), the next ones left to WP-Cron. The new build id when it is done, else ''.
	 *
	 * @param bool $wait There is no build to serve meanwhile: in a rebuild's first seconds a step
	 *                   another request is taking is waited for (up to 5 s) or the next one taken here.
	 */
	public static function page_step( bool $wait ): string {
		$progress = self::progress( true );
		if ( null === $progress ) {
			// No build and none asked for (the first page, or the file was deleted). Asked for only if
			// still not: pages arriving together all read "none", and a later one's request would
			// start over the build the first of them has begun (each page then made its own).
			Options::add_once( self::PROGRESS_OPTION, (string) wp_json_encode( array( 'requested' => time() ) ) );
		} elseif ( isset( $progress['at'] ) && time() - (int) $progress['at'] < self::STALLED_SECONDS ) {
			// Under way, stepped by WP-Cron. A page with no build to serve waits for it only while it
			// is young (a small catalogue's is done within its first step); later ones do without
			// the filter meanwhile rather than each paying for a step.
			$young = time() - (int) strtotime( $progress['started'] . ' UTC' ) < 10;
			if ( ! $wait || ! $young ) {
				self::schedule();
				return '';
			}
		}
		$id = self::step( self::seconds( 1.0, 'page' ), $wait );
		if ( '' === $id && self::pending( true ) ) {
			self::schedule();
		}
		return $id;
	}

	/** WP-Cron's step; the next one is scheduled until the rebuild is done. */
	public static function cron_step(): void {
		if ( '' === self::step( self::seconds( 20.0, 'cron' ), false ) && self::pending() ) {
			self::schedule();
		}
	}

	/**
	 * The whole rebuild at once (WP-CLI, a cron job after an import): the new build id. A step
	 * another request is taking is waited for (it stops at its next batch: the rebuild starts
	 * over here); '' when none could be made within a minute.
	 */
	public static function run(): string {
		self::request();
		$deadline = microtime( true ) + 60;
		do {
			$id = self::step( INF, false );
			if ( '' !== $id ) {
				return $id;
			}
			usleep( 200000 );
		} while ( microtime( true ) < $deadline && self::pending( true ) );
		return '';
	}

	/**
	 * How long a step may run.
	 *
	 * @param float  $seconds Default.
	 * @param string $context 'page' or 'cron'.
	 */
	private static function seconds( float $seconds, string $context ): float {
		/**
		 * Filters how long one step of the descriptors rebuild may run: 1 s on the page that needs
		 * the first build (a small catalogue is done within it), 20 s in WP-Cron.
		 *
		 * @param float  $seconds Default 1.0 ('page') or 20.0 ('cron').
		 * @param string $context 'page' or 'cron'.
		 */
		return (float) apply_filters( 'storefront_elements_rebuild_step_seconds', $seconds, $context );
	}

	private static function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_single_event( time(), self::CRON_HOOK );
		}
	}

	/**
	 * The rebuild's progress: `requested`, or `id`, `started`, `after` (the last product read),
	 * `entries`, `bytes` (of the partial file) and `at` (its last step). Null when none is asked for.
	 *
	 * @param bool $fresh Read past the options cache (another request's step).
	 * @return array<string, mixed>|null
	 */
	private static function progress( bool $fresh = false ): ?array {
		$text     = $fresh ? Options::read_fresh( self::PROGRESS_OPTION ) : get_option( self::PROGRESS_OPTION, null );
		$progress = is_string( $text ) ? json_decode( $text, true ) : null;
		return is_array( $progress ) ? $progress : null;
	}

	/**
	 * The partial file of a build being made.
	 *
	 * @param string $id The build id.
	 */
	private static function partial_path( string $id ): string {
		return Filter_Index::file_path( $id ) . '.partial';
	}

	/**
	 * Runs the rebuild for up to $seconds: the new build id once the file is complete, else ''
	 * (also while another request takes a step; with $wait, its build is waited for).
	 *
	 * @param float $seconds The budget (a batch started is finished).
	 * @param bool  $wait    Wait for another request's step.
	 */
	private static function step( float $seconds, bool $wait ): string {
		if ( ! Options::add_once( self::LOCK_OPTION, (string) time() ) ) {
			if ( time() - (int) Options::read_fresh( self::LOCK_OPTION ) < self::LOCK_SECONDS ) {
				return $wait ? self::wait_for_build() : '';
			}
			// A step that died (its request killed) left its lock: this one takes over.
			update_option( self::LOCK_OPTION, (string) time(), false );
		}
		try {
			$progress = self::progress( true );
			if ( null === $progress ) {
				// Nothing left to build: another request has just finished it.
				return self::current_build();
			}
			if ( empty( $progress['id'] ) ) {
				$progress = self::start();
			}
			return null === $progress ? '' : self::continue_build( $progress, microtime( true ) + $seconds );
		} finally {
			delete_option( self::LOCK_OPTION );
		}
	}

	/**
	 * A new build's progress, its partial file created empty.
	 *
	 * @return array<string, mixed>|null Null when the file cannot be written.
	 */
	private static function start(): ?array {
		$progress = array(
			'id'      => substr( wp_hash( uniqid( '', true ) . wp_rand() ), 0, 12 ),
			'started' => gmdate( 'Y-m-d H:i:s' ),
			'after'   => 0,
			'entries' => 0,
			'bytes'   => 0,
			'at'      => time(),
		);
		$file     = self::partial_path( $progress['id'] );
		wp_mkdir_p( dirname( $file ) );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the uploads folder, as WordPress writes its own files there.
		if ( false === file_put_contents( $file, '' ) ) {
			return null;
		}
		update_option( self::PROGRESS_OPTION, (string) wp_json_encode( $progress ), false );
		return $progress;
	}

	/**
	 * Appends batches to the partial file until the catalogue is read (the build then replaces the
	 * current one) or the deadline passes.
	 *
	 * @param array<string, mixed> $progress The rebuild's progress.
	 * @param float                $deadline microtime() after which no batch starts.
	 */
	private static function continue_build( array $progress, float $deadline ): string {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- the partial file in the uploads folder, appended a batch at a time.
		$file = self::partial_path( (string) $progress['id'] );
		$out  = is_file( $file ) ? fopen( $file, 'r+' ) : false;
		if ( false === $out ) {
			// Its file is gone: the next step starts over.
			update_option( self::PROGRESS_OPTION, (string) wp_json_encode( array( 'requested' => time() ) ), false );
			return '';
		}
		// Bytes past the last batch recorded are a step that died while writing one.
		ftruncate( $out, (int) $progress['bytes'] );
		fseek( $out, 0, SEEK_END );
		/**
		 * Filters how many products the descriptors rebuild reads at a time (their posts, meta and
		 * terms are in memory together).
		 *
		 * @param int $batch Default 200.
		 */
		$batch = max( 1, (int) apply_filters( 'storefront_elements_descriptors_batch_size', 200 ) );
		do {
			$ids  = Filter_Descriptors::listed_ids_after( (int) $progress['after'], $batch );
			$text = '';
			foreach ( Filter_Descriptors::build( $ids ) as $key => $descriptor ) {
				$text .= ( $progress['entries'] ? ",\n" : "{\n" ) . Filter_Index::encode_entry( $key, $descriptor );
				++$progress['entries'];
			}
			if ( strlen( $text ) !== (int) fwrite( $out, $text ) || ! fflush( $out ) ) {
				fclose( $out );
				return '';
			}
			$progress['after'] = $ids ? (int) end( $ids ) : $progress['after'];
			$progress['bytes'] = (int) $progress['bytes'] + strlen( $text );
			$progress['at']    = time();
			if ( ! self::save( $progress ) ) {
				// Asked for again meanwhile: that rebuild starts over.
				fclose( $out );
				wp_delete_file( $file );
				return '';
			}
			self::forget_loaded_posts();
		} while ( count( $ids ) === $batch && microtime( true ) < $deadline );
		if ( count( $ids ) === $batch ) {
			fclose( $out );
			return '';
		}
		$closed = false !== fwrite( $out, $progress['entries'] ? "\n}" : '{}' );
		fclose( $out );
		// phpcs:enable
		$id = $closed ? Filter_Index::switch_to( (string) $progress['id'], $file, (string) $progress['started'] ) : '';
		if ( '' !== $id ) {
			delete_option( self::PROGRESS_OPTION );
		}
		return $id;
	}

	/**
	 * The progress recorded, unless a new rebuild was asked for since this one started.
	 *
	 * @param array<string, mixed> $progress The rebuild's progress.
	 */
	private static function save( array $progress ): bool {
		$stored = self::progress( true );
		if ( null === $stored || ( $stored['id'] ?? '' ) !== $progress['id'] ) {
			return false;
		}
		update_option( self::PROGRESS_OPTION, (string) wp_json_encode( $progress ), false );
		return true;
	}

	/**
	 * The posts, meta and terms WordPress keeps in memory for the rest of the request once read:
	 * a whole catalogue's would not fit. Dropped between batches where the object cache can.
	 */
	private static function forget_loaded_posts(): void {
		if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		}
	}

	/**
	 * Another request is taking a step: its build once its file is there, else '' after a few
	 * seconds or once it has stopped.
	 */
	private static function wait_for_build(): string {
		$deadline = microtime( true ) + 5;
		do {
			$id = self::current_build();
			if ( '' !== $id ) {
				return $id;
			}
			usleep( 100000 );
		} while ( microtime( true ) < $deadline && null !== Options::read_fresh( self::LOCK_OPTION ) );
		return self::current_build();
	}

	/** The current build's id as the database has it now, if its file is there; else ''. */
	private static function current_build(): string {
		$id = (string) Options::read_fresh( Filter_Index::BUILD_OPTION );
		return '' !== $id && is_file( Filter_Index::file_path( $id ) ) ? $id : '';
	}
}
