import { DEFAULT_IMAGE_WIDTH } from '../styles/constants';
import { mediaUrl, responsiveSources } from './media-url';

const URL_ = 'http://127.0.0.1:8788/wp-content/uploads/2026/10/datacenter.jpg';

describe('mediaUrl', () => {
  it('appends width and format', () => {
    expect(mediaUrl(URL_, { width: 1920, format: 'webp' })).toBe(`${URL_}?width=1920&format=webp`);
    expect(mediaUrl(URL_, { width: 800 })).toBe(`${URL_}?width=800`);
  });

  it('appends height only when given', () => {
    expect(mediaUrl(URL_, { width: 400, height: 300, format: 'webp' })).toBe(`${URL_}?width=400&height=300&format=webp`);
    expect(mediaUrl(URL_, { width: 400, height: null })).toBe(`${URL_}?width=400`);
    expect(mediaUrl(URL_, { width: 400, height: undefined })).toBe(`${URL_}?width=400`);
  });

  it('adds to a query the url already has, keeping the hash last', () => {
    expect(mediaUrl(`${URL_}?ver=2&crop=1`, { width: 640, format: 'webp' })).toBe(`${URL_}?ver=2&crop=1&width=640&format=webp`);
    expect(mediaUrl(`${URL_}?`, { width: 640 })).toBe(`${URL_}?width=640`);
    expect(mediaUrl(`${URL_}?ver=2#top`, { width: 640 })).toBe(`${URL_}?ver=2&width=640#top`);
  });

  it('replaces width, height and format the url already has', () => {
    expect(mediaUrl(`${URL_}?width=100&ver=2&format=png&height=5`, { width: 640, format: 'webp' })).toBe(
      `${URL_}?ver=2&width=640&format=webp`,
    );
  });

  it('rounds sizes and leaves out sizes that are not positive numbers', () => {
    expect(mediaUrl(URL_, { width: 697.6, height: 392.4 })).toBe(`${URL_}?width=698&height=392`);
    expect(mediaUrl(URL_, { width: Number.NaN, height: 0 })).toBe(URL_);
  });

  it('works with site-relative urls and returns an empty string without a url', () => {
    expect(mediaUrl('/media/logo.png', { width: 200 })).toBe('/media/logo.png?width=200');
    expect(mediaUrl('', { width: 200 })).toBe('');
    expect(mediaUrl(null, { width: 200 })).toBe('');
  });
});

describe('responsiveSources', () => {
  it('uses widths base, base / 1.5 and base / 2.75 in webp, base 1920 by default', () => {
    const result = responsiveSources('url');
    expect(DEFAULT_IMAGE_WIDTH).toBe(1920);
    expect(result.srcSet).toBe('url?width=1920&format=webp 1920w, url?width=1280&format=webp 1280w, url?width=698&format=webp 698w');
    expect(result.sizes).toBe('(max-width: 1920px) 100vw, 1920px');
    expect(result.type).toBe('image/webp');
    expect(result.sources).toEqual([
      { url: 'url?width=1920&format=webp', width: 1920 },
      { url: 'url?width=1280&format=webp', width: 1280 },
      { url: 'url?width=698&format=webp', width: 698 },
    ]);
  });

  it('uses the given base width', () => {
    expect(responsiveSources(URL_, { width: 600 }).srcSet).toBe(
      `${URL_}?width=600&format=webp 600w, ${URL_}?width=400&format=webp 400w, ${URL_}?width=218&format=webp 218w`,
    );
  });

  it('ignores the height while fluid', () => {
    const result = responsiveSources(URL_, { width: 1200, height: 600 });
    expect(result.srcSet).not.toContain('height=');
  });

  it('scales the height proportionally when not fluid', () => {
    const result = responsiveSources('url?ver=3', { width: 1920, height: 1080, fluid: false });
    expect(result.sources).toEqual([
      { url: 'url?ver=3&width=1920&height=1080&format=webp', width: 1920, height: 1080 },
      { url: 'url?ver=3&width=1280&height=720&format=webp', width: 1280, height: 720 },
      { url: 'url?ver=3&width=698&height=393&format=webp', width: 698, height: 393 },
    ]);
    expect(result.srcSet).toBe(
      'url?ver=3&width=1920&height=1080&format=webp 1920w, url?ver=3&width=1280&height=720&format=webp 1280w, url?ver=3&width=698&height=393&format=webp 698w',
    );
  });

  it('requests by width only when not fluid but without a height', () => {
    expect(responsiveSources('url', { width: 300, fluid: false }).srcSet).toBe(
      'url?width=300&format=webp 300w, url?width=200&format=webp 200w, url?width=109&format=webp 109w',
    );
  });

  it('does not repeat a width for tiny images', () => {
    expect(responsiveSources('url', { width: 2 }).sources.map((source) => source.width)).toEqual([2, 1]);
  });

  it('has no sources without a url', () => {
    expect(responsiveSources(undefined)).toEqual({
      srcSet: '',
      sizes: '(max-width: 1920px) 100vw, 1920px',
      type: 'image/webp',
      sources: [],
    });
  });
});
