import { render, screen } from '@testing-library/react';
import { Link, NEW_TAB_HINT } from './Link';

describe('Link', () => {
  it('renders a site path as a link in the same tab', () => {
    render(<Link href="/offerte-aanvragen/">Stel je pakket samen</Link>);

    const link = screen.getByRole('link', { name: 'Stel je pakket samen' });
    expect(link).toHaveAttribute('href', '/offerte-aanvragen/');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(link).not.toHaveAccessibleDescription();
  });

  it('renders an external url as a plain link in the same tab unless asked', () => {
    render(<Link href=" https://www.wolkwerk.nl/ ">Wolkwerk</Link>);

    const link = screen.getByRole('link', { name: 'Wolkwerk' });
    expect(link).toHaveAttribute('href', 'https://www.wolkwerk.nl/');
    expect(link).not.toHaveAttribute('target');
  });

  it.each(['https://operator.wolkwerk.nl/login', '/contact/'])('opens %s in a new tab without the opener, and says so', (href) => {
    render(
      <Link href={href} newTab>
        Inlog Operator
      </Link>,
    );

    const link = screen.getByRole('link', { name: 'Inlog Operator' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription(NEW_TAB_HINT);
    expect(NEW_TAB_HINT).toBe('opent in een nieuw tabblad');
  });

  it('passes anchor attributes through and keeps a description of its own', () => {
    render(
      <>
        <span id="uitleg">Voor klanten</span>
        <Link href="/diensten/" className="menu" aria-current="page" aria-describedby="uitleg" newTab>
          Diensten
        </Link>
      </>,
    );

    const link = screen.getByRole('link', { name: 'Diensten' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('menu');
    expect(link).toHaveAccessibleDescription(`Voor klanten ${NEW_TAB_HINT}`);
  });

  it.each([
    ['javascript:alert(1)'],
    [' JaVa\tscript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('renders its text without a link for %p', (href) => {
    render(
      <Link href={href} className="knop" newTab>
        Klik hier
      </Link>,
    );

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const text = screen.getByText('Klik hier');
    expect(text).toHaveClass('knop');
    expect(text).not.toHaveAttribute('href');
    expect(screen.queryByText(NEW_TAB_HINT)).not.toBeInTheDocument();
  });
});
