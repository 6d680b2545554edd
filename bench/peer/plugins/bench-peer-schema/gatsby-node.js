// The two things gatsby-starter-wordpress-blog queries that the WordPress stand-in does not serve,
// because our site uses neither: WordPress users (the starter's bio and SEO components query
// `wpUser`) and the post body `content` (our posts are ACF flexible content; the seeded real
// WordPress stores '' as their content, scripts/wordpress-seed.ts). The types below let the
// starter's queries validate; the starter then renders posts with an empty body and no bio, as it
// would against the seeded real WordPress apart from the bio.
exports.createSchemaCustomization = ({ actions }) => {
  actions.createTypes(`
    type WpUserAvatar { url: String }
    type WpUser implements Node { name: String firstName: String description: String avatar: WpUserAvatar }
  `);
};

exports.createResolvers = ({ createResolvers }) => {
  createResolvers({ WpPost: { content: { type: 'String', resolve: () => '' } } });
};
