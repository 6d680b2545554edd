import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
const meta = { title: 'Temp/Check', render: () => <div /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
export const ImageWithoutAlt: Story = { render: () => <img src="/x.png" width={10} height={10} /> };
export const LowContrast: Story = { render: () => <p style={{ color: '#ccc', background: '#fff' }}>Grijze tekst</p> };
export const FailingPlay: Story = { render: () => <p>Hallo</p>, play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('Hallo')).toHaveAttribute('data-x', 'y'); } };
export const Fine: Story = { render: () => <p>Alles goed</p> };
