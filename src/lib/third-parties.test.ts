import { thirdPartiesInData } from './third-parties';

it('thirdPartiesInData finds a content_enclose block and a block with a Vimeo video', () => {
  const page = (blocks: object[]) => ({ wpPage: { flexContent: { flex: blocks } } });
  expect(thirdPartiesInData(page([{ styletype: 'content_enclose', typeformId: 'a1' }]))).toEqual(['typeform']);
  expect(thirdPartiesInData(page([{ styletype: 'content_block_with_pointers', vimeoUrl: 'https://vimeo.com/1' }]))).toEqual(['vimeo']);
  expect(thirdPartiesInData(page([{ styletype: 'content_block_with_pointers', vimeoUrl: null }]))).toEqual([]);
  expect(thirdPartiesInData(undefined)).toEqual([]);
});
