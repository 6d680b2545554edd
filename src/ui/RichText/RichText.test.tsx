import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { RichText } from './RichText';

const html = '<h3>Welke gegevens?</h3><p>Tekst</p><h4>Details</h4>';

function headingLevels() {
  return screen.getAllByRole('heading').map((heading) => heading.tagName);
}

describe('RichText', () => {
  it('leaves the headings as written without headingBase', () => {
    render(
      <ThemeRoot>
        <RichText html={html} />
      </ThemeRoot>,
    );
    expect(headingLevels()).toEqual(['H3', 'H4']);
  });

  it('renumbers the headings to start at headingBase', () => {
    render(
      <ThemeRoot>
        <RichText html={html} headingBase={2} />
      </ThemeRoot>,
    );
    expect(headingLevels()).toEqual(['H2', 'H3']);
  });

  it('renumbers what the sanitizer made of an h1 (h2) and keeps the levels below it', () => {
    render(
      <ThemeRoot>
        <RichText html="<h2>Groot</h2><p>a</p><h6>Klein</h6>" headingBase={3} />
      </ThemeRoot>,
    );
    expect(headingLevels()).toEqual(['H3', 'H6']);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Groot');
  });

  it('keeps an inline image inside the text width, with its aspect ratio', () => {
    render(
      <ThemeRoot>
        <RichText
          html={
            '<p><img src="https://cdn.example.nl/a.png" alt="Serverruimte" width="1600" height="900" loading="lazy" decoding="async" /></p>'
          }
        />
      </ThemeRoot>,
    );
    const image = screen.getByRole('img', { name: 'Serverruimte' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(getComputedStyle(image).maxWidth).toBe('100%');
    expect(getComputedStyle(image).height).toBe('auto');
  });

  it.each([null, undefined, '', '   '])('renders nothing for %p', (value) => {
    const { container } = render(
      <ThemeRoot>
        <RichText html={value} headingBase={2} />
      </ThemeRoot>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
