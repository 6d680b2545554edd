import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FORM } from '../../../mocks/content/index.ts';
import GravityForm from '../../../src/forms/GravityForm';
import type { SubmitResult } from '../../../src/forms/types';
import { everyFieldForm, singleFieldForm } from '../../../mocks/testing/form-fixtures.ts';

/**
 * Every field family of the engine, one field of the migration intake (form 7, which has them
 * all) alone in a form: empty, touched with its error (below the label, linked with
 * aria-describedby, aria-invalid), filled. Conditional logic is left out here (the form stories
 * show it).
 */
const field = (fieldId: number) => singleFieldForm(FORM.migrationIntake, fieldId, { conditionalLogic: null });
const neverAnswers = fn(() => new Promise<SubmitResult>(() => undefined)).mockName('submit');

const onPage: Decorator = (Story) => (
  <main style={{ maxWidth: '40rem', padding: '2rem' }}>
    <h1>Velden</h1>
    <h2>Migratie-intake</h2>
    <Story />
  </main>
);

const meta = {
  title: 'Forms/Fields',
  component: GravityForm,
  tags: ['autodocs', 'forms-ui'],
  decorators: [onPage],
  args: { form: field(6), submit: neverAnswers },
  argTypes: { form: { control: false }, submit: { control: false } },
} satisfies Meta<typeof GravityForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Focus moves into the field by keyboard and out again: the field is touched. */
async function tabThrough(times = 1) {
  for (let step = 0; step < times; step++) await userEvent.tab();
  await userEvent.tab();
}

async function expectError(canvas: Canvas, control: HTMLElement, message: string) {
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** text (required): empty and untouched shows nothing; touched, its message; typed, gone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Bedrijfsnaam/ });
    await expect(input).toBeRequired();
    await expect(canvas.queryByText('Vul de naam van je bedrijf in')).not.toBeInTheDocument();
    await tabThrough();
    await expectError(canvas, input, 'Vul de naam van je bedrijf in');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'Wolkwerk BV');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};

/** email: a malformed address gets the field's message. */
export const Email: Story = {
  args: { form: field(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /E-mailadres/ });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'jan@');
    await userEvent.tab();
    await expectError(canvas, input, 'Vul een geldig e-mailadres in');
  },
};

/** phone: at most 10 characters (docs/behaviour/forms.md#validation). */
export const Phone: Story = {
  args: { form: field(4) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Telefoonnummer/ });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('maxlength', '10');
  },
};

/** website: not a URL gets the field's message. */
export const Website: Story = {
  args: { form: field(7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Website/ });
    await userEvent.type(input, 'geen adres');
    await userEvent.tab();
    await expectError(canvas, input, 'Vul een geldige URL in, bijvoorbeeld https://www.jouwbedrijf.nl');
  },
};

/** number: outside rangeMin–rangeMax gets the field's message; the description stays linked. */
export const NumberInRange: Story = {
  args: { form: field(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: /Aantal medewerkers/ });
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Tel iedereen mee'));
    await userEvent.type(input, '300');
    await userEvent.tab();
    await expectError(canvas, input, 'Vul een aantal tussen 1 en 250 in');
  },
};

/** date: typed in the field's format, with its placeholder. */
export const DateField: Story = {
  args: { form: field(17) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Gewenste overstapdatum/ })).toHaveAttribute(
      'placeholder',
      'dd-mm-jjjj',
    );
  },
};

/** textarea with a hidden label: not shown, still its accessible name; maxLength 500. */
export const TextareaHiddenLabel: Story = {
  args: { form: field(21) },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Toelichting' });
    await expect(textarea).toHaveAttribute('maxlength', '500');
    await expect(within(canvasElement).getByText('Toelichting').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** select (required, no message of its own): touched empty shows 'Is verplicht'. */
export const Select: Story = {
  args: { form: field(10) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: /Waar draait je IT nu/ });
    await tabThrough();
    await expectError(canvas, select, 'Is verplicht');
    await userEvent.selectOptions(select, 'Weet ik niet');
    await waitFor(() => expect(canvas.queryByText('Is verplicht')).not.toBeInTheDocument());
  },
};

/** multiselect: several choices. */
export const Multiselect: Story = {
  args: { form: field(12) },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('listbox', { name: /Welke software/ });
    await userEvent.selectOptions(select, ['Exact Online', 'AFAS']);
    await expect((select as HTMLSelectElement).selectedOptions).toHaveLength(2);
  },
};

/** checkbox group (required): touched without a choice shows its message; a choice clears it. */
export const Checkbox: Story = {
  args: { form: field(13) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('checkbox', { name: 'VPS' });
    await expect(canvas.getByRole('group', { name: /Waar wil je hulp bij/ })).toBeVisible();
    await tabThrough();
    await expectError(canvas, first, 'Kies minstens één onderwerp');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cloud PC' }));
    await waitFor(() => expect(canvas.queryByText('Kies minstens één onderwerp')).not.toBeInTheDocument());
  },
};

/** radio (required): a group of choices, chosen by keyboard. */
export const Radio: Story = {
  args: { form: field(19) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Hoe wil je het kennismakingsgesprek voeren/ })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Bellen' })).toBeChecked();
  },
};

/** consent: the checkbox label is HTML ('voorwaarden' links to the privacy statement); it must be ticked. */
export const Consent: Story = {
  args: { form: field(23) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ });
    await expect(canvas.getByRole('link', { name: 'voorwaarden' })).toHaveAttribute('href', '/privacyverklaring/');
    await tabThrough();
    await expectError(canvas, checkbox, 'Je moet akkoord gaan met de voorwaarden om het formulier te versturen');
    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox).not.toHaveAttribute('aria-invalid'));
  },
};

/** section: a heading one level below the form's title, with its description. */
export const Section: Story = {
  args: { form: field(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Over jou' })).toBeVisible();
  },
};

/** name: only its visible sub-inputs, each with its own label and message. */
export const Name: Story = {
  args: { form: field(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Voornaam' });
    await expect(canvas.queryByRole('textbox', { name: 'Tussenvoegsel' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Aanhef' })).not.toBeInTheDocument();
    await userEvent.click(first);
    await userEvent.tab();
    await expect(await canvas.findByText('Vul je voor- en achternaam in')).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
  },
};

/** address: sub-inputs with placeholders, the country filled in from the default and named in Dutch. */
export const Address: Story = {
  args: { form: field(24) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('placeholder', '1234 AB');
    // Dutch names, the default first; the plugin's code ('NL') preselects the name GF stores, which is the value sent.
    const country = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Land' });
    await expect(country).toHaveValue('Netherlands');
    await expect(country.selectedOptions[0]).toHaveTextContent('Nederland');
    await expect(country.options[1]).toHaveTextContent('Nederland');
    await expect(within(country).getByRole('option', { name: 'Duitsland' })).toHaveValue('Germany');
  },
};

/** list with columns: the plus on the last row adds one, rows after the first can be removed; by keyboard. */
export const List: Story = {
  args: { form: field(14) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Servernaam, regel 1' }), 'dc01');
    await expect(canvas.queryByRole('button', { name: 'Regel 1 verwijderen' })).not.toBeInTheDocument();
    canvas.getByRole('button', { name: 'Regel toevoegen' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Servernaam, regel 2' })).toHaveFocus());
    await expect(canvas.getAllByRole('button', { name: 'Regel toevoegen' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Regel 2 verwijderen' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Servernaam, regel 2' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Servernaam, regel 1' })).toHaveValue('dc01');
  },
};

/** fileupload, several files: accept from allowedExtensions; the chosen files are listed. */
export const FileUpload: Story = {
  args: { form: field(16) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Netwerkoverzicht/) as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.png');
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [
      new File(['%PDF'], 'netwerk.pdf', { type: 'application/pdf' }),
      new File(['png'], 'rack.png', { type: 'image/png' }),
    ]);
    const list = canvas.getByRole('list', { name: 'Gekozen bestanden' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['netwerk.pdf', 'rack.png']);
  },
};

/** html: the editor's HTML as text (its link works), no label, no control. */
export const Html: Story = {
  args: { form: field(25) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/We gebruiken je gegevens alleen om het kennismakingsgesprek voor te bereiden/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacyverklaring/');
    await expect(canvas.queryByText('Privacy')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/**
 * While the form is sent every control of every field type is disabled and the button is busy:
 * the whole migration intake, nothing required and no conditions, so one typed field sends it.
 */
export const DisabledWhileSubmitting: Story = {
  args: { form: everyFieldForm(FORM.migrationIntake, { isRequired: false, conditionalLogic: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Bedrijfsnaam/ });
    await userEvent.type(input, 'Wolkwerk BV');
    // Consent must be given whether or not the field is marked required (docs/behaviour/forms.md#validation).
    await userEvent.click(canvas.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Verstuur intake' }));
    await waitFor(() => expect(input).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Verstuur intake' })).toHaveAttribute('aria-busy', 'true');
    const controls = [
      ...canvas.getAllByRole('textbox'),
      ...canvas.getAllByRole('spinbutton'),
      ...canvas.getAllByRole('combobox'),
      ...canvas.getAllByRole('listbox'),
      ...canvas.getAllByRole('checkbox'),
      ...canvas.getAllByRole('radio'),
      canvas.getByLabelText(/Netwerkoverzicht/),
      canvas.getAllByRole('button', { name: 'Regel toevoegen' })[0],
    ];
    // Every family is there: text, number, select, multiselect, checkbox/consent, radio, file, list.
    await expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) await expect(control).toBeDisabled();
  },
};
