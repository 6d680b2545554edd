// The floor site of `npm run bench` (bench/floor.mjs): Gatsby 5 and React 18 with no plugins,
// so its first-load JS is what any Gatsby 5 page costs before it does anything.
module.exports = { siteMetadata: { title: 'Floor' }, trailingSlash: 'always' };
