/**
 * Integrity of the fixture content: ids, references, links, and that every block, variant,
 * package level and form field type the site must render is present at least once.
 */
import { content, findCategory, findForm, findFragment, findMedia, findPage, findPost, packagesOfType } from './index.ts';
import { CONSENT_TEXT_LABEL, FORM } from './forms.ts';
import { WORDPRESS_URL } from './helpers.ts';
import { LEVEL_ICON } from './media.ts';
import {
  PACKAGE_LEVELS,
  type Block,
  type ContentBlock,
  type FormBlock,
  type GfField,
  type GfFieldType,
  type GfForm,
  type Page,
  type PostsBlock,
  type RepeatBlock,
} from './types.ts';

const { settings, media, pages, posts, categories, fragments, packages, forms } = content;

// ── Helpers ──────────────────────────────────────────────────────────────────

interface Owned<T> {
  where: string;
  block: T;
}

const blockOwners: { where: string; blocks: Block[] }[] = [
  ...pages.map((page) => ({ where: `page ${page.uri}`, blocks: page.blocks })),
  ...posts.map((post) => ({ where: `post ${post.uri}`, blocks: post.blocks })),
  ...fragments.map((fragment) => ({ where: `fragment ${fragment.databaseId}`, blocks: fragment.blocks })),
];

const allBlocks: Owned<Block>[] = blockOwners.flatMap(({ where, blocks }) =>
  blocks.map((block, index) => ({ where: `${where} block ${index}`, block })),
);

const titleOf = (block: Block | undefined) => (block && 'title' in block ? block.title : undefined);
const descriptionOf = (block: Block | undefined) => (block && 'description' in block ? block.description : undefined);
const styletypeOf = (block: Block | undefined) => (block && 'styletype' in block ? block.styletype : undefined);

const typeKey = (block: Block) => (block.kind === 'Fragment' ? 'Fragment' : `${block.kind}/${block.styletype}`);

function blocksOf<K extends Block['kind']>(kind: K, styletype?: string): Owned<Extract<Block, { kind: K }>>[] {
  return allBlocks.filter(
    (owned): owned is Owned<Extract<Block, { kind: K }>> =>
      owned.block.kind === kind && (styletype === undefined || ('styletype' in owned.block && owned.block.styletype === styletype)),
  );
}

/** Visits every value under `value` with its key and a readable path. */
function walk(value: unknown, path: string, visit: (key: string, value: unknown, path: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}[${index}]`, visit));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      visit(key, child, `${path}.${key}`);
      walk(child, `${path}.${key}`, visit);
    }
  }
}

function duplicates<T>(values: T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');

/** Every HTML string of the content (block descriptions, FAQ answers, form texts). */
const htmlStrings: { path: string; html: string }[] = [];
walk({ pages, posts, fragments, forms }, 'content', (_key, value, path) => {
  if (typeof value === 'string' && /<[a-z][^>]*>/i.test(value)) htmlStrings.push({ path, html: value });
});

/** Every link: ACF links (`url`) and hrefs in HTML (USP links are page ids, checked under references). */
const links: { path: string; url: string }[] = [];
walk({ settings, pages, posts, fragments, forms }, 'content', (key, value, path) => {
  if (key === 'url' && typeof value === 'string') links.push({ path, url: value });
  if (typeof value === 'string') for (const href of hrefsIn(value)) links.push({ path, url: href });
});

const routeUris = new Set([...pages.map((page) => page.uri), ...posts.map((post) => post.uri)]);

/** The section ids a page shows, including those of the fragments it pulls in. */
function sectionIdsOf(page: Page): Set<string> {
  const blocks = page.blocks.flatMap((block) => (block.kind === 'Fragment' ? (findFragment(block.fragment)?.blocks ?? []) : [block]));
  return new Set(blocks.map((block) => block.sectionId).filter((id): id is string => !!id));
}

// ── Identity ─────────────────────────────────────────────────────────────────

describe('ids and uris', () => {
  it.each([
    ['media', media.map((item) => item.databaseId)],
    ['pages', pages.map((item) => item.databaseId)],
    ['posts', posts.map((item) => item.databaseId)],
    ['categories', categories.map((item) => item.databaseId)],
    ['fragments', fragments.map((item) => item.databaseId)],
    ['packages', packages.map((item) => item.databaseId)],
    ['forms', forms.map((item) => item.databaseId)],
  ])('%s have unique database ids', (_name, ids) => {
    expect(duplicates(ids)).toEqual([]);
  });

  it('shares no database id between post types (WordPress keeps pages, posts, media, fragments and packages in one table)', () => {
    const ids = [pages, posts, media, fragments, packages].flatMap((list) => list.map((item) => item.databaseId));
    expect(duplicates(ids)).toEqual([]);
  });

  it('has unique uris for pages and posts, and media slugs that clash with neither', () => {
    const uris = [...pages.map((page) => page.uri), ...posts.map((post) => post.uri)];
    expect(duplicates(uris)).toEqual([]);
    expect(duplicates(media.map((item) => item.slug))).toEqual([]);
    expect(media.filter((item) => routeUris.has(`/${item.slug}/`)).map((item) => item.slug)).toEqual([]);
  });

  it('builds every page uri from its parent chain and slug', () => {
    const frontPages = pages.filter((page) => page.isFrontPage);
    expect(frontPages.map((page) => page.uri)).toEqual(['/']);
    for (const page of pages.filter((page) => !page.isFrontPage)) {
      const parent = pages.find((candidate) => candidate.databaseId === page.parent);
      expect({ uri: page.uri }).toEqual({ uri: `${parent?.uri ?? '/'}${page.slug}/` });
    }
  });

  it('gives posts a /kennisbank/<slug>/ uri', () => {
    for (const post of posts) expect(post.uri).toBe(`/kennisbank/${post.slug}/`);
  });

  it('finds content through the helpers', () => {
    expect(findPage('/')?.databaseId).toBe(2);
    expect(findPost('/kennisbank/wat-is-een-vps/')?.databaseId).toBe(1001);
    expect(findForm(1)?.title).toBe('Contact');
    expect(findFragment(900)?.title).toBe('Contact CTA');
    expect(findCategory(1)?.slug).toBe('geen-categorie');
    expect(findMedia(501)?.slug).toBe('datacenter-serverruimte');
    expect(findMedia(null)).toBeUndefined();
    const vps = packagesOfType('vps').map((item) => item.info.priceFrom);
    expect(vps).toEqual([...vps].sort((a, b) => a - b));
  });
});

// ── References ───────────────────────────────────────────────────────────────

describe('references', () => {
  const mediaIds = new Set(media.map((item) => item.databaseId));
  const mediaRefs: { path: string; id: number }[] = [];
  walk({ pages, posts, fragments, packages }, 'content', (key, value, path) => {
    if (['featuredImage', 'image', 'personImage', 'icon', 'ctaImage'].includes(key) && typeof value === 'number') {
      mediaRefs.push({ path, id: value });
    }
  });

  it('refers only to existing media', () => {
    expect(mediaRefs.filter((ref) => !mediaIds.has(ref.id))).toEqual([]);
  });

  it('uses every media item somewhere', () => {
    const used = new Set(mediaRefs.map((ref) => ref.id));
    expect(media.filter((item) => !used.has(item.databaseId)).map((item) => item.slug)).toEqual([]);
  });

  it('refers only to existing forms', () => {
    const formIds = [settings.newsletter.formId, ...blocksOf('Form').map(({ block }) => block.formId)];
    expect(formIds.filter((id) => !findForm(id))).toEqual([]);
  });

  it('links USPs only to existing pages and posts (an ACF page_link holds a database id)', () => {
    const targets = blocksOf('Repeat').flatMap(({ where, block }) => (block.usps ?? []).map((usp) => ({ where, link: usp.link })));
    const ids = new Set([...pages, ...posts].map((item) => item.databaseId));
    expect(targets.filter(({ link }) => link !== null && !ids.has(link))).toEqual([]);
    expect(targets.some(({ link }) => link !== null && pages.some((page) => page.databaseId === link))).toBe(true);
    expect(targets.some(({ link }) => link !== null && posts.some((post) => post.databaseId === link))).toBe(true);
  });

  it('gives every Fragment block the layout’s one style', () => {
    expect(blocksOf('Fragment').filter(({ block }) => block.styletype !== 'default')).toEqual([]);
  });

  it('refers only to existing fragments, which do not nest', () => {
    expect(blocksOf('Fragment').filter(({ block }) => !findFragment(block.fragment))).toEqual([]);
    expect(fragments.flatMap((fragment) => fragment.blocks).filter((block) => block.kind === 'Fragment')).toEqual([]);
    const used = new Set(blocksOf('Fragment').map(({ block }) => block.fragment));
    expect(fragments.filter((fragment) => !used.has(fragment.databaseId)).map((fragment) => fragment.slug)).toEqual([]);
  });

  it('refers only to existing categories', () => {
    expect(posts.filter((post) => post.categories.some((id) => !findCategory(id))).map((post) => post.uri)).toEqual([]);
  });

  it('has parent chains that exist and end, one of them at least three pages deep', () => {
    let deepest = 0;
    for (const page of pages) {
      const seen = new Set<number>([page.databaseId]);
      let current: Page | undefined = page;
      let depth = 1;
      while (current?.parent != null) {
        const parentId: number = current.parent;
        current = pages.find((candidate) => candidate.databaseId === parentId);
        expect({ page: page.uri, parent: parentId, exists: !!current }).toEqual({ page: page.uri, parent: parentId, exists: true });
        expect({ page: page.uri, cycle: seen.has(parentId) }).toEqual({ page: page.uri, cycle: false });
        seen.add(parentId);
        depth += 1;
      }
      deepest = Math.max(deepest, depth);
    }
    expect(deepest).toBeGreaterThanOrEqual(3);
  });
});

// ── Links ────────────────────────────────────────────────────────────────────

describe('links', () => {
  const internal = links
    .filter(({ url }) => url.startsWith('/') || url.startsWith(WORDPRESS_URL))
    .map(({ path, url }) => ({ path, url: url.startsWith(WORDPRESS_URL) ? url.slice(WORDPRESS_URL.length) || '/' : url }))
    .map(({ path, url }) => {
      const parsed = new URL(url, 'http://site.invalid');
      return { path, url, pathname: parsed.pathname, params: parsed.searchParams, hash: parsed.hash.slice(1) };
    });

  it('has internal links at all', () => {
    expect(internal.length).toBeGreaterThan(50);
  });

  it('points every internal link at an existing page or post', () => {
    expect(internal.filter(({ pathname }) => !routeUris.has(pathname)).map(({ path, url }) => `${path}: ${url}`)).toEqual([]);
  });

  it('points every anchor at a section of the target page (except the #terugbellen marker)', () => {
    const broken = internal
      .filter(({ hash }) => hash && hash !== 'terugbellen')
      .filter(({ pathname, hash }) => {
        const page = findPage(pathname);
        return !page || !sectionIdsOf(page).has(hash);
      });
    expect(broken.map(({ path, url }) => `${path}: ${url}`)).toEqual([]);
  });

  it('uses only query parameters the site understands, with values that exist', () => {
    const packageTitles = new Set(packages.map((item) => item.title));
    const wishes = new Set(
      findForm(1)
        ?.fields.find((field) => field.id === 14)
        ?.choices?.map((choice) => choice.value),
    );
    const problems: string[] = [];
    for (const { path, url, pathname, params } of internal) {
      for (const [name, value] of params) {
        const ok =
          (pathname === '/offerte-aanvragen/' && name === 'Pakket' && packageTitles.has(value)) ||
          (pathname === '/offerte-aanvragen/' && name === 'Service' && ['vps', 'pc', 'office'].includes(value)) ||
          (pathname === '/contact/' && name === 'Ik wil graag' && wishes.has(value));
        if (!ok) problems.push(`${path}: ${url}`);
      }
      const pakket = params.get('Pakket');
      const service = params.get('Service');
      if (pakket && service && packages.find((item) => item.title === pakket)?.info.type !== service) problems.push(`${path}: ${url}`);
    }
    expect(problems).toEqual([]);
  });

  it('contains an absolute link to the WordPress site itself and external links', () => {
    expect(links.some(({ url }) => url === `${WORDPRESS_URL}/contact/`)).toBe(true);
    const external = htmlStrings
      .flatMap(({ html }) => hrefsIn(html))
      .filter((href) => /^https?:/.test(href) && !href.startsWith(WORDPRESS_URL));
    expect(external.length).toBeGreaterThan(0);
  });

  it('has both kinds of consent label: the contact form’s plain text (the engine links it), the others with their own link', () => {
    const consents = forms.flatMap((form) =>
      form.fields
        .filter((field) => field.type === 'consent')
        .map((field) => ({ formId: form.databaseId, label: field.checkboxLabel ?? '' })),
    );
    const contact = consents.filter(({ formId }) => formId === FORM.contact).map(({ label }) => label);
    const others = consents.filter(({ formId }) => formId !== FORM.contact);
    expect(contact).toEqual([CONSENT_TEXT_LABEL]);
    expect(CONSENT_TEXT_LABEL).not.toContain('<');
    expect(CONSENT_TEXT_LABEL).toMatch(/\bvoorwaarden\b/);
    expect(others.length).toBeGreaterThan(0);
    for (const { label } of others) expect(label).toContain('<a href="/privacyverklaring/">voorwaarden</a>');
  });
});

// ── Settings and menus ───────────────────────────────────────────────────────

describe('settings', () => {
  it('has complete site info: address, maps link, phone, e-mail, LinkedIn and operator login', () => {
    const { info } = settings;
    for (const value of Object.values(info)) expect(value.trim()).not.toBe('');
    expect(info.addressRuleTwo).toMatch(/^\d{4} ?[A-Z]{2} /);
    for (const url of [info.addressGoogleMaps, info.linkedinUrl, info.loginOperatorUrl]) expect(new URL(url).protocol).toBe('https:');
    expect(info.phonenumber.replace(/\D/g, '')).toMatch(/^0\d{9}$/);
    expect(info.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
  });

  it('has a header menu of 5 or 6 items, at least 3 with a submenu of 3 to 5 links', () => {
    expect(settings.menuHeader.length).toBeGreaterThanOrEqual(5);
    expect(settings.menuHeader.length).toBeLessThanOrEqual(6);
    const submenus = settings.menuHeader.map((item) => item.submenu ?? []).filter((submenu) => submenu.length > 0);
    expect(submenus.length).toBeGreaterThanOrEqual(3);
    for (const submenu of submenus) {
      expect(submenu.length).toBeGreaterThanOrEqual(3);
      expect(submenu.length).toBeLessThanOrEqual(5);
    }
  });

  it('has footer and services menus, the latter linking the service pages', () => {
    expect(settings.menuFooter.length).toBeGreaterThan(0);
    const services = settings.menuServices.map((item) => item.link.url);
    expect(services).toEqual(expect.arrayContaining(['/diensten/vps/', '/diensten/cloud-pc/', '/diensten/cloud-werkplek/']));
  });

  it('shows a newsletter form with an e-mail field', () => {
    expect(settings.newsletter.title).toBe('Blijf op de hoogte');
    expect(findForm(settings.newsletter.formId)?.fields.some((field) => field.type === 'email')).toBe(true);
  });
});

// ── Pages ────────────────────────────────────────────────────────────────────

describe('pages', () => {
  it.each([
    '/',
    '/kennisbank/',
    '/offerte-aanvragen/',
    '/contact/',
    '/terugbellen/',
    '/cloudstatus/ontdekken/',
    '/privacyverklaring/',
    '/bedankt/',
    '/diensten/',
    '/diensten/vps/',
    '/diensten/cloud-pc/',
    '/diensten/cloud-werkplek/',
  ])('%s exists', (uri) => {
    expect(findPage(uri)).toBeDefined();
  });

  it('keeps the home page other tests rely on', () => {
    const home = findPage('/')!;
    expect(home.databaseId).toBe(2);
    expect(home.featuredImage).toBe(501);
    expect(home.blocks[0]).toEqual({
      kind: 'Banner',
      styletype: 'banner_default',
      label: 'Cloud uit Nederland',
      title: 'Jouw servers, werkplekken en data veilig in de Nederlandse cloud',
      links: [
        { link: { url: '/offerte-aanvragen/', title: 'Stel je pakket samen', target: '' }, theme: 'orange' },
        { link: { url: '/cloudstatus/ontdekken/', title: 'Ontdek je cloudstatus', target: '' }, theme: 'blue_outlined' },
      ],
    });
  });

  it('keeps the cloudstatus page other tests rely on', () => {
    const page = findPage('/cloudstatus/ontdekken/')!;
    expect(page.databaseId).toBe(14);
    expect(page.blocks[0]).toMatchObject({ kind: 'Banner', styletype: 'banner_default', title: 'Ontdek je cloudstatus' });
    const banner = page.blocks[0];
    expect(banner?.kind === 'Banner' && banner.links?.some((item) => item.link?.url === '/')).toBe(true);
  });

  it('keeps media 501, the home page’s featured image, a photo the e2e test loads', () => {
    expect(findMedia(501)).toMatchObject({ mimeType: 'image/jpeg', file: expect.stringMatching(/\.jpg$/) });
    expect(findMedia(501)!.altText).not.toBe('');
  });

  it('titles the call-to-action targets as the content model says', () => {
    expect(titleOf(findPage('/terugbellen/')?.blocks[0])).toBe('Bel mij nu terug');
    expect(titleOf(findPage('/cloudstatus/ontdekken/')?.blocks[0])).toBe('Ontdek je cloudstatus');
  });

  it('starts every page with a titled block, so it has an h1', () => {
    for (const page of pages) expect({ uri: page.uri, title: !!titleOf(page.blocks[0]) }).toEqual({ uri: page.uri, title: true });
  });

  it('shows the footer everywhere except on the cloud scan', () => {
    expect(pages.filter((page) => !page.settings.showFooter).map((page) => page.uri)).toEqual(['/cloudstatus/ontdekken/']);
  });

  it('shows the newsletter on most content pages but not on form or quotation pages', () => {
    const formPages = pages.filter(
      (page) =>
        page.blocks.some((block) => block.kind === 'Form' && !block.sectionId) ||
        page.blocks.some((block) => styletypeOf(block) === 'posts_package_quotation'),
    );
    expect(formPages.filter((page) => page.settings.showNewsletter).map((page) => page.uri)).toEqual([]);
    expect(pages.filter((page) => page.settings.showNewsletter).length).toBeGreaterThan(pages.length / 2);
  });

  it('uses every breadcrumb mode, each consistently', () => {
    const modes = new Set(pages.map((page) => page.settings.breadcrumb));
    expect([...modes].sort()).toEqual(['custom', 'fragment', 'history', 'none', 'path']);
    expect(findPage('/')?.settings.breadcrumb).toBe('none');
    for (const page of pages) {
      if (page.settings.breadcrumb === 'custom')
        expect(page.settings.breadcrumbCustom?.filter((row) => row.link?.url).length).toBeGreaterThan(0);
      if (page.settings.breadcrumb === 'fragment') expect(page.parent).not.toBeNull();
    }
  });

  it('starts the header sticky on the quotation and cloud scan pages', () => {
    expect(
      pages
        .filter((page) => page.settings.stickyHeader)
        .map((page) => page.uri)
        .sort(),
    ).toEqual(['/cloudstatus/ontdekken/', '/offerte-aanvragen/']);
  });

  it('has SEO texts for every page and post', () => {
    for (const item of [...pages, ...posts]) {
      expect(item.seo.title.length).toBeGreaterThan(5);
      expect(item.seo.description.length).toBeGreaterThan(30);
      expect(item.seo.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('dates content consistently', () => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
    for (const item of [...pages, ...posts]) {
      expect(item.date).toMatch(iso);
      expect(item.modified).toMatch(iso);
      expect(item.modified >= item.date).toBe(true);
    }
  });
});

// ── Blocks ───────────────────────────────────────────────────────────────────

describe('blocks', () => {
  const REQUIRED = [
    'Banner/banner_default',
    'Banner/banner_landing',
    'Banner/banner_post',
    'Banner/banner_service',
    'Content/content_block_with_pointers',
    'Content/content_title_with_text',
    'Content/content_image_with_quote',
    'Content/content_image_with_pointers',
    'Content/content_image_with_text',
    'Content/content_whitepaper',
    'Content/content_cta',
    'Content/content_enclose',
    'Form/form_default',
    'Form/form_contact',
    'Posts/posts_latest',
    'Posts/posts_blog',
    'Posts/posts_package_prices',
    'Posts/posts_package_quotation',
    'Repeat/repeat_services',
    'Repeat/repeat_usps',
    'Repeat/repeat_content_with_cta',
    'Repeat/repeat_faq',
    'Fragment',
  ];

  it.each(REQUIRED)('uses %s at least once', (key) => {
    expect(allBlocks.some(({ block }) => typeKey(block) === key)).toBe(true);
  });

  it('uses no unknown kind or styletype', () => {
    expect(
      allBlocks.filter(({ block }) => !REQUIRED.includes(typeKey(block))).map(({ where, block }) => `${where}: ${typeKey(block)}`),
    ).toEqual([]);
  });

  it('uses banner_post only as the first block of posts', () => {
    for (const { where } of blocksOf('Banner', 'banner_post')) expect(where).toMatch(/^post .* block 0$/);
  });

  it('has banner_service blocks with the three services, sorted 1 to 3 and linking to their pages', () => {
    const banners = blocksOf('Banner', 'banner_service');
    expect(banners.length).toBe(3);
    for (const { block } of banners) {
      const services = [...(block.services ?? [])].sort((a, b) => a.sortNumber - b.sortNumber);
      expect(services.map((item) => item.sortNumber)).toEqual([1, 2, 3]);
      expect(services.map((item) => item.link.url)).toEqual(['/diensten/vps/', '/diensten/cloud-pc/', '/diensten/cloud-werkplek/']);
    }
  });

  it('has content_block_with_pointers once with an image and once with a Vimeo video', () => {
    const blocks = blocksOf('Content', 'content_block_with_pointers').map(({ block }) => block);
    expect(blocks.some((block) => block.imageDesktop?.image && !block.vimeoUrl)).toBe(true);
    expect(blocks.some((block) => /^https:\/\/vimeo\.com\/\d+$/.test(block.vimeoUrl ?? ''))).toBe(true);
  });

  it('has content_image_with_text in both views', () => {
    const views = new Set(blocksOf('Content', 'content_image_with_text').map(({ block }) => block.view));
    expect(views).toEqual(new Set(['text_left', 'text_right']));
  });

  it('has quotes with a person image', () => {
    for (const { block } of blocksOf('Content', 'content_image_with_quote')) {
      expect(block.personImage).toBeTruthy();
      expect(block.label).toBeTruthy();
    }
  });

  it('embeds a typeform', () => {
    const enclose = blocksOf('Content', 'content_enclose').map(({ block }) => block);
    expect(enclose.some((block) => block.encloseType === 'typeform' && /^[A-Za-z0-9]{6,}$/.test(block.typeformId ?? ''))).toBe(true);
  });

  it('has a whitepaper with an image and a download link', () => {
    for (const { block } of blocksOf('Content', 'content_whitepaper')) {
      expect(block.imageDesktop?.image).toBeTruthy();
      expect(block.links?.length).toBeGreaterThan(0);
    }
  });

  it('crops desktop and mobile images at different positions somewhere', () => {
    const blocks = allBlocks.map(({ block }) => block).filter((block): block is ContentBlock => block.kind === 'Content');
    expect(
      blocks.some((block) => block.imageDesktop && block.imageMobile && block.imageDesktop.position !== block.imageMobile.position),
    ).toBe(true);
  });

  it('has comma-separated pointers and features without empty items', () => {
    const lists = [
      ...blocksOf('Content').map(({ block }) => block.pointers),
      ...blocksOf('Posts').map(({ block }) => block.features),
    ].filter((list): list is string => !!list);
    expect(lists.length).toBeGreaterThan(3);
    for (const list of lists) {
      const items = list.split(',').map((item) => item.trim());
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.filter((item) => item.length < 3)).toEqual([]);
    }
  });

  it('has form_contact with form 1 and with another form showing an image', () => {
    const blocks = blocksOf('Form', 'form_contact').map(({ block }) => block as FormBlock);
    expect(blocks.some((block) => block.formId === 1 && !block.imageDesktop)).toBe(true);
    expect(blocks.some((block) => block.formId !== 1 && block.imageDesktop?.image)).toBe(true);
  });

  it('has form_default with the callback form', () => {
    expect(blocksOf('Form', 'form_default').some(({ block }) => block.formId === 4)).toBe(true);
  });

  it('has posts_latest with 3 posts', () => {
    expect(blocksOf('Posts', 'posts_latest').some(({ block }) => block.count === 3)).toBe(true);
  });

  it('has package prices for vps, pc and office, each with features', () => {
    const blocks = blocksOf('Posts', 'posts_package_prices').map(({ block }) => block as PostsBlock);
    expect(blocks.map((block) => block.packagesType).sort()).toEqual(['office', 'pc', 'vps']);
    for (const block of blocks) expect(block.features).toBeTruthy();
  });

  it('has a quotation with vps and pc sections and a CTA box', () => {
    const [quotation] = blocksOf('Posts', 'posts_package_quotation').map(({ block }) => block as PostsBlock);
    expect(quotation?.sections?.map((section) => section.type)).toEqual(expect.arrayContaining(['vps', 'pc']));
    expect(quotation?.ctaTitle).toBeTruthy();
    expect(findMedia(quotation?.ctaImage)).toBeDefined();
    expect(quotation?.ctaLink?.url).toBeTruthy();
  });

  it('has repeat_services with at least 4 cards, one without a link', () => {
    const blocks = blocksOf('Repeat', 'repeat_services').map(({ block }) => block as RepeatBlock);
    expect(blocks.some((block) => (block.serviceCards?.length ?? 0) >= 4 && block.serviceCards?.some((card) => card.link === null))).toBe(
      true,
    );
  });

  it('has repeat_usps in both views, with and without links', () => {
    const blocks = blocksOf('Repeat', 'repeat_usps').map(({ block }) => block as RepeatBlock);
    expect(new Set(blocks.map((block) => block.view))).toEqual(new Set(['default', 'foldable']));
    const usps = blocks.flatMap((block) => block.usps ?? []);
    expect(usps.some((usp) => usp.link === null)).toBe(true);
    expect(usps.some((usp) => typeof usp.link === 'number')).toBe(true);
  });

  it('has repeat_content_with_cta with and without the CTA box', () => {
    const blocks = blocksOf('Repeat', 'repeat_content_with_cta').map(({ block }) => block as RepeatBlock);
    expect(blocks.some((block) => block.ctaTitle && block.ctaImage && (block.links?.length ?? 0) > 0)).toBe(true);
    expect(blocks.some((block) => !block.ctaTitle && !block.ctaImage && !block.links?.length)).toBe(true);
    const types = new Set(blocks.flatMap((block) => block.content ?? []).map((item) => item.type));
    expect(types).toEqual(new Set(['intro', 'text', 'quote']));
  });

  it('has an FAQ with at least 5 items whose answers use HTML and newlines', () => {
    const faqs = blocksOf('Repeat', 'repeat_faq').map(({ block }) => (block as RepeatBlock).faq ?? []);
    expect(faqs.some((faq) => faq.length >= 5)).toBe(true);
    const answers = faqs
      .flat()
      .map((item) => item.answer)
      .join('');
    for (const part of ['<p>', '<strong>', '<a href="', '<ul>', '<li>', '\n']) expect(answers).toContain(part);
  });

  it('anchors some repeat blocks with a section id', () => {
    expect(blocksOf('Repeat').filter(({ block }) => block.sectionId).length).toBeGreaterThanOrEqual(3);
  });
});

// ── Posts and categories ─────────────────────────────────────────────────────

describe('posts and categories', () => {
  it('has the default category and at least five real ones', () => {
    expect(findCategory(1)).toMatchObject({ name: 'Geen categorie', slug: 'geen-categorie' });
    expect(categories.filter((category) => category.databaseId !== 1).length).toBeGreaterThanOrEqual(5);
  });

  it('has at least 30 posts over 2025 and 2026', () => {
    expect(posts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(posts.map((post) => post.date.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
  });

  it('gives every post 1 to 3 categories, at least one real, some also category 1', () => {
    for (const post of posts) {
      expect(post.categories.length).toBeGreaterThanOrEqual(1);
      expect(post.categories.length).toBeLessThanOrEqual(3);
      expect(post.categories.some((id) => id !== 1)).toBe(true);
      expect(duplicates(post.categories)).toEqual([]);
    }
    expect(posts.some((post) => post.categories.includes(1))).toBe(true);
    const used = new Set(posts.flatMap((post) => post.categories));
    expect(categories.filter((category) => !used.has(category.databaseId))).toEqual([]);
  });

  it('has several authors, featured images and an excerpt per post', () => {
    expect(new Set(posts.map((post) => post.author)).size).toBeGreaterThanOrEqual(3);
    for (const post of posts) {
      expect(findMedia(post.featuredImage)?.mimeType).toBe('image/jpeg');
      expect(post.excerpt.length).toBeGreaterThan(40);
    }
  });

  it('starts each post with banner_post, followed by 2 to 4 content blocks with HTML', () => {
    for (const post of posts) {
      const [banner, ...rest] = post.blocks;
      expect(banner).toEqual({ kind: 'Banner', styletype: 'banner_post' });
      expect(rest.length).toBeGreaterThanOrEqual(2);
      expect(rest.length).toBeLessThanOrEqual(4);
      for (const block of rest) {
        expect(block.kind).toBe('Content');
        expect(descriptionOf(block)).toMatch(/^<(p|ul|h3)>/);
      }
    }
  });

  it('has distinct titles, excerpts and texts', () => {
    expect(duplicates(posts.map((post) => post.title))).toEqual([]);
    expect(duplicates(posts.map((post) => post.excerpt))).toEqual([]);
    const bodies = posts.flatMap((post) =>
      post.blocks
        .filter((block) => styletypeOf(block) !== 'content_cta')
        .map(descriptionOf)
        .filter(Boolean),
    );
    expect(duplicates(bodies)).toEqual([]);
  });

  it('has well-formed HTML: balanced tags in every HTML string', () => {
    const problems: string[] = [];
    for (const { path, html } of htmlStrings) {
      for (const tag of ['p', 'ul', 'li', 'a', 'strong', 'h3', 'em']) {
        const open = (html.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;
        const close = (html.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;
        if (open !== close) problems.push(`${path}: <${tag}> ${open} opened, ${close} closed`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// ── Packages ─────────────────────────────────────────────────────────────────

describe('packages', () => {
  const byType = (type: 'vps' | 'pc' | 'office') =>
    packages
      .filter((item) => item.info.type === type)
      .sort((a, b) => PACKAGE_LEVELS.indexOf(a.info.level) - PACKAGE_LEVELS.indexOf(b.info.level));

  it.each(['vps', 'pc'] as const)('has %s packages at all seven levels, growing by level', (type) => {
    const list = byType(type);
    expect(list.map((item) => item.info.level)).toEqual([...PACKAGE_LEVELS]);
    for (let index = 1; index < list.length; index += 1) {
      const previous = list[index - 1]!.info;
      const current = list[index]!.info;
      expect(current.priceFrom).toBeGreaterThan(previous.priceFrom);
      expect(current.vcpu).toBeGreaterThanOrEqual(previous.vcpu);
      expect(current.ram).toBeGreaterThanOrEqual(previous.ram);
      expect(current.nvme).toBeGreaterThanOrEqual(previous.nvme);
      expect(current.oneTimeCost).toBeGreaterThanOrEqual(previous.oneTimeCost);
    }
  });

  it('titles packages after product and level', () => {
    const product = { vps: 'VPS', pc: 'Cloud PC', office: 'Cloud Werkplek' };
    for (const item of packages) {
      const level = item.info.level.charAt(0).toUpperCase() + item.info.level.slice(1);
      expect(item.title).toBe(`${product[item.info.type]} ${level}`);
    }
    expect(packages.map((item) => item.title)).toEqual(expect.arrayContaining(['VPS Iron', 'Cloud PC Gold']));
  });

  it('uses the level icon of each package', () => {
    for (const item of packages) {
      expect(item.icon).toBe(LEVEL_ICON[item.info.level]);
      expect(findMedia(item.icon)?.art.motif).toBe('level');
    }
  });

  it('offers Linux and Windows on VPS and only Windows on PC', () => {
    const vpsSystems = new Set(byType('vps').flatMap((item) => item.info.optionOperatingSystems));
    expect(vpsSystems).toEqual(
      new Set(['windows_2016', 'windows_2019', 'windows_2022', 'windows_server', 'debian', 'ubuntu', 'ubuntu_debian']),
    );
    for (const item of [...byType('vps'), ...byType('pc')]) expect(item.info.optionOperatingSystems.length).toBeGreaterThan(0);
    for (const item of byType('pc')) for (const system of item.info.optionOperatingSystems) expect(system).toMatch(/^windows_/);
  });

  it('switches every upgrade on for some packages and off for others', () => {
    const list = [...byType('vps'), ...byType('pc')];
    for (const flag of ['upgradeMsRdp', 'upgradeIpv4', 'upgradeVcpuCore', 'upgradeRam'] as const) {
      expect(new Set(list.map((item) => item.info[flag]))).toEqual(new Set([true, false]));
    }
    expect(new Set(list.map((item) => item.info.upgradeStorage))).toEqual(new Set(['100gb_nvme', '100gb_nvme_1', null]));
    for (const max of ['upgradeMsRdpMax', 'upgradeIpv4Max', 'upgradeVcpuCoreMax', 'upgradeRamMax', 'upgradeStorageMax'] as const) {
      expect(list.some((item) => item.info[max] == null)).toBe(true);
      expect(list.some((item) => typeof item.info[max] === 'number' && item.info[max]! > 0)).toBe(true);
    }
    expect(list.some((item) => item.info.upgradeIpv4Max === 3)).toBe(true);
    expect(list.some((item) => item.info.upgradeRamMax === 63)).toBe(true);
  });

  it('requires a minimum of 2 or 3 for some PC levels and 1 for most packages', () => {
    expect(byType('pc').some((item) => item.info.minAmount >= 2)).toBe(true);
    expect(packages.filter((item) => item.info.minAmount === 1).length).toBeGreaterThan(packages.length / 2);
    for (const item of packages) expect(item.info.minAmount).toBeGreaterThanOrEqual(1);
  });

  it('has office packages with yes/no features, where only silver asks the mandatory options', () => {
    const office = byType('office');
    expect(office.length).toBeGreaterThanOrEqual(3);
    for (const item of office) {
      for (const flag of [
        'flexible',
        'fullBackup',
        'includeSnapshots',
        'isoNenDutchDatacenters',
        'fullService',
        'unlimitedData',
        'workSafeFromHome',
      ] as const) {
        expect(['Ja', 'Nee']).toContain(item.info[flag]);
      }
      const mandatory = [item.info.optionExtraSafeHome, item.info.optionFullService, item.info.optionExtraStorageUnlimited];
      expect(mandatory).toEqual(item.info.level === 'silver' ? [true, true, true] : [false, false, false]);
    }
    expect(office.some((item) => item.info.level === 'silver')).toBe(true);
  });
});

// ── Forms ────────────────────────────────────────────────────────────────────

describe('forms', () => {
  const field = (form: GfForm | undefined, id: number) => form?.fields.find((item) => item.id === id);
  const ALL_TYPES: GfFieldType[] = [
    'text',
    'email',
    'phone',
    'textarea',
    'consent',
    'select',
    'multiselect',
    'fileupload',
    'date',
    'section',
    'checkbox',
    'radio',
    'number',
    'name',
    'address',
    'website',
    'list',
    'html',
  ];

  it('has unique field ids within each form, and a Dutch submit button', () => {
    for (const form of forms) {
      expect(duplicates(form.fields.map((item) => item.id))).toEqual([]);
      expect(form.submitButton.text.length).toBeGreaterThan(3);
    }
  });

  it('has the contact form 1 with the fixed fields', () => {
    const form = findForm(1);
    expect(field(form, 11)).toMatchObject({ type: 'text', label: 'Naam' });
    expect(field(form, 12)).toMatchObject({ type: 'email', label: 'E-mailadres' });
    expect(field(form, 13)).toMatchObject({ type: 'textarea', label: 'Bericht' });
    expect(field(form, 14)).toMatchObject({ label: 'Ik wil graag' });
    expect(['select', 'radio']).toContain(field(form, 14)?.type);
    expect(field(form, 14)?.choices?.map((choice) => choice.value)).toEqual(
      expect.arrayContaining(['Gebeld worden', 'Een offerte', 'Meer informatie']),
    );
    expect(field(form, 15)).toMatchObject({ type: 'phone', label: 'Telefoonnummer' });
    expect(form?.fields.some((item) => item.type === 'consent')).toBe(true);
  });

  it.each([4, 5])('has form %i with fields 11, 15, 14, 12 and 13', (id) => {
    const form = findForm(id);
    for (const fieldId of [11, 15, 14, 12, 13]) expect(field(form, fieldId)).toBeDefined();
    expect(field(form, 11)?.label).toBe('Naam');
    expect(field(form, 15)?.type).toBe('phone');
    expect(field(form, 12)?.type).toBe('email');
  });

  it('limits every phone field to 10 characters', () => {
    for (const item of forms.flatMap((form) => form.fields).filter((item) => item.type === 'phone')) expect(item.maxLength).toBe(10);
  });

  it('covers every field type, all of them in the migration intake (form 7)', () => {
    expect(new Set(forms.flatMap((form) => form.fields.map((item) => item.type)))).toEqual(new Set(ALL_TYPES));
    expect(new Set(findForm(7)?.fields.map((item) => item.type))).toEqual(new Set(ALL_TYPES));
  });

  it('configures the special field types as the site expects', () => {
    const fields = forms.flatMap((form) => form.fields);
    const ofType = (type: GfFieldType) => fields.filter((item) => item.type === type);

    const name = ofType('name')[0]!;
    expect(name.inputs?.map((input) => [input.id.split('.')[1], !!input.isHidden])).toEqual([
      ['2', true],
      ['3', false],
      ['4', true],
      ['6', false],
      ['8', true],
    ]);

    const address = fields.find((item) => item.type === 'address')!;
    expect(address.id).toBe(24);
    expect(address.inputs?.map((input) => input.id)).toEqual(['24.1', '24.2', '24.3', '24.4', '24.5', '24.6']);
    expect(address).toMatchObject({ defaultCountry: 'Netherlands' });
    expect(address).not.toHaveProperty('defaultProvince');

    for (const item of [...ofType('checkbox'), ...ofType('name'), ...ofType('address')]) {
      for (const input of item.inputs ?? []) expect(input.id.startsWith(`${item.id}.`)).toBe(true);
    }
    for (const item of ofType('checkbox')) expect(item.inputs?.length).toBe(item.choices?.length);
    for (const item of [...ofType('select'), ...ofType('multiselect'), ...ofType('radio'), ...ofType('checkbox')]) {
      expect(item.choices?.length).toBeGreaterThanOrEqual(2);
    }

    expect(ofType('fileupload')[0]).toMatchObject({
      allowedExtensions: ['pdf', 'jpg', 'png'],
      maxFileSize: 2,
      canAcceptMultipleFiles: true,
    });
    expect(ofType('number')[0]).toMatchObject({ rangeMin: 1, rangeMax: 250 });
    expect(ofType('textarea').some((item) => item.maxLength === 500)).toBe(true);
    expect(ofType('list').some((item) => (item.listColumns?.length ?? 0) > 1)).toBe(true);
    expect(ofType('list').some((item) => !item.listColumns?.length)).toBe(true);
    expect(fields.some((item) => item.labelPlacement === 'hidden_label')).toBe(true);
    expect(fields.some((item) => item.visibility === 'hidden')).toBe(true);
    expect(fields.some((item) => item.errorMessage)).toBe(true);
    expect(fields.some((item) => item.placeholder)).toBe(true);
    expect(fields.some((item) => item.description)).toBe(true);
  });

  it('has conditional rules that refer to other fields of the same form and their choices', () => {
    const operators = new Set<string>();
    let requiredWhenShown = false;
    for (const form of forms) {
      for (const item of form.fields.filter(
        (candidate): candidate is GfField & { conditionalLogic: NonNullable<GfField['conditionalLogic']> } => !!candidate.conditionalLogic,
      )) {
        if (item.isRequired) requiredWhenShown = true;
        for (const rule of item.conditionalLogic.rules) {
          operators.add(rule.operator);
          const target = field(form, rule.fieldId);
          expect({ form: form.databaseId, field: item.id, rule: rule.fieldId, exists: !!target && target !== item }).toEqual({
            form: form.databaseId,
            field: item.id,
            rule: rule.fieldId,
            exists: true,
          });
          if (target?.choices) expect(target.choices.map((choice) => choice.value)).toContain(rule.value);
        }
      }
    }
    expect([...operators].sort()).toEqual(['IS', 'IS_NOT']);
    expect(requiredWhenShown).toBe(true);
  });

  it('has one default confirmation per form, messages in HTML and a redirect with merge tags of its own fields', () => {
    let redirects = 0;
    for (const form of forms) {
      expect(form.confirmations.filter((confirmation) => confirmation.isDefault).length).toBe(1);
      for (const confirmation of form.confirmations) {
        if (confirmation.type === 'MESSAGE') expect(confirmation.message).toMatch(/^<p>/);
        if (confirmation.type === 'REDIRECT') {
          redirects += 1;
          expect(confirmation.url).toBeTruthy();
          const tags = [...(confirmation.queryString ?? '').matchAll(/\{([^:}]+):(\d+)\}/g)];
          expect(tags.length).toBeGreaterThan(0);
          for (const [, label, id] of tags) expect(field(form, Number(id))?.label).toBe(label);
        }
      }
    }
    expect(redirects).toBeGreaterThan(0);
  });
});

// ── Media ────────────────────────────────────────────────────────────────────

describe('media', () => {
  it('describes files that the stand-in can draw', () => {
    for (const item of media) {
      expect(item.databaseId).toBeGreaterThanOrEqual(501);
      expect(item.file).toMatch(new RegExp(`^\\d{4}/\\d{2}/${item.slug}\\.(jpg|png)$`));
      expect(item.file.endsWith('.png')).toBe(item.mimeType === 'image/png');
      expect(item.file.slice(0, 7)).toBe(item.date.slice(0, 7).replace('-', '/'));
      expect(item.art.from).toMatch(/^#[0-9a-f]{6}$/);
      expect(item.art.to).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('has 128×128 PNG icons without alt text, and photos with Dutch alt text', () => {
    for (const item of media) {
      const isIcon = item.art.motif === 'icon' || item.art.motif === 'level';
      if (isIcon) {
        expect({ slug: item.slug, width: item.width, height: item.height, mimeType: item.mimeType, alt: item.altText }).toEqual({
          slug: item.slug,
          width: 128,
          height: 128,
          mimeType: 'image/png',
          alt: '',
        });
      } else {
        expect(item.mimeType).toBe('image/jpeg');
        expect(item.altText.length).toBeGreaterThan(10);
        expect(item.width).toBeGreaterThanOrEqual(1200);
      }
    }
  });

  it('has the seven level icons and people photos', () => {
    expect(media.filter((item) => item.art.motif === 'level').length).toBe(7);
    expect(media.filter((item) => item.art.motif === 'people').length).toBeGreaterThanOrEqual(4);
  });
});
