import { nestHeadings } from './heading-levels';

describe('nestHeadings', () => {
  const privacy = '<p>Intro</p><h3>Welke gegevens?</h3><p>Tekst</p><h4>Details</h4><h3 id="rechten">Je rechten</h3>';

  it('leaves text alone whose headings already sit one level below', () => {
    expect(nestHeadings(privacy, 2)).toBe(privacy);
  });

  it('moves the headings up under an h1, keeping their relative levels', () => {
    expect(nestHeadings(privacy, 1)).toBe('<p>Intro</p><h2>Welke gegevens?</h2><p>Tekst</p><h3>Details</h3><h2 id="rechten">Je rechten</h2>');
  });

  it('moves headings down that would stand level with or above the block heading', () => {
    expect(nestHeadings('<h1>Titel</h1><h2 class="x">Sub</h2>', 2)).toBe('<h3>Titel</h3><h4 class="x">Sub</h4>');
  });

  it('never makes an h1 and never goes past h6', () => {
    expect(nestHeadings('<h4>A</h4>', 0)).toBe('<h2>A</h2>');
    expect(nestHeadings('<h2>A</h2><h6>B</h6>', 4)).toBe('<h5>A</h5><h6>B</h6>');
  });

  it('touches nothing that is not a heading tag', () => {
    const html = '<p>Zie &lt;h3&gt; en <a href="/h3">h3</a></p><header>kop</header><hr><h3>Echt</h3>';
    expect(nestHeadings(html, 1)).toBe('<p>Zie &lt;h3&gt; en <a href="/h3">h3</a></p><header>kop</header><hr><h2>Echt</h2>');
  });

  it('returns text without headings unchanged', () => {
    expect(nestHeadings('<p>Gewoon tekst</p>', 1)).toBe('<p>Gewoon tekst</p>');
    expect(nestHeadings('', 1)).toBe('');
  });
});
