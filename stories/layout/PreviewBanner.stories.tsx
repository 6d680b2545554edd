import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewBanner } from '../../src/layout/PreviewBanner';

const meta = {
  title: 'Layout/PreviewBanner',
  component: PreviewBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PreviewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On every page of the preview server (docs/editors.md): the corner note that the page may show drafts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('complementary', { name: 'Voorbeeld' });
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent('VoorbeeldNiet gepubliceerd: deze pagina kan concepten uit WordPress tonen.');
    // Fixed in the bottom-left corner, and it never takes a click meant for the page.
    await expect(note).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
  },
};
