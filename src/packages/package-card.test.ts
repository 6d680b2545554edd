import fc from 'fast-check';
import {
  featureList,
  officeFeatures,
  packageSpecs,
  quoteHrefOf,
  showsArrows,
  sortByPriceFrom,
  toPackageCard,
  toPackageCards,
  type PackageCardData,
  type PackageCardSource,
} from './package-card';

const icon = {
  altText: '',
  mediaItemUrl: '/wp-content/uploads/niveau-iron.png',
  blurBase64: null,
  mediaDetails: { width: 96, height: 96 },
  imageData: null,
};

const pkg = (
  overrides: Partial<NonNullable<PackageCardSource['info']>> = {},
  title: string | null = 'VPS Iron',
  databaseId = 2001,
): PackageCardSource => ({
  databaseId,
  title,
  info: { type: 'vps', level: 'iron', vcpu: 1, ram: 2, nvme: 40, priceFrom: 9.95, icon, ...overrides },
});

describe('quoteHrefOf', () => {
  it.each([
    ['VPS Iron', '/offerte-aanvragen/?Pakket=VPS%20Iron'],
    ['Cloud PC Gold', '/offerte-aanvragen/?Pakket=Cloud%20PC%20Gold'],
    ['A&B #1?', '/offerte-aanvragen/?Pakket=A%26B%20%231%3F'],
  ])('%p → %p', (title, href) => {
    expect(quoteHrefOf(title)).toBe(href);
  });

  it('gives back the title through URLSearchParams for any title', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (title) => {
        expect(new URL(quoteHrefOf(title), 'https://example.nl').searchParams.get('Pakket')).toBe(title);
      }),
    );
  });
});

describe('featureList', () => {
  it.each<[string | null | undefined, string[]]>([
    ['Nederlands datacenter, NVMe-opslag,Dagelijkse back-up', ['Nederlands datacenter', 'NVMe-opslag', 'Dagelijkse back-up']],
    [' a ,, b , ', ['a', 'b']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%p → %p', (features, list) => {
    expect(featureList(features)).toEqual(list);
  });
});

describe('packageSpecs', () => {
  it.each<[Partial<NonNullable<PackageCardSource['info']>>, string[]]>([
    [{}, ['1 vCPU', '2 GB RAM', '40 GB NVMe']],
    [{ vcpu: 12, ram: 64, nvme: 1000 }, ['12 vCPU', '64 GB RAM', '1.000 GB NVMe']],
    [{ ram: 0.5 }, ['1 vCPU', '0,5 GB RAM', '40 GB NVMe']],
    [{ vcpu: null, nvme: 0 }, ['2 GB RAM']],
  ])('%p → %p', (info, specs) => {
    expect(packageSpecs(pkg(info).info)).toEqual(specs);
  });

  it('is empty without info', () => {
    expect(packageSpecs(null)).toEqual([]);
  });
});

describe('officeFeatures', () => {
  it("lists the flags answered 'Ja' in a fixed order", () => {
    expect(
      officeFeatures(
        pkg({ type: 'office', workSafeFromHome: 'Ja', flexible: 'Ja', fullBackup: 'Nee', unlimitedData: ' ja ', fullService: null }).info,
      ),
    ).toEqual(['Flexibel uit te breiden', 'Onbeperkt dataverkeer', 'Veilig thuiswerken']);
  });

  it('is empty when no flag says Ja', () => {
    expect(officeFeatures(pkg({ type: 'office', flexible: 'Nee', fullBackup: 'NEE' }).info)).toEqual([]);
  });
});

describe('toPackageCard', () => {
  it('maps a vps package', () => {
    expect(toPackageCard(pkg())).toEqual({
      databaseId: 2001,
      title: 'VPS Iron',
      type: 'vps',
      level: 'iron',
      icon,
      specs: ['1 vCPU', '2 GB RAM', '40 GB NVMe'],
      features: [],
      priceFromCents: 995,
      quoteHref: '/offerte-aanvragen/?Pakket=VPS%20Iron',
    });
  });

  it('gives office packages their features, other types none even with flags set', () => {
    expect(toPackageCard(pkg({ type: 'office', flexible: 'Ja' }))?.features).toEqual(['Flexibel uit te breiden']);
    expect(toPackageCard(pkg({ type: 'pc', flexible: 'Ja' }))?.features).toEqual([]);
  });

  it.each<[string, PackageCardSource, Partial<PackageCardData>]>([
    ['unknown level', pkg({ level: 'wood' }), { level: null }],
    ['unknown type', pkg({ type: 'mainframe' }), { type: null }],
    ['no price', pkg({ priceFrom: null }), { priceFromCents: null }],
    ['no icon', pkg({ icon: null }), { icon: null }],
    ['no info', { databaseId: 1, title: 'X', info: null }, { type: null, level: null, specs: [], features: [], priceFromCents: null }],
  ])('%s', (_name, source, expected) => {
    expect(toPackageCard(source)).toMatchObject(expected);
  });

  it.each([null, '', '   '])('leaves out a package titled %p', (title) => {
    expect(toPackageCard(pkg({}, title))).toBeNull();
  });
});

describe('toPackageCards', () => {
  it('sorts by priceFrom ascending, drops holes and untitled packages, puts priceless ones last', () => {
    const cards = toPackageCards([
      pkg({ priceFrom: 34.95 }, 'B', 3),
      null,
      pkg({ priceFrom: null }, 'Z', 9),
      pkg({}, null, 8),
      pkg({ priceFrom: 9.95 }, 'A', 1),
      pkg({ priceFrom: 34.95 }, 'C', 4),
    ]);
    expect(cards.map((card) => card.title)).toEqual(['A', 'B', 'C', 'Z']);
  });

  it('is empty for nothing', () => {
    expect(toPackageCards(null)).toEqual([]);
    expect(toPackageCards(undefined)).toEqual([]);
  });
});

describe('sortByPriceFrom', () => {
  it('gives a stable ascending order for any prices', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null })), (prices) => {
        const items = prices.map((price, position) => ({ price, position }));
        const sorted = sortByPriceFrom(items, (item) => item.price);
        expect(sorted).toHaveLength(items.length);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          const pa = a.price ?? Infinity;
          const pb = b.price ?? Infinity;
          expect(pa <= pb).toBe(true);
          if (pa === pb) expect(a.position).toBeLessThan(b.position);
        }
      }),
    );
  });
});

describe('showsArrows', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, true],
    [7, true],
  ])('%p packages → %p', (count, shown) => {
    expect(showsArrows(count)).toBe(shown);
  });
});
