<?php
/**
 * Plugin Name: Site GraphQL settings from ACF JSON
 * Description: Passes the GraphQL settings of the ACF JSON post types and options page (wordpress/acf-json) on to WordPress, so WPGraphQL and WPGraphQL for ACF expose them. Copy into wp-content/mu-plugins.
 *
 * Why: Secure Custom Fields 6.4 (and ACF Pro 6.x) build the arguments of register_post_type() and
 * acf_add_options_page() from a fixed list of settings and drop every other key of the JSON:
 * - post types: ACF_Post_Type::get_post_type_args(), secure-custom-fields
 *   includes/post-types/class-acf-post-type.php lines 390–621, copies only known settings;
 *   its filter `acf/post_type/registration_args` (line 620) receives the JSON as `$post`.
 * - options pages: ACF_UI_Options_Page::get_options_page_args(), pro/post-types/acf-ui-options-page.php
 *   lines 372–437, skips any key not in get_settings_array() (line 388); filter
 *   `acf/ui_options_page/registration_args` (line 436).
 * What the GraphQL plugins need:
 * - WPGraphQL 1.32 exposes a post type only with `show_in_graphql`, `graphql_single_name` and
 *   `graphql_plural_name` (src/WPGraphQL.php, get_allowed_post_types(), lines 674–735).
 * - wp-graphql-acf 0.6.2 exposes an options page only when its registration has `show_in_graphql`
 *   (src/class-config.php line 224) and names its type and root field from `graphql_field_name`
 *   (line 233: Utils::format_type_name, line 271: Utils::format_field_name).
 * Only these keys are passed on, and only when the JSON sets them. No GraphQL fields are added.
 */

add_filter(
	'acf/post_type/registration_args',
	static function ( $args, $post ) {
		foreach ( array( 'show_in_graphql', 'graphql_single_name', 'graphql_plural_name' ) as $key ) {
			if ( isset( $post[ $key ] ) && '' !== $post[ $key ] ) {
				$args[ $key ] = 'show_in_graphql' === $key ? (bool) $post[ $key ] : (string) $post[ $key ];
			}
		}
		return $args;
	},
	10,
	2
);

add_filter(
	'acf/ui_options_page/registration_args',
	static function ( $args, $post ) {
		foreach ( array( 'show_in_graphql', 'graphql_field_name' ) as $key ) {
			if ( isset( $post[ $key ] ) && '' !== $post[ $key ] ) {
				$args[ $key ] = 'show_in_graphql' === $key ? (bool) $post[ $key ] : (string) $post[ $key ];
			}
		}
		return $args;
	},
	10,
	2
);
