import { CARD_IMAGE_WIDTH, mediaImageData } from './image-data';

const url = 'https://wordpress.example/wp-content/uploads/2026/10/rack.jpg';

function widthsOf(srcSet: string | undefined) {
  return (srcSet ?? '').split(',').map((candidate) => Number(candidate.trim().split(' ')[1]!.replace('w', '')));
}

describe('mediaImageData', () => {
  it('lays out the documented widths (base, base/1.5, base/2.75) in webp, the original as fallback', () => {
    const data = mediaImageData({ url, width: 3200, height: 1800, placeholder: 'data:image/webp;base64,AAAA' })!;
    expect(data.layout).toBe('constrained');
    expect({ width: data.width, height: data.height }).toEqual({ width: 1920, height: 1080 });
    const [webp] = data.images.sources!;
    expect(webp!.type).toBe('image/webp');
    expect(widthsOf(webp!.srcSet)).toEqual([698, 1280, 1920]);
    expect(webp!.srcSet).toContain(`${url}?width=1280&format=webp 1280w`);
    expect(widthsOf(data.images.fallback!.srcSet)).toEqual([698, 1280, 1920]);
    expect(data.images.fallback!.src).toBe(`${url}?width=1920`);
    expect(data.placeholder).toEqual({ fallback: 'data:image/webp;base64,AAAA' });
  });

  it('never asks for more than the original has', () => {
    const data = mediaImageData({ url, width: 800, height: 600 })!;
    expect(data.width).toBe(800);
    expect(widthsOf(data.images.sources![0]!.srcSet)).toEqual([291, 533, 800]);
    expect(data.placeholder).toBeUndefined();
  });

  it('sizes a card at its own base width', () => {
    const data = mediaImageData({ url, width: 1600, height: 900 }, CARD_IMAGE_WIDTH)!;
    expect(widthsOf(data.images.fallback!.srcSet)).toEqual([233, 427, 640]);
    expect(data.images.fallback!.sizes).toBe('(min-width: 640px) 640px, 100vw');
  });

  it('keeps a query the media URL already has', () => {
    const data = mediaImageData({ url: `${url}?ver=2`, width: 1600, height: 900 }, 640)!;
    expect(data.images.fallback!.src).toBe(`${url}?ver=2&width=640`);
  });

  it.each([
    ['no URL', { url: null, width: 100, height: 100 }],
    ['no width', { url, width: null, height: 100 }],
    ['a zero height', { url, width: 100, height: 0 }],
  ])('gives nothing for %s', (_name, source) => {
    expect(mediaImageData(source)).toBeNull();
  });
});
