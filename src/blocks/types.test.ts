import { blockKind } from './types';

describe('blockKind', () => {
  it.each([
    ['WpPage_Flexcontent_Flex_Banner', 'Banner'],
    ['WpPost_Flexcontent_Flex_Repeat', 'Repeat'],
    ['Page_Flexcontent_Flex_Fragment', 'Fragment'],
    // WPGraphQL for ACF 2.x: {Group}{Field}{Layout}Layout, the kind between the field and 'Layout'.
    ['WpFlexContentFlexBannerLayout', 'Banner'],
    ['WpFlexContentFlexContentLayout', 'Content'],
    ['FlexContentFlexPostsLayout', 'Posts'],
    ['', ''],
    [null, ''],
  ])('%p is a %p block', (typename, kind) => {
    expect(blockKind(typename)).toBe(kind);
  });
});
