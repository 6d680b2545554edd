import { chunkGroupsOf, pagePreloads } from './preload-scripts';

const chunkGroups = {
  app: ['webpack-runtime-0a1b.js', 'framework-3d4e.js', 'app-1a2b.js'],
  'component---src-pages-404-tsx': ['commons-6a7b.js', 'component---src-pages-404-tsx-5f6a.js'],
  'component---src-templates-page-tsx': ['commons-6a7b.js', '15a3be27-9d0e.js', 'component---src-templates-page-tsx-3c4d.js'],
  'component---src-templates-post-tsx': ['commons-6a7b.js', '15a3be27-9d0e.js', 'component---src-templates-post-tsx-7e8f.js'],
  'mobile-menu': ['mobile-menu-1c2d.js'],
  'block-banner': ['commons-6a7b.js', 'block-banner-5e6f.js'],
  'block-content': ['commons-6a7b.js', 'block-content-7a8b.js'],
  'block-posts-blog': ['commons-6a7b.js', 'block-posts-blog-9c0d.js'],
  'block-posts-quotation': ['commons-6a7b.js', 'abef16-2b3c.js', 'block-posts-quotation-4d5e.js'],
};

const html = (names: string[]) => names.map((name) => `<div class="x" data-block="${name}"><h2>…</h2></div>`).join('');

describe('pagePreloads', () => {
  it('lists the chunks every template shares and the chunks of the interactive blocks shown, each once, without the HTML’s own scripts or on-demand parts', () => {
    const body = html([
      'Banner/banner_default',
      'Content/content_block_with_pointers',
      'Fragment/default',
      'Content/content_title_with_text',
      'Posts/posts_blog',
    ]);
    expect(pagePreloads({ bodyHtml: body, chunkGroups })).toEqual([
      '/commons-6a7b.js',
      '/15a3be27-9d0e.js',
      '/block-content-7a8b.js',
      '/block-posts-blog-9c0d.js',
    ]);
  });

  it('leaves out the chunks of static blocks, which keep their server HTML on the first load', () => {
    const body = html(['Banner/banner_default', 'Content/content_cta', 'Content/content_title_with_text', 'Posts/posts_latest']);
    expect(pagePreloads({ bodyHtml: body, chunkGroups })).toEqual(['/commons-6a7b.js', '/15a3be27-9d0e.js']);
  });

  it('takes a styletype with a chunk of its own from it, with the chunks it needs; leaves out blocks without a chunk or a chunk the build lacks', () => {
    const body = html(['Posts/posts_package_quotation', 'Posts/posts_latest', 'Unknown/x', 'Fragment/']);
    expect(pagePreloads({ bodyHtml: body, chunkGroups })).toEqual([
      '/commons-6a7b.js',
      '/15a3be27-9d0e.js',
      '/abef16-2b3c.js',
      '/block-posts-quotation-4d5e.js',
    ]);
  });

  it('puts the path prefix in front', () => {
    expect(pagePreloads({ bodyHtml: html(['Posts/posts_blog']), chunkGroups, pathPrefix: '/site' })).toEqual([
      '/site/commons-6a7b.js',
      '/site/15a3be27-9d0e.js',
      '/site/block-posts-blog-9c0d.js',
    ]);
  });

  it('leaves the templates’ chunks out on a page that is not a template’s (the 404 page)', () => {
    expect(pagePreloads({ bodyHtml: '<main><h1>Niet gevonden</h1></main>', chunkGroups, fromTemplate: false })).toEqual([]);
  });

  it('finds nothing without stats', () => {
    expect(pagePreloads({ bodyHtml: html(['Banner/banner_default']), chunkGroups: {} })).toEqual([]);
  });
});

describe('chunkGroupsOf', () => {
  it('reads the script files of each named chunk group from webpack.stats.json', () => {
    const stats = {
      namedChunkGroups: {
        app: { assets: [{ name: 'app-1a2b.js' }, { name: 'app-1a2b.js.map' }] },
        'block-banner': { assets: ['commons-6a7b.js', { name: 'block-banner-5e6f.js' }] },
        empty: {},
      },
    };
    expect(chunkGroupsOf(stats)).toEqual({ app: ['app-1a2b.js'], 'block-banner': ['commons-6a7b.js', 'block-banner-5e6f.js'], empty: [] });
    expect(chunkGroupsOf({})).toEqual({});
  });
});
