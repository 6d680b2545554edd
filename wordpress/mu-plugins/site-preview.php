<?php
/**
 * Plugin Name: Site previews without Gatsby Cloud
 * Description: Lets WPGatsby 2.3 reach the self-hosted preview server: sends its secret, lets the publish-time webhooks through to a private address or port, fixes the previews of child pages, edits the site's content on the classic screen, whose Preview carries the ACF fields, and signs the link that lets the editor, and only the editor, see the draft. Copy into wp-content/mu-plugins; define SITE_PREVIEW_SECRET in wp-config.php.
 *
 * Why (wp-gatsby v2.3.3; WordPress core 6.5.5):
 * 1. The preview server's /__refresh wants `Authorization: <secret>`, and WPGatsby sends no auth header:
 *    not on the Preview click (wp_remote_post, src/ActionMonitor/Monitors/PreviewMonitor.php lines 233–243),
 *    not at publish time (wp_safe_remote_post, src/ActionMonitor/ActionMonitor.php lines 739–794). Core's
 *    `http_request_args` (wp-includes/class-wp-http.php line 233) sees every request, so the secret is added
 *    there, only for URLs with the scheme, host and port of the `preview_api_webhook` setting (option
 *    `wpgatsby_settings`; a comma-separated list counts item by item, as ActionMonitor.php line 753 splits it).
 *    Redirects are switched off for those requests: WpOrg\Requests re-sends the same headers to any
 *    Location (wp-includes/Requests/src/Requests.php line 809), which would hand the secret to another host.
 * 2. wp_safe_remote_post() rejects private addresses and ports other than 80, 443, 8080 and the home URL's
 *    (wp_http_validate_url(), wp-includes/http.php lines 557–617), so the publish-time POSTs to a preview
 *    server on 10.x or :8000 are silently dropped. Exactly the preview webhook origins are allowed, through
 *    `http_request_host_is_external` (line 584) and `http_allowed_safe_ports` (line 608).
 * 3. On a Preview click WPGatsby takes `$original_post = get_post( $post->post_parent )` (PreviewMonitor.php
 *    line 150) although `$post` is the previewed post itself, not a revision. For a page with a parent page
 *    this is the parent: the webhook `id`, the action's `node_id` and its `manifestIds` name the parent
 *    (lines 173–180, 221; src/ActionMonitor/Monitors/Monitor.php lines 304–306), while the redirect names the
 *    child's manifest id (src/Admin/includes/preview-template.php line 7), so the preview never arrives. With
 *    `post_parent` 0, get_post( 0 ) returns the global post itself (wp-includes/post.php lines 1086–1091), as
 *    for a top-level page. So for the one filter call of WPGatsby's `template_include` hook (priority 1,
 *    PreviewMonitor.php line 14) the global post shows `post_parent` 0 (set at priority 0), then gets its parent
 *    back (priority 2), before the template renders. Other effects: the `save_post` WPGatsby fires in between
 *    (line 81) gets the post with `post_parent` 0, and the webhook and the action carry `parentDatabaseId` 0,
 *    as for any top-level page; gatsby-source-wordpress 7.17 then reports the preview
 *    status with `previewDatabaseId` (dist/steps/preview/index.js line 117), which is the action's node id.
 *    Nothing is written to the database.
 * 4. Everything the site shows of a page, post, package or fragment is ACF fields; it reads nothing of the
 *    post content the block editor edits. The block editor's Preview is an autosave, and it saves meta boxes
 *    (ACF's fields) on a full save only, never on an autosave (wp-includes/js/dist/edit-post.js,
 *    initializeMetaBoxes; https://github.com/WordPress/gutenberg/issues/16006). A preview then reads the
 *    autosave revision without them: WPGraphQL for ACF 0.6.2 reads a revision's own meta (src/class-config.php
 *    lines 79–110), so the page shows no blocks at all; WPGraphQL for ACF 2.x reads the published values for a
 *    block-editor post (src/WPGraphQLAcf.php preview_support), so the editor's changes do not show. The classic
 *    screen's Preview submits the whole form and ACF saves its fields onto the autosave (SCF
 *    includes/forms/form-post.php lines 277–284), which both lines then answer.
 * 5. The preview server shows drafts only to browsers WordPress sent. WPGatsby's preview template
 *    (src/Admin/includes/preview-template.php lines 5–9) redirects the editor to
 *    Preview::get_gatsby_content_sync_url_for_post (src/Admin/Preview.php lines 19–35), which appends
 *    `/gatsby-source-wordpress/<manifestId>/<postId>` to the `gatsby_content_sync_url` setting read
 *    through Settings::get_setting, i.e. get_option( 'wpgatsby_settings' ) (src/Admin/Settings.php
 *    lines 198–202); it has no filter of its own. So for the request that renders that template only,
 *    after WPGatsby's template_include hook (priority 1) has posted its webhook, the setting read through
 *    core's `option_wpgatsby_settings` filter (wp-includes/option.php get_option) ends in
 *    `/__preview-link/<user>.<post>.<expires>.<mac>`: an HMAC-SHA256 under SITE_PREVIEW_SECRET over the
 *    logged-in user, the post the template redirects for and an expiry SITE_PREVIEW_LINK_SECONDS ahead.
 *    The preview server checks it once and gives the browser a session (scripts/lib/preview-session.ts,
 *    the same format). Nothing is written to the database.
 */

/** How long a signed preview link is good for: the editor's browser follows it at once. */
const SITE_PREVIEW_LINK_SECONDS = 600;

/** The secret the preview server checks: the constant, else the environment; '' when neither is set. */
function site_preview_secret() {
	$secret = defined( 'SITE_PREVIEW_SECRET' ) ? SITE_PREVIEW_SECRET : getenv( 'SITE_PREVIEW_SECRET' );
	return is_string( $secret ) ? $secret : '';
}

/**
 * The signed link's token: `<user>.<post>.<expires>.<mac>`, the MAC base64url without padding
 * (scripts/lib/preview-session.ts checkPreviewLink).
 */
function site_preview_link_token( $secret, $user, $post, $expires ) {
	$mac = hash_hmac( 'sha256', "site-preview-link|$user|$post|$expires", $secret, true );
	return "$user.$post.$expires." . rtrim( strtr( base64_encode( $mac ), '+/', '-_' ), '=' );
}

/** The origin of a URL, 'scheme://host:port' with the default port filled in; null when it has no host. */
function site_preview_origin( $url ) {
	$parts = wp_parse_url( trim( (string) $url ) );
	if ( empty( $parts['host'] ) || empty( $parts['scheme'] ) ) {
		return null;
	}
	$scheme = strtolower( $parts['scheme'] );
	$port   = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
	return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
}

/** Whether a URL goes to one of the origins in WPGatsby's `preview_api_webhook` setting. */
function site_preview_is_webhook_url( $url ) {
	$settings = get_option( 'wpgatsby_settings' );
	$webhooks = is_array( $settings ) && ! empty( $settings['preview_api_webhook'] ) ? $settings['preview_api_webhook'] : '';
	$origin   = site_preview_origin( $url );
	if ( null === $origin || '' === $webhooks ) {
		return false;
	}
	foreach ( explode( ',', $webhooks ) as $webhook ) {
		if ( site_preview_origin( $webhook ) === $origin ) {
			return true;
		}
	}
	return false;
}

// 1. The secret, on requests to the preview server only.
add_filter(
	'http_request_args',
	static function ( $args, $url ) {
		$secret = site_preview_secret();
		if ( '' === $secret || ! site_preview_is_webhook_url( $url ) ) {
			return $args;
		}
		$args['headers']                  = is_array( $args['headers'] ?? null ) ? $args['headers'] : array();
		$args['headers']['Authorization'] = $secret;
		$args['redirection']              = 0;
		return $args;
	},
	10,
	2
);

// 2. The publish-time POSTs may reach the preview server's host and port, and nothing else.
add_filter(
	'http_request_host_is_external',
	static function ( $external, $host, $url ) {
		return $external || site_preview_is_webhook_url( $url );
	},
	10,
	3
);
add_filter(
	'http_allowed_safe_ports',
	static function ( $ports, $host, $url ) {
		$port = wp_parse_url( $url, PHP_URL_PORT );
		if ( $port && is_array( $ports ) && site_preview_is_webhook_url( $url ) ) {
			$ports[] = (int) $port;
		}
		return $ports;
	},
	10,
	3
);

// 3. Child pages: WPGatsby's preview hook sees `post_parent` 0; the post gets its parent back right after.
add_filter(
	'template_include',
	static function ( $template ) {
		global $post, $site_preview_parent;
		$site_preview_parent = null;
		$is_preview          = class_exists( 'WPGatsby\ActionMonitor\Monitors\PreviewMonitor' )
			&& \WPGatsby\ActionMonitor\Monitors\PreviewMonitor::is_gatsby_content_sync_preview();
		if ( ! $is_preview ) {
			return $template;
		}
		// The same fallback WPGatsby applies first (PreviewMonitor.php lines 67–69).
		if ( empty( $post ) && isset( $_GET['preview_id'] ) ) {
			$post = get_post( absint( $_GET['preview_id'] ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		}
		if ( $post instanceof WP_Post && $post->post_parent && 'revision' !== $post->post_type ) {
			$site_preview_parent = array( $post, $post->post_parent );
			$post->post_parent   = 0;
		}
		return $template;
	},
	0
);
add_filter(
	'template_include',
	static function ( $template ) {
		global $site_preview_parent;
		if ( $site_preview_parent ) {
			$site_preview_parent[0]->post_parent = $site_preview_parent[1];
			$site_preview_parent                 = null;
		}
		return $template;
	},
	2
);

// 4. The classic edit screen for the post types the site reads, so a Preview carries their ACF fields.
add_filter(
	'use_block_editor_for_post_type',
	static function ( $use_block_editor, $post_type ) {
		return in_array( $post_type, array( 'page', 'post', 'package', 'fragment' ), true ) ? false : $use_block_editor;
	},
	10,
	2
);

// 5. The Content Sync URL the preview template hands the editor carries a link signed for them and the post.
add_filter(
	'template_include',
	static function ( $template ) {
		global $post;
		$secret = site_preview_secret();
		$user   = get_current_user_id();
		$is_preview = class_exists( 'WPGatsby\ActionMonitor\Monitors\PreviewMonitor' )
			&& \WPGatsby\ActionMonitor\Monitors\PreviewMonitor::is_gatsby_content_sync_preview();
		if ( '' === $secret || ! $user || ! $is_preview || ! ( $post instanceof WP_Post ) ) {
			return $template;
		}
		$token = site_preview_link_token( $secret, $user, $post->ID, time() + SITE_PREVIEW_LINK_SECONDS );
		add_filter(
			'option_wpgatsby_settings',
			static function ( $settings ) use ( $token ) {
				if ( is_array( $settings ) && ! empty( $settings['gatsby_content_sync_url'] ) ) {
					$settings['gatsby_content_sync_url'] = untrailingslashit( $settings['gatsby_content_sync_url'] ) . '/__preview-link/' . $token;
				}
				return $settings;
			}
		);
		return $template;
	},
	3
);
