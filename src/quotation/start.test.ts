import { packages as fixturePackages } from '../../mocks/content/packages.ts';
import { newItem } from './pricing';
import { defaultOpen, packageOf, readStored, serviceOf, startQuotation, storedValue, type QuotationSection } from './start';
import { toQuotationPackages } from './types';

const packages = toQuotationPackages(fixturePackages);
const pkg = (id: number) => packages.find((candidate) => candidate.databaseId === id)!;
const vpsBronze = pkg(2003);
const pcSilver = pkg(2014);
const sections: QuotationSection[] = [
  { type: 'vps', defaultOpen: false },
  { type: 'pc', defaultOpen: true },
  { type: 'office', defaultOpen: false },
];
const search = (query: string) => new URLSearchParams(query);

describe('where a quotation starts (docs/behaviour/packages-and-quotation.md#where-a-quotation-starts)', () => {
  it('follows the default-open flags, and Service (default vps) opens its section', () => {
    expect(defaultOpen(sections)).toEqual({ vps: false, pc: true, office: false });
    expect(startQuotation(search(''), null, packages, sections).open).toEqual({ vps: true, pc: true, office: false });
    expect(startQuotation(search('?Service=office'), null, packages, sections).open).toEqual({ vps: false, pc: true, office: true });
    expect(startQuotation(search('?Service=OFFICE'), null, packages, sections).open.office).toBe(true);
  });

  it('ignores an unknown Service (vps then) and a Pakket that matches no package', () => {
    expect(serviceOf(search('?Service=mainframe'))).toBe('vps');
    const start = startQuotation(search('?Pakket=Bestaat%20niet'), null, packages, sections);
    expect(start.items).toEqual([]);
  });

  it('Pakket adds its package once (any case) and opens its type', () => {
    expect(packageOf(search(`?Pakket=${encodeURIComponent(' vps bronze ')}`), packages)).toBe(vpsBronze);
    const start = startQuotation(search(`?Pakket=${encodeURIComponent(pcSilver.title)}`), null, packages, [
      { type: 'vps', defaultOpen: true },
    ]);
    expect(start.items).toEqual([newItem(pcSilver)]);
    expect(start.open.pc).toBe(true);
  });

  it('a reload keeps the stored configuration and does not add the Pakket again', () => {
    const first = startQuotation(search(`?Pakket=${encodeURIComponent(vpsBronze.title)}`), null, packages, sections);
    const stored = readStored(
      storedValue({ items: [{ ...first.items[0]!, amount: 3, operatingSystem: 'debian' }], open: { vps: true, pc: false, office: false } }),
      packages,
    );
    const again = startQuotation(search(`?Pakket=${encodeURIComponent(vpsBronze.title)}`), stored, packages, sections);
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({ packageId: vpsBronze.databaseId, amount: 3, operatingSystem: 'debian' });
    expect(again.open).toEqual({ vps: true, pc: false, office: false });
  });

  describe('a Pakket link into an earlier choice', () => {
    const link = (pkg: { title: string }) => search(`?Pakket=${encodeURIComponent(pkg.title)}`);
    const kept = (...items: ReturnType<typeof newItem>[]) =>
      readStored(storedValue({ items, open: { vps: false, pc: true, office: false } }), packages);

    it('says which package joined packages chosen earlier, added after them', () => {
      const start = startQuotation(link(vpsBronze), kept({ ...newItem(pcSilver), amount: 3 }), packages, sections);
      expect(start.addedToEarlier).toBe(vpsBronze);
      expect(start.items).toEqual([{ ...newItem(pcSilver), amount: 3 }, newItem(vpsBronze)]);
      expect(start.open).toEqual({ vps: true, pc: true, office: false });
    });

    it('says nothing without an earlier choice, without a Pakket, or for a Pakket that matches nothing', () => {
      expect(startQuotation(link(vpsBronze), null, packages, sections).addedToEarlier).toBeNull();
      expect(startQuotation(link(vpsBronze), kept(), packages, sections).addedToEarlier).toBeNull();
      // Kept packages that no longer exist leave no earlier choice.
      const gone = readStored(JSON.stringify({ items: [{ packageId: 999999, amount: 1 }], open: {} }), packages);
      expect(gone?.items).toEqual([]);
      expect(startQuotation(link(vpsBronze), gone, packages, sections).addedToEarlier).toBeNull();
      expect(startQuotation(search('?Service=pc'), kept(newItem(pcSilver)), packages, sections).addedToEarlier).toBeNull();
      expect(startQuotation(search('?Pakket=Bestaat%20niet'), kept(newItem(pcSilver)), packages, sections).addedToEarlier).toBeNull();
    });

    it('says nothing when the earlier choice already held the package, alone or with others (nothing was added)', () => {
      const alone = startQuotation(link(vpsBronze), kept({ ...newItem(vpsBronze), amount: 2 }), packages, sections);
      expect(alone.addedToEarlier).toBeNull();
      expect(alone.items).toEqual([{ ...newItem(vpsBronze), amount: 2 }]);
      const withOthers = startQuotation(link(vpsBronze), kept(newItem(pcSilver), newItem(vpsBronze)), packages, sections);
      expect(withOthers.addedToEarlier).toBeNull();
      expect(withOthers.items).toEqual([newItem(pcSilver), newItem(vpsBronze)]);
    });

    it('says it once: a reload of the same link finds the package in the kept choice', () => {
      const first = startQuotation(link(vpsBronze), kept(newItem(pcSilver)), packages, sections);
      expect(first.addedToEarlier).toBe(vpsBronze);
      const reload = startQuotation(link(vpsBronze), readStored(storedValue(first), packages), packages, sections);
      expect(reload.addedToEarlier).toBeNull();
      expect(reload.items).toEqual(first.items);
    });
  });

  it('reads broken or tampered storage as nothing, or repairs it', () => {
    expect(readStored(null, packages)).toBeNull();
    expect(readStored('{not json', packages)).toBeNull();
    expect(readStored('42', packages)).toBeNull();
    const repaired = readStored(
      JSON.stringify({
        items: [
          { packageId: 999999, amount: 1 },
          { packageId: vpsBronze.databaseId, amount: 500, operatingSystem: 'beos' },
        ],
        open: { vps: 'yes' },
      }),
      packages,
    );
    expect(repaired?.items).toEqual([{ ...newItem(vpsBronze), amount: 99 }]);
    expect(repaired?.open).toEqual({ vps: false, pc: false, office: false });
  });
});
