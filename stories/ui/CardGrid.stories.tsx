import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid } from '../../src/ui/CardGrid';
import { theme } from '../../src/styles/theme';

/** Plain cards of different heights, so the `align` arg shows. */
const CARDS = ['Cloud werkplek', 'VPS', 'Microsoft 365', 'Back-up', 'Beveiliging'].map((title, index) => ({
  title,
  lines: index % 2 === 0 ? 1 : 3,
}));

const Card = ({ title, lines }: { title: string; lines: number }) => (
  <li style={{ padding: theme.space.lg, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.card }}>
    <h3 style={{ margin: 0 }}>{title}</h3>
    {Array.from({ length: lines }, (_, line) => (
      <p key={line}>Een regel tekst over {title}.</p>
    ))}
  </li>
);

const meta = {
  title: 'UI/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  args: { align: 'stretch', 'aria-label': 'Diensten' },
  argTypes: { align: { control: 'inline-radio', options: ['stretch', 'start'] } },
  render: (args) => (
    <div style={{ padding: '2rem 1.5rem' }}>
      <CardGrid {...args}>
        {CARDS.map((card) => (
          <Card key={card.title} {...card} />
        ))}
      </CardGrid>
    </div>
  ),
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsIn = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Diensten' })).getAllByRole('listitem');

/** One column on phones, two from md, three from lg; the cards of a row are as tall as its tallest. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = cardsIn(canvasElement);
    await expect(cardsIn(canvasElement)).toHaveLength(CARDS.length);
    const columns = getComputedStyle(within(canvasElement).getByRole('list')).gridTemplateColumns.split(' ').length;
    const expected = window.innerWidth >= theme.breakpoints.lg ? 3 : window.innerWidth >= theme.breakpoints.md ? 2 : 1;
    await expect(columns).toBe(expected);
    if (expected > 1) await expect(first!.getBoundingClientRect().height).toBe(second!.getBoundingClientRect().height);
  },
};

/** align="start": each card keeps its own height (the service cards, which open one at a time). */
export const AlignStart: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement }) => {
    const [first, second] = cardsIn(canvasElement);
    if (window.innerWidth >= theme.breakpoints.md) {
      await expect(first!.getBoundingClientRect().height).toBeLessThan(second!.getBoundingClientRect().height);
    }
  },
};
