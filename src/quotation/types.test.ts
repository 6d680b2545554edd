import { packages as fixturePackages } from '../../mocks/content/packages.ts';
import { DEFAULT_UPGRADE_MAX, isYes, toCents, toCount, toQuotationPackage, toQuotationPackages, type RawPackage } from './types';

const baseInfo = { type: 'vps', level: 'gold', priceFrom: 99, oneTimeCost: 49, minAmount: 1, optionOperatingSystems: ['debian'] };
const raw = (info: Record<string, unknown> | null, extra: Partial<RawPackage> = {}): RawPackage => ({
  databaseId: 7,
  title: 'VPS Gold',
  info,
  ...extra,
});

describe('toCents', () => {
  it.each<[unknown, number | null]>([
    [9.95, 995],
    [0.1 + 0.2, 30],
    [12.5, 1250],
    [249, 24900],
    [0, 0],
    ['12.50', 1250],
    ['12,50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 7.5 ', 750],
    ['€ 1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234', 123400],
    ['-3,10', -310],
    ['', null],
    ['twaalf', null],
    ['12.345', 1234500],
    ['12.3456', null],
    ['1.234.5', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Infinity, null],
    [true, null],
  ])('%p → %p', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });
});

describe('toCount and isYes', () => {
  it.each<[unknown, number | null]>([
    [3, 3],
    ['3', 3],
    [2.9, 2],
    [0, 0],
    [-1, null],
    ['', null],
    ['x', null],
    [null, null],
  ])('toCount(%p) → %p', (value, count) => {
    expect(toCount(value)).toBe(count);
  });

  it.each<[unknown, boolean]>([
    ['Ja', true],
    ['ja ', true],
    [true, true],
    [1, true],
    ['1', true],
    ['Nee', false],
    [false, false],
    [null, false],
    ['', false],
  ])('isYes(%p) → %p', (value, yes) => {
    expect(isYes(value)).toBe(yes);
  });
});

describe('toQuotationPackage', () => {
  it('reads a Gatsby node with numbers, flags and defaults', () => {
    const pkg = toQuotationPackage(
      raw({
        ...baseInfo,
        priceFrom: '99,00',
        oneTimeCost: '49.00',
        upgradeMsRdp: true,
        upgradeMsRdpMax: null,
        upgradeIpv4: true,
        upgradeIpv4Max: 1,
        upgradeVcpuCore: false,
        upgradeVcpuCoreMax: 4,
        upgradeRam: 'Ja',
        upgradeStorage: '100gb_nvme_1',
        upgradeStorageMax: '20',
        vcpu: 6,
        ram: 32,
        nvme: 400,
      }),
    );
    expect(pkg).toEqual({
      databaseId: 7,
      title: 'VPS Gold',
      type: 'vps',
      level: 'gold',
      priceFromCents: 9900,
      oneTimeCostCents: 4900,
      minAmount: 1,
      operatingSystems: ['debian'],
      upgrades: {
        msRdp: { allowed: true, max: 50 },
        ipv4: { allowed: true, max: 1 },
        vcpu: { allowed: false, max: 0 },
        ram: { allowed: true, max: 63 },
        storage: { allowed: true, max: 20 },
      },
      cheapStorage: true,
      officeOptions: { extraSafeHome: false, fullService: false, extraStorageUnlimited: false },
      features: [],
      vcpu: 6,
      ramGb: 32,
      nvmeGb: 400,
    });
  });

  it.each<[string, unknown, boolean, boolean]>([
    ['100gb_nvme', '100gb_nvme', true, false],
    ['100gb_nvme_1', '100gb_nvme_1', true, true],
    ['null', null, false, false],
    ['empty', '', false, false],
    ['Nee', 'Nee', false, false],
  ])('reads upgradeStorage %s', (_name, upgradeStorage, allowed, cheap) => {
    const pkg = toQuotationPackage(raw({ ...baseInfo, upgradeStorage }))!;
    expect(pkg.upgrades.storage).toEqual({ allowed, max: allowed ? DEFAULT_UPGRADE_MAX.storage : 0 });
    expect(pkg.cheapStorage).toBe(cheap);
  });

  it('keeps only known, distinct operating systems', () => {
    const pkg = toQuotationPackage(raw({ ...baseInfo, optionOperatingSystems: ['ubuntu', null, 'Windows_2022', 'beos', 'ubuntu'] }))!;
    expect(pkg.operatingSystems).toEqual(['ubuntu', 'windows_2022']);
  });

  it('reads a missing minAmount as no minimum, and zero or null one-time cost as 0', () => {
    expect(toQuotationPackage(raw({ ...baseInfo, minAmount: null, oneTimeCost: null }))).toMatchObject({
      minAmount: null,
      oneTimeCostCents: 0,
    });
    expect(toQuotationPackage(raw({ ...baseInfo, minAmount: 0 }))).toMatchObject({ minAmount: null });
    expect(toQuotationPackage(raw({ ...baseInfo, minAmount: '3' }))).toMatchObject({ minAmount: 3 });
  });

  it('lists the office features answered Ja, and office silver asks all three options', () => {
    const info = {
      ...baseInfo,
      type: 'office',
      level: 'silver',
      flexible: 'Ja',
      fullBackup: 'Nee',
      unlimitedData: 'Ja',
      workSafeFromHome: null,
    };
    const silver = toQuotationPackage(raw(info))!;
    expect(silver.features).toEqual(['flexible', 'unlimitedData']);
    expect(silver.officeOptions).toEqual({ extraSafeHome: true, fullService: true, extraStorageUnlimited: true });
    const gold = toQuotationPackage(raw({ ...info, level: 'gold', optionFullService: true }))!;
    expect(gold.officeOptions).toEqual({ extraSafeHome: false, fullService: true, extraStorageUnlimited: false });
    // Office options belong to office packages only.
    expect(toQuotationPackage(raw({ ...baseInfo, optionFullService: true }))!.officeOptions.fullService).toBe(false);
  });

  it.each<[string, RawPackage | null]>([
    ['null', null],
    ['no info', raw(null)],
    ['no id', raw(baseInfo, { databaseId: null })],
    ['id 0', raw(baseInfo, { databaseId: 0 })],
    ['no title', raw(baseInfo, { title: '  ' })],
    ['an unknown type', raw({ ...baseInfo, type: 'server' })],
    ['no price', raw({ ...baseInfo, priceFrom: null })],
    ['a price that is text', raw({ ...baseInfo, priceFrom: 'op aanvraag' })],
    ['a negative price', raw({ ...baseInfo, priceFrom: -1 })],
  ])('gives null for %s', (_case, value) => {
    expect(toQuotationPackage(value)).toBeNull();
  });

  it('reads every fixture package and sorts them by price', () => {
    const all = toQuotationPackages([...fixturePackages].reverse());
    expect(all).toHaveLength(fixturePackages.length);
    const prices = all.map((pkg) => pkg.priceFromCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const bronze = all.find((pkg) => pkg.databaseId === 2003)!;
    expect(bronze).toMatchObject({ priceFromCents: 3495, oneTimeCostCents: 2500, minAmount: 1, cheapStorage: false });
    expect(bronze.upgrades).toEqual({
      msRdp: { allowed: true, max: 10 },
      ipv4: { allowed: true, max: 3 },
      vcpu: { allowed: true, max: 15 },
      ram: { allowed: true, max: 63 },
      storage: { allowed: true, max: 99 },
    });
    expect(toQuotationPackages([null, raw(null), ...fixturePackages.slice(0, 1)])).toHaveLength(1);
  });
});
