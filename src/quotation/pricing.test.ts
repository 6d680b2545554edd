import fc from 'fast-check';
import { packages as fixturePackages } from '../../mocks/content/packages.ts';
import { formatPrice } from '../lib/format';
import {
  EXTRA_PRICES_CENTS,
  MAX_AMOUNT,
  addPackage,
  allowedUpgrades,
  clampAmount,
  clampUpgrade,
  decrementAmount,
  decrementRemoves,
  extrasCents,
  incrementAmount,
  lineExtras,
  monthlyCents,
  newItem,
  onceCents,
  removeItem,
  setAmount,
  setOfficeOption,
  setOperatingSystem,
  setUpgrade,
  summarize,
} from './pricing';
import {
  OFFICE_OPTION_KEYS,
  OPERATING_SYSTEMS,
  UPGRADE_KEYS,
  toQuotationPackage,
  toQuotationPackages,
  type OperatingSystem,
  type QuotationItem,
  type QuotationPackage,
  type UpgradeKey,
} from './types';

/** A package that allows everything at the default maxima, priced 10.00 a month and 25.00 once. */
function makePackage(info: Record<string, unknown> = {}, title = 'VPS Test'): QuotationPackage {
  const pkg = toQuotationPackage({
    databaseId: 1,
    title,
    info: {
      type: 'vps',
      level: 'gold',
      priceFrom: 10,
      oneTimeCost: 25,
      minAmount: null,
      optionOperatingSystems: OPERATING_SYSTEMS,
      upgradeMsRdp: true,
      upgradeIpv4: true,
      upgradeVcpuCore: true,
      upgradeRam: true,
      upgradeStorage: '100gb_nvme',
      ...info,
    },
  });
  if (!pkg) throw new Error('test package did not parse');
  return pkg;
}

const fixtures = toQuotationPackages(fixturePackages);
const fixture = (id: number) => fixtures.find((pkg) => pkg.databaseId === id)!;
const upgraded = (item: QuotationItem, upgrades: Partial<Record<UpgradeKey, number>>): QuotationItem => ({
  ...item,
  upgrades: { ...item.upgrades, ...upgrades },
});

describe('the price table of docs/behaviour/packages-and-quotation.md#prices-and-rounding, one row each', () => {
  const vps = makePackage();
  const cheapStorage = makePackage({ upgradeStorage: '100gb_nvme_1' });
  const pc = makePackage({ type: 'pc' });
  const pcCheapStorage = makePackage({ type: 'pc', upgradeStorage: '100gb_nvme_1' });
  const officeSilver = makePackage({ type: 'office', level: 'silver' });
  const base = newItem(vps);

  it.each<[string, QuotationPackage, QuotationItem, number]>([
    ['no extras', vps, base, 0],
    ['Windows OS windows_2016', vps, { ...base, operatingSystem: 'windows_2016' }, 1750],
    ['Windows OS windows_2019', vps, { ...base, operatingSystem: 'windows_2019' }, 1750],
    ['Windows OS windows_2022', vps, { ...base, operatingSystem: 'windows_2022' }, 1750],
    ['Windows OS windows_server', vps, { ...base, operatingSystem: 'windows_server' }, 1750],
    ['debian is free', vps, { ...base, operatingSystem: 'debian' }, 0],
    ['ubuntu is free', vps, { ...base, operatingSystem: 'ubuntu' }, 0],
    ['ubuntu_debian is free', vps, { ...base, operatingSystem: 'ubuntu_debian' }, 0],
    ['MS RDP 13.50 each', vps, upgraded(base, { msRdp: 3 }), 4050],
    ['extra IPv4 2 each', vps, upgraded(base, { ipv4: 3 }), 600],
    ['vCPU core 10 each', vps, upgraded(base, { vcpu: 2 }), 2000],
    ['RAM 10 per GB', vps, upgraded(base, { ram: 7 }), 7000],
    ['storage 15 per 100 GB', vps, upgraded(base, { storage: 3 }), 4500],
    ['storage 7.50 per 100 GB with 100gb_nvme_1', cheapStorage, upgraded(base, { storage: 3 }), 2250],
    ['PC storage 15 per 100 GB', pc, upgraded(base, { storage: 1 }), 1500],
    ['PC storage 7.50 per 100 GB with 100gb_nvme_1', pcCheapStorage, upgraded(base, { storage: 1 }), 750],
    [
      'office silver: extra safe home incl. VPN 5',
      officeSilver,
      { ...base, officeOptions: { extraSafeHome: 'yes', fullService: 'no', extraStorageUnlimited: 'no' } },
      500,
    ],
    [
      'office silver: full service 24/7 10',
      officeSilver,
      { ...base, officeOptions: { extraSafeHome: 'no', fullService: 'yes', extraStorageUnlimited: 'no' } },
      1000,
    ],
    [
      'office silver: extra storage unlimited 10',
      officeSilver,
      { ...base, officeOptions: { extraSafeHome: 'no', fullService: 'no', extraStorageUnlimited: 'yes' } },
      1000,
    ],
    [
      'office silver: all three',
      officeSilver,
      { ...base, officeOptions: { extraSafeHome: 'yes', fullService: 'yes', extraStorageUnlimited: 'yes' } },
      2500,
    ],
    ['office silver: unanswered costs nothing', officeSilver, base, 0],
    [
      'everything together',
      vps,
      { ...upgraded(base, { msRdp: 1, ipv4: 1, vcpu: 1, ram: 1, storage: 1 }), operatingSystem: 'windows_2022' },
      1750 + 1350 + 200 + 1000 + 1000 + 1500,
    ],
  ])('%s', (_row, pkg, item, extras) => {
    expect(extrasCents(pkg, item)).toBe(extras);
    expect(monthlyCents(pkg, { ...item, amount: 1 })).toBe(1000 + extras);
    expect(monthlyCents(pkg, { ...item, amount: 3 })).toBe((1000 + extras) * 3);
  });

  it('names each extra for the summary', () => {
    const item = { ...upgraded(base, { msRdp: 2, storage: 1 }), operatingSystem: 'windows_server' as const };
    expect(lineExtras(vps, item)).toEqual([
      { key: 'windowsOs', label: 'Windows licentie', count: 1, unitCents: 1750, cents: 1750 },
      { key: 'msRdp', label: 'MS RDP licentie', count: 2, unitCents: 1350, cents: 2700 },
      { key: 'storage', label: 'Extra opslag (100 GB NVMe)', count: 1, unitCents: 1500, cents: 1500 },
    ]);
  });

  it('charges nothing for what the package does not offer (a tampered item cannot change the price)', () => {
    const bare = makePackage({
      upgradeMsRdp: false,
      upgradeIpv4: false,
      upgradeVcpuCore: false,
      upgradeRam: false,
      upgradeStorage: null,
      optionOperatingSystems: ['debian'],
    });
    const tampered = { ...upgraded(base, { msRdp: 5, ipv4: 5, vcpu: 5, ram: 5, storage: 5 }), operatingSystem: 'windows_2022' as const };
    expect(extrasCents(bare, tampered)).toBe(0);
    expect(extrasCents(makePackage({ upgradeIpv4Max: 1 }), upgraded(base, { ipv4: 3 }))).toBe(200);
    // Office options on a package that does not ask them.
    expect(
      extrasCents(makePackage({ type: 'office', level: 'gold' }), {
        ...base,
        officeOptions: { extraSafeHome: 'yes', fullService: 'yes', extraStorageUnlimited: 'yes' },
      }),
    ).toBe(0);
  });

  it('prices the one-time cost per package', () => {
    expect(onceCents(vps, { ...base, amount: 1 })).toBe(2500);
    expect(onceCents(vps, { ...base, amount: 4 })).toBe(10000);
    expect(onceCents(makePackage({ oneTimeCost: null }), base)).toBe(0);
  });
});

describe('amounts', () => {
  const noMinimum = makePackage();
  const minimumThree = makePackage({ minAmount: 3 });

  it('starts a line at info.minAmount or 1, every upgrade at 0, nothing chosen', () => {
    expect(newItem(noMinimum)).toEqual({
      packageId: 1,
      amount: 1,
      operatingSystem: null,
      officeOptions: { extraSafeHome: null, fullService: null, extraStorageUnlimited: null },
      upgrades: { msRdp: 0, ipv4: 0, vcpu: 0, ram: 0, storage: 0 },
    });
    expect(newItem(minimumThree).amount).toBe(3);
  });

  it.each<[string, QuotationPackage, number, number]>([
    ['no minimum: 0 stays 0', noMinimum, 0, 0],
    ['no minimum: 5', noMinimum, 5, 5],
    ['no minimum: 99', noMinimum, 99, 99],
    ['above 99', noMinimum, 150, 99],
    ['negative', noMinimum, -4, 0],
    ['a fraction', noMinimum, 2.7, 2],
    ['NaN', noMinimum, Number.NaN, 0],
    ['below the minimum', minimumThree, 1, 3],
    ['at the minimum', minimumThree, 3, 3],
  ])('clampAmount: %s', (_case, pkg, amount, clamped) => {
    expect(clampAmount(pkg, amount)).toBe(clamped);
  });

  it.each<[string, QuotationPackage, number, number | null]>([
    ['0 removes', noMinimum, 0, null],
    ['a negative number removes', noMinimum, -1, null],
    ['12 sets 12', noMinimum, 12, 12],
    ['1000 sets 99', noMinimum, 1000, 99],
    ['below the minimum sets the minimum', minimumThree, 2, 3],
    ['0 removes below a minimum too', minimumThree, 0, null],
  ])('setAmount: %s', (_case, pkg, amount, expected) => {
    const result = setAmount([newItem(pkg)], pkg, amount);
    expect(result[0]?.amount ?? null).toBe(expected);
  });

  it('setAmount with NaN (an emptied input) changes nothing', () => {
    const items = [newItem(noMinimum)];
    expect(setAmount(items, noMinimum, Number.NaN)).toEqual(items);
  });

  it.each<[string, QuotationPackage, number, number | null]>([
    ['minus at 1 without minimum removes', noMinimum, 1, null],
    ['minus at 2 without minimum gives 1', noMinimum, 2, 1],
    ['minus at the minimum removes', minimumThree, 3, null],
    ['minus above the minimum', minimumThree, 4, 3],
  ])('decrementAmount: %s', (_case, pkg, amount, expected) => {
    const item = { ...newItem(pkg), amount };
    expect(decrementAmount([item], pkg)[0]?.amount ?? null).toBe(expected);
    expect(decrementRemoves(item, pkg)).toBe(expected === null);
  });

  it('plus stops at 99, and adding a package twice adds one to its line', () => {
    expect(incrementAmount([{ ...newItem(noMinimum), amount: 98 }], noMinimum)[0]!.amount).toBe(99);
    expect(incrementAmount([{ ...newItem(noMinimum), amount: 99 }], noMinimum)[0]!.amount).toBe(99);
    const twice = addPackage(addPackage([], minimumThree), minimumThree);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.amount).toBe(4);
  });

  it('changes only the line of its package and keeps the order', () => {
    const other = { ...makePackage(), databaseId: 2 };
    const items = addPackage(addPackage([], noMinimum), other);
    expect(incrementAmount(items, other).map((item) => [item.packageId, item.amount])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(removeItem(items, 1).map((item) => item.packageId)).toEqual([2]);
    expect(items.map((item) => item.amount)).toEqual([1, 1]);
  });
});

describe('options and upgrades', () => {
  const pkg = makePackage({
    optionOperatingSystems: ['debian', 'windows_2019'],
    upgradeIpv4Max: 1,
    upgradeRam: false,
    upgradeStorage: '100gb_nvme_1',
    upgradeStorageMax: 10,
  });
  const items = [newItem(pkg)];

  it('sets an operating system the package offers, and ignores another', () => {
    expect(setOperatingSystem(items, pkg, 'windows_2019')[0]!.operatingSystem).toBe('windows_2019');
    expect(setOperatingSystem(items, pkg, 'windows_2022')[0]!.operatingSystem).toBeNull();
    expect(setOperatingSystem(setOperatingSystem(items, pkg, 'debian'), pkg, null)[0]!.operatingSystem).toBeNull();
  });

  it.each<[UpgradeKey, number, number]>([
    ['msRdp', 50, 50],
    ['msRdp', 51, 50],
    ['ipv4', 1, 1],
    ['ipv4', 2, 1],
    ['vcpu', 15, 15],
    ['vcpu', 16, 15],
    ['ram', 5, 0],
    ['storage', 10, 10],
    ['storage', 11, 10],
    ['storage', -2, 0],
    ['vcpu', 2.5, 2],
  ])('clampUpgrade %s %p → %p', (key, count, clamped) => {
    expect(clampUpgrade(pkg, key, count)).toBe(clamped);
    expect(setUpgrade(items, pkg, key, count)[0]!.upgrades[key]).toBe(clamped);
  });

  it('uses the default maxima: RDP 50, IPv4 3, vCPU 15, RAM 63, storage 99', () => {
    const defaults = makePackage();
    expect(UPGRADE_KEYS.map((key) => clampUpgrade(defaults, key, 1000))).toEqual([50, 3, 15, 63, 99]);
    expect(allowedUpgrades(pkg)).toEqual(['msRdp', 'ipv4', 'vcpu', 'storage']);
  });

  it('answers only the office options the package asks', () => {
    const silver = makePackage({ type: 'office', level: 'silver' });
    const gold = makePackage({ type: 'office', level: 'gold' });
    expect(setOfficeOption([newItem(silver)], silver, 'fullService', 'yes')[0]!.officeOptions.fullService).toBe('yes');
    expect(setOfficeOption([newItem(gold)], gold, 'fullService', 'yes')[0]!.officeOptions.fullService).toBeNull();
  });
});

describe('summarize', () => {
  it('lists lines, setup lines and totals for the fixture packages, to the cent', () => {
    const vpsGold = fixture(2005); // 99.00, setup 49, storage 7.50
    const pcSilver = fixture(2014); // 59.95, setup 49, min 2
    const officeBronze = fixture(2021); // 29.95, setup 15
    let items = addPackage([], vpsGold);
    items = setOperatingSystem(items, vpsGold, 'windows_2022');
    items = setUpgrade(items, vpsGold, 'msRdp', 2);
    items = setUpgrade(items, vpsGold, 'ram', 4);
    items = setUpgrade(items, vpsGold, 'storage', 3);
    items = addPackage(items, pcSilver);
    items = addPackage(items, officeBronze);

    const summary = summarize(fixtures, items);
    // VPS Gold: 99.00 + 17.50 + 2 × 13.50 + 4 × 10 + 3 × 7.50 = 206.00
    expect(summary.lines.map(({ label, cents, price }) => [label, cents, price])).toEqual([
      ['VPS Gold', 20600, '€\u00a0206,00/mnd'],
      ['2x Cloud PC Silver', 11990, '€\u00a0119,90/mnd'],
      ['Cloud Werkplek Bronze', 2995, '€\u00a029,95/mnd'],
    ]);
    expect(summary.setupLines.map(({ label, cents, price }) => [label, cents, price])).toEqual([
      ['VPS setup - VPS Gold', 4900, '€\u00a049,00'],
      ['2x PC setup - Cloud PC Silver', 9800, '€\u00a098,00'],
      ['Office setup - Cloud Werkplek Bronze', 1500, '€\u00a015,00'],
    ]);
    expect(summary.totals).toEqual([
      { key: 'monthly', label: 'Maandelijks', cents: 35585, price: '€\u00a0355,85/mnd' },
      { key: 'once', label: 'Eenmalig', cents: 16200, price: '€\u00a0162,00' },
    ]);
  });

  it('is empty without items, leaves out unknown packages and setup lines without cost', () => {
    expect(summarize(fixtures, [])).toMatchObject({ lines: [], setupLines: [], monthlyCents: 0, onceCents: 0 });
    const free = makePackage({ oneTimeCost: 0 });
    const summary = summarize([free], [newItem(free), { ...newItem(free), packageId: 999 }]);
    expect(summary.lines).toHaveLength(1);
    expect(summary.setupLines).toHaveLength(0);
    expect(summary.totals[1]).toMatchObject({ label: 'Eenmalig', cents: 0, price: '€\u00a00,00' });
  });
});

// ── Properties ──────────────────────────────────────────────────────────────────────────

const osArbitrary = fc.constantFrom<OperatingSystem | null>(null, ...OPERATING_SYSTEMS);
const answerArbitrary = fc.constantFrom<'yes' | 'no' | null>('yes', 'no', null);

/** A package from prices as WordPress may give them: floats with 2 decimals, or Dutch text. */
const packageArbitrary = fc
  .record({
    databaseId: fc.integer({ min: 1, max: 1_000_000 }),
    type: fc.constantFrom('vps', 'pc', 'office'),
    level: fc.constantFrom('iron', 'silver', 'gold'),
    priceCents: fc.integer({ min: 0, max: 100_000 }),
    setupCents: fc.integer({ min: 0, max: 50_000 }),
    priceAsText: fc.boolean(),
    minAmount: fc.option(fc.integer({ min: 1, max: 10 })),
    flags: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    maxima: fc.array(fc.option(fc.integer({ min: 0, max: 120 })), { minLength: 5, maxLength: 5 }),
    cheapStorage: fc.boolean(),
    operatingSystems: fc.subarray([...OPERATING_SYSTEMS]),
  })
  .map((p) => {
    const price = (cents: number) => (p.priceAsText ? `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}` : cents / 100);
    const pkg = toQuotationPackage({
      databaseId: p.databaseId,
      title: `Pakket ${p.databaseId}`,
      info: {
        type: p.type,
        level: p.level,
        priceFrom: price(p.priceCents),
        oneTimeCost: price(p.setupCents),
        minAmount: p.minAmount,
        optionOperatingSystems: p.operatingSystems,
        upgradeMsRdp: p.flags[0],
        upgradeIpv4: p.flags[1],
        upgradeVcpuCore: p.flags[2],
        upgradeRam: p.flags[3],
        upgradeStorage: p.flags[4] ? (p.cheapStorage ? '100gb_nvme_1' : '100gb_nvme') : null,
        upgradeMsRdpMax: p.maxima[0],
        upgradeIpv4Max: p.maxima[1],
        upgradeVcpuCoreMax: p.maxima[2],
        upgradeRamMax: p.maxima[3],
        upgradeStorageMax: p.maxima[4],
      },
    })!;
    return { pkg, priceCents: p.priceCents, setupCents: p.setupCents };
  });

/** An item as a visitor (or a tamperer) may leave it: any counts, any OS. */
const itemFor = (pkg: QuotationPackage) =>
  fc.record({
    packageId: fc.constant(pkg.databaseId),
    amount: fc.integer({ min: 1, max: MAX_AMOUNT }),
    operatingSystem: osArbitrary,
    officeOptions: fc.record({ extraSafeHome: answerArbitrary, fullService: answerArbitrary, extraStorageUnlimited: answerArbitrary }),
    upgrades: fc.record({
      msRdp: fc.integer({ min: -5, max: 200 }),
      ipv4: fc.integer({ min: -5, max: 200 }),
      vcpu: fc.integer({ min: -5, max: 200 }),
      ram: fc.integer({ min: -5, max: 200 }),
      storage: fc.integer({ min: -5, max: 200 }),
    }),
  });

const quotationArbitrary = fc.uniqueArray(packageArbitrary, { selector: (p) => p.pkg.databaseId, maxLength: 6 }).chain((entries) => {
  const packages = entries.map((entry) => entry.pkg);
  return fc.tuple(fc.constant(packages), fc.tuple(...packages.map(itemFor)));
});

describe('properties', () => {
  it('reads every WordPress price to the exact cent, as a float or as Dutch text', () => {
    fc.assert(
      fc.property(packageArbitrary, ({ pkg, priceCents, setupCents }) => {
        expect(pkg.priceFromCents).toBe(priceCents);
        expect(pkg.oneTimeCostCents).toBe(setupCents);
      }),
    );
  });

  it('totals equal the sum of the lines; every amount is whole cents', () => {
    fc.assert(
      fc.property(quotationArbitrary, ([packages, items]) => {
        const summary = summarize(packages, items);
        const sum = (cents: number[]) => cents.reduce((a, b) => a + b, 0);
        expect(summary.monthlyCents).toBe(sum(summary.lines.map((line) => line.cents)));
        expect(summary.onceCents).toBe(sum(summary.setupLines.map((line) => line.cents)));
        for (const line of [...summary.lines, ...summary.setupLines]) expect(Number.isSafeInteger(line.cents)).toBe(true);
        expect(summary.totals.map((total) => total.price)).toEqual([
          formatPrice(summary.monthlyCents, { perMonth: true }),
          formatPrice(summary.onceCents),
        ]);
      }),
    );
  });

  it('a line is (priceFrom + extras) × amount, and extras never exceed the table at the maxima', () => {
    fc.assert(
      fc.property(quotationArbitrary, ([packages, items]) => {
        items.forEach((item, index) => {
          const pkg = packages[index]!;
          const extras = extrasCents(pkg, item);
          expect(monthlyCents(pkg, item)).toBe((pkg.priceFromCents + extras) * item.amount);
          expect(onceCents(pkg, item)).toBe(pkg.oneTimeCostCents * item.amount);
          const most =
            EXTRA_PRICES_CENTS.windowsOs +
            pkg.upgrades.msRdp.max * EXTRA_PRICES_CENTS.msRdp +
            pkg.upgrades.ipv4.max * EXTRA_PRICES_CENTS.ipv4 +
            pkg.upgrades.vcpu.max * EXTRA_PRICES_CENTS.vcpu +
            pkg.upgrades.ram.max * EXTRA_PRICES_CENTS.ram +
            pkg.upgrades.storage.max * EXTRA_PRICES_CENTS.storage +
            EXTRA_PRICES_CENTS.extraSafeHome +
            EXTRA_PRICES_CENTS.fullService +
            EXTRA_PRICES_CENTS.extraStorageUnlimited;
          expect(extras).toBeGreaterThanOrEqual(0);
          expect(extras).toBeLessThanOrEqual(most);
        });
      }),
    );
  });

  it('clamping never leaves the range, whatever is typed', () => {
    const anyNumber = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: false }));
    fc.assert(
      fc.property(packageArbitrary, anyNumber, fc.constantFrom(...UPGRADE_KEYS), ({ pkg }, value, key) => {
        const amount = clampAmount(pkg, value);
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(pkg.minAmount ?? 0);
        expect(amount).toBeLessThanOrEqual(MAX_AMOUNT);
        const upgrade = clampUpgrade(pkg, key, value);
        expect(Number.isInteger(upgrade)).toBe(true);
        expect(upgrade).toBeGreaterThanOrEqual(0);
        expect(upgrade).toBeLessThanOrEqual(pkg.upgrades[key].allowed ? pkg.upgrades[key].max : 0);
      }),
    );
  });

  it('any sequence of builder actions keeps every line within its limits', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('add' as const) }),
      fc.record({ kind: fc.constant('plus' as const) }),
      fc.record({ kind: fc.constant('minus' as const) }),
      fc.record({ kind: fc.constant('set' as const), value: fc.integer({ min: -5, max: 200 }) }),
      fc.record({ kind: fc.constant('upgrade' as const), key: fc.constantFrom(...UPGRADE_KEYS), value: fc.integer({ min: -5, max: 200 }) }),
      fc.record({ kind: fc.constant('os' as const), os: osArbitrary }),
      fc.record({ kind: fc.constant('option' as const), key: fc.constantFrom(...OFFICE_OPTION_KEYS), answer: answerArbitrary }),
    );
    fc.assert(
      fc.property(packageArbitrary, fc.array(action, { maxLength: 30 }), ({ pkg }, actions) => {
        let items: QuotationItem[] = [];
        for (const step of actions) {
          if (step.kind === 'add') items = addPackage(items, pkg);
          if (step.kind === 'plus') items = incrementAmount(items, pkg);
          if (step.kind === 'minus') items = decrementAmount(items, pkg);
          if (step.kind === 'set') items = setAmount(items, pkg, step.value);
          if (step.kind === 'upgrade') items = setUpgrade(items, pkg, step.key, step.value);
          if (step.kind === 'os') items = setOperatingSystem(items, pkg, step.os);
          if (step.kind === 'option') items = setOfficeOption(items, pkg, step.key, step.answer);
          expect(items.length).toBeLessThanOrEqual(1);
          for (const item of items) {
            expect(item.amount).toBeGreaterThanOrEqual(Math.max(1, pkg.minAmount ?? 0));
            expect(item.amount).toBeLessThanOrEqual(MAX_AMOUNT);
            for (const key of UPGRADE_KEYS) expect(item.upgrades[key]).toBe(clampUpgrade(pkg, key, item.upgrades[key]));
            if (item.operatingSystem) expect(pkg.operatingSystems).toContain(item.operatingSystem);
          }
        }
      }),
    );
  });
});
