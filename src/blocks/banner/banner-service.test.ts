import { findPage, WORDPRESS_URL } from '../../../mocks/content/index';
import { toGatsbyBanner } from '../../../mocks/content/gatsby-shape';
import { fixtureBlockOn } from '../../../mocks/content/select';
import { BANNER_SERVICE_MAX_IMAGES } from '../../styles/constants';
import { bannerServiceImages, sitePath } from './banner-service';
import type { BannerBlock } from './fragment';

type Services = BannerBlock['services'];

const cloudPcPage = findPage('/diensten/cloud-pc/')!;
const cloudPcBanner = toGatsbyBanner(fixtureBlockOn(cloudPcPage, 'Banner', 'banner_service'));
const image = cloudPcBanner.services![0]!.image;

function service(title: string | null, url: string | null, sortNumber: number | null, withImage = true) {
  return { title, sortNumber, link: url === null ? null : { url, title, target: '' }, image: withImage ? image : null };
}

describe('sitePath', () => {
  it.each([
    ['/diensten/vps/', '/diensten/vps/'],
    ['/diensten/vps', '/diensten/vps/'],
    ['diensten/vps/', '/diensten/vps/'],
    ['/diensten/vps/?Service=vps#prijzen', '/diensten/vps/'],
    [`${WORDPRESS_URL}/diensten/vps/`, '/diensten/vps/'],
    ['https://www.wolkwerk.nl/diensten/vps', '/diensten/vps/'],
    ['/', '/'],
    ['https://www.wolkwerk.nl', '/'],
  ])('%s → %s', (url, expected) => {
    expect(sitePath(url)).toBe(expected);
  });

  it.each([null, undefined, '', '   ', 'mailto:info@wolkwerk.nl', 'tel:+31301234567', 'http://[broken'])('is null for %p', (url) => {
    expect(sitePath(url)).toBeNull();
  });
});

describe('bannerServiceImages', () => {
  it('sorts the fixture services by sortNumber and marks the current page', () => {
    const images = bannerServiceImages(cloudPcBanner.services, cloudPcPage.uri);
    expect(images.map((item) => item.name)).toEqual(['VPS', 'Cloud PC', 'Cloud werkplek']);
    expect(images.map((item) => item.current)).toEqual([false, true, false]);
    expect(images.map((item) => item.url)).toEqual(['/diensten/vps/', '/diensten/cloud-pc/', '/diensten/cloud-werkplek/']);
  });

  it('marks nothing current on a page that is none of the services', () => {
    expect(bannerServiceImages(cloudPcBanner.services, '/diensten/').some((item) => item.current)).toBe(false);
    expect(bannerServiceImages(cloudPcBanner.services, null).some((item) => item.current)).toBe(false);
  });

  it('compares paths, so absolute WordPress links and a uri without trailing slash still match', () => {
    const services: Services = [
      service('VPS', `${WORDPRESS_URL}/diensten/vps/`, 1),
      service('Cloud PC', 'https://www.wolkwerk.nl/diensten/cloud-pc', 2),
    ];
    expect(bannerServiceImages(services, '/diensten/vps').map((item) => item.current)).toEqual([true, false]);
    expect(bannerServiceImages(services, '/diensten/cloud-pc/').map((item) => item.current)).toEqual([false, true]);
  });

  it(`shows at most ${BANNER_SERVICE_MAX_IMAGES}, the lowest sortNumbers first, those without a number last`, () => {
    const services: Services = [
      service('Vier', '/vier/', 4),
      service('Zonder nummer', '/zonder/', null),
      service('Twee', '/twee/', 2),
      service('Een', '/een/', 1),
      service('Drie', '/drie/', 3),
    ];
    expect(bannerServiceImages(services, '/').map((item) => item.name)).toEqual(['Een', 'Twee', 'Drie']);
    expect(bannerServiceImages([service('Zonder nummer', '/a/', null), service('Een', '/b/', 1)], '/').map((item) => item.name)).toEqual([
      'Een',
      'Zonder nummer',
    ]);
  });

  it('leaves out services without an image, so they take no place', () => {
    const services: Services = [
      service('Geen beeld', '/a/', 1, false),
      service('Een', '/b/', 2),
      service('Twee', '/c/', 3),
      service('Drie', '/d/', 4),
    ];
    expect(bannerServiceImages(services, '/').map((item) => item.name)).toEqual(['Een', 'Twee', 'Drie']);
  });

  it('names a service by its title, else its link text, else the image alt text', () => {
    const untitled = { title: null, sortNumber: 1, link: { url: '/a/', title: 'Linktekst', target: null }, image };
    const bare = { title: '  ', sortNumber: 2, link: null, image };
    const [first, second] = bannerServiceImages([untitled, bare], '/');
    expect(first!.name).toBe('Linktekst');
    expect(second!.name).toBe(image!.altText);
    expect(second!.url).toBeNull();
  });

  it('survives missing or malformed lists', () => {
    expect(bannerServiceImages(null, '/')).toEqual([]);
    expect(bannerServiceImages(undefined, undefined)).toEqual([]);
    expect(bannerServiceImages([null, { title: 'X', sortNumber: 1, link: null, image: null }], '/')).toEqual([]);
  });
});
