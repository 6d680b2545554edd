import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { colors } from '../../styles/theme';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { NEW_TAB_HINT } from '../Link';
import { Button } from './Button';
import { BUTTON_APPEARANCES } from './button-theme';
import { ButtonSurface } from './surface';
import { hexToRgb as rgb, paintOf as paint, TRANSPARENT } from '../../../mocks/testing/colors';

function renderButton(ui: ReactElement) {
  return render(<ThemeRoot>{ui}</ThemeRoot>);
}

describe('Button as a link', () => {
  it('renders an internal link with its href and label, orange by default', () => {
    renderButton(<Button href="/offerte-aanvragen/">Stel je pakket samen</Button>);

    const link = screen.getByRole('link', { name: 'Stel je pakket samen' });
    expect(link).toHaveAttribute('href', '/offerte-aanvragen/');
    expect(link).not.toHaveAttribute('target');
    expect(paint(link)).toMatchObject({ background: rgb(colors.orange), text: rgb(colors.white) });
  });

  it('opens a new tab without handing over the opener, and says so', () => {
    renderButton(
      <Button href="https://operator.wolkwerk.nl/login" newTab appearance="subtle">
        Inloggen Operator
      </Button>,
    );

    const link = screen.getByRole('link', { name: 'Inloggen Operator' });
    expect(link).toHaveAttribute('href', 'https://operator.wolkwerk.nl/login');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription(NEW_TAB_HINT);
  });

  it.each([
    ['primary', colors.orange, colors.white],
    ['neutral', colors.black, colors.white],
  ] as const)('fills the %s appearance', (appearance, background, text) => {
    renderButton(
      <Button href="/contact/" appearance={appearance}>
        Contact
      </Button>,
    );
    expect(paint(screen.getByRole('link', { name: 'Contact' }))).toMatchObject({ background: rgb(background), text: rgb(text) });
  });

  it.each([
    ['secondary', colors.orange],
    ['subtle', colors.blue],
    ['inverse', colors.white],
  ] as const)('outlines the %s appearance in its colour', (appearance, colour) => {
    renderButton(
      <Button href="/contact/" appearance={appearance}>
        Contact
      </Button>,
    );
    expect(paint(screen.getByRole('link', { name: 'Contact' }))).toMatchObject({
      background: TRANSPARENT,
      border: rgb(colour),
      text: rgb(colour),
    });
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', ' JaVa\tscript:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'renders nothing for the url %p, never an empty or dead button',
    (href) => {
      const { container } = renderButton(<Button href={href}>Naar nergens</Button>);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('keeps a long label in its text for the accessible name', () => {
    const title = 'Hostingoptimalisatiemogelijkhedenoverzicht';
    renderButton(<Button href="/a/">{title}</Button>);
    expect(screen.getByRole('link', { name: title })).toHaveTextContent(title);
  });
});

describe('Button as a button', () => {
  it('submits a form', () => {
    const submit = jest.fn((event: SubmitEvent) => event.preventDefault());
    renderButton(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)} aria-label="Offerte">
        <Button type="submit">Versturen</Button>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Versturen' });
    expect(button).toHaveAttribute('type', 'submit');
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('calls onClick, in the appearance asked for', () => {
    const onClick = jest.fn();
    renderButton(
      <Button type="button" appearance="secondary" onClick={onClick}>
        Pakket toevoegen
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Pakket toevoegen' });
    expect(button).toHaveAttribute('type', 'button');
    expect(paint(button)).toMatchObject({ border: rgb(colors.orange), text: rgb(colors.orange) });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', () => {
    const onClick = jest.fn();
    renderButton(
      <Button type="button" disabled onClick={onClick}>
        Pakket toevoegen
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Pakket toevoegen' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is busy: says so, keeps its name and focus, and neither acts nor submits', () => {
    const onClick = jest.fn();
    const submit = jest.fn();
    renderButton(
      <form onSubmit={submit} aria-label="Offerte">
        <Button type="submit" busy onClick={onClick}>
          Versturen
        </Button>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Versturen' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows no busy state when it is not busy', () => {
    renderButton(<Button type="button">Versturen</Button>);
    expect(screen.getByRole('button', { name: 'Versturen' })).not.toHaveAttribute('aria-busy');
  });
});

describe('Button surface', () => {
  it('gives secondary white text on a dark ButtonSurface, and keeps its orange text elsewhere', () => {
    renderButton(
      <>
        <Button href="/contact/" appearance="secondary">
          Licht
        </Button>
        <ButtonSurface value="dark">
          <Button href="/contact/" appearance="secondary">
            Donker
          </Button>
        </ButtonSurface>
      </>,
    );
    expect(paint(screen.getByRole('link', { name: 'Licht' }))).toMatchObject({ text: rgb(colors.orange) });
    expect(paint(screen.getByRole('link', { name: 'Donker' }))).toMatchObject({ text: rgb(colors.white), border: rgb(colors.orange) });
  });

  it('lets its own surface prop win over the context', () => {
    renderButton(
      <ButtonSurface value="dark">
        <Button href="/contact/" appearance="subtle" surface="light">
          Neem contact op
        </Button>
      </ButtonSurface>,
    );
    expect(paint(screen.getByRole('link', { name: 'Neem contact op' }))).toMatchObject({ text: rgb(colors.blue) });
  });
});

it('knows five appearances, from the most prominent down', () => {
  expect(BUTTON_APPEARANCES).toEqual(['primary', 'secondary', 'subtle', 'inverse', 'neutral']);
});

describe('Button refs and attributes', () => {
  it('forwards its ref and native attributes to the anchor or the button', () => {
    const linkRef = createRef<HTMLAnchorElement | HTMLButtonElement>();
    const buttonRef = createRef<HTMLAnchorElement | HTMLButtonElement>();
    renderButton(
      <>
        <Button ref={linkRef} href="/contact/" aria-describedby="uitleg">
          Contact
        </Button>
        <Button ref={buttonRef} type="button" name="actie" aria-controls="paneel">
          Open
        </Button>
      </>,
    );
    expect(linkRef.current).toBe(screen.getByRole('link', { name: 'Contact' }));
    expect(linkRef.current).toHaveAttribute('aria-describedby', 'uitleg');
    expect(buttonRef.current).toBe(screen.getByRole('button', { name: 'Open' }));
    expect(buttonRef.current).toHaveAttribute('name', 'actie');
    expect(buttonRef.current).toHaveAttribute('aria-controls', 'paneel');
  });
});
