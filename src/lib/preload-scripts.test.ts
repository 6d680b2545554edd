import { pagePreloads } from './preload-scripts';

const chunkMap = {
  app: ['/app-1a2b.js'],
  'component---src-templates-page-tsx': ['/component---src-templates-page-tsx-3c4d.js'],
  'block-banner': ['/block-banner-5e6f.js'],
  'block-content': ['/block-content-7a8b.js'],
  'block-posts-blog': ['/block-posts-blog-9c0d.js'],
};

const scripts = [
  { name: 'webpack-runtime-0a1b2c.js', rel: 'preload' },
  { name: 'framework-3d4e5f.js', rel: 'preload' },
  { name: 'app-1a2b.js', rel: 'preload' },
  { name: 'commons-6a7b8c.js', rel: 'preload' },
  { name: '15a3be27-9d0e1f.js', rel: 'preload' },
  { name: 'component---src-templates-page-tsx-3c4d.js', rel: 'preload' },
  { name: 'gatsby-plugin-image-2a3b.js', rel: 'prefetch' },
];

const html = (names: string[]) => names.map((name) => `<div class="x" data-block="${name}"><h2>…</h2></div>`).join('');

describe('pagePreloads', () => {
  it("lists the template's chunks (not the app group's, which the HTML has, nor prefetched ones) and the chunks of the blocks shown, each once", () => {
    const body = html(['Banner/banner_default', 'Content/content_cta', 'Fragment/default', 'Content/content_title_with_text']);
    expect(pagePreloads({ scripts, bodyHtml: body, chunkMap })).toEqual([
      '/commons-6a7b8c.js',
      '/15a3be27-9d0e1f.js',
      '/component---src-templates-page-tsx-3c4d.js',
      '/block-banner-5e6f.js',
      '/block-content-7a8b.js',
    ]);
  });

  it('takes a styletype with a chunk of its own from it, and leaves out blocks without a chunk or a chunk the build does not have', () => {
    expect(pagePreloads({ scripts: [], bodyHtml: html(['Posts/posts_blog', 'Posts/posts_latest', 'Unknown/x', 'Fragment/']), chunkMap })).toEqual([
      '/block-posts-blog-9c0d.js',
    ]);
  });

  it('puts the path prefix in front', () => {
    expect(pagePreloads({ scripts: scripts.slice(3, 4), bodyHtml: html(['Banner/banner_post']), chunkMap, pathPrefix: '/site' })).toEqual([
      '/site/commons-6a7b8c.js',
      '/site/block-banner-5e6f.js',
    ]);
  });

  it('finds nothing without blocks or scripts', () => {
    expect(pagePreloads({ scripts: [], bodyHtml: '<main><h1>Titel</h1></main>', chunkMap: {} })).toEqual([]);
  });
});
