import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RichText } from '../../src/ui/RichText';
import { htmlFieldValue } from '../../src/build/wordpress-fields';
import { findMedia, findPage, IMG, WORDPRESS_URL } from '../../mocks/content/index.ts';
import { findBlock } from '../../mocks/content/select.ts';
import { mediaPath } from '../../mocks/content/gatsby-shape.ts';
import { LONG_WORDS, MOBILE, longParagraph } from '../../mocks/testing/blocks';

/**
 * WordPress HTML goes through the data layer's own function (htmlFieldValue, what gatsby-node's
 * resolvers call: sanitized, links to WordPress made site-relative) before RichText sees it,
 * as on the built site.
 */
const fromWordPress = (html: string) => htmlFieldValue(html, WORDPRESS_URL);

/** The privacy statement's text: an editor's h3s, a list and mail, contact and external links. */
const privacyPage = findPage('/privacyverklaring/');
const PRIVACY_HTML = privacyPage ? (findBlock(privacyPage.blocks, 'Content', 'content_title_with_text').description ?? '') : '';

interface ExampleProps extends ComponentProps<typeof RichText> {
  /** The heading the text sits under, as a block renders it (an h2 further down the page). */
  blockHeading?: string;
}

/** RichText under a block's h2, as the content blocks place it. */
function RichTextExample({ blockHeading = 'Privacyverklaring', ...props }: ExampleProps) {
  return (
    <section style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1.5rem' }} aria-label={blockHeading}>
      <h2>{blockHeading}</h2>
      <RichText {...props} />
    </section>
  );
}

const meta = {
  title: 'UI/RichText',
  component: RichTextExample,
  tags: ['autodocs'],
  args: { html: fromWordPress(PRIVACY_HTML), headingBase: 3 },
} satisfies Meta<typeof RichTextExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const headingsIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('heading')
    .map((heading) => `h${heading.tagName.slice(1)} ${heading.textContent}`);

/** The privacy statement under the block's h2: its headings at h3, its list, and its links as a visitor meets them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(PRIVACY_HTML).toContain('<h3>');
    const headings = headingsIn(canvasElement);
    await expect(headings[0]).toBe('h2 Privacyverklaring');
    await expect(headings.slice(1)).toEqual([
      'h3 Welke gegevens verwerken we?',
      'h3 Waarvoor gebruiken we je gegevens?',
      'h3 Data in de cloud',
      'h3 Hoe lang bewaren we je gegevens?',
      'h3 Cookies',
      'h3 Jouw rechten',
    ]);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'privacy@wolkwerk.nl' })).toHaveAttribute('href', 'mailto:privacy@wolkwerk.nl');
    // A link to a WordPress page is a link within the site.
    await expect(canvas.getByRole('link', { name: 'contactformulier' })).toHaveAttribute('href', '/contact/');
    const external = canvas.getByRole('link', { name: 'Autoriteit Persoonsgegevens' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Links are underlined in the text's colour: recognisable without relying on colour.
    await expect(getComputedStyle(external).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(external).color).toBe(getComputedStyle(external.closest('p')!).color);
  },
};

/**
 * An editor's h1 and the levels below it: the sanitizer moves them below the page's h1 and
 * RichText renumbers them under the block's h2, keeping their order, each its own heading.
 */
export const HeadingsRenumbered: Story = {
  args: {
    blockHeading: 'Onze aanpak',
    headingBase: 3,
    html: fromWordPress(
      '<h1>Migreren</h1><p>We verhuizen je servers in een weekend.</p><h2>Voorbereiding</h2><p>Eerst een inventarisatie.</p><h3>Testmigratie</h3><p>Dan een proef met één server.</p>',
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(headingsIn(canvasElement)).toEqual(['h2 Onze aanpak', 'h3 Migreren', 'h4 Voorbereiding', 'h5 Testmigratie']);
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** The same text directly under the page's h1 (the first block): its highest heading becomes an h2. */
export const HeadingsUnderPageTitle: Story = {
  args: { ...HeadingsRenumbered.args, headingBase: 2 },
  render: (args) => (
    <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
      <h1>Migratie</h1>
      <RichText html={args.html} headingBase={args.headingBase} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(headingsIn(canvasElement)).toEqual(['h1 Migratie', 'h2 Migreren', 'h3 Voorbereiding', 'h4 Testmigratie']);
  },
};

/** Bulleted and numbered lists, indented, with their items. */
export const Lists: Story = {
  args: {
    blockHeading: 'Zo werkt het',
    html: fromWordPress(
      '<p>Wat je krijgt:</p><ul><li>Servers in Nederland</li><li>Dagelijkse back-ups</li></ul><p>Zo stap je over:</p><ol><li>Kies een pakket</li><li>Wij verhuizen je data</li><li>Je werkt gewoon door</li></ol>',
    ),
  },
  play: async ({ canvasElement }) => {
    const [bullets, numbers] = within(canvasElement).getAllByRole('list');
    await expect(bullets!.tagName).toBe('UL');
    await expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Servers in Nederland', 'Dagelijkse back-ups']);
    await expect(numbers!.tagName).toBe('OL');
    await expect(within(numbers!).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(numbers!).listStyleType).toBe('decimal');
    await expect(Number.parseFloat(getComputedStyle(bullets!).paddingLeft)).toBeGreaterThan(0);
  },
};

/** Links of every kind an editor writes; a `javascript:` link loses its href and stays as text. */
export const Links: Story = {
  args: {
    blockHeading: 'Contact',
    html: fromWordPress(
      `<p>Lees <a href="${WORDPRESS_URL}/diensten/vps/">meer over VPS</a>, bel <a href="tel:+31301234567">030 123 45 67</a>, mail <a href="mailto:info@wolkwerk.nl">info@wolkwerk.nl</a> of bekijk <a href="https://www.example.nl/" target="_blank">de statuspagina</a>. <a href="javascript:alert(1)">Niet klikbaar</a>.</p>`,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'meer over VPS' })).toHaveAttribute('href', '/diensten/vps/');
    await expect(canvas.getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:+31301234567');
    await expect(canvas.getByRole('link', { name: 'info@wolkwerk.nl' })).toHaveAttribute('href', 'mailto:info@wolkwerk.nl');
    const external = canvas.getByRole('link', { name: 'de statuspagina' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('link', { name: 'Niet klikbaar' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Niet klikbaar')).toBeVisible();
    await expect(canvasElement.innerHTML).not.toContain('javascript:');
  },
};

const photo = findMedia(IMG.datacenter);

/**
 * A table and an editor's inline image: both survive the sanitizer; the image keeps its alt,
 * width and height and loads lazily, and never gets wider than the text.
 */
export const TableAndImage: Story = {
  args: {
    blockHeading: 'Pakketten vergeleken',
    html: fromWordPress(
      `<table><caption>Opslag per pakket</caption><thead><tr><th>Pakket</th><th>Opslag</th></tr></thead><tbody><tr><td>VPS S</td><td>50 GB</td></tr><tr><td>VPS M</td><td>100 GB</td></tr></tbody></table>` +
        (photo
          ? `<figure><img src="${WORDPRESS_URL}${mediaPath(photo)}" alt="${photo.altText}" width="${photo.width}" height="${photo.height}" onerror="alert(1)"><figcaption>${photo.title}</figcaption></figure>`
          : ''),
      // Storybook serves the stand-in's uploads itself (.storybook/main.ts staticDirs).
    ).replaceAll(`${WORDPRESS_URL}/wp-content/uploads/`, '/wp-content/uploads/'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Opslag per pakket' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pakket', 'Opslag']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);

    await expect(photo).toBeDefined();
    const image = canvas.getByRole<HTMLImageElement>('img', { name: photo!.altText });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', String(photo!.width));
    await expect(image).not.toHaveAttribute('onerror');
    // The caption stays with its image.
    await expect(canvas.getByText(photo!.title).closest('figure')).toContainElement(image);
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), { timeout: 5000 });
    // The photo is wider than the text column; it is scaled down to fit, keeping its proportions.
    const column = image.closest('figure')!.parentElement!.getBoundingClientRect().width;
    await expect(photo!.width).toBeGreaterThan(column);
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(column);
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - photo!.width / photo!.height)).toBeLessThan(0.02);
  },
};

/** A quote block's text as a blockquote. */
export const Quote: Story = {
  args: {
    blockHeading: 'Wat klanten zeggen',
    as: 'blockquote',
    html: fromWordPress('<p>Sinds de overstap hebben we geen minuut stilgestaan.</p>'),
  },
  play: async ({ canvasElement }) => {
    const quote = within(canvasElement).getByText('Sinds de overstap hebben we geen minuut stilgestaan.').parentElement!;
    await expect(quote.tagName).toBe('BLOCKQUOTE');
  },
};

/** Long Dutch compounds on a phone wrap inside the text; the page never scrolls sideways. */
export const LongContent: Story = {
  args: { blockHeading: 'Lange woorden', html: fromWordPress([0, 1, 2].map(longParagraph).join('')) },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(640);
    for (const word of LONG_WORDS.slice(0, 3)) await expect(canvasElement).toHaveTextContent(word.toLowerCase());
    for (const paragraph of canvasElement.querySelectorAll('p'))
      await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Empty WordPress text (null, '' or only whitespace) renders nothing: no empty wrapper under the heading. */
export const Empty: Story = {
  args: { blockHeading: 'Leeg', html: '   ' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Leeg' });
    await expect(section.children).toHaveLength(1);
    await expect(section.firstElementChild!.tagName).toBe('H2');
  },
};
