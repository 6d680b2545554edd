import { absoluteUrl, canonicalUrl, trimSiteUrl } from './absolute-url';

describe('trimSiteUrl', () => {
  it('drops trailing slashes', () => {
    expect(trimSiteUrl('https://www.wolkwerk.nl/')).toBe('https://www.wolkwerk.nl');
    expect(trimSiteUrl(' http://localhost:9000 ')).toBe('http://localhost:9000');
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://www.wolkwerk.nl/'],
    ['/diensten/vps/', 'https://www.wolkwerk.nl/diensten/vps/'],
    ['diensten/', 'https://www.wolkwerk.nl/diensten/'],
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['//cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
  ])('%s → %s', (input, expected) => {
    expect(absoluteUrl(input, 'https://www.wolkwerk.nl/')).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['/', 'https://www.wolkwerk.nl/'],
    ['', 'https://www.wolkwerk.nl/'],
    ['/contact', 'https://www.wolkwerk.nl/contact/'],
    ['/contact/', 'https://www.wolkwerk.nl/contact/'],
    ['/offerte-aanvragen/?Pakket=VPS#top', 'https://www.wolkwerk.nl/offerte-aanvragen/'],
    ['/404.html', 'https://www.wolkwerk.nl/404.html'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalUrl(input, 'https://www.wolkwerk.nl')).toBe(expected);
  });
});
