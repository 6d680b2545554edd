import { cardCategories, toPostCard, toPostCards, type PostCardSource } from './post-card';

const image = {
  altText: 'Een serverrek',
  mediaItemUrl: '/wp-content/uploads/rack.jpg',
  blurBase64: 'data:image/svg+xml;base64,AAAA',
  mediaDetails: { width: 1600, height: 900 },
  imageData: null,
};

const post = (overrides: Partial<PostCardSource> = {}): PostCardSource => ({
  databaseId: 42,
  uri: '/kennisbank/back-up-in-de-cloud/',
  title: 'Back-up in de cloud',
  date: '2026-03-03T08:07:00',
  excerptText: 'Zo zet u een back-up op.',
  categories: { nodes: [{ databaseId: 5, name: 'Back-up' }] },
  featuredImage: { node: image },
  ...overrides,
});

describe('toPostCard', () => {
  it('maps every field of the fragment', () => {
    expect(toPostCard(post())).toEqual({
      databaseId: 42,
      uri: '/kennisbank/back-up-in-de-cloud/',
      title: 'Back-up in de cloud',
      date: '2026-03-03T08:07:00',
      excerpt: 'Zo zet u een back-up op.',
      categories: [{ databaseId: 5, name: 'Back-up' }],
      image: { ...image, imageData: null },
    });
  });

  it.each<[string, Partial<PostCardSource>, Partial<ReturnType<typeof toPostCard>>]>([
    ['missing title', { title: null }, { title: '' }],
    ['missing excerpt', { excerptText: null }, { excerpt: '' }],
    ['missing date', { date: null }, { date: '' }],
    ['missing uri', { uri: null }, { uri: '' }],
    ['padded title', { title: '  Titel  ' }, { title: 'Titel' }],
    ['no categories', { categories: null }, { categories: [] }],
    ['no featured image', { featuredImage: null }, { image: null }],
    ['a featured image without node', { featuredImage: { node: null } }, { image: null }],
    ['an image without url or processed file', { featuredImage: { node: { ...image, mediaItemUrl: null } } }, { image: null }],
  ])('%s', (_name, overrides, expected) => {
    expect(toPostCard(post(overrides))).toMatchObject(expected);
  });

  it('keeps gatsby-plugin-image data when the file was processed', () => {
    const gatsbyImageData = { layout: 'constrained' as const, width: 640, height: 360, images: { fallback: { src: '/static/rack.jpg' } } };
    const card = toPostCard(post({ featuredImage: { node: { ...image, imageData: gatsbyImageData } } }));
    expect(card.image?.imageData).toBe(gatsbyImageData);
  });
});

describe('cardCategories', () => {
  it.each([
    [
      'drops category 1 and keeps the order',
      [
        { databaseId: 4, name: 'Beveiliging' },
        { databaseId: 1, name: 'Geen categorie' },
        { databaseId: 2, name: 'Cloud PC' },
      ],
      [
        { databaseId: 4, name: 'Beveiliging' },
        { databaseId: 2, name: 'Cloud PC' },
      ],
    ],
    ['is empty for category 1 only', [{ databaseId: 1, name: 'Geen categorie' }], []],
    [
      'drops nameless, blank and repeated categories',
      [
        null,
        { databaseId: 3, name: null },
        { databaseId: 6, name: ' ' },
        { databaseId: 2, name: ' Cloud PC ' },
        { databaseId: 2, name: 'Cloud PC' },
      ],
      [{ databaseId: 2, name: 'Cloud PC' }],
    ],
    ['tolerates null', null, []],
  ])('%s', (_name, nodes, expected) => {
    expect(cardCategories(nodes)).toEqual(expected);
  });
});

describe('toPostCards', () => {
  it('leaves out nulls and posts without a uri', () => {
    expect(toPostCards([post(), null, post({ databaseId: 7, uri: '' })]).map((card) => card.databaseId)).toEqual([42]);
    expect(toPostCards(null)).toEqual([]);
  });
});
