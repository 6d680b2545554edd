import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { toGatsbyGravityForm } from '../../mocks/content/gatsby-shape';
import { FORM, findForm } from '../../mocks/content/index';
import { fixtureForm } from '../../mocks/testing/form-fixtures';
import { LATEST_START_MS, PAGE_CHUNKS_ID, QUIET_MS, startFirstScripts } from '../lib/first-scripts';
import { ThemeRoot } from '../styles/ThemeRoot';
import GravityForm from './GravityForm';
import { readHandOver } from './handover';
import { LazyGravityForm } from './LazyGravityForm';
import { PaintedGravityForm } from './PaintedGravityForm';
import { StaticGravityForm } from './StaticGravityForm';
import type { FormValues, SubmitResult } from './types';

const rawForm = (formId: number) => toGatsbyGravityForm(findForm(formId)!);
const alternative = <p>Lukt verzenden niet? Bel ons op 030 123 45 67.</p>;
const done: SubmitResult = { status: 'done', confirmationMessage: '<p>Bedankt!</p>', redirectUrl: null };

/** The page as the server writes it: the form block's form, in the theme. */
const page = (submit = jest.fn()) => (
  <ThemeRoot>
    <PaintedGravityForm form={rawForm(FORM.contact)} alternative={alternative} submit={submit} />
  </ThemeRoot>
);

describe('the form painted by the server (StaticGravityForm)', () => {
  it('is in the server HTML, complete: fields, labels, description, consent with its link, the button, the alternative for no JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const form = container.querySelector('form.gform-1')!;
    expect(form).not.toBeNull();
    for (const label of ['Naam', 'E-mailadres', 'Bericht', 'Ik wil graag', 'Telefoonnummer'])
      expect(within(form as HTMLElement).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    const consent = within(form as HTMLElement).getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ });
    expect(consent).not.toBeChecked();
    expect(within(form as HTMLElement).getByRole('link', { name: 'voorwaarden' })).toHaveAttribute('href', '/privacyverklaring/');
    // The first state (docs/behaviour/forms.md#submission-states): nothing touched, the button waits.
    expect(within(form as HTMLElement).getByRole('button', { name: 'Verstuur' })).toBeDisabled();
    // Without JavaScript only: a <noscript> beside the button.
    const noscript = form.querySelector('noscript');
    expect(noscript?.parentElement?.querySelector('button[type="submit"]')).not.toBeNull();
    expect(noscript?.innerHTML).toContain('Lukt verzenden niet?');
    container.remove();
  });

  it('renders the address field’s countries from the committed Dutch list, the default first', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ThemeRoot>
        <StaticGravityForm form={fixtureForm(FORM.migrationIntake)} idPrefix="f" />
      </ThemeRoot>,
    );
    const country = [...container.querySelectorAll('select')].find((select) => select.name.endsWith('_6'))!;
    expect(country.options[1]?.text).toBe('Nederland');
    expect(country.querySelector('option[selected]')?.getAttribute('value')).toBe('Netherlands');
  });

  it('hydrates without a warning', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form.gform-1 noscript')).not.toBeNull();
    errors.mockRestore();
    container.remove();
  });

  it('has the engine’s markup: the engine takes over without a shift', async () => {
    const definition = fixtureForm(FORM.migrationIntake);
    const painted = render(
      <ThemeRoot>
        <StaticGravityForm form={definition} idPrefix="f" />
      </ThemeRoot>,
    );
    const engine = render(
      <ThemeRoot>
        <GravityForm form={definition} idPrefix="f" />
      </ThemeRoot>,
    );
    // Attributes only: the engine sets a select's default as a DOM property (its ref), the static form as `selected`.
    const markup = (root: HTMLElement) => root.querySelector('form')!.outerHTML.replace(/ selected=""/g, '');
    expect(markup(painted.container)).toBe(markup(engine.container));
  });
});

describe('the hand-over to the engine', () => {
  it('reads what the visitor did in the static form: changed values, and those left as touched', () => {
    const definition = fixtureForm(FORM.migrationIntake);
    const { container } = render(
      <ThemeRoot>
        <StaticGravityForm form={definition} idPrefix="f" />
      </ThemeRoot>,
    );
    const form = container.querySelector('form')!;
    const named = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    const byField = (id: number) => form.querySelector(`[data-field-id="${id}"]`)!;
    // The intake's first rendered text field, radio group, checkbox group and consent: one of each.
    const text = definition.fields.find(
      (field) => ['text', 'date', 'textarea'].includes(field.type) && form.querySelector(`[name="input_${field.id}"]`),
    )!;
    const radio = definition.fields.find((field) => field.type === 'radio')!;
    const checkbox = definition.fields.find((field) => field.type === 'checkbox')!;
    const consent = definition.fields.find((field) => field.type === 'consent');
    fireEvent.change(named(`input_${text.id}`), { target: { value: 'Wolkwerk' } });
    fireEvent.click(byField(radio.id).querySelectorAll('input')[1]!);
    const boxes = byField(checkbox.id).querySelectorAll('input');
    fireEvent.click(boxes[2]!);
    fireEvent.click(boxes[0]!);
    if (consent) fireEvent.click(byField(consent.id).querySelector('input')!);
    named(`input_${text.id}`).focus();

    const handOver = readHandOver(form, definition);
    const expected: FormValues = {
      [`input_${text.id}`]: 'Wolkwerk',
      [`input_${radio.id}`]: radio.choices[1]!.value,
      // Comma-joined in the choices' order, whatever the order of the clicks (docs/behaviour/forms.md#field-types).
      [`input_${checkbox.id}`]: [checkbox.choices[0]!.value, checkbox.choices[2]!.value].join(','),
      ...(consent ? { [`input_${consent.id}`]: true } : {}),
    };
    expect(handOver.values).toEqual(expected);
    // The field with the focus is not touched yet: its message waits until the visitor leaves it.
    expect(handOver.touched.sort()).toEqual(
      Object.keys(expected)
        .filter((name) => name !== `input_${text.id}`)
        .sort(),
    );
  });

  it('counts a field the visitor left empty as touched, so the engine shows its message', async () => {
    render(page());
    const name = screen.getByLabelText(/^Naam/);
    // Visited and left empty before the engine's chunk can have arrived.
    act(() => {
      name.focus();
      screen.getByLabelText(/^E-mailadres/).focus();
    });
    await waitFor(() => expect(screen.getByLabelText(/^Naam/)).not.toBe(name));
    expect(await screen.findByText('Vul je naam in')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Naam/)).toHaveAttribute('aria-invalid', 'true');
    // The field that has the focus is not touched yet.
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveFocus();
    expect(screen.getByLabelText(/^E-mailadres/)).not.toHaveAttribute('aria-invalid');
  });

  it('counts a field left before the form hydrated as touched, as the page loader saw it', async () => {
    // The loader as the page runs it inline (no scripts to start here).
    startFirstScripts([], PAGE_CHUNKS_ID, QUIET_MS, LATEST_START_MS);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    try {
      const server = within(container);
      // A keyboard user tabs past the name field while the page (or the form's island) hydrates.
      server.getByLabelText(/^Naam/).focus();
      server.getByLabelText(/^E-mailadres/).focus();
      await act(async () => {
        hydrateRoot(container, page());
      });
      expect(await server.findByText('Vul je naam in')).toBeInTheDocument();
      expect(server.getByLabelText(/^Naam/)).toHaveAttribute('aria-invalid', 'true');
      expect(server.getByLabelText(/^E-mailadres/)).toHaveFocus();
      expect(server.getByLabelText(/^E-mailadres/)).not.toHaveAttribute('aria-invalid');
    } finally {
      window.___firstScripts?.release();
      delete window.___firstScripts;
      container.remove();
    }
  });

  it("gives a list's add-row click made before the engine arrived to the engine's list", async () => {
    const { container } = render(
      <ThemeRoot>
        <PaintedGravityForm form={rawForm(FORM.migrationIntake)} submit={jest.fn()} />
      </ThemeRoot>,
    );
    const list = () => container.querySelector('[data-field-id="14"]')!;
    const rows = () => new Set(Array.from(list().querySelectorAll('input[data-row]'), (input) => input.getAttribute('data-row'))).size;
    const staticAdd = within(list() as HTMLElement).getByRole('button', { name: 'Regel toevoegen' });
    expect(rows()).toBe(1);
    // Clicked synchronously, before the engine's chunk can resolve: the click starts it loading.
    act(() => {
      staticAdd.click();
      staticAdd.click();
    });
    await waitFor(() => expect(rows()).toBe(3));
    expect(within(list() as HTMLElement).getByRole('button', { name: 'Regel toevoegen' })).not.toBe(staticAdd);
  });

  it('keeps what was typed before the engine arrived, with the focus, and sends it', async () => {
    const submit = jest.fn<Promise<SubmitResult>, [unknown, FormValues]>().mockResolvedValue(done);
    render(page(submit));
    const name = screen.getByLabelText(/^Naam/) as HTMLInputElement;
    // Typed synchronously, before the engine's chunk can resolve: the first focus starts it loading.
    act(() => {
      name.focus();
      fireEvent.change(name, { target: { value: 'Jan Jansen' } });
      fireEvent.change(screen.getByLabelText(/^E-mailadres/), { target: { value: 'jan@example.nl' } });
      fireEvent.change(screen.getByLabelText(/^Bericht/), { target: { value: 'Hallo' } });
      fireEvent.change(screen.getByLabelText(/^Ik wil graag/), { target: { value: 'Een demo' } });
      fireEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
      name.focus();
    });
    const staticName = name;
    // The engine's form replaces the static one: new nodes, the same ids, the values and the focus kept.
    await waitFor(() => expect(screen.getByLabelText(/^Naam/)).not.toBe(staticName));
    expect(screen.getByLabelText(/^Naam/)).toHaveValue('Jan Jansen');
    expect(screen.getByLabelText(/^Naam/)).toHaveAttribute('id', staticName.id);
    expect(screen.getByLabelText(/^Naam/)).toHaveFocus();
    expect(screen.getByLabelText(/^Ik wil graag/)).toHaveValue('Een demo');
    expect(screen.getByRole('checkbox', { name: /Ik ga akkoord/ })).toBeChecked();
    expect(document.querySelector('noscript')).toBeNull();
    // The fields the visitor left are touched and valid: the button is on.
    const button = screen.getByRole('button', { name: 'Verstuur' });
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => {
      fireEvent.click(button);
    });
    await screen.findByText('Bedankt!');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![1]).toMatchObject({
      input_11: 'Jan Jansen',
      input_12: 'jan@example.nl',
      input_13: 'Hallo',
      input_14: 'Een demo',
      input_16: true,
    });
  });
});

describe("a dialog's form (LazyGravityForm)", () => {
  it('starts the engine at once from its start values: the static form’s defaults override none of them', async () => {
    const quotation = fixtureForm(FORM.quotation);
    const consent = quotation.fields.find((field) => field.type === 'consent')!;
    // The quotation dialog's 'Probeer opnieuw': the form reopens with what the visitor had typed.
    const startValues: FormValues = { input_11: 'Jan Jansen', input_12: 'jan@example.nl', [`input_${consent.id}`]: true };
    render(
      <ThemeRoot>
        <LazyGravityForm form={rawForm(FORM.quotation)} startValues={startValues} />
      </ThemeRoot>,
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Ik ga akkoord/ })).toBeChecked());
    expect(screen.getByLabelText(/^Naam/)).toHaveValue('Jan Jansen');
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveValue('jan@example.nl');
    expect(screen.getByRole('checkbox', { name: /Ik ga akkoord/ })).not.toHaveAttribute('aria-invalid');
  });
});
