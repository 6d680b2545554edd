import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip, ChipList } from '../../src/ui/Chip';
import { theme } from '../../src/styles/theme';
import { CATEGORY, content } from '../../mocks/content/index.ts';
import { hexToRgb } from '../../mocks/testing/colors';
import { LONG_LABEL, MOBILE } from '../../mocks/testing/blocks';

/** Category chips as a post shows them: the fixture categories without WordPress's default category. */
const CATEGORIES = content.categories.filter((category) => category.databaseId !== CATEGORY.none).slice(0, 4);

const meta = {
  title: 'UI/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { children: CATEGORIES[0]?.name ?? 'Cloud' },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem 1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chip's look: the orange-light pill with dark orange, bold small text (AA on its background). */
async function expectChipLook(chip: HTMLElement) {
  const style = getComputedStyle(chip);
  await expect(style.backgroundColor).toBe(hexToRgb(theme.colors.orangeLight));
  await expect(style.color).toBe(hexToRgb(theme.colors.orangeHover));
  await expect(style.fontWeight).toBe('700');
  await expect(style.borderTopLeftRadius).toBe(theme.radii.button);
  // A pill: the rounded ends take the whole height.
  await expect(Number.parseFloat(style.borderTopLeftRadius)).toBeGreaterThanOrEqual(chip.getBoundingClientRect().height / 2);
}

/** One chip with a category name from the fixtures. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByText(String(args.children));
    await expect(chip).toBeVisible();
    await expectChipLook(chip);
  },
};

/** A post's categories: a list named 'Categorieën', one chip per item, in a row that wraps. */
export const List: Story = {
  render: () => (
    <ChipList aria-label="Categorieën">
      {CATEGORIES.map((category) => (
        <li key={category.databaseId}>
          <Chip>{category.name}</Chip>
        </li>
      ))}
    </ChipList>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Categorieën' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(CATEGORIES.map((category) => category.name));
    for (const item of items) await expectChipLook(item.firstElementChild as HTMLElement);
    // Side by side, not stacked: the first two chips share a line.
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(Math.abs(first!.top - second!.top)).toBeLessThanOrEqual(1);
    await expect(second!.left).toBeGreaterThan(first!.right);
  },
};

/** A long Dutch compound on a phone: the chip wraps inside the screen instead of pushing the page sideways. */
export const LongLabel: Story = {
  args: { children: `${LONG_LABEL} ${LONG_LABEL}` },
  globals: MOBILE,
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByText(String(args.children));
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A category without a name (blank in WordPress) shows no empty pill. */
export const Empty: Story = {
  args: { children: '   ' },
  render: (args) => (
    <div role="group" aria-label="Categorie">
      <Chip {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Categorie' })).toBeEmptyDOMElement();
  },
};
