import { blockKind } from './types';

describe('blockKind', () => {
  it.each([
    ['WpPage_Flexcontent_Flex_Banner', 'Banner'],
    ['WpPost_Flexcontent_Flex_Repeat', 'Repeat'],
    ['Page_Flexcontent_Flex_Fragment', 'Fragment'],
    ['', ''],
    [null, ''],
  ])('%p is a %p block', (typename, kind) => {
    expect(blockKind(typename)).toBe(kind);
  });
});
