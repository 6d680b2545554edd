import fc from 'fast-check';
import { packages as fixturePackages } from '../../mocks/content/packages.ts';
import { addPackage, newItem, setOfficeOption, setOperatingSystem, setUpgrade } from './pricing';
import { OFFICE_OPTION_KEYS, toQuotationPackages, type QuotationItem } from './types';
import {
  MAX_ITEMS,
  MESSAGES,
  MISSING_OFFICE_OPTIONS,
  MISSING_OPERATING_SYSTEM,
  canSubmit,
  firstItemProblem,
  itemProblems,
  parseSubmittedQuotation,
  restoreItems,
  toSubmittedItems,
} from './validation';

const packages = toQuotationPackages(fixturePackages);
const pkg = (id: number) => packages.find((candidate) => candidate.databaseId === id)!;
const vpsBronze = pkg(2003); // OS windows_2016/2019/2022, debian, ubuntu; RDP max 10, IPv4 3, vCPU 15, RAM 63, storage 99
const vpsIron = pkg(2001); // IPv4 max 1 only
const pcSilver = pkg(2014); // minAmount 2
const officeBronze = pkg(2021);
const officeSilver = pkg(2022);

const answered = (item: QuotationItem): QuotationItem => ({
  ...item,
  officeOptions: { extraSafeHome: 'no', fullService: 'yes', extraStorageUnlimited: 'no' },
});
const withOs = (item: QuotationItem): QuotationItem => ({ ...item, operatingSystem: 'debian' });

describe('before the dialog', () => {
  it.each<[string, QuotationItem[], Array<[number, string]>]>([
    ['no items', [], []],
    ['a vps with an OS', [withOs(newItem(vpsBronze))], []],
    ['a vps without an OS', [newItem(vpsBronze)], [[0, MISSING_OPERATING_SYSTEM]]],
    ['a pc without an OS (only vps requires one)', [newItem(pcSilver)], []],
    ['office bronze without answers', [newItem(officeBronze)], []],
    ['office silver unanswered', [newItem(officeSilver)], [[0, MISSING_OFFICE_OPTIONS]]],
    [
      'office silver with one answer missing',
      [{ ...answered(newItem(officeSilver)), officeOptions: { extraSafeHome: 'no', fullService: null, extraStorageUnlimited: 'yes' } }],
      [[0, MISSING_OFFICE_OPTIONS]],
    ],
    [
      'office silver answered no three times',
      [{ ...newItem(officeSilver), officeOptions: { extraSafeHome: 'no', fullService: 'no', extraStorageUnlimited: 'no' } }],
      [],
    ],
    [
      'several: every failing row in order',
      [newItem(pcSilver), newItem(officeSilver), withOs(newItem(vpsIron)), newItem(vpsBronze)],
      [
        [1, MISSING_OFFICE_OPTIONS],
        [3, MISSING_OPERATING_SYSTEM],
      ],
    ],
  ])('%s', (_case, items, expected) => {
    const problems = itemProblems(packages, items);
    expect(problems.map((problem) => [problem.index, problem.message])).toEqual(expected);
    expect(firstItemProblem(packages, items)?.index ?? null).toBe(expected[0]?.[0] ?? null);
  });

  it('names the package and the kind of the first failing row', () => {
    expect(firstItemProblem(packages, [withOs(newItem(vpsIron)), newItem(vpsBronze)])).toEqual({
      index: 1,
      packageId: 2003,
      kind: 'operatingSystem',
      message: 'Kies een operating system',
    });
  });

  it('the submit button needs at least one item', () => {
    expect(canSubmit([])).toBe(false);
    expect(canSubmit([newItem(vpsIron)])).toBe(true);
  });
});

describe('parseSubmittedQuotation (the server)', () => {
  const valid: QuotationItem[] = (() => {
    let items = addPackage([], vpsBronze);
    items = setOperatingSystem(items, vpsBronze, 'windows_2022');
    items = setUpgrade(items, vpsBronze, 'msRdp', 2);
    items = setUpgrade(items, vpsBronze, 'ram', 4);
    items = setUpgrade(items, vpsBronze, 'storage', 3);
    items = addPackage(items, pcSilver);
    items = addPackage(items, officeSilver);
    for (const key of OFFICE_OPTION_KEYS) items = setOfficeOption(items, officeSilver, key, 'yes');
    return items;
  })();
  const submitted = toSubmittedItems(packages, valid);
  const change = (index: number, patch: Record<string, unknown>) =>
    submitted.map((item, i) => (i === index ? { ...item, ...patch } : item));

  it('accepts what the builder sends, as JSON text or as a value, and gives back clean items', () => {
    expect(parseSubmittedQuotation(JSON.stringify(submitted), packages)).toEqual({ ok: true, items: valid });
    expect(parseSubmittedQuotation(valid, packages)).toEqual({ ok: true, items: valid });
  });

  it('drops anything the client added', () => {
    const extra = [{ ...submitted[0], title: 'Gratis', priceFromCents: 1, isAdmin: true }, ...submitted.slice(1)];
    const result = parseSubmittedQuotation(JSON.stringify(extra), packages);
    expect(result).toEqual({ ok: true, items: valid });
  });

  it('reads missing upgrades and options as none', () => {
    const result = parseSubmittedQuotation([{ packageId: 2001, amount: 1, operatingSystem: 'debian' }], packages);
    expect(result).toEqual({ ok: true, items: [withOs(newItem(vpsIron))] });
  });

  it.each<[string, unknown, string]>([
    ['malformed JSON', '[{"packageId": 2003,', MESSAGES.malformed],
    ['not a list', JSON.stringify({ packageId: 2003 }), MESSAGES.malformed],
    ['null', 'null', MESSAGES.malformed],
    ['an empty list', '[]', MESSAGES.empty],
    ['too many lines', Array.from({ length: MAX_ITEMS + 1 }, () => submitted[1]), MESSAGES.tooMany],
    ['a line that is not an object', [submitted[0], 'VPS'], MESSAGES.malformedItem(2)],
    ['a line without a package', [{ amount: 1 }], MESSAGES.malformedItem(1)],
    ['an unknown package', change(0, { packageId: 9999 }), MESSAGES.unknownPackage(9999)],
    ['a package id as text', change(0, { packageId: '2003' }), MESSAGES.unknownPackage('2003')],
    ['the same package twice', [submitted[1], submitted[1]], MESSAGES.duplicate('Cloud PC Silver')],
    ['amount 0', change(0, { amount: 0 }), MESSAGES.amount('VPS Bronze', 1)],
    ['amount over 99', change(0, { amount: 100 }), MESSAGES.amount('VPS Bronze', 1)],
    [
      'amount below the minimum',
      change(1, { amount: 1, monthlyCents: undefined, onceCents: undefined }),
      MESSAGES.amount('Cloud PC Silver', 2),
    ],
    ['a fractional amount', change(0, { amount: 1.5 }), MESSAGES.amount('VPS Bronze', 1)],
    ['an amount as text', change(0, { amount: '1' }), MESSAGES.amount('VPS Bronze', 1)],
    [
      'RDP over its maximum',
      change(0, { upgrades: { ...valid[0]!.upgrades, msRdp: 11 } }),
      MESSAGES.upgradeRange('MS RDP licentie', 'VPS Bronze', 10),
    ],
    [
      'a negative upgrade',
      change(0, { upgrades: { ...valid[0]!.upgrades, ram: -1 } }),
      MESSAGES.upgradeRange('Extra RAM (1 GB)', 'VPS Bronze', 63),
    ],
    [
      'an upgrade as text',
      change(0, { upgrades: { ...valid[0]!.upgrades, vcpu: '2' } }),
      MESSAGES.upgradeRange('Extra vCPU core', 'VPS Bronze', 15),
    ],
    [
      'an upgrade the package does not allow',
      [{ packageId: 2001, amount: 1, operatingSystem: 'debian', upgrades: { ram: 1 } }],
      MESSAGES.upgradeNotAllowed('Extra RAM (1 GB)', 'VPS Iron'),
    ],
    ['upgrades that are not an object', change(0, { upgrades: [1, 2] }), MESSAGES.malformedItem(1)],
    ['an OS the package does not offer', change(0, { operatingSystem: 'windows_server' }), MESSAGES.osNotOffered('VPS Bronze')],
    ['an unknown OS', change(0, { operatingSystem: 'beos' }), MESSAGES.osNotOffered('VPS Bronze')],
    ['a vps without OS', change(0, { operatingSystem: null }), MESSAGES.osMissing('VPS Bronze')],
    [
      'office silver with an option unanswered',
      change(2, { officeOptions: { extraSafeHome: 'yes', fullService: null, extraStorageUnlimited: 'yes' } }),
      MESSAGES.optionsMissing('Cloud Werkplek Silver'),
    ],
    [
      'an answer that is not yes or no',
      change(2, { officeOptions: { extraSafeHome: 'ja', fullService: 'yes', extraStorageUnlimited: 'yes' } }),
      MESSAGES.malformedItem(3),
    ],
    [
      'an office option the package does not ask',
      [{ packageId: 2021, amount: 1, officeOptions: { fullService: 'yes' } }],
      MESSAGES.optionNotOffered('Full service 24/7', 'Cloud Werkplek Bronze'),
    ],
    ['a lowered monthly price', change(0, { monthlyCents: submitted[0]!.monthlyCents! - 1 }), MESSAGES.price('VPS Bronze')],
    ['a changed setup price', change(1, { onceCents: 0 }), MESSAGES.price('Cloud PC Silver')],
    ['a price as text', change(0, { monthlyCents: String(submitted[0]!.monthlyCents) }), MESSAGES.price('VPS Bronze')],
  ])('rejects %s', (_case, input, message) => {
    expect(parseSubmittedQuotation(input, packages)).toEqual({ ok: false, message });
  });

  it('every message is Dutch text without placeholders', () => {
    const texts = [
      MESSAGES.malformed,
      MESSAGES.empty,
      MESSAGES.tooMany,
      MESSAGES.unknownPackage(1),
      MESSAGES.amount('VPS Gold', 1),
      MESSAGES.price('VPS Gold'),
    ];
    for (const text of texts) expect(text).not.toMatch(/undefined|NaN|\{|\}/);
  });

  it('never throws, and accepts only items within the limits of their package', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything(),
      fc.array(
        fc.record({
          packageId: fc.constantFrom(2001, 2003, 2014, 2022, 1),
          amount: fc.integer({ min: -2, max: 120 }),
          operatingSystem: fc.constantFrom(null, 'debian', 'windows_2022'),
          upgrades: fc.dictionary(fc.constantFrom('msRdp', 'ipv4', 'vcpu', 'ram', 'storage'), fc.integer({ min: -2, max: 120 })),
        }),
      ),
    );
    fc.assert(
      fc.property(anything, (input) => {
        const result = parseSubmittedQuotation(input, packages);
        if (!result.ok) {
          expect(result.message.length).toBeGreaterThan(0);
          return;
        }
        for (const item of result.items) {
          const owner = pkg(item.packageId);
          expect(item.amount).toBeGreaterThanOrEqual(Math.max(1, owner.minAmount ?? 0));
          expect(item.amount).toBeLessThanOrEqual(99);
          for (const [key, count] of Object.entries(item.upgrades))
            expect(count).toBeLessThanOrEqual(owner.upgrades[key as keyof typeof item.upgrades].max);
          expect(itemProblems(packages, [item])).toEqual([]);
        }
      }),
    );
  });
});

describe('restoreItems (a configuration read back after a reload)', () => {
  const good = { ...withOs(newItem(vpsBronze)), upgrades: { msRdp: 2, ipv4: 0, vcpu: 0, ram: 4, storage: 3 } };

  it('gives back what was stored', () => {
    expect(restoreItems(JSON.stringify([good, answered(newItem(officeSilver))]), packages)).toEqual([
      good,
      answered(newItem(officeSilver)),
    ]);
  });

  it.each<[string, unknown, QuotationItem[]]>([
    ['broken JSON', '[{"packageId"', []],
    ['not a list', '{"packageId": 2003}', []],
    ['an unknown package', [{ packageId: 9999, amount: 1 }, good], [good]],
    ['a repeated package', [good, { ...good, amount: 5 }], [good]],
    ['amount 0', [{ ...good, amount: 0 }], []],
    ['amount over 99', [{ ...good, amount: 500 }], [{ ...good, amount: 99 }]],
    ['amount below the minimum', [{ ...newItem(pcSilver), amount: 1 }], [{ ...newItem(pcSilver), amount: 2 }]],
    ['no amount', [{ packageId: 2014 }], [newItem(pcSilver)]],
    [
      'an upgrade over its maximum',
      [{ ...good, upgrades: { ...good.upgrades, msRdp: 80 } }],
      [{ ...good, upgrades: { ...good.upgrades, msRdp: 10 } }],
    ],
    ['an upgrade the package does not allow', [{ ...withOs(newItem(vpsIron)), upgrades: { ram: 3 } }], [withOs(newItem(vpsIron))]],
    ['an OS the package does not offer', [{ ...good, operatingSystem: 'windows_server' }], [{ ...good, operatingSystem: null }]],
    ['an option the package does not ask', [{ ...newItem(officeBronze), officeOptions: { fullService: 'yes' } }], [newItem(officeBronze)]],
    ['an answer that is not yes or no', [{ ...newItem(officeSilver), officeOptions: { fullService: 'ja' } }], [newItem(officeSilver)]],
  ])('repairs %s', (_case, input, expected) => {
    expect(restoreItems(input, packages)).toEqual(expected);
  });
});
