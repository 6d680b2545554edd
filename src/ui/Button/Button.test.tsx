import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { findPage } from '../../../mocks/content/index.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { Button, ButtonList } from './Button';
import { ButtonSurface } from './surface';

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

describe('Button surface', () => {
  const link = { url: '/contact/', title: 'Neem contact op', target: '' };

  it('sits on a light surface unless told otherwise', () => {
    renderButton(<Button link={link} theme="orange_outlined" />);
    expect(screen.getByRole('link', { name: 'Neem contact op' })).not.toHaveAttribute('data-surface');
  });

  it('takes the dark surface from a ButtonSurface around it', () => {
    renderButton(
      <ButtonSurface value="dark">
        <Button link={link} theme="orange_outlined" />
      </ButtonSurface>,
    );
    expect(screen.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('data-surface', 'dark');
  });

  it('lets its own surface prop win over the context', () => {
    renderButton(
      <ButtonSurface value="dark">
        <Button link={link} theme="blue_outlined" surface="light" />
      </ButtonSurface>,
    );
    expect(screen.getByRole('link', { name: 'Neem contact op' })).not.toHaveAttribute('data-surface');
  });

  it('keeps a long label in its text for the accessible name', () => {
    const title = 'Hostingoptimalisatiemogelijkhedenoverzicht';
    renderButton(<Button link={{ url: '/a/', title, target: null }} theme="orange" />);
    expect(screen.getByRole('link', { name: title })).toHaveTextContent(title);
  });
});

describe('ButtonList', () => {
  it('renders one button per usable item and leaves broken ones out', () => {
    renderButton(
      <ButtonList
        items={[
          homeBannerButton,
          null,
          { theme: 'orange', link: { url: '', title: 'Zonder adres', target: null } },
          { theme: 'blue_outlined', link: { url: '/contact/', title: 'Contact', target: null } },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Stel je pakket samen', 'Contact']);
  });

  it.each([
    ['no items', null],
    ['only broken items', [null, { theme: 'orange', link: null }]],
  ])('renders nothing (no empty group) for %s', (_case, items) => {
    const { container } = renderButton(<ButtonList items={items} />);
    expect(container).toBeEmptyDOMElement();
  });
});
