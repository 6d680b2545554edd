import { imageProcessingFromEnv } from './image-processing';

describe('imageProcessingFromEnv', () => {
  it('takes the image service by default', () => {
    expect(imageProcessingFromEnv({})).toBe('service');
    expect(imageProcessingFromEnv({ WORDPRESS_IMAGES: ' ' })).toBe('service');
  });

  it('takes either value in any case', () => {
    expect(imageProcessingFromEnv({ WORDPRESS_IMAGES: 'Sharp' })).toBe('sharp');
    expect(imageProcessingFromEnv({ WORDPRESS_IMAGES: 'service' })).toBe('service');
  });

  it('refuses anything else, naming both values', () => {
    expect(() => imageProcessingFromEnv({ WORDPRESS_IMAGES: 'cdn' })).toThrow(
      /WORDPRESS_IMAGES is 'cdn'; it must be 'service' .* or 'sharp'/,
    );
  });
});
