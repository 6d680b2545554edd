import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { navigate } from 'gatsby';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FORM } from '../../mocks/content/index.ts';
import GravityForm, { type FormSubmitter } from '../../src/forms/GravityForm';
import type { SubmitResult } from '../../src/forms/types';
import { fixtureForm } from '../../mocks/testing/form-fixtures.ts';

const contact = fixtureForm(FORM.contact);
const intake = fixtureForm(FORM.migrationIntake);

/** The contact form's confirmation as real Gravity Forms wraps it. */
const CONFIRMATION = `<div id='gform_confirmation_wrapper_1' class='gform_confirmation_wrapper '><div id='gform_confirmation_message_1' class='gform_confirmation_message_1 gform_confirmation_message'>${contact.confirmations[0]!.message}</div></div>`;

const answers = {
  done: { status: 'done', confirmationMessage: CONFIRMATION, redirectUrl: null },
  redirect: { status: 'done', confirmationMessage: '', redirectUrl: '/bedankt/?naam=Jan%20Jansen' },
  invalid: { status: 'invalid', validationMessages: { '12': 'Dit e-mailadres kunnen we niet bereiken.', '13': 'Dit veld is verplicht.' } },
  error: { status: 'error', reason: 'server', httpStatus: 500 },
} satisfies Record<string, SubmitResult>;

/** A submitter that answers `result`, after `delayMs` (Infinity: never, for the overlay). */
const answering = (result: SubmitResult, delayMs = 0): FormSubmitter =>
  fn(
    (_form, _values) =>
      new Promise<SubmitResult>((resolve) => (Number.isFinite(delayMs) ? setTimeout(() => resolve(result), delayMs) : undefined)),
  ).mockName('submit');

/** A form on a page-like surface, under its title as the form slot shows it. */
const onPage: Decorator = (Story, { args }) => (
  <main style={{ maxWidth: '40rem', padding: '2rem' }}>
    <h1>Contact</h1>
    <h2>{(args as { form?: { title: string } }).form?.title}</h2>
    <Story />
  </main>
);

/** Leaves the focused field the way a visitor does: by clicking elsewhere on the page. */
const clickOutside = (canvas: Canvas) => userEvent.click(canvas.getByRole('heading', { level: 1 }));

const meta = {
  title: 'Forms/GravityForm',
  component: GravityForm,
  tags: ['autodocs', 'forms-ui'],
  decorators: [onPage],
  args: { form: contact, submit: answering(answers.done) },
  argTypes: { form: { control: false }, submit: { control: false } },
} satisfies Meta<typeof GravityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const submitButton = (canvas: Canvas, name = 'Verstuur') => canvas.getByRole('button', { name });

/** Fills in the contact form like a visitor: type, pick, tick. */
async function fillContact(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Naam/ }), 'Jan Jansen');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@example.nl');
  await userEvent.type(canvas.getByRole('textbox', { name: /Bericht/ }), 'Ik wil graag een offerte voor 10 werkplekken.');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Ik wil graag/ }), 'Een offerte');
  await userEvent.click(canvas.getByRole('checkbox', { name: /voorwaarden/ }));
}

/**
 * The contact form (form 1) in its fixed layout. Nothing touched: the submit button is disabled.
 * Leaving the name empty shows its message below the label, linked to the input; filling it in
 * clears it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(submitButton(canvas)).toBeDisabled();
    const name = canvas.getByRole('textbox', { name: /Naam/ });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await canvas.findByText('Vul je naam in')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Vul je naam in');
    // Untouched fields show nothing yet.
    await expect(canvas.queryByText('Vul je bericht in')).not.toBeInTheDocument();
    await expect(submitButton(canvas)).toBeDisabled();
    await userEvent.type(name, 'Jan Jansen');
    await waitFor(() => expect(canvas.queryByText('Vul je naam in')).not.toBeInTheDocument());
    await expect(submitButton(canvas)).toBeEnabled();
    // The contact form's consent label is plain text: the engine links its 'voorwaarden' to the privacy statement.
    await expect(canvas.getByRole('link', { name: 'voorwaarden' })).toHaveAttribute('href', '/privacyverklaring/');
  },
};

/** Submitting with fields left empty: every field is validated, nothing is sent. */
export const SubmitWithErrors: Story = {
  args: { submit: answering(answers.done) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Naam/ }), 'Jan');
    await clickOutside(canvas);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Vul een geldig e-mailadres in')).toBeVisible();
    await expect(canvas.getByText('Vul je bericht in')).toBeVisible();
    await expect(canvas.getByText('Je moet akkoord gaan met de voorwaarden om het formulier te versturen')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /voorwaarden/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** While the form is sent: an overlay over the form, the form aria-busy, the button busy; a second click sends nothing. */
export const Submitting: Story = {
  args: { submit: answering(answers.done, Infinity) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(submitButton(canvas));
    await userEvent.click(submitButton(canvas));
    await expect(args.submit).toHaveBeenCalledTimes(1);
    await expect(submitButton(canvas)).toHaveAttribute('aria-busy', 'true');
    // The form is no landmark (a page may show the same form twice; the form slot names it).
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /Naam/ })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-testid="form-overlay"]')).not.toBeNull();
  },
};

/** Accepted: the confirmation replaces the form, sanitized, and takes focus. */
export const Done: Story = {
  args: { submit: answering(answers.done) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(submitButton(canvas));
    const thanks = await canvas.findByText('Bedankt voor je bericht!');
    await expect(args.submit).toHaveBeenCalledWith(
      contact,
      expect.objectContaining({ input_11: 'Jan Jansen', input_14: 'Een offerte', input_16: true }),
    );
    await waitFor(() => expect(thanks.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvasElement.querySelector('form')).toBeNull();
    await expect(canvas.getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
  },
};

/** The server or the network failed: 'Er ging iets fout', and everything typed is still there. */
export const SubmitError: Story = {
  args: { submit: answering(answers.error) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Er ging iets fout')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Naam/ })).toHaveValue('Jan Jansen');
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** Gravity Forms refused the entry: its messages show on their fields. */
export const ServerValidationErrors: Story = {
  args: { submit: answering(answers.invalid) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Er ging iets fout')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /E-mailadres/ });
    await expect(email).toHaveAccessibleDescription('Dit e-mailadres kunnen we niet bereiken.');
    await expect(canvas.getByRole('textbox', { name: /Bericht/ })).toHaveAccessibleDescription('Dit veld is verplicht.');
    // Changing the field takes its message away.
    await userEvent.type(email, 'x');
    await waitFor(() => expect(canvas.queryByText('Dit e-mailadres kunnen we niet bereiken.')).not.toBeInTheDocument());
  },
};

/** A REDIRECT confirmation navigates to its url, with the query built from the values. */
export const Redirect: Story = {
  args: { submit: answering(answers.redirect) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bedankt/?naam=Jan%20Jansen'));
  },
};

/**
 * The migration intake (form 7): every field type. Choosing 'Zakelijk' shows the company
 * fields, choosing 'Particulier' hides them; the list adds and removes rows.
 */
export const MigrationIntake: Story = {
  args: { form: intake, submit: answering(answers.done) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Over jou' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Bedrijfsnaam/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Zakelijk' }));
    await expect(await canvas.findByRole('textbox', { name: /Bedrijfsnaam/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Particulier' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: /Bedrijfsnaam/ })).not.toBeInTheDocument());
    // Hidden fields are never rendered; hidden labels stay for screen readers.
    await expect(canvas.queryByRole('textbox', { name: /Campagne/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Toelichting' })).toBeVisible();
    // Name: only its visible sub-inputs, with their own labels.
    await expect(canvas.getByRole('textbox', { name: 'Voornaam' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Tussenvoegsel' })).not.toBeInTheDocument();
    // The country select names the countries in Dutch, the default first; the plugin's code ('NL')
    // preselects the name GF stores, which is the value sent.
    const country = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Land' });
    await expect(country).toHaveValue('Netherlands');
    await expect(country.selectedOptions[0]).toHaveTextContent('Nederland');
    // The list of applications: plus on the last row adds one, the new row can be removed.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Belangrijkste applicaties, regel 1' }), 'Exact Online');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Regel toevoegen' }).at(-1)!);
    const second = canvas.getByRole('textbox', { name: 'Belangrijkste applicaties, regel 2' });
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Regel 2 verwijderen' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Belangrijkste applicaties, regel 2' })).not.toBeInTheDocument());
    // Checkbox group: its state is comma-joined.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VPS' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cloud werkplek' }));
    await expect(canvas.getByRole('checkbox', { name: 'Cloud werkplek' })).toBeChecked();
    await expect(canvas.getByLabelText(/Netwerkoverzicht/)).toHaveAttribute('accept', '.pdf,.jpg,.png');
  },
};

/** The migration intake submitted empty: every rendered required field shows its message, and axe stays clean. */
export const MigrationIntakeErrors: Story = {
  args: { form: intake, submit: answering(answers.done) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Zakelijk' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@example.nl');
    await clickOutside(canvas);
    await userEvent.click(submitButton(canvas, 'Verstuur intake'));
    await expect(await canvas.findByText('Vul de naam van je bedrijf in')).toBeVisible();
    await expect(canvas.getByText('Kies minstens één onderwerp')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** The callback form (form 4): the fixed two-column layout with name and phone side by side on wide screens. */
export const CallbackForm: Story = {
  args: { form: fixtureForm(FORM.callback) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Naam/ });
    const phone = canvas.getByRole('textbox', { name: /Telefoonnummer/ });
    await expect(phone.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().right);
    await expect(canvas.getByRole('radio', { name: 'In de ochtend' })).toBeVisible();
    await expect(submitButton(canvas, 'Bel mij terug')).toBeDisabled();
  },
};

/** The quotation form (form 5) in the fixed layout. */
export const QuotationForm: Story = {
  args: { form: fixtureForm(FORM.quotation) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Bedrijfsnaam/ })).toBeVisible();
    await expect(submitButton(canvas, 'Verstuur offerte')).toBeDisabled();
  },
};

/** The newsletter form (form 3): the e-mail field's label hidden (still its name), and the consent. */
export const NewsletterForm: Story = {
  args: { form: fixtureForm(FORM.newsletter) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), 'jan@example.nl');
    await userEvent.click(canvas.getByRole('checkbox', { name: /nieuwsbrief ontvangen/ }));
    await userEvent.click(submitButton(canvas, 'Aanmelden'));
    await expect(await canvas.findByText(/Bedankt voor je bericht!/)).toBeVisible();
  },
};
