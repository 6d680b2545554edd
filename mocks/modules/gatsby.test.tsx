import { render, screen } from '@testing-library/react';
import { graphql, Link, navigate, Script, useStaticQuery, withPrefix } from './gatsby';

describe('the gatsby mock', () => {
  beforeEach(() => navigate.mockClear());

  it('renders Link as a plain anchor without router props on the DOM', () => {
    render(
      <Link to="/contact/" className="cta" activeClassName="is-active" partiallyActive aria-current="page">
        Contact
      </Link>,
    );

    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/contact/');
    expect(link).toHaveClass('cta');
    expect(link).not.toHaveClass('is-active');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).not.toHaveAttribute('activeclassname');
    expect(link).not.toHaveAttribute('partiallyactive');
  });

  it('records navigate calls instead of navigating', async () => {
    await navigate('/offerte-aanvragen/', { replace: true });

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/offerte-aanvragen/', { replace: true });
  });

  it('keeps graphql, withPrefix and Script inert', () => {
    expect(graphql`
      query {
        site {
          id
        }
      }
    `).toBe('');
    expect(withPrefix('/wp-content/uploads/x.jpg')).toBe('/wp-content/uploads/x.jpg');
    const { container } = render(<Script src="https://example.invalid/tracker.js" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells a story to pass data through props when useStaticQuery is called', () => {
    expect(() =>
      useStaticQuery(graphql`
        query {
          site {
            id
          }
        }
      `),
    ).toThrow(/through props/);
  });
});
