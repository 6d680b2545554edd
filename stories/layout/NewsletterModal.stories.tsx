import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { content } from '../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../mocks/content/gatsby-shape.ts';
import { captureSubmissions, gravityForms } from '../../mocks/handlers/index.ts';
import { Newsletter } from '../../src/layout/Newsletter';
import { NewsletterForm } from '../../src/layout/Newsletter/NewsletterForm';

const settings = toGatsbySiteSettings(content);
const capture = captureSubmissions();

/**
 * The newsletter modal with the newsletter's Gravity Form (form 3). The engine loads when the
 * modal opens; without a form definition the modal keeps its mailto fallback.
 */
const meta = {
  title: 'Forms/NewsletterModal',
  component: Newsletter,
  tags: ['forms-ui'],
  args: {
    title: settings.newsletter!.title ?? 'Nieuwsbrief',
    delayMs: 0,
    children: <NewsletterForm form={settings.newsletter!.form} email={settings.info!.email} />,
  },
  argTypes: { children: { control: false } },
  parameters: { msw: [gravityForms.valid(capture)] },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, sign up: the e-mail address and the consent are sent as GF reads them, the confirmation shows in the dialog. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    capture.clear();
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Nieuwsbrief' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.type(await dialog.findByRole('textbox', { name: /E-mailadres/ }), 'jan@example.nl');
    await userEvent.click(dialog.getByRole('checkbox', { name: /nieuwsbrief ontvangen/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aanmelden' }));
    await expect(await dialog.findByText(/Bedankt voor je aanmelding!/)).toBeVisible();
    await expect(capture.last()?.get('input_1')).toBe('jan@example.nl');
    await expect(capture.last()?.get('input_2_1')).toBe('1');
  },
};

/** No form definition: the mailto fallback. */
export const WithoutForm: Story = {
  args: { children: <NewsletterForm form={null} email={settings.info!.email} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Nieuwsbrief' }));
    const dialog = within(await page.findByRole('dialog'));
    await expect(dialog.getByRole('link', { name: 'Aanmelden per e-mail' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  },
};
