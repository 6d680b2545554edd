import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../mocks/content/index.ts';
import { Link, NEW_TAB_HINT } from '../../src/ui/Link';

/** The first entry of the fixture header menu: a link to a site page. */
const menuEntry = content.settings.menuHeader[0]!.link;

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: {
    href: menuEntry.url,
    children: menuEntry.title,
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site page: through Gatsby's router (prefetching), in the same tab, with nothing said about tabs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: menuEntry.title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', menuEntry.url);
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
    await expect(link).not.toHaveAccessibleDescription();
  },
};

/**
 * Another site in a new tab: `rel="noopener noreferrer"`, and screen readers hear "opent in een
 * nieuw tabblad" as the link's description; the link's name stays its text, and nothing extra shows.
 */
export const ExternalNewTab: Story = {
  args: { href: content.settings.info.loginOperatorUrl, children: 'Inlog Operator', newTab: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Inlog Operator' });
    await expect(link).toHaveAttribute('href', content.settings.info.loginOperatorUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleDescription(NEW_TAB_HINT);
    await expect(NEW_TAB_HINT).toBe('opent in een nieuw tabblad');
    // For screen readers only: the hint is not visible on the page.
    await expect(canvas.getByText(NEW_TAB_HINT)).not.toBeVisible();
  },
};

/** Another site in the same tab (the editor did not ask for a new one). */
export const ExternalSameTab: Story = {
  args: { href: 'https://status.wolkwerk.nl/', children: 'Status van onze diensten' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Status van onze diensten' });
    await expect(link).toHaveAttribute('href', 'https://status.wolkwerk.nl/');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAccessibleDescription();
  },
};

/** The current page in a menu: aria-current passes through. */
export const CurrentPage: Story = {
  args: { 'aria-current': 'page' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: menuEntry.title })).toHaveAttribute('aria-current', 'page');
  },
};

/** A url that could run script (here hidden behind a character reference) is refused: the text shows, without a link. */
export const UnsafeUrlRendersText: Story = {
  args: { href: '&#106;avascript:alert(document.cookie)', children: 'Klik hier voor korting', newTab: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const text = canvas.getByText('Klik hier voor korting');
    await expect(text).toBeVisible();
    await expect(text.closest('a')).toBeNull();
    await expect(canvas.queryByText(NEW_TAB_HINT)).toBeNull();
  },
};

/** No url at all: the text, no dead link. */
export const MissingUrlRendersText: Story = {
  args: { href: null, children: 'Zonder adres' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Zonder adres')).toBeVisible();
  },
};
