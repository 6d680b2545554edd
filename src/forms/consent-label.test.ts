import { XSS_PAYLOADS } from '../../mocks/content/hostile';
import { htmlFieldValue } from '../build/wordpress-fields';
import { consentLabelParts, textAsHtml } from './consent-label';

/** The label as the component renders it, the link written out as an anchor. */
const rendered = (html: string) => {
  const parts = consentLabelParts(html);
  return parts && `${parts.before}<a>${parts.open}${parts.word}${parts.close}</a>${parts.after}`;
};

/** The tags of an HTML string, in order. */
const tagsOf = (html: string): string[] => html.match(/<[^>]*>/g) ?? [];

describe('consentLabelParts: the word linked in a consent label without a link of its own', () => {
  it.each([
    ['plain text', 'Ik ga akkoord met de voorwaarden en geef toestemming.', 'Ik ga akkoord met de <a>voorwaarden</a> en geef toestemming.'],
    ['any case, spelled as the label has it', 'Voorwaarden gelezen en akkoord.', '<a>Voorwaarden</a> gelezen en akkoord.'],
    ['upper case', 'IK GA AKKOORD MET DE VOORWAARDEN', 'IK GA AKKOORD MET DE <a>VOORWAARDEN</a>'],
    ['the first occurrence only', 'De voorwaarden, en nog eens de voorwaarden.', 'De <a>voorwaarden</a>, en nog eens de voorwaarden.'],
    [
      'a whole word: not inside a longer one',
      'Ik ken de leveringsvoorwaarden en de voorwaarden.',
      'Ik ken de leveringsvoorwaarden en de <a>voorwaarden</a>.',
    ],
    [
      'a whole word: not the start of a longer one',
      'De voorwaardenlijst en de voorwaarden.',
      'De voorwaardenlijst en de <a>voorwaarden</a>.',
    ],
    [
      'a whole word: an accented letter is a letter too',
      'De privévoorwaarden en de voorwaarden.',
      'De privévoorwaarden en de <a>voorwaarden</a>.',
    ],
    [
      'beside punctuation and entities',
      'Akkoord met de &quot;voorwaarden&quot;&nbsp;hier.',
      'Akkoord met de &quot;<a>voorwaarden</a>&quot;&nbsp;hier.',
    ],
    ['after a line break', 'Ik ga akkoord<br>met de voorwaarden', 'Ik ga akkoord<br>met de <a>voorwaarden</a>'],
  ])('%s', (_name, label, expected) => {
    expect(rendered(label)).toBe(expected);
  });

  it('keeps the formatting the word sits in, inside the link, without empty elements around it', () => {
    expect(rendered('Ik ga akkoord met de <strong>voorwaarden</strong>.')).toBe(
      'Ik ga akkoord met de <a><strong>voorwaarden</strong></a>.',
    );
    expect(rendered('Ik ga <em>akkoord met de <strong>voorwaarden</strong> en meer</em>.')).toBe(
      'Ik ga <em>akkoord met de </em><a><em><strong>voorwaarden</strong></em></a><em> en meer</em>.',
    );
  });

  it('gives balanced pieces: what the word sits in is closed before it and opened again after it', () => {
    const parts = consentLabelParts('<p>Ik ga <strong>akkoord met de voorwaarden van</strong> Wolkwerk.</p>')!;
    expect(parts).toEqual({
      before: '<p>Ik ga <strong>akkoord met de </strong></p>',
      open: '<p><strong>',
      word: 'voorwaarden',
      close: '</strong></p>',
      after: '<p><strong> van</strong> Wolkwerk.</p>',
    });
  });

  it('does not look for the word inside tags: an attribute value is not text', () => {
    expect(rendered('<span title="voorwaarden">Ik ga akkoord</span> met de voorwaarden')).toBe(
      '<span title="voorwaarden">Ik ga akkoord</span> met de <a>voorwaarden</a>',
    );
    expect(consentLabelParts('<img alt="voorwaarden" src="/a.png"> Ik ga akkoord')).toBeNull();
  });

  it.each([
    ['a link on the word', 'Ik ga akkoord met de <a href="/privacyverklaring/">voorwaarden</a>.'],
    ['a link elsewhere, after the word', 'Ik ga akkoord met de voorwaarden en de <a href="/privacyverklaring/">privacyverklaring</a>.'],
    ['a link elsewhere, before the word', '<a href="https://example.nl/">Wolkwerk</a>: ik ga akkoord met de voorwaarden.'],
    ['an upper-case tag', 'Ik ga akkoord met de <A HREF="/voorwaarden/">voorwaarden</A>.'],
  ])('leaves a label with a link of its own as it is: %s', (_name, label) => {
    expect(consentLabelParts(label)).toBeNull();
  });

  it('never puts a link inside an anchor (one whose unsafe href the sanitizer removed)', () => {
    expect(consentLabelParts('Ik ga akkoord met de <a>voorwaarden</a>.')).toBeNull();
    expect(rendered('Zie <a>hier</a> de voorwaarden.')).toBe('Zie <a>hier</a> de <a>voorwaarden</a>.');
  });

  it.each([
    ['no such word', 'Ik ga akkoord met de privacyverklaring.'],
    ['an empty label', ''],
  ])('gives nothing for %s', (_name, label) => {
    expect(consentLabelParts(label)).toBeNull();
  });

  it('adds no markup of its own: every tag of the pieces is one of the label’s, or closes one', () => {
    const label = '<p class="x">Ik <em>ga</em> akkoord <span>met <strong>de voorwaarden</strong> nu</span></p>';
    const parts = consentLabelParts(label)!;
    const allowed = new Set([...tagsOf(label), '</p>', '</em>', '</span>', '</strong>']);
    for (const piece of [parts.before, parts.open, parts.close, parts.after]) {
      for (const tag of tagsOf(piece)) expect(allowed).toContain(tag);
    }
    expect(parts.word).toMatch(/^voorwaarden$/i);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload.html]))(
    'after the sanitizer, the %s payload around the word gets no tag back: the pieces hold only the sanitized label’s',
    (_id, payload) => {
      const label = htmlFieldValue(`Ik ga ${payload} akkoord met de voorwaarden ${payload}`, 'https://cms.wolkwerk.example');
      const parts = consentLabelParts(label);
      if (!parts) {
        // Left as it is: the sanitizer kept a link of the payload's own, or dropped the rest of the label with the payload.
        expect(/<a [^>]*href=/.test(label) || !/voorwaarden/.test(label)).toBe(true);
        return;
      }
      const allowed = new Set(tagsOf(label).concat(tagsOf(label).map((tag) => `</${/^<\/?([a-z0-9]+)/i.exec(tag)![1]}>`)));
      for (const piece of [parts.before, parts.open, parts.close, parts.after]) {
        for (const tag of tagsOf(piece)) expect(allowed).toContain(tag);
      }
    },
  );

  it('textAsHtml: a text label is escaped before it is read as HTML', () => {
    expect(textAsHtml('Ik ga akkoord met de voorwaarden & <b>meer</b>')).toBe(
      'Ik ga akkoord met de voorwaarden &amp; &lt;b&gt;meer&lt;/b&gt;',
    );
    expect(rendered(textAsHtml('Voorwaarden <a href="/x/">x</a>'))).toBe('<a>Voorwaarden</a> &lt;a href="/x/"&gt;x&lt;/a&gt;');
  });
});
