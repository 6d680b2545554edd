import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { RichText } from './RichText';

const html = '<h3>Welke gegevens?</h3><p>Tekst</p><h4>Details</h4>';

function headingLevels() {
  return screen.getAllByRole('heading').map((heading) => heading.tagName);
}

describe('RichText', () => {
  it('leaves the headings as WordPress wrote them without headingBase', () => {
    render(<ThemeRoot><RichText html={html} /></ThemeRoot>);
    expect(headingLevels()).toEqual(['H3', 'H4']);
  });

  it('renumbers the headings to start at headingBase', () => {
    render(<ThemeRoot><RichText html={html} headingBase={2} /></ThemeRoot>);
    expect(headingLevels()).toEqual(['H2', 'H3']);
  });

  it.each([null, undefined, '', '   ', 3, {}])('renders nothing for %p', (value) => {
    const { container } = render(<ThemeRoot><RichText html={value as never} headingBase={2} /></ThemeRoot>);
    expect(container).toBeEmptyDOMElement();
  });
});
