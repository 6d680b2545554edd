import type { GatsbyConfig } from 'gatsby';
import { adapterNameFromEnv, siteAdapter } from './src/build/site-adapter';
import { installSourcingErrorGuard, skipBrokenNodesFromEnv } from './src/build/sourcing-errors';
import { writeBuildInputs, writeStaticFiles } from './src/build/static-files';
import { IMAGE_PROCESSING, WORDPRESS_GRAPHQL_URL } from './src/build/sources';
import { DOCUMENT_SECURITY_HEADERS, RESPONSE_SECURITY_HEADERS, siteOriginsFrom } from './src/build/security-headers';

const SITE_URL = process.env.SITE_URL || 'http://localhost:9000';

/** The WordPress the browser posts Gravity Forms submissions to: the GraphQL endpoint minus its /graphql path. */
const WORDPRESS_URL = WORDPRESS_GRAPHQL_URL.replace(/\/graphql\/?$/, '');

/**
 * The origins the Content-Security-Policy allows besides the site (src/build/security-headers.ts):
 * WordPress (form submissions) and where its media files come from — WordPress itself, or the
 * comma-separated origins of WORDPRESS_MEDIA_ORIGINS (a CDN or offloaded uploads).
 */
const SITE_ORIGINS = siteOriginsFrom({ wordpressUrl: WORDPRESS_URL, mediaOrigins: process.env.WORDPRESS_MEDIA_ORIGINS });

// Another WordPress or another image processing than the last build's starts a cold build
// (src/build/static-files.ts writeBuildInputs explains how).
writeBuildInputs(process.cwd(), { wordpress: WORDPRESS_GRAPHQL_URL, images: IMAGE_PROCESSING });

// Generated, git-ignored files in static/ (the self-hosted Inter woff2 files and robots.txt
// with this build's sitemap URL), written now: before Gatsby copies or serves static/.
writeStaticFiles({ root: process.cwd(), siteUrl: SITE_URL });

// A GraphQL error while sourcing WordPress fails the build, naming the error and the node it is
// about (src/build/sourcing-errors.ts explains how the plugin handles errors and what the guard
// adds); WORDPRESS_SKIP_BROKEN_NODES=1 leaves out just a node WordPress cannot resolve, with a
// warning naming it. An environment variable, not a plugin option: options are part of Gatsby's
// cache key, and changing one would throw away a warm .cache.
installSourcingErrorGuard({ skipBrokenNodes: skipBrokenNodesFromEnv() });

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Wolkwerk Cloud',
    siteUrl: SITE_URL,
    // The WordPress the browser posts Gravity Forms submissions to:
    // {wordpressUrl}/wp-json/gf/v2/forms/{formId}/submissions (docs/behaviour/forms.md#the-request). The GraphQL endpoint
    // minus its /graphql path, so a WordPress installed in a sub-folder keeps its folder.
    wordpressUrl: WORDPRESS_URL,
  },
  // Generated types for every page query and fragment (Queries.*) in src/gatsby-types.d.ts, so that
  // `tsc` checks components against the data they receive; set-up writes it too (scripts/typegen.mjs).
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  // The HTTP headers of every served path, declared once: Gatsby's caching defaults (HTML,
  // page-data and app-data.json revalidate; hashed JS/CSS and /static/ are immutable for a year)
  // and the security headers every response gets (HSTS, nosniff). Gatsby's adapter manager computes
  // them per route at the end of `gatsby build` and hands them to the adapter, which SITE_ADAPTER
  // chooses (src/build/site-adapter.ts): the local one writes them for scripts/serve.ts
  // (`npm start`, `npm test`, `npm run serve`), gatsby-adapter-netlify into public/_headers. Both
  // are wrapped (src/build/page-security.ts) so that every HTML file gets a rule of its own with
  // the document headers: its Content-Security-Policy (the hashes of its inline scripts) and
  // DOCUMENT_SECURITY_HEADERS. Those are not declared for `/*` here: on a CDN that rule reaches
  // every asset too. docs/caching-and-security.md says why.
  headers: [{ source: '/*', headers: [...RESPONSE_SECURITY_HEADERS] }],
  adapter: siteAdapter(adapterNameFromEnv(), {
    siteHeaders: RESPONSE_SECURITY_HEADERS,
    documentHeaders: DOCUMENT_SECURITY_HEADERS,
    origins: SITE_ORIGINS,
  }),
  plugins: [
    {
      resolve: 'gatsby-plugin-styled-components',
      // The build's styled components without their file and component names: shorter class
      // names in the HTML and no names in the JavaScript (`gatsby develop` keeps them, for
      // reading the DOM). pure marks each styled() call free of side effects, so the minifier
      // drops the ones a chunk does not use.
      //
      // The options are babel-plugin-styled-components' (https://styled-components.com/docs/tooling#babel-plugin);
      // the Gatsby plugin passes them through and documents its defaults in its pluginOptionsSchema
      // (gatsby-node.js: displayName and fileName true, pure false). `ssr` is not ours to set: the
      // Gatsby plugin's onCreateBabelConfig sets it from the stage, true for build-html and
      // build-javascript and false in develop. With it the Babel plugin gives every component a
      // componentId from the file's hash and the component's position (lib/visitors/displayNameAndId.js),
      // whatever displayName says, so the server-rendered class names are the ones the browser
      // bundle hydrates with. `gatsby build` sets NODE_ENV to production before it reads this file
      // (gatsby-cli's build command); `gatsby develop` leaves it at development. Storybook compiles
      // without this plugin (Vite with esbuild), so its names are styled-components' own. No test
      // selects by class names.
      options: {
        displayName: process.env.NODE_ENV !== 'production',
        fileName: process.env.NODE_ENV !== 'production',
        pure: true,
      },
    },
    'gatsby-plugin-image',
    // gatsby-source-wordpress adds gatsby-plugin-image and gatsby-plugin-sharp itself; with
    // WORDPRESS_IMAGES=sharp, the imageData resolver (src/build/media-images.ts) has
    // gatsby-plugin-sharp process the downloaded files (localFile) and the transformer gives them
    // their ImageSharp nodes.
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      // sitemap-index.xml and sitemap-0.xml in public/, from every page but the 404 and dev pages;
      // robots.txt (see writeStaticFiles above) points at the index.
      resolve: 'gatsby-plugin-sitemap',
      options: {
        output: '/',
        excludes: ['/404/', '/404.html', '/dev-404-page/'],
      },
    },
    {
      resolve: 'gatsby-source-wordpress',
      options: {
        url: WORDPRESS_GRAPHQL_URL,
        // We render links with our own Link/Button components; the plugin's global click
        // handler would also hijack links inside WordPress HTML we have not checked.
        catchLinks: false,
        schema: {
          // 2 cores: a handful of parallel requests keeps WordPress (and the build) responsive.
          requestConcurrency: 5,
          perPage: 100,
          // Fail within 30 s instead of hanging when WordPress stops answering.
          timeout: 30_000,
        },
        production: {
          // One missing image in the media library must not fail the whole build: the
          // plugin warns and the component renders without the image.
          allow404Images: true,
        },
        develop: {
          // `gatsby develop` polls WPGatsby's action monitor for content changes.
          nodeUpdateInterval: 5_000,
        },
        html: {
          // WordPress HTML is sanitised and rendered by our own components. With build-time
          // processing, inline images are turned into GatsbyImage markup so they get the same
          // placeholders; with the image service they stay WordPress's <img> (its width and height
          // attributes keep their space), since the plugin's conversion needs the downloaded file.
          useGatsbyImage: IMAGE_PROCESSING === 'sharp',
          createStaticFiles: true,
        },
        type: {
          MediaItem: {
            // Only build-time processing needs the files; with the image service the build downloads none.
            createFileNodes: IMAGE_PROCESSING === 'sharp',
            localFile: { requestConcurrency: 10 },
          },
          // The site e-mail address, which WordPress shows only to a logged-in admin: asked for
          // anonymously it is an error, which fails the build.
          Settings: { excludeFieldNames: ['generalSettingsEmail'] },
          GeneralSettings: { excludeFieldNames: ['email'] },
          // The pings a post sent and has to send: WPGraphQL 2.x types them [String] but answers a
          // post that pinged anything with one comma-joined string (src/Model/Post.php, 'pinged' and
          // 'toPing'), an error that fails the build; the site never reads them.
          Post: { excludeFieldNames: ['pinged', 'toPing'] },
          // The US state and Canadian province defaults of an address field: Gravity Forms' form
          // editor stores an empty string there for any other country, which WPGraphQL for Gravity
          // Forms 0.12 cannot answer as its enum (an error, so a failed build); the site only offers
          // Dutch addresses and never reads them.
          AddressField: { excludeFieldNames: ['defaultProvince', 'defaultState'] },
          // Types a real WordPress with these plugins exposes that the site never reads (checked
          // against the real stack's introspection, mocks/wordpress/contract/remote-schema.graphql).
          // Sourcing them costs requests (menus fetch their items one query each) or fails outright:
          // - WPGraphQL for Gravity Forms' entries: the GfEntry interface and the node types
          //   implementing it, submitted and draft entries. They need a logged-in user and hold
          //   visitors' answers; left in, sourcing stops at GfEntry;
          // - users (names, e-mail addresses) and their roles: posts name their author in the
          //   ACF field recap.author; comments and their authors: the site has none;
          // - WordPress menus: the menus come from the site settings (ACF options page);
          // - tags, post formats and taxonomy descriptions: only categories are used.
          // With each go its connection and edge interfaces (TagConnection, TagConnectionEdge),
          // and below the connections from sourced types to it: left in, they would keep their
          // Connection/Edge interface without the nodes field and the schema would not validate.
          ...Object.fromEntries(
            [
              'GfEntry',
              'GfSubmittedEntry',
              'GfDraftEntry',
              'User',
              'UserRole',
              'Comment',
              'CommentAuthor',
              'Commenter',
              'Menu',
              'MenuItem',
              'Tag',
              'PostFormat',
              'Taxonomy',
            ]
              .flatMap((name) => [name, `${name}Connection`, `${name}ConnectionEdge`])
              .map((name) => [name, { exclude: true }]),
          ),
          GfFormToGfEntryConnection: { exclude: true },
          NodeWithAuthorToUserConnectionEdge: { exclude: true },
          ContentNodeToEditLockConnectionEdge: { exclude: true },
          ContentNodeToEditLastConnectionEdge: { exclude: true },
          PageToCommentConnection: { exclude: true },
          PostToCommentConnection: { exclude: true },
          MediaItemToCommentConnection: { exclude: true },
          PostToTagConnection: { exclude: true },
          PostToPostFormatConnection: { exclude: true },
          CategoryToTaxonomyConnectionEdge: { exclude: true },
          ContentTypeToTaxonomyConnection: { exclude: true },
        },
        ...(process.env.WPGRAPHQL_USER
          ? { auth: { htaccess: { username: process.env.WPGRAPHQL_USER, password: process.env.WPGRAPHQL_PASSWORD ?? '' } } }
          : {}),
        debug: {
          graphql: {
            // WORDPRESS_DEBUG=1 writes every query the plugin generates to ./WordPress/GraphQL/.
            writeQueriesToDisk: Boolean(process.env.WORDPRESS_DEBUG),
            // Every GraphQL error is reported (message, WPGraphQL's debug message, path) and fails
            // the build, also when the answer has data: by default the plugin stays silent about an
            // answer like `posts: null` with errors, and a whole type went missing unnoticed.
            onlyReportCriticalErrors: false,
            panicOnError: true,
            showQueryVarsOnError: true,
          },
          timeBuildSteps: Boolean(process.env.WORDPRESS_DEBUG),
        },
      },
    },
  ],
};

export default config;
