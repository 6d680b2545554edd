/**
 * @jest-environment node
 */
import type { GfForm } from '../../content/types';
import { addValue, postKey } from './body';
import { confirmationAnswer, confirmationWrapper, DEFAULT_CONFIRMATION_MESSAGE } from './confirmation';
import type { SubmittedValues } from './validate';

const form = (confirmation: GfForm['confirmations'][number] | null): GfForm => ({
  databaseId: 4,
  title: 'Terugbellen',
  fields: [
    { id: 11, type: 'text', label: 'Naam', isRequired: true },
    { id: 2, type: 'name', label: 'Naam', isRequired: false, inputs: [{ id: '2.3', label: 'Voornaam' }, { id: '2.6', label: 'Achternaam' }] },
    { id: 7, type: 'checkbox', label: 'Diensten', isRequired: false },
  ],
  confirmations: confirmation ? [confirmation] : [],
  submitButton: { text: 'Bel mij terug' },
});
const values = { '11': 'Jan & Piet', '2': { '2.3': 'Jan', '2.6': 'de Vries' }, '7': ['VPS', 'PC'] };

describe('confirmationAnswer', () => {
  it('REDIRECT: url + ? + the query string with URL-encoded merge tags', () => {
    const redirect = { id: 'r', name: 'Bedankt', type: 'REDIRECT' as const, isDefault: true, url: '/bedankt/', queryString: 'naam={Naam:11}&voornaam={:2.3}&volledig={Naam:2}&diensten={Diensten:7}&nr={entry_id}&x={Onbekend:99}' };
    expect(confirmationAnswer(form(redirect), values, 12)).toEqual({
      confirmation_type: 'redirect',
      confirmation_message: '',
      confirmation_redirect: '/bedankt/?naam=Jan%20%26%20Piet&voornaam=Jan&volledig=Jan%20de%20Vries&diensten=VPS%2C%20PC&nr=12&x=',
    });
    expect(confirmationAnswer(form({ ...redirect, url: 'https://example.nl/?a=1', queryString: 'b={:11:urlencode}' }), values, 1)).toMatchObject({
      confirmation_redirect: 'https://example.nl/?a=1&b=Jan%20%26%20Piet',
    });
    expect(confirmationAnswer(form({ ...redirect, queryString: '' }), values, 1)).toMatchObject({ confirmation_redirect: '/bedankt/' });
  });

  it('MESSAGE: its HTML with HTML-escaped merge tags in GF’s wrapper, no confirmation_redirect; GF’s default text when the form has none', () => {
    const message = { id: 'm', name: 'Standaard', type: 'MESSAGE' as const, isDefault: true, message: '<p>Bedankt {Naam:11}!</p>' };
    const answer = confirmationAnswer(form(message), values, 1);
    expect(answer).toEqual({
      confirmation_type: 'message',
      confirmation_message:
        "<div id='gform_confirmation_wrapper_4' class='gform_confirmation_wrapper '><div id='gform_confirmation_message_4' class='gform_confirmation_message_4 gform_confirmation_message'><p>Bedankt Jan &#38; Piet!</p></div></div>",
    });
    expect(answer).not.toHaveProperty('confirmation_redirect');
    expect(confirmationAnswer(form(null), values, 1).confirmation_message).toBe(confirmationWrapper({ databaseId: 4 }, DEFAULT_CONFIRMATION_MESSAGE));
    expect(confirmationWrapper({ databaseId: 9, cssClass: 'wide' }, 'x')).toContain("class='gform_confirmation_wrapper wide'");
  });
});

describe('post keys', () => {
  it('normalises input_ names, arrays and dotted sub-inputs; ignores everything else', () => {
    expect(postKey('input_7[]')).toEqual({ key: 'input_7', isArray: true });
    expect(postKey('input_24.4')).toEqual({ key: 'input_24_4', isArray: false });
    expect(postKey('input_24_4')).toEqual({ key: 'input_24_4', isArray: false });
    expect(postKey('input_9[2]')).toEqual({ key: 'input_9', isArray: true });
    for (const name of ['gform_submit', 'input_', 'input_x', '__proto__', 'input_1_2_3']) expect(postKey(name)).toBeUndefined();
  });

  it('collects key[] values and keeps the last of a repeated plain key (PHP’s rules)', () => {
    const values: SubmittedValues = {};
    for (const [name, value] of [['input_7[]', 'VPS'], ['input_7[]', 'PC'], ['input_1', 'a'], ['input_1', 'b'], ['constructor', 'x']]) addValue(values, name!, value);
    expect(values).toEqual({ input_7: ['VPS', 'PC'], input_1: 'b' });
  });
});
