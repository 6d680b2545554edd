import { content } from './index';
import { generatePosts } from './generate';

describe('generatePosts', () => {
  it('is deterministic: the same count and seed give the same posts', () => {
    expect(generatePosts(200)).toEqual(generatePosts(200));
    expect(generatePosts(50, 7)).not.toEqual(generatePosts(50, 8));
  });

  it('writes valid posts with unique ids and uris outside the fixture id space', () => {
    const posts = generatePosts(2000);
    const fixtureIds = new Set([...content.pages, ...content.posts, ...content.media, ...content.packages, ...content.fragments].map((item) => item.databaseId));
    expect(new Set(posts.map((post) => post.databaseId)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.uri)).size).toBe(posts.length);
    expect(posts.filter((post) => fixtureIds.has(post.databaseId))).toEqual([]);
    const categories = new Set(content.categories.map((category) => category.databaseId));
    const media = new Set(content.media.map((item) => item.databaseId));
    for (const post of posts.slice(0, 200)) {
      expect(post.uri).toMatch(/^\/kennisbank\/[a-z0-9-]+\/$/);
      expect(post.categories.length).toBeGreaterThan(0);
      expect(post.categories.every((id) => categories.has(id) && id !== 1)).toBe(true);
      expect(post.featuredImage === null || media.has(post.featuredImage)).toBe(true);
      expect(post.blocks[0]).toMatchObject({ kind: 'Banner', styletype: 'banner_post' });
    }
  });
});
