import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureForm } from '../../mocks/testing/form-fixtures';
import { ThemeRoot } from '../styles/ThemeRoot';
import GravityForm, { type FormSubmitter } from './GravityForm';
import type { FormValues, SubmitResult } from './types';
import { inputName } from './values';

const contact = fixtureForm(1);

function renderForm(submit: FormSubmitter, form = contact) {
  return render(
    <ThemeRoot>
      <GravityForm form={form} submit={submit} />
    </ThemeRoot>,
  );
}

const done: SubmitResult = {
  status: 'done',
  confirmationMessage: '<div><p>Bedankt!</p><script>alert(1)</script></div>',
  redirectUrl: null,
};

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Naam/ }), 'Jan Jansen');
  await user.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'jan@example.nl');
  await user.type(screen.getByRole('textbox', { name: /Bericht/ }), 'Hallo');
  await user.selectOptions(screen.getByRole('combobox', { name: /Ik wil graag/ }), 'Een demo');
  await user.click(screen.getByRole('checkbox'));
}

describe('GravityForm', () => {
  it('disables submit until something is touched, shows errors of touched fields only', async () => {
    const user = userEvent.setup();
    const submit = jest.fn<Promise<SubmitResult>, [unknown, FormValues]>();
    renderForm(submit);
    const button = screen.getByRole('button', { name: 'Verstuur' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: /Naam/ }));
    await user.tab();
    expect(await screen.findByText('Vul je naam in')).toBeInTheDocument();
    // Announced as it appears (an alert), and tied to its field.
    expect(screen.getByRole('alert')).toHaveTextContent('Vul je naam in');
    expect(screen.getByRole('textbox', { name: /Naam/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Naam/ })).toHaveAccessibleDescription('Vul je naam in');
    expect(screen.queryByText('Vul je bericht in')).not.toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('submit validates everything and does not send with errors', async () => {
    const submit = jest.fn<Promise<SubmitResult>, [unknown, FormValues]>();
    const { container } = renderForm(submit);
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(await screen.findByText('Vul je bericht in')).toBeInTheDocument();
    expect(screen.getByText('Je moet akkoord gaan met de voorwaarden om het formulier te versturen')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends once, then shows the sanitized confirmation with focus', async () => {
    const user = userEvent.setup();
    let resolve: (result: SubmitResult) => void = () => {};
    const submit = jest.fn((_form: unknown, _values: FormValues) => new Promise<SubmitResult>((r) => (resolve = r)));
    renderForm(submit);
    await fillContact(user);
    const button = screen.getByRole('button', { name: 'Verstuur' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await user.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![1]).toMatchObject({ input_11: 'Jan Jansen', input_14: 'Een demo', input_16: true });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(done));
    const message = await screen.findByText('Bedankt!');
    expect(document.querySelector('script')).toBeNull();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it.each([`javascript:alert('xss')`, ` JaVa\tScRiPt:alert('xss')`, 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'refuses a REDIRECT confirmation to %j (it would run in the page) and confirms with its own text',
    async (redirectUrl) => {
      const user = userEvent.setup();
      const before = window.location.href;
      renderForm(jest.fn(async (): Promise<SubmitResult> => ({ status: 'done', confirmationMessage: '', redirectUrl })));
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Verstuur' }));
      // Shown only when the redirect was refused (a followed redirect shows no confirmation).
      const message = await screen.findByText('Bedankt, het formulier is verstuurd.');
      await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
      expect(window.location.href).toBe(before);
    },
  );

  it('keeps the values and shows the server messages on an invalid answer', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(async (): Promise<SubmitResult> => ({
      status: 'invalid',
      validationMessages: { '12': 'Dit e-mailadres bestaat niet.' },
    }));
    renderForm(submit);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(await screen.findByText('Er ging iets fout')).toBeInTheDocument();
    expect(screen.getByText('Dit e-mailadres bestaat niet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Naam/ })).toHaveValue('Jan Jansen');
  });

  it('drops the message of a field that conditional logic hides, so it no longer blocks the button', async () => {
    const user = userEvent.setup();
    renderForm(jest.fn(), fixtureForm(7));
    await user.click(screen.getByRole('radio', { name: 'Zakelijk' }));
    await user.click(await screen.findByRole('textbox', { name: /Bedrijfsnaam/ }));
    await user.tab();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Bedrijfsnaam/ })).toHaveAttribute('aria-invalid', 'true'));
    const button = screen.getByRole('button', { name: 'Verstuur intake' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Particulier' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Bedrijfsnaam/ })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('starts from the start values of its first render: later ones do not overwrite what the visitor typed', async () => {
    const user = userEvent.setup();
    const submit = jest.fn<Promise<SubmitResult>, [unknown, FormValues]>();
    const nameOf = (label: RegExp) => inputName(contact.fields.find((field) => label.test(field.label))!.id);
    const formWith = (startValues: FormValues) => (
      <ThemeRoot>
        <GravityForm form={contact} submit={submit} startValues={startValues} />
      </ThemeRoot>
    );
    const { rerender } = render(formWith({ [nameOf(/Naam/)]: 'Jan Jansen' }));
    const name = screen.getByRole('textbox', { name: /Naam/ });
    await waitFor(() => expect(name).toHaveValue('Jan Jansen'));
    // Touched and valid at once: the button is usable without typing again.
    expect(screen.getByRole('button', { name: 'Verstuur' })).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'Piet Pietersen');
    rerender(formWith({ [nameOf(/Naam/)]: 'Klaas Klaassen' }));
    expect(screen.getByRole('textbox', { name: /Naam/ })).toHaveValue('Piet Pietersen');
  });
});
