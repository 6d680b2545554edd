import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { toGatsbyPosts } from '../../../mocks/content/gatsby-shape.ts';
import { findPage } from '../../../mocks/content/index.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import type { PostsBlock } from './fragment';
import type { PageContext } from '../types';
import { Suspense } from 'react';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { resolveBlock } from '../registry';
import { QUOTATION_COPY } from '../../quotation/copy';
import { STORAGE_KEY } from '../../quotation/start';
import { PackageQuotation } from './PackageQuotation';

const PAGE: PageContext = { uri: '/offerte-aanvragen/', title: 'Offerte aanvragen', featuredImage: null };
const block: PostsBlock = toGatsbyPosts(findBlock(findPage('/offerte-aanvragen/')!.blocks, 'Posts', 'posts_package_quotation'), {
  processed: false,
});

/** Intl's no-break spaces as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

function renderBuilder(search = '', testBlock: PostsBlock = block) {
  window.history.replaceState(null, '', `/offerte-aanvragen/${search}`);
  return render(
    <ThemeRoot>
      <PackageQuotation block={testBlock} index={1} page={PAGE} />
    </ThemeRoot>,
  );
}

const summary = () => screen.getByTestId('quotation-summary');
const total = (key: 'monthly' | 'once') => plain(summary().querySelectorAll(`[data-total="${key}"] dd`)[1]?.textContent);
const toggle = (name: RegExp) => screen.getByRole('button', { name });

beforeAll(() => {
  // jsdom has no layout: the builder scrolls the failing row into view.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => window.sessionStorage.clear());

describe('posts_package_quotation: PackageQuotation and the quotation builder (docs/behaviour/packages-and-quotation.md#the-quotation-builder)', () => {
  it('renders on the server as the content sets it: sections, default-open flags, an empty summary', () => {
    const html = renderToString(
      <ThemeRoot>
        <PackageQuotation block={block} index={1} page={PAGE} />
      </ThemeRoot>,
    );
    expect(html).toContain('Kies een VPS');
    expect(html).toContain('Kies een Cloud PC');
    expect(html).toContain(QUOTATION_COPY.summary);
    expect(html).toContain(QUOTATION_COPY.summaryEmpty);
  });

  it('opens the section of Service and preselects the package of Pakket', async () => {
    renderBuilder('?Service=office&Pakket=Cloud%20PC%20Gold');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Cloud PC Gold' })).toBeTruthy());
    expect(toggle(/Kies een Cloud werkplek/).getAttribute('aria-expanded')).toBe('true');
    expect(toggle(/Kies een Cloud PC/).getAttribute('aria-expanded')).toBe('true');
    expect(within(summary()).getAllByText(/Cloud PC Gold$/).length).toBeGreaterThan(0);
  });

  it('adds, prices to the cent, and keeps the configuration in session storage for a reload', async () => {
    const first = renderBuilder('?Pakket=VPS%20Bronze');
    const row = await screen.findByRole('article', { name: 'VPS Bronze' });
    // 34,95 + Windows 17,50 + 2 × RDP 13,50 = 79,45 a month; setup 25,00 once.
    fireEvent.change(within(row).getByLabelText('Operating system'), { target: { value: 'windows_2022' } });
    fireEvent.click(within(row).getByRole('button', { name: 'MS RDP licentie: één meer' }));
    fireEvent.click(within(row).getByRole('button', { name: 'MS RDP licentie: één meer' }));
    expect(total('monthly')).toBe('€ 79,45/mnd');
    expect(total('once')).toBe('€ 25,00');
    // Two of them: the quantity typed and committed with Enter.
    const amount = within(row).getByLabelText('Aantal VPS Bronze');
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.keyDown(amount, { key: 'Enter' });
    expect(total('monthly')).toBe('€ 158,90/mnd');
    expect(total('once')).toBe('€ 50,00');
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!).items).toHaveLength(1);

    first.unmount();
    renderBuilder('?Pakket=VPS%20Bronze');
    const again = await screen.findByRole('article', { name: 'VPS Bronze' });
    expect((within(again).getByLabelText('Aantal VPS Bronze') as HTMLInputElement).value).toBe('2');
    expect(total('monthly')).toBe('€ 158,90/mnd');
  });

  it('moves focus to the row of a package just added; adding one already listed raises its amount and leaves focus on the button', async () => {
    renderBuilder();
    const add = await screen.findByRole('button', { name: QUOTATION_COPY.addLabel('VPS Iron') });
    add.focus();
    fireEvent.click(add);
    const row = await screen.findByRole('article', { name: 'VPS Iron' });
    await waitFor(() => expect(document.activeElement).toBe(row));
    add.focus();
    fireEvent.click(add);
    expect((within(row).getByLabelText('Aantal VPS Iron') as HTMLInputElement).value).toBe('2');
    expect(document.activeElement).toBe(add);
  });

  it('blocks the dialog for a VPS without OS: banner, focus on the OS choice; any change clears it', async () => {
    renderBuilder('?Pakket=VPS%20Iron');
    const row = await screen.findByRole('article', { name: 'VPS Iron' });
    fireEvent.click(within(summary()).getByRole('button', { name: QUOTATION_COPY.submit }));
    expect(within(row).getByRole('alert').textContent).toBe('Kies een operating system');
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByLabelText('Operating system')));
    expect(document.querySelector('dialog[open]')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Aantal VPS Iron: één meer' }));
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('removes a line with minus at its minimum and with 0 typed; disables the button without items', async () => {
    renderBuilder('?Pakket=Cloud%20PC%20Silver');
    const row = await screen.findByRole('article', { name: 'Cloud PC Silver' });
    const amount = within(row).getByLabelText('Aantal Cloud PC Silver') as HTMLInputElement;
    expect(amount.value).toBe('2');
    fireEvent.click(within(row).getByRole('button', { name: 'Aantal Cloud PC Silver: één minder (verwijdert het pakket)' }));
    // At the minimum (2) minus removes the line.
    expect(screen.queryByRole('article', { name: 'Cloud PC Silver' })).toBeNull();
    expect((within(summary()).getByRole('button', { name: QUOTATION_COPY.submit }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'VPS Gold toevoegen' }));
    const gold = screen.getByRole('article', { name: 'VPS Gold' });
    const goldAmount = within(gold).getByLabelText('Aantal VPS Gold');
    fireEvent.change(goldAmount, { target: { value: '0' } });
    fireEvent.blur(goldAmount);
    expect(screen.queryByRole('article', { name: 'VPS Gold' })).toBeNull();
  });

  it('office silver asks its three options before the dialog', async () => {
    renderBuilder('?Pakket=Cloud%20Werkplek%20Silver');
    const row = await screen.findByRole('article', { name: 'Cloud Werkplek Silver' });
    fireEvent.click(within(summary()).getByRole('button', { name: QUOTATION_COPY.submit }));
    expect(within(row).getByRole('alert').textContent).toBe('Voer de verplichte opties in');
    const groups = within(row)
      .getAllByRole('group')
      .filter((group) => group.tagName === 'FIELDSET');
    expect(groups).toHaveLength(3);
  });

  it('the mobile drawer toggles, and Escape closes it with focus back on its toggle', async () => {
    renderBuilder();
    const drawerToggle = await screen.findByRole('button', { name: QUOTATION_COPY.showSummary });
    fireEvent.click(drawerToggle);
    expect(drawerToggle.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(drawerToggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(drawerToggle);
  });

  it('renders nothing without packages unless it is the first block', () => {
    const empty = { ...block, quotationPackages: [] };
    const { container } = renderBuilder('', empty);
    expect(container.querySelector('[data-testid="quotation-builder"]')).toBeNull();
  });
});

describe('a Pakket link into an earlier choice', () => {
  const announcement = () => screen.getByTestId('quotation-announcement');
  const notice = () => screen.queryByTestId('quotation-linked');
  /** The earlier visit: Cloud PC Silver chosen on /offerte-aanvragen/?Service=pc, kept in session storage. */
  async function earlierChoice() {
    const earlier = renderBuilder('?Service=pc');
    fireEvent.click(await screen.findByRole('button', { name: QUOTATION_COPY.addLabel('Cloud PC Silver') }));
    await screen.findByRole('article', { name: 'Cloud PC Silver' });
    expect(notice()).toBeNull();
    earlier.unmount();
  }

  it('says so in the live region and in view, and Opnieuw beginnen keeps only the linked package, focused', async () => {
    await earlierChoice();
    renderBuilder('?Pakket=VPS%20Bronze');
    await screen.findByRole('article', { name: 'VPS Bronze' });
    expect(screen.getByRole('article', { name: 'Cloud PC Silver' })).toBeTruthy();
    expect(notice()?.textContent).toContain('VPS Bronze is toegevoegd aan je eerdere keuze.');
    expect(announcement().getAttribute('role')).toBe('status');
    expect(announcement().textContent).toBe('VPS Bronze is toegevoegd aan je eerdere keuze.');

    fireEvent.click(within(notice()!).getByRole('button', { name: 'Opnieuw beginnen met alleen VPS Bronze' }));
    expect(screen.queryByRole('article', { name: 'Cloud PC Silver' })).toBeNull();
    const row = screen.getByRole('article', { name: 'VPS Bronze' });
    await waitFor(() => expect(document.activeElement).toBe(row));
    expect(notice()).toBeNull();
    expect(announcement().textContent).toBe('Je eerdere keuze is gewist. Alleen VPS Bronze staat nu in je keuze.');
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!).items.map((item: { packageId: number }) => item.packageId)).toEqual([
      2003,
    ]);
    expect(total('monthly')).toBe('€ 34,95/mnd');
  });

  it('says it once: a reload of the same link shows no notice and announces nothing', async () => {
    await earlierChoice();
    const first = renderBuilder('?Pakket=VPS%20Bronze');
    await waitFor(() => expect(notice()).not.toBeNull());
    first.unmount();
    renderBuilder('?Pakket=VPS%20Bronze');
    await screen.findByRole('article', { name: 'VPS Bronze' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(notice()).toBeNull();
    expect(announcement().textContent).toBe('');
  });

  it('shows nothing when there was no earlier choice, or it held only the linked package', async () => {
    const fresh = renderBuilder('?Pakket=VPS%20Bronze');
    await screen.findByRole('article', { name: 'VPS Bronze' });
    expect(notice()).toBeNull();
    expect(announcement().textContent).toBe('');
    fresh.unmount();
    // Session storage now holds VPS Bronze alone: the same package linked again from a price card.
    renderBuilder('?Service=vps&Pakket=vps%20bronze');
    await screen.findByRole('article', { name: 'VPS Bronze' });
    expect(notice()).toBeNull();
  });

  it('goes away with the first change to the items (no close button to find)', async () => {
    await earlierChoice();
    renderBuilder('?Pakket=VPS%20Bronze');
    const row = await screen.findByRole('article', { name: 'VPS Bronze' });
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(within(notice()!).getAllByRole('button')).toHaveLength(1);
    // Opening or closing a section is no change to the items.
    fireEvent.click(toggle(/Kies een Cloud PC/));
    expect(notice()).not.toBeNull();
    fireEvent.change(within(row).getByLabelText('Operating system'), { target: { value: 'debian' } });
    expect(notice()).toBeNull();
    expect(announcement().textContent).toBe('');
    // Both packages stay (the closed Cloud PC section hides its row from the accessibility tree).
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!).items).toHaveLength(2);
  });
});

describe('posts_package_quotation in the registry', () => {
  it('is the quotation builder, code-split: loaded on first render, it shows the block and the builder', async () => {
    const { Component } = resolveBlock({ __typename: 'WpPage_Flexcontent_Flex_Posts', styletype: 'posts_package_quotation' });
    expect(Component).not.toBe(PackageQuotation);
    const Lazy = Component!;
    window.history.replaceState(null, '', '/offerte-aanvragen/');
    const { container: fromRegistry } = render(
      <ThemeRoot>
        <Suspense fallback={<p>laden</p>}>
          <Lazy block={block} index={1} page={PAGE} />
        </Suspense>
      </ThemeRoot>,
    );
    await waitFor(() => expect(fromRegistry.querySelector('[data-testid="quotation-summary"]')).not.toBeNull());
    const { container: direct } = renderBuilder();
    // The same markup, but for the ids useId gives each render.
    const withoutIds = (html: string) => html.replace(/:r[0-9a-z]+:/g, ':id:');
    expect(withoutIds(fromRegistry.innerHTML)).toBe(withoutIds(direct.innerHTML));
  });
});
