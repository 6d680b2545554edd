import { render, screen } from '@testing-library/react';
import { content } from '../../../mocks/content/index';
import { toGatsbySiteSettings } from '../../../mocks/content/gatsby-shape';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { NewsletterForm } from './NewsletterForm';

const settings = toGatsbySiteSettings(content);
const newsletterForm = settings.newsletter!.form!;

describe('NewsletterForm', () => {
  it('renders the newsletter form from its definition, loaded on demand', async () => {
    render(
      <ThemeRoot>
        <NewsletterForm form={newsletterForm} email="info@example.nl" />
      </ThemeRoot>,
    );
    expect(screen.getByText(newsletterForm.description!)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /E-mailadres/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Aanmelden per e-mail' })).not.toBeInTheDocument();
  });

  it('keeps the mailto fallback without a form definition', () => {
    render(
      <ThemeRoot>
        <NewsletterForm form={null} email="info@example.nl" />
      </ThemeRoot>,
    );
    expect(screen.getByRole('link', { name: 'Aanmelden per e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@example\.nl/),
    );
  });

  it('keeps the mailto fallback for a form without fields', () => {
    render(
      <ThemeRoot>
        <NewsletterForm form={{ ...newsletterForm, formFields: { nodes: [] } }} email="info@example.nl" />
      </ThemeRoot>,
    );
    expect(screen.getByRole('link', { name: 'Aanmelden per e-mail' })).toBeInTheDocument();
  });
});
