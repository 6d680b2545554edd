import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { findPage } from '../../../mocks/content/index.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { Button } from './Button';

function renderButton(ui: ReactElement) {
  return render(<ThemeRoot>{ui}</ThemeRoot>);
}

/** The home banner's first button ("Stel je pakket samen", orange, internal). */
const homeBannerButton = findBlock(findPage('/')!.blocks, 'Banner', 'banner_default').links![0]!;

describe('Button', () => {
  it('renders an internal link with its href, text and theme', () => {
    renderButton(<Button link={homeBannerButton.link} theme={homeBannerButton.theme} />);

    const link = screen.getByRole('link', { name: 'Stel je pakket samen' });
    expect(link).toHaveAttribute('href', '/offerte-aanvragen/');
    expect(link).toHaveAttribute('data-theme', 'orange');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('activeClassName');
  });

  it('opens an external link in a new tab without handing over the opener', () => {
    renderButton(
      <Button
        link={{ url: 'https://operator.wolkwerk.nl/login', title: 'Inloggen Operator', target: '_blank' }}
        theme="blue_outlined"
      />,
    );

    const link = screen.getByRole('link', { name: 'Inloggen Operator' });
    expect(link).toHaveAttribute('href', 'https://operator.wolkwerk.nl/login');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back to the black theme for an unknown theme', () => {
    renderButton(<Button link={homeBannerButton.link} theme="purple" />);

    expect(screen.getByRole('link', { name: 'Stel je pakket samen' })).toHaveAttribute('data-theme', 'black');
  });

  it.each([
    ['no link', null],
    ['an empty url', { url: '  ', title: 'Naar nergens', target: '' }],
    ['no title', { url: '/contact/', title: '', target: '' }],
  ])('renders nothing for %s', (_case, link) => {
    const { container } = renderButton(<Button link={link} theme="orange" />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
