import { parseVimeoUrl, vimeoEmbedUrl, vimeoWatchUrl, withAutoplay } from './vimeo';

describe('parseVimeoUrl', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871', null],
    ['http://www.vimeo.com/76979871', '76979871', null],
    ['vimeo.com/76979871', '76979871', null],
    ['//vimeo.com/76979871', '76979871', null],
    ['  https://vimeo.com/76979871  ', '76979871', null],
    ['https://vimeo.com/76979871?share=copy#t=30s', '76979871', null],
    ['https://vimeo.com/76979871/8272103f6e', '76979871', '8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871', null],
    ['https://vimeo.com/groups/motion/videos/76979871', '76979871', null],
    ['https://vimeo.com/showcase/9876543/video/76979871', '76979871', null],
    ['https://vimeo.com/manage/videos/76979871', '76979871', null],
    ['https://player.vimeo.com/video/76979871', '76979871', null],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0', '76979871', '8272103f6e'],
    ['76979871', '76979871', null],
  ])('reads %s', (url, id, hash) => {
    expect(parseVimeoUrl(url)).toEqual({ id, hash });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'https://vimeo.com/',
    'https://vimeo.com/wolkwerk',
    'https://vimeo.com/showcase/9876543',
    'https://vimeo.com/event/123456',
    'https://player.vimeo.com/api/player.js',
    'https://www.youtube.com/watch?v=76979871',
    'https://notvimeo.com/76979871',
    'https://vimeo.com.evil.example/76979871',
    'javascript:alert(1)//vimeo.com/76979871',
    'ftp://vimeo.com/76979871',
    'geen url',
  ])('gives null for %p', (url) => {
    expect(parseVimeoUrl(url)).toBeNull();
  });
});

describe('vimeoEmbedUrl', () => {
  it('builds the player url with do-not-track', () => {
    expect(vimeoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('keeps the privacy hash of an unlisted video', () => {
    expect(vimeoEmbedUrl('https://vimeo.com/76979871/8272103f6e')).toBe('https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1');
  });

  it('gives null when the url names no video', () => {
    expect(vimeoEmbedUrl('https://example.com/video.mp4')).toBeNull();
    expect(vimeoEmbedUrl(null)).toBeNull();
  });
});

describe('vimeoWatchUrl and withAutoplay', () => {
  it('leads to the video on vimeo.com, keeping an unlisted video’s hash', () => {
    expect(vimeoWatchUrl('https://player.vimeo.com/video/76979871?dnt=1')).toBe('https://vimeo.com/76979871');
    expect(vimeoWatchUrl('https://vimeo.com/123456789/abcdef1234')).toBe('https://vimeo.com/123456789/abcdef1234');
    expect(vimeoWatchUrl('https://vimeo.com/wolkwerk')).toBeNull();
    expect(vimeoWatchUrl(null)).toBeNull();
  });

  it('adds autoplay to a player url with or without a query', () => {
    expect(withAutoplay('https://player.vimeo.com/video/1?dnt=1')).toBe('https://player.vimeo.com/video/1?dnt=1&autoplay=1');
    expect(withAutoplay('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1?autoplay=1');
  });
});
