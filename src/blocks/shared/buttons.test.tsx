import { render, screen } from '@testing-library/react';
import { findPage } from '../../../mocks/content/index.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { colors } from '../../styles/theme';
import { ThemeRoot } from '../../styles/ThemeRoot';
import {
  BUTTON_THEMES,
  buttonAppearanceOf,
  buttonPropsFrom,
  ContentButton,
  ContentButtonList,
  toButtonTheme,
  usableButtonItems,
} from './buttons';
import { hexToRgb as rgb } from '../../../mocks/testing/colors';

/** The home banner's first button ("Stel je pakket samen", orange, internal). */
const homeBannerButton = findBlock(findPage('/')!.blocks, 'Banner', 'banner_default').links![0]!;

it('knows the five themes of docs/behaviour/blocks.md#buttons', () => {
  expect(BUTTON_THEMES).toEqual(['orange', 'orange_outlined', 'white_outlined', 'blue_outlined', 'black']);
});

describe('toButtonTheme', () => {
  it.each(['orange', 'orange_outlined', 'white_outlined', 'blue_outlined', 'black'])('keeps the known theme %s', (theme) => {
    expect(toButtonTheme(theme)).toBe(theme);
  });

  it.each([null, undefined, '', 'purple', 'ORANGE', 'orange '])('turns %p into black', (value) => {
    expect(toButtonTheme(value)).toBe('black');
  });
});

describe('buttonAppearanceOf', () => {
  it.each([
    ['orange', 'primary'],
    ['orange_outlined', 'secondary'],
    ['blue_outlined', 'subtle'],
    ['white_outlined', 'inverse'],
    ['black', 'neutral'],
    ['purple', 'neutral'],
  ])('shows the theme %s as the %s appearance', (theme, appearance) => {
    expect(buttonAppearanceOf(theme)).toBe(appearance);
  });
});

describe('buttonPropsFrom', () => {
  it('maps an ACF link and a theme to Button props', () => {
    expect(
      buttonPropsFrom({ theme: 'blue_outlined', link: { url: ' https://operator.wolkwerk.nl/ ', title: ' Inloggen ', target: '_blank' } }),
    ).toEqual({
      href: 'https://operator.wolkwerk.nl/',
      newTab: true,
      appearance: 'subtle',
      children: 'Inloggen',
    });
    expect(buttonPropsFrom({ theme: null, link: { url: '/contact/', title: 'Contact', target: '' } })).toMatchObject({
      newTab: false,
      appearance: 'neutral',
    });
  });

  it.each([
    ['no item', null],
    ['no link', { theme: 'orange', link: null }],
    ['an empty url', { theme: 'orange', link: { url: '  ', title: 'Leeg adres' } }],
    ['no text', { theme: 'orange', link: { url: '/a/', title: '  ' } }],
    ['an unsafe url', { theme: 'orange', link: { url: 'javascript:alert(1)', title: 'Klik' } }],
  ])('gives null for %s', (_case, item) => {
    expect(buttonPropsFrom(item)).toBeNull();
  });
});

describe('usableButtonItems', () => {
  const good = { theme: 'orange', link: { url: '/contact/', title: 'Contact', target: null } };

  it('keeps the items that can render, in their order', () => {
    const other = { theme: null, link: { url: 'https://example.nl/', title: 'Extern', target: '_blank' } };
    expect(usableButtonItems([null, good, { theme: 'orange', link: { url: 'data:text/html,x', title: 'Data' } }, other])).toEqual([
      good,
      other,
    ]);
  });

  it.each([null, undefined, 'geen lijst', { link: good.link }])('gives nothing for %p', (items) => {
    expect(usableButtonItems(items as never)).toEqual([]);
  });
});

describe('ContentButton', () => {
  it('renders a content item as a button link in its theme', () => {
    render(<ContentButton item={homeBannerButton} />, { wrapper: ThemeRoot });

    const link = screen.getByRole('link', { name: 'Stel je pakket samen' });
    expect(link).toHaveAttribute('href', '/offerte-aanvragen/');
    expect(getComputedStyle(link).backgroundColor).toBe(rgb(colors.orange));
  });

  it('renders an unknown theme black', () => {
    render(<ContentButton item={{ ...homeBannerButton, theme: 'purple' }} />, { wrapper: ThemeRoot });
    expect(getComputedStyle(screen.getByRole('link', { name: 'Stel je pakket samen' })).backgroundColor).toBe(rgb(colors.black));
  });
});

describe('ContentButtonList', () => {
  it('renders one button per usable item and leaves broken ones out', () => {
    render(
      <ContentButtonList
        items={[
          homeBannerButton,
          null,
          { theme: 'orange', link: { url: '', title: 'Zonder adres', target: null } },
          { theme: 'orange', link: { url: ' JaVa\tscript:alert(1)', title: 'Kwaad', target: null } },
          { theme: 'blue_outlined', link: { url: '/contact/', title: 'Contact', target: null } },
        ]}
      />,
      { wrapper: ThemeRoot },
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Stel je pakket samen', 'Contact']);
    expect(screen.queryByText('Kwaad')).not.toBeInTheDocument();
  });

  it.each([
    ['no items', null],
    ['only broken items', [null, { theme: 'orange', link: null }]],
  ])('renders nothing (no empty group) for %s', (_case, items) => {
    const { container } = render(<ContentButtonList items={items} />, { wrapper: ThemeRoot });
    expect(container).toBeEmptyDOMElement();
  });
});
