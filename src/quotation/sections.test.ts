import { packages as fixturePackages } from '../../mocks/content/packages.ts';
import { newItem } from './pricing';
import { toSections, visibleSections } from './sections';
import { toQuotationPackages } from './types';

const packages = toQuotationPackages(fixturePackages);
const officeSilver = packages.find((pkg) => pkg.databaseId === 2022)!;
const closed = { vps: false, pc: false, office: false };

describe('the quotation sections (docs/behaviour/packages-and-quotation.md#sections)', () => {
  it('keeps the content order, each known type once, with a fallback title and default-open only when true', () => {
    const sections = toSections([
      { type: 'pc', title: ' Cloud PC ', description: '<p>Pc</p>', defaultOpen: null },
      null,
      { type: 'mainframe', title: 'Nee' },
      { type: 'vps', title: '', defaultOpen: true },
      { type: 'pc', title: 'Tweede keer' },
    ]);
    expect(sections).toEqual([
      { type: 'pc', title: 'Cloud PC', description: '<p>Pc</p>', image: null, defaultOpen: false },
      { type: 'vps', title: 'VPS', description: null, image: null, defaultOpen: true },
    ]);
    expect(toSections(null)).toEqual([]);
  });

  it('adds a section for a type the content lacks once it is open (Service) or has an item (Pakket)', () => {
    const sections = toSections([{ type: 'vps', title: 'VPS', defaultOpen: true }]);
    expect(visibleSections(sections, { open: { ...closed, vps: true }, items: [] }, packages).map((section) => section.type)).toEqual([
      'vps',
    ]);
    expect(
      visibleSections(sections, { open: { ...closed, office: true }, items: [] }, packages).map((section) => [section.type, section.title]),
    ).toEqual([
      ['vps', 'VPS'],
      ['office', 'Cloud werkplek'],
    ]);
    expect(visibleSections(sections, { open: closed, items: [newItem(officeSilver)] }, packages).map((section) => section.type)).toEqual([
      'vps',
      'office',
    ]);
  });
});
