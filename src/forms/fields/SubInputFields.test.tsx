import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM } from '../../../mocks/content/index';
import { singleFieldForm } from '../../../mocks/testing/form-fixtures';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { bodyEntries } from '../body';
import GravityForm from '../GravityForm';
import type { FormValues, SubmitResult } from '../types';

/** The intake's address field (24) as the site gets it: WPGraphQL's defaultCountry 'NL', normalized. */
const address = singleFieldForm(FORM.migrationIntake, 24);

function renderAddress() {
  const submit = jest.fn(async (_form: unknown, _values: FormValues): Promise<SubmitResult> => ({
    status: 'done',
    confirmationMessage: '<p>Bedankt</p>',
    redirectUrl: null,
  }));
  render(
    <ThemeRoot>
      <GravityForm form={address} submit={submit} />
    </ThemeRoot>,
  );
  const select = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
  // The countries, without the empty first option ('Maak een keuze').
  const countries = within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '') as HTMLOptionElement[];
  return { submit, select, countries };
}

describe('the address field’s country select on a Dutch site', () => {
  it('names the countries in Dutch, each with the name Gravity Forms stores as its value', () => {
    const { countries } = renderAddress();
    const byValue = new Map(countries.map((option) => [option.value, option.textContent]));
    expect(byValue.get('Netherlands')).toBe('Nederland');
    expect(byValue.get('Germany')).toBe('Duitsland');
    expect(byValue.get('Belgium')).toBe('België');
    expect(countries.map((option) => option.textContent)).not.toContain('Germany');
  });

  it('lists the default country first, then the rest in Dutch alphabetical order', () => {
    const { select, countries } = renderAddress();
    expect(countries[0]).toHaveTextContent('Nederland');
    // Preselected: the field's default, as the name GF stores.
    expect(select.value).toBe('Netherlands');
    const rest = countries.slice(1).map((option) => option.textContent!);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('nl').compare));
    // Dutch order, not the English names' nor code points': Åland with the A's, Duitsland before Frankrijk.
    expect(rest[0]).toBe('Afghanistan');
    expect(rest.indexOf('Åland')).toBeLessThan(rest.indexOf('Albanië'));
    expect(rest.indexOf('België')).toBeLessThan(rest.indexOf('Duitsland'));
    expect(rest.indexOf('Duitsland')).toBeLessThan(rest.indexOf('Frankrijk'));
  });

  it('sends the name Gravity Forms stores, not the Dutch one shown', async () => {
    const user = userEvent.setup();
    const { submit, select } = renderAddress();
    await user.selectOptions(select, 'Duitsland');
    expect(select.value).toBe('Germany');
    // Leaving the select touches it, which enables the submit button.
    await user.tab();
    const button = screen.getByRole('button', { name: address.submitButton.text });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const values = submit.mock.calls[0]![1];
    expect(values.input_24_6).toBe('Germany');
    // What goes over the wire (body.ts): input_24_6 as GF's name.
    expect(bodyEntries(address, values)).toContainEqual(['input_24_6', 'Germany']);
  });
});
