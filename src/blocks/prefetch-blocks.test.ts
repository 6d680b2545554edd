import { blockNamesInData, pageDataUrl, prefetchBlocksOf } from './prefetch-blocks';
import { lazyKind, preloadBlocks } from './registry';

describe('blockNamesInData', () => {
  it("names every block of a page's data, a Fragment block's own blocks too, each once", () => {
    const result = {
      data: {
        wpPage: {
          title: 'Home',
          featuredImage: { node: { __typename: 'WpMediaItem', altText: '' } },
          flexContent: {
            flex: [
              { __typename: 'WpPage_Flexcontent_Flex_Banner', styletype: 'banner_default' },
              {
                __typename: 'WpPage_Flexcontent_Flex_Fragment',
                fragment: { flexContent: { flex: [{ __typename: 'WpFragment_Flexcontent_Flex_Repeat', styletype: 'repeat_faq' }] } },
              },
              { __typename: 'WpPage_Flexcontent_Flex_Banner', styletype: 'banner_default' },
              null,
            ],
          },
        },
      },
    };
    expect(blockNamesInData(result)).toEqual(['Banner/banner_default', 'Repeat/repeat_faq']);
    expect(blockNamesInData(null)).toEqual([]);
    expect(blockNamesInData('nonsense')).toEqual([]);
  });
});

describe('pageDataUrl', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/diensten/vps/', '/page-data/diensten/vps/page-data.json'],
    ['/kennisbank/?_q=vps', '/page-data/kennisbank/page-data.json'],
  ])('%s → %s', (pathname, url) => expect(pageDataUrl(pathname)).toBe(url));
});

describe('preloadBlocks', () => {
  it('loads the chunks of the named blocks once each, and no other', async () => {
    const loadBanner = jest.fn(async () => ({ banner_default: () => null }));
    const loadRepeat = jest.fn(async () => ({ repeat_faq: () => null }));
    const blocks = { Banner: lazyKind(['banner_default'], loadBanner), Repeat: lazyKind(['repeat_faq'], loadRepeat) };
    await preloadBlocks(['Banner/banner_default', 'Banner/banner_default', 'Unknown/x', 'Fragment/default'], blocks);
    expect(loadBanner).toHaveBeenCalledTimes(1);
    expect(loadRepeat).not.toHaveBeenCalled();
  });
});

describe('prefetchBlocksOf', () => {
  it("asks for the page's data and never throws when it cannot be had", async () => {
    const fetchJson = jest.fn(async () => {
      throw new Error('offline');
    });
    await expect(prefetchBlocksOf('/diensten/', fetchJson)).resolves.toBeUndefined();
    expect(fetchJson).toHaveBeenCalledWith('/page-data/diensten/page-data.json');
  });
});
