import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PackageCard } from '../../src/packages/PackageCard';
import { cardOf, plain } from './packages-support';

const meta = {
  title: 'Blocks/Packages/PackageCard',
  component: PackageCard,
  tags: ['packages'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem', padding: '2rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { card: cardOf('vps', 'iron'), headingLevel: 3 },
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VPS Iron: decorative level icon, uppercase title, specs, 'vanaf € 9,95 /mnd' and 'Offerte'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 3, name: 'VPS Iron' });
    await expect(getComputedStyle(title).textTransform).toBe('uppercase');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 vCPU', '2 GB RAM', '40 GB NVMe']);
    await expect(plain(canvas.getByTestId('package-price').textContent)).toBe('vanaf€ 9,95/mndper maand');
    await expect(canvas.getByRole('link', { name: 'Offerte VPS Iron' })).toHaveAttribute('href', '/offerte-aanvragen/?Pakket=VPS%20Iron');
    // The level icon is decorative.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const VpsCopper: Story = { args: { card: cardOf('vps', 'copper') } };
export const VpsBronze: Story = { args: { card: cardOf('vps', 'bronze') } };
export const VpsSilver: Story = { args: { card: cardOf('vps', 'silver') } };
export const VpsGold: Story = { args: { card: cardOf('vps', 'gold') } };
export const VpsPlatinum: Story = { args: { card: cardOf('vps', 'platinum') } };

/** The top level: 4-digit storage with a Dutch thousands separator. */
export const VpsDiamond: Story = {
  args: { card: cardOf('vps', 'diamond') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.000 GB NVMe')).toBeVisible();
    await expect(plain(canvas.getByTestId('package-price').textContent)).toBe('vanaf€ 249,00/mndper maand');
  },
};

export const PcIron: Story = { args: { card: cardOf('pc', 'iron') } };
export const PcGold: Story = { args: { card: cardOf('pc', 'gold') } };

/** An office package: its 'Ja' feature flags as a second list. */
export const OfficeSilver: Story = {
  args: { card: cardOf('office', 'silver') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const features = within(canvas.getByRole('list', { name: 'Features' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(features).toEqual([
      'Flexibel uit te breiden',
      'Volledige back-up',
      'Inclusief snapshots',
      'ISO/NEN-gecertificeerde Nederlandse datacenters',
    ]);
    await expect(canvas.getByRole('link', { name: 'Offerte Cloud Werkplek Silver' })).toHaveAttribute(
      'href',
      '/offerte-aanvragen/?Pakket=Cloud%20Werkplek%20Silver',
    );
  },
};

export const OfficePlatinum: Story = { args: { card: cardOf('office', 'platinum') } };

/** A package without icon or price still offers its quotation. */
export const NoIconNoPrice: Story = {
  args: { card: { ...cardOf('pc', 'copper'), icon: null, priceFromCents: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByTestId('package-price')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Offerte Cloud PC Copper' })).toBeVisible();
  },
};
