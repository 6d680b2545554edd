import { nestHeadings } from './heading-levels';

describe('nestHeadings', () => {
  const privacy = '<p>Intro</p><h3>Welke gegevens?</h3><p>Tekst</p><h4>Details</h4><h3 id="rechten">Je rechten</h3>';

  it('leaves text alone whose headings already start at the base level', () => {
    expect(nestHeadings(privacy, 3)).toBe(privacy);
  });

  it('moves the headings up to start at h2, keeping their relative levels', () => {
    expect(nestHeadings(privacy, 2)).toBe(
      '<p>Intro</p><h2>Welke gegevens?</h2><p>Tekst</p><h3>Details</h3><h2 id="rechten">Je rechten</h2>',
    );
  });

  it('moves headings down that would stand level with or above the heading they sit under', () => {
    expect(nestHeadings('<h1>Titel</h1><h2 class="x">Sub</h2>', 3)).toBe('<h3>Titel</h3><h4 class="x">Sub</h4>');
  });

  it('never makes an h1 and never goes past h6', () => {
    expect(nestHeadings('<h4>A</h4>', 1)).toBe('<h2>A</h2>');
    expect(nestHeadings('<h2>A</h2><h6>B</h6>', 5)).toBe('<h5>A</h5><h6>B</h6>');
  });

  it('touches nothing that is not a heading tag', () => {
    const html = '<p>Zie &lt;h3&gt; en <a href="/h3">h3</a></p><header>kop</header><hr><h3>Echt</h3>';
    expect(nestHeadings(html, 2)).toBe('<p>Zie &lt;h3&gt; en <a href="/h3">h3</a></p><header>kop</header><hr><h2>Echt</h2>');
  });

  it('returns text without headings unchanged', () => {
    expect(nestHeadings('<p>Gewoon tekst</p>', 2)).toBe('<p>Gewoon tekst</p>');
    expect(nestHeadings('', 2)).toBe('');
  });
});
