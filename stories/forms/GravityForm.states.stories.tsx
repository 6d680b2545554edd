import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { navigate } from 'gatsby';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FORM } from '../../mocks/content/index.ts';
import { captureSubmissions, gravityForms } from '../../mocks/handlers/index.ts';
import GravityForm from '../../src/forms/GravityForm';
import { fixtureForm } from '../../mocks/testing/form-fixtures.ts';

/**
 * The form states over the network: the engine's own REST client (submit.ts) posts the
 * multipart body, msw answers as Gravity Forms does (mocks/handlers) and captures the body, so
 * the stories assert the keys real Gravity Forms reads.
 */
const contact = fixtureForm(FORM.contact);
const callback = fixtureForm(FORM.callback);
const intake = fixtureForm(FORM.migrationIntake);
const capture = captureSubmissions();

const onPage: Decorator = (Story, { args }) => {
  capture.clear();
  return (
    <main style={{ maxWidth: '40rem', padding: '2rem' }}>
      <h1>Formulier</h1>
      <h2>{(args as { form?: { title: string } }).form?.title}</h2>
      <Story />
    </main>
  );
};

const meta = {
  title: 'Forms/GravityForm/Submission',
  component: GravityForm,
  tags: ['forms-ui'],
  decorators: [onPage],
  args: { form: contact },
  argTypes: { form: { control: false } },
  parameters: { msw: [gravityForms.valid(capture)] },
} satisfies Meta<typeof GravityForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fillContact(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Naam/ }), 'Jan Jansen');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@example.nl');
  await userEvent.type(canvas.getByRole('textbox', { name: /Bericht/ }), 'Graag een offerte.');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Ik wil graag/ }), 'Een offerte');
  await userEvent.click(canvas.getByRole('checkbox', { name: /voorwaarden/ }));
}

const send = (canvas: Canvas, name = 'Verstuur') => userEvent.click(canvas.getByRole('button', { name }));

/** The contact form sent: GF's confirmation shows; the body has the consent as `input_16_1`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await send(canvas);
    await expect(await canvas.findByText('Bedankt voor je bericht!')).toBeVisible();
    const body = capture.last()!;
    await expect(body.contentType).toBe('multipart/form-data');
    await expect(body.get('input_11')).toBe('Jan Jansen');
    await expect(body.get('input_12')).toBe('jan@example.nl');
    await expect(body.get('input_14')).toBe('Een offerte');
    await expect(body.get('input_16_1')).toBe('1');
    await expect(body.keys()).not.toContain('input_16');
  },
};

/** A slow answer: the overlay covers the form and the button is busy until it arrives. */
export const Slow: Story = {
  parameters: { msw: [gravityForms.slow(capture, { delayMs: 'infinite' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await send(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Verstuur' })).toHaveAttribute('aria-busy', 'true'));
    // The form is no landmark (a page may show the same form twice; the form slot names it).
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-testid="form-overlay"]')).not.toBeNull();
  },
};

/** Gravity Forms answers 400 with validation messages: they show on their fields. */
export const Invalid: Story = {
  parameters: { msw: [gravityForms.invalid(capture, { validationMessages: { '12': 'Dit e-mailadres is niet geldig.' } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await send(canvas);
    await expect(await canvas.findByText('Er ging iets fout')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mailadres/ })).toHaveAccessibleDescription('Dit e-mailadres is niet geldig.');
  },
};

/** WordPress fails (500): 'Er ging iets fout', the values stay. */
export const ServerError: Story = {
  parameters: { msw: [gravityForms.serverError(capture)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await send(canvas);
    await expect(await canvas.findByText('Er ging iets fout')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Bericht/ })).toHaveValue('Graag een offerte.');
  },
};

/** The request never arrives: 'Er ging iets fout'. */
export const NetworkError: Story = {
  parameters: { msw: [gravityForms.networkError(capture)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await send(canvas);
    await expect(await canvas.findByText('Er ging iets fout')).toBeVisible();
  },
};

/** The callback form (form 4) confirms with a REDIRECT: the page navigates to it. */
export const Redirect: Story = {
  args: { form: callback },
  parameters: { msw: [gravityForms.redirect(capture)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Naam/ }), 'Jan Jansen');
    await userEvent.type(canvas.getByRole('textbox', { name: /Telefoonnummer/ }), '0612345678');
    await userEvent.click(canvas.getByRole('radio', { name: 'In de ochtend' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /voorwaarden/ }));
    await send(canvas, 'Bel mij terug');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await expect(String(asSpy(navigate).mock.calls[0]?.[0])).toMatch(/^\/bedankt\//);
  },
};

/** The migration intake (form 7) sent: the checkbox group as one key per choice, the consent as `input_23_1`, hidden fields left out. */
export const MigrationIntake: Story = {
  args: { form: intake },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voornaam' }), 'Jan');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Achternaam' }), 'Jansen');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@example.nl');
    await userEvent.type(canvas.getByRole('textbox', { name: /Telefoonnummer/ }), '0612345678');
    await userEvent.click(canvas.getByRole('radio', { name: 'Particulier' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Waar draait je IT nu/ }), 'Weet ik niet');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VPS' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cloud werkplek' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Videobellen' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /voorwaarden/ }));
    await send(canvas, 'Verstuur intake');
    await expect(await canvas.findByText('Bedankt, je intake is binnen!')).toBeVisible();
    const body = capture.last()!;
    await expect(body.get('input_2_3')).toBe('Jan');
    await expect(body.get('input_2_6')).toBe('Jansen');
    await expect(body.get('input_13_1')).toBe('VPS');
    await expect(body.get('input_13_3')).toBe('Cloud werkplek');
    await expect(body.keys()).not.toContain('input_13');
    await expect(body.get('input_23_1')).toBe('1');
    // 'Particulier' hides the company fields: neither validated nor sent.
    await expect(body.keys()).not.toContain('input_6');
  },
};

/** The mock function behind a `storybook/test` spy (gatsby's navigate in mocks/modules). */
function asSpy<T>(spy: T) {
  return spy as unknown as { mock: { calls: unknown[][] } };
}
