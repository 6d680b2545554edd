import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_TEXT_LABEL } from '../../../mocks/content/forms';
import { htmlFieldValue } from '../../build/wordpress-fields';
import { ThemeRoot } from '../../styles/ThemeRoot';
import GravityForm from '../GravityForm';
import { field, form } from '../../../mocks/testing/forms';
import type { FieldDefinition, SubmitResult } from '../types';

/**
 * Gatsby's Link marked, so a test can tell a link through the router (the site's Link) from an
 * anchor of the label's own HTML.
 */
jest.mock('gatsby', () => {
  const actual = jest.requireActual<Record<string, unknown>>('gatsby');
  const { createElement, forwardRef } = jest.requireActual<typeof import('react')>('react');
  const Link = forwardRef<HTMLAnchorElement, { to: string }>(function Link({ to, ...props }, ref) {
    return createElement('a', { ...props, href: to, ref, 'data-router-link': '' });
  });
  return { ...actual, Link };
});

/** The contact form's checkbox label: plain text, as Gravity Forms stores what an editor types. */
const PLAIN_LABEL = CONSENT_TEXT_LABEL;

/** A form with only a consent field, its checkbox label as given (the data layer's sanitized HTML). */
function renderConsent(overrides: Partial<FieldDefinition>) {
  const submit = jest.fn(async (): Promise<SubmitResult> => ({ status: 'done', confirmationMessage: '<p>Bedankt</p>', redirectUrl: null }));
  render(
    <ThemeRoot>
      <GravityForm
        form={form([field({ id: 16, type: 'consent', label: 'Toestemming', isRequired: true, ...overrides })])}
        submit={submit}
      />
    </ThemeRoot>,
  );
  const checkbox = screen.getByRole('checkbox');
  // The text next to the checkbox: its <label> (the field's own label names the group).
  const label = checkbox.closest('label')!;
  return { checkbox, label };
}

describe('ConsentField: the word voorwaarden links to the privacy statement (docs/behaviour/forms.md#consent-and-the-privacy-link)', () => {
  it('links it in a plain-text label, which reads as before', async () => {
    const { checkbox, label } = renderConsent({ checkboxLabel: PLAIN_LABEL });
    const links = within(label).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent(/^voorwaarden$/);
    expect(links[0]).toHaveAttribute('href', '/privacyverklaring/');
    // Through the router, as every internal link of the site (src/ui/Link → Gatsby's Link).
    expect(links[0]).toHaveAttribute('data-router-link');
    expect(label).toHaveTextContent(PLAIN_LABEL);
    expect(checkbox).toHaveAccessibleName(PLAIN_LABEL);
    // The rest of the label still ticks the box.
    await userEvent.setup().click(within(label).getByText(/en geef toestemming/));
    expect(checkbox).toBeChecked();
  });

  it('links the first whole word in any case', () => {
    const { label } = renderConsent({ checkboxLabel: 'Lees de leveringsvoorwaarden en de Voorwaarden: ik accepteer de voorwaarden.' });
    const link = within(label).getByRole('link');
    expect(link).toHaveTextContent(/^Voorwaarden$/);
    expect(link.previousSibling?.textContent).toBe('Lees de leveringsvoorwaarden en de ');
  });

  it('keeps the formatting the word has, inside the link', () => {
    const { label } = renderConsent({ checkboxLabel: 'Ik ga akkoord met de <strong>voorwaarden</strong>.' });
    const link = within(label).getByRole('link', { name: 'voorwaarden' });
    expect(link.querySelector('strong')).toHaveTextContent('voorwaarden');
    expect(label).toHaveTextContent('Ik ga akkoord met de voorwaarden.');
  });

  it('leaves a label with a link of its own as it is', () => {
    const own = 'Ik ga akkoord met de voorwaarden en de <a href="/algemene-voorwaarden/">leveringsvoorwaarden</a>.';
    const { label } = renderConsent({ checkboxLabel: own });
    const links = within(label).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('data-router-link')])).toEqual([
      ['leveringsvoorwaarden', '/algemene-voorwaarden/', false],
    ]);
  });

  it('keeps the link a label has on the word itself, and adds none', () => {
    const { label } = renderConsent({ checkboxLabel: 'Ik ga akkoord met de <a href="/privacyverklaring/">voorwaarden</a>.' });
    expect(within(label).getAllByRole('link')).toHaveLength(1);
    expect(within(label).getByRole('link', { name: 'voorwaarden' })).toHaveAttribute('href', '/privacyverklaring/');
  });

  it('links it in the field label when there is no checkbox label (text, not HTML)', () => {
    const { label } = renderConsent({ checkboxLabel: '', label: 'Akkoord met de voorwaarden <b>nu</b>' });
    expect(within(label).getByRole('link', { name: 'voorwaarden' })).toHaveAttribute('href', '/privacyverklaring/');
    expect(label).toHaveTextContent('Akkoord met de voorwaarden <b>nu</b>');
    expect(label.querySelector('b')).toBeNull();
  });

  it('renders a label without the word as it is', () => {
    const { label } = renderConsent({ checkboxLabel: 'Ik wil de <em>nieuwsbrief</em> ontvangen.' });
    expect(within(label).queryByRole('link')).not.toBeInTheDocument();
    expect(label.querySelector('em')).toHaveTextContent('nieuwsbrief');
  });

  it('still shows the label only as the sanitizer left it (the data layer sanitizes it at build time)', () => {
    const raw =
      'Ik ga <img src=x onerror="alert(1)">akkoord met de <strong onclick="alert(2)">voorwaarden</strong><script>alert(3)</script> <iframe src="https://evil.example/"></iframe>en meer.';
    const { label } = renderConsent({ checkboxLabel: htmlFieldValue(raw, 'https://cms.wolkwerk.example') });
    expect(within(label).getByRole('link', { name: 'voorwaarden' })).toHaveAttribute('href', '/privacyverklaring/');
    expect(label.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    expect(label).toHaveTextContent('Ik ga akkoord met de voorwaarden en meer.');
  });
});
