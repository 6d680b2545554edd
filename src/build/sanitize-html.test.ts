import { content, WORDPRESS_URL } from '../../mocks/content/index.ts';
import { findBlock } from '../../mocks/content/select.ts';
import { XSS_KIT, XSS_PAYLOADS } from '../../mocks/content/hostile.ts';
import { findDangerousMarkup } from '../../mocks/content/hostile-dom.ts';
import { relativizeWordPressUrl, safeImageSrc, sanitizeWordPressHtml, stripHtml } from './sanitize-html';

const options = { wordpressUrl: WORDPRESS_URL };
const allBlocks = content.pages.flatMap((page) => page.blocks);

function pageBlocks(uri: string) {
  const page = content.pages.find((candidate) => candidate.uri === uri);
  if (!page) throw new Error(`No fixture page ${uri}`);
  return page.blocks;
}

/** The first FAQ answer in the fixtures whose HTML contains `needle`. */
function faqAnswerWith(needle: string): string {
  const answer = allBlocks
    .filter((block) => block.kind === 'Repeat' && block.styletype === 'repeat_faq')
    .flatMap((block) => ('faq' in block && block.faq) || [])
    .map((item) => item.answer)
    .find((html) => html.includes(needle));
  if (!answer) throw new Error(`No FAQ answer containing ${needle}`);
  return answer;
}

describe('sanitizeWordPressHtml on fixture content', () => {
  it('keeps a repeat_faq answer intact and makes links to WordPress site-relative', () => {
    const answer = faqAnswerWith(`${WORDPRESS_URL}/contact/`);
    const html = sanitizeWordPressHtml(answer, options);
    expect(html).toContain('<a href="/contact/">contact met ons op</a>');
    expect(html).toContain('<a href="/contact/migratie-intake/">migratie-intake</a>');
    expect(html).not.toContain(WORDPRESS_URL);
    expect(html.startsWith('<p>')).toBe(true);
  });

  it('keeps lists, strong and paragraphs of a FAQ answer unchanged', () => {
    const faq = findBlock(allBlocks, 'Repeat', 'repeat_faq').faq ?? [];
    const answer = faq.find((item) => item.answer.includes('<ul>'))?.answer;
    expect(answer).toBeDefined();
    expect(sanitizeWordPressHtml(answer, options)).toBe(answer);
  });

  it('keeps a content description (privacy statement) with headings, lists and external links', () => {
    const block = findBlock(pageBlocks('/privacyverklaring/'), 'Content');
    const html = sanitizeWordPressHtml(block.description, options);
    expect(html).toContain('<h3>Cookies</h3>');
    expect(html).toContain('<li>');
    expect(html).toContain('<em>Laatst bijgewerkt op 1 oktober 2026</em>');
    expect(html).toContain(
      '<a href="https://www.autoriteitpersoonsgegevens.nl/" target="_blank" rel="noopener noreferrer">Autoriteit Persoonsgegevens</a>',
    );
    expect(html).toContain('<a href="mailto:privacy@wolkwerk.nl">privacy@wolkwerk.nl</a>');
    expect(html).toContain('<a href="/contact/">contactformulier</a>');
  });

  it('returns an empty string for no input', () => {
    expect(sanitizeWordPressHtml(null, options)).toBe('');
    expect(sanitizeWordPressHtml(undefined, options)).toBe('');
    expect(sanitizeWordPressHtml('', options)).toBe('');
  });
});

describe('sanitizeWordPressHtml on hostile input', () => {
  it('removes scripts and their content', () => {
    expect(sanitizeWordPressHtml('<p>Hallo</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>', options)).toBe('<p>Hallo</p>');
  });

  it('removes event handlers and images with onerror', () => {
    const html = sanitizeWordPressHtml(
      '<p onclick="steal()">Tekst<img src="x" onerror="alert(1)"></p><a href="/a/" onmouseover="x()">a</a>',
      options,
    );
    expect(html).toBe('<p>Tekst</p><a href="/a/">a</a>');
    expect(html).not.toMatch(/on\w+=/i);
  });

  it('drops javascript:, data: and vbscript: urls, however obfuscated', () => {
    const hostile = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
    ];
    for (const input of hostile) {
      expect(sanitizeWordPressHtml(input, options)).toBe('<a>x</a>');
    }
  });

  it('removes style elements and style attributes', () => {
    expect(sanitizeWordPressHtml('<style>body{display:none}</style><p style="color:red" class="x" id="y">Tekst</p>', options)).toBe(
      '<p>Tekst</p>',
    );
  });

  it('removes iframes, objects, embeds and forms', () => {
    const html = sanitizeWordPressHtml(
      '<iframe src="https://evil.example/">fallback</iframe><object data="x.swf"></object><embed src="x.swf"><form action="/x"><input name="q"><button>Go</button></form><p>Ok</p>',
      options,
    );
    expect(html).toBe('Go<p>Ok</p>');
  });

  it('keeps only href, title, target and rel on links, and forces rel with target _blank', () => {
    expect(
      sanitizeWordPressHtml('<a href="https://example.nl/" target="_blank" rel="opener" class="c" data-x="1" title="T">x</a>', options),
    ).toBe('<a href="https://example.nl/" target="_blank" rel="noopener noreferrer" title="T">x</a>');
    expect(sanitizeWordPressHtml('<a href="https://example.nl/" target="_BLANK">x</a>', options)).toBe(
      '<a href="https://example.nl/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeWordPressHtml('<a href="/x/" target="javascript:alert(1)">x</a>', options)).toBe('<a href="/x/">x</a>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeWordPressHtml('<p>1 &lt; 2 &amp; &lt;script&gt;</p>', options)).toBe('<p>1 &lt; 2 &amp; &lt;script&gt;</p>');
  });

  it('keeps table basics, sub and sup but drops their attributes', () => {
    const table =
      '<table><caption>Prijzen</caption><thead><tr><th>Pakket</th></tr></thead><tbody><tr><td>CO<sub>2</sub> m<sup>2</sup></td></tr></tbody></table>';
    expect(sanitizeWordPressHtml(table.replace('<td>', '<td style="x" onclick="y">'), options)).toBe(table);
  });
});

describe('sanitizeWordPressHtml headings', () => {
  it('moves an h1 and every heading after it one level down instead of dropping them', () => {
    expect(sanitizeWordPressHtml('<h1>Big</h1><h5>x</h5>', options)).toBe('<h2>Big</h2><h6>x</h6>');
    expect(sanitizeWordPressHtml('<h1 class="t">Titel</h1><p>a</p><h2>Sub</h2><h3>Subsub</h3>', options)).toBe(
      '<h2>Titel</h2><p>a</p><h3>Sub</h3><h4>Subsub</h4>',
    );
  });

  it('keeps h5 and h6, and h6 stays h6 when an h1 pushes the rest down', () => {
    expect(sanitizeWordPressHtml('<h2>a</h2><h5>b</h5><h6>c</h6>', options)).toBe('<h2>a</h2><h5>b</h5><h6>c</h6>');
    expect(sanitizeWordPressHtml('<h1>a</h1><h6>c</h6>', options)).toBe('<h2>a</h2><h6>c</h6>');
  });

  it('never runs the text of headings together', () => {
    expect(stripHtml(sanitizeWordPressHtml('<h1>Big</h1><h5>x</h5><h6>y</h6>', options))).toBe('Big x y');
  });

  it('renames only heading tags, not text or links that mention them', () => {
    expect(sanitizeWordPressHtml('<h1>Kop</h1><p>&lt;h1&gt; <a href="/h1/">h1</a></p>', options)).toBe(
      '<h2>Kop</h2><p>&lt;h1&gt; <a href="/h1/">h1</a></p>',
    );
  });
});

describe('sanitizeWordPressHtml images', () => {
  const upload = `${WORDPRESS_URL}/wp-content/uploads/2026/10/serverruimte.jpg`;

  it('keeps an editor’s inline image with src, alt, width and height, lazy and async', () => {
    expect(
      sanitizeWordPressHtml(`<p>Voor<img src="${upload}" alt="Serverruimte" width="640" height=" 480 " class="wp-image-7">na</p>`, options),
    ).toBe(`<p>Voor<img src="${upload}" alt="Serverruimte" width="640" height="480" loading="lazy" decoding="async" />na</p>`);
  });

  it('keeps the block editor’s figure and caption', () => {
    expect(
      sanitizeWordPressHtml(
        `<figure class="wp-block-image size-large"><img src="${upload}" alt=""/><figcaption class="x">Onze serverruimte</figcaption></figure>`,
        options,
      ),
    ).toBe(`<figure><img src="${upload}" alt="" loading="lazy" decoding="async" /><figcaption>Onze serverruimte</figcaption></figure>`);
  });

  it('gives an image without alt an empty alt (decorative) and forces lazy loading', () => {
    expect(
      sanitizeWordPressHtml('<img src="https://cdn.example.nl/a.png" loading="eager" decoding="sync" fetchpriority="high">', options),
    ).toBe('<img src="https://cdn.example.nl/a.png" alt="" loading="lazy" decoding="async" />');
  });

  it('drops every other attribute: event handlers, srcset, sizes, style, data and non-numeric sizes', () => {
    const html = sanitizeWordPressHtml(
      '<img src="https://cdn.example.nl/a.png" alt="A" onerror="alert(1)" onload="alert(2)" srcset="javascript:alert(1) 1x" sizes="100vw" style="x" data-id="1" width="100%" height="1e9" usemap="#m" ismap>',
      options,
    );
    expect(html).toBe('<img src="https://cdn.example.nl/a.png" alt="A" loading="lazy" decoding="async" />');
  });

  it('drops images whose src is not http(s) or site-relative, however obfuscated', () => {
    const hostile = [
      '<img src="javascript:alert(1)">',
      '<img src=" JaVaScRiPt:alert(1)">',
      '<img src="&#106;avascript:alert(1)">',
      '<img src="java&#x09;script:alert(1)">',
      '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="vbscript:msgbox(1)">',
      '<img src="//evil.example/x.png">',
      '<img src="/\\evil.example/x.png">',
      '<img src="x.png" onerror="alert(1)">',
      '<img src="">',
      '<img alt="geen bron">',
      '<img srcdoc="<script>alert(1)</script>">',
    ];
    for (const input of hostile) {
      expect(sanitizeWordPressHtml(`<p>a${input}b</p>`, options)).toBe('<p>ab</p>');
    }
  });

  it('drops svg, iframes with srcdoc and image-like elements with their content', () => {
    expect(
      sanitizeWordPressHtml(
        '<p>a</p><svg><image href="x.png" onload="alert(1)"/><script>alert(2)</script></svg><iframe srcdoc="<img src=x onerror=alert(1)>"></iframe><picture><source srcset="javascript:x"></picture>',
        options,
      ),
    ).toBe('<p>a</p>');
  });

  it('keeps site-relative images and points upload paths at WordPress', () => {
    expect(sanitizeWordPressHtml('<img src="/images/logo.png" alt="Logo">', options)).toBe(
      '<img src="/images/logo.png" alt="Logo" loading="lazy" decoding="async" />',
    );
    expect(sanitizeWordPressHtml('<img src="/wp-content/uploads/a.png" alt="">', options)).toBe(
      `<img src="${WORDPRESS_URL}/wp-content/uploads/a.png" alt="" loading="lazy" decoding="async" />`,
    );
  });
});

describe('safeImageSrc', () => {
  it('keeps http(s) urls and site paths, and resolves upload paths against WordPress (also in a sub-folder)', () => {
    expect(safeImageSrc(' https://cdn.example.nl/a b.png ', WORDPRESS_URL)).toBe('https://cdn.example.nl/a%20b.png');
    expect(safeImageSrc('/media/a.png', WORDPRESS_URL)).toBe('/media/a.png');
    expect(safeImageSrc('/wp-content/uploads/a.png', 'https://cms.example.nl/wp/')).toBe(
      'https://cms.example.nl/wp/wp-content/uploads/a.png',
    );
  });

  it('refuses everything else', () => {
    for (const src of [
      undefined,
      '',
      ' ',
      'a.png',
      '../a.png',
      '//x.nl/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ftp://x.nl/a.png',
      'http://',
    ]) {
      expect(safeImageSrc(src, WORDPRESS_URL)).toBeNull();
    }
  });
});

describe('relativizeWordPressUrl', () => {
  it('turns links to the WordPress site into site-relative paths, keeping query and hash', () => {
    expect(relativizeWordPressUrl('http://127.0.0.1:8788/contact/', WORDPRESS_URL)).toBe('/contact/');
    expect(relativizeWordPressUrl('http://127.0.0.1:8788/contact/?Ik%20wil%20graag=VPS#terugbellen', `${WORDPRESS_URL}/`)).toBe(
      '/contact/?Ik%20wil%20graag=VPS#terugbellen',
    );
    expect(relativizeWordPressUrl('http://127.0.0.1:8788', WORDPRESS_URL)).toBe('/');
  });

  it('leaves uploads absolute to WordPress', () => {
    const upload = 'http://127.0.0.1:8788/wp-content/uploads/2026/10/whitepaper.pdf';
    expect(relativizeWordPressUrl(upload, WORDPRESS_URL)).toBe(upload);
    expect(sanitizeWordPressHtml(`<a href="${upload}">pdf</a>`, options)).toBe(`<a href="${upload}">pdf</a>`);
  });

  it('leaves other origins, relative links, mailto and tel alone', () => {
    for (const href of [
      'http://127.0.0.1:9999/contact/',
      'https://127.0.0.1:8788/contact/',
      'https://www.ns.nl/',
      '/kennisbank/',
      '#faq',
      'mailto:a@b.nl',
      'tel:0301234567',
    ]) {
      expect(relativizeWordPressUrl(href, WORDPRESS_URL)).toBe(href);
    }
  });

  it('strips the folder WordPress is installed in', () => {
    expect(relativizeWordPressUrl('https://cms.example.nl/wp/contact/', 'https://cms.example.nl/wp')).toBe('/contact/');
    expect(relativizeWordPressUrl('https://cms.example.nl/other/', 'https://cms.example.nl/wp/')).toBe('https://cms.example.nl/other/');
  });

  it('leaves everything alone when the WordPress url is not a url', () => {
    expect(relativizeWordPressUrl('http://127.0.0.1:8788/contact/', 'not a url')).toBe('http://127.0.0.1:8788/contact/');
  });
});

describe('stripHtml', () => {
  it('turns a fixture FAQ answer with a list into one line of text', () => {
    const answer = faqAnswerWith('<ul>');
    const text = stripHtml(answer);
    expect(text).not.toMatch(/[<>\n]/);
    expect(text).not.toMatch(/\s{2}/);
    expect(text).toBe(text.trim());
  });

  it('decodes entities and separates block elements with a space', () => {
    expect(stripHtml('<p>Tom &amp; Jerry&nbsp;&mdash; &lt;b&gt; &quot;q&quot; &#8217; &amp;lt;</p><p>Volgende</p>')).toBe(
      'Tom & Jerry — <b> "q" ’ &lt; Volgende',
    );
    expect(stripHtml('<ul>\n<li>Een</li><li>Twee</li></ul>Drie<br>Vier')).toBe('Een Twee Drie Vier');
  });

  it('turns newlines and runs of whitespace into single spaces and trims', () => {
    expect(stripHtml('  <p>Regel een.\nRegel\r\n  twee.\t</p>  ')).toBe('Regel een. Regel twee.');
  });

  it('keeps inline elements inside words', () => {
    expect(stripHtml('<p>m<sup>2</sup> en <strong>VPS</strong>-server</p>')).toBe('m2 en VPS-server');
  });

  it('drops script and style content', () => {
    expect(stripHtml('<p>Tekst</p><script>alert("x")</script><style>p{}</style>')).toBe('Tekst');
  });

  it('returns an empty string for no input', () => {
    expect(stripHtml(null)).toBe('');
    expect(stripHtml(undefined)).toBe('');
    expect(stripHtml('<p> </p>')).toBe('');
  });
});

describe('sanitizeWordPressHtml on hostile content', () => {
  /** What the sanitized html leaves in a page that could run script or reach another origin. */
  function dangerIn(html: string) {
    const container = document.createElement('div');
    container.innerHTML = sanitizeWordPressHtml(html, options);
    return findDangerousMarkup({ origins: [window.location.origin, new URL(WORDPRESS_URL).origin], root: container });
  }

  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload.html]))('leaves nothing of the %s payload that runs or loads', (_id, html) => {
    expect(dangerIn(html)).toEqual([]);
  });

  it('leaves nothing of all payloads together, and sanitizing again changes nothing (no mutation on reparse)', () => {
    expect(dangerIn(XSS_KIT)).toEqual([]);
    const once = sanitizeWordPressHtml(XSS_KIT, options);
    const container = document.createElement('div');
    container.innerHTML = once;
    expect(sanitizeWordPressHtml(container.innerHTML, options)).toBe(once);
  });
});
