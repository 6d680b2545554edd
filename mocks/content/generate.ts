/**
 * Writes a large, deterministic set of Kennisbank posts for the benchmarks:
 *
 *   npm run content:generate -- --posts 10000 [--out .data/content/posts-10000.json]
 *
 * The file holds `{ posts, media }`: every post has a media item of its own as featured image,
 * with a distinct 1600 × 900 JPEG (drawn by the stand-in from the item's `art`, see
 * mocks/wordpress/media.ts), as a blog whose posts each have their own photo. The stand-in adds
 * both to the fixtures when started with WORDPRESS_EXTRA_POSTS=<file>; it also accepts a plain
 * list of posts (older files, tests), whose featured images then resolve to nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { content } from './index.ts';
import type { Block, MediaArt, MediaItem, Post } from './types.ts';

/** What `npm run content:generate` writes: the posts and their featured images. */
export interface GeneratedContent {
  posts: Post[];
  media: MediaItem[];
}

/** Ids far above every fixture id (pages, posts, media and packages share one id space). */
export const FIRST_POST_ID = 100_000;
/** Generated media ids: the post's id plus this, so post n's image is FIRST_MEDIA_ID + n. */
export const FIRST_MEDIA_ID = 200_000;
/** The most posts the generator makes (the post and media id ranges must not meet). */
export const MAX_POSTS = FIRST_MEDIA_ID - FIRST_POST_ID;
/** The size of a generated featured image: a 16:9 photo as an editor uploads it. */
export const GENERATED_IMAGE = { width: 1600, height: 900 } as const;

/** mulberry32: a tiny seeded PRNG, so the same arguments always give the same posts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  'VPS',
  'cloud pc',
  'cloud werkplek',
  'back-up',
  'Microsoft 365',
  'firewall',
  'NVMe-opslag',
  'Windows Server',
  'Linux-server',
  'thuiswerkplek',
  'datacenter',
  'migratie',
];
const ANGLES = [
  'in vijf stappen',
  'voor het mkb',
  'zonder downtime',
  'uitgelegd',
  'wat kost het echt',
  'veelgemaakte fouten',
  'de checklist',
  'in de praktijk',
  'voor beginners',
  'veilig ingericht',
];
const VERBS = ['Kiezen', 'Beheren', 'Beveiligen', 'Migreren naar', 'Opschalen met', 'Besparen op', 'Monitoren van', 'Herstellen met'];
const AUTHORS = ['Sanne de Vries', 'Mark Jansen', 'Fatima El Amrani', 'Joris van Dijk', 'Lotte Bakker'];
const PARAGRAPHS = [
  'Een goede start begint met inzicht: welke systemen draaien er nu, wie gebruikt ze en wat mag er nooit stilvallen?',
  'Reken niet alleen met de maandprijs, maar ook met beheertijd, licenties en de kosten van een storing.',
  'Leg afspraken over back-ups en hersteltijden vast, en test het herstel minstens één keer per kwartaal.',
  'Kies voor datacenters in Nederland als je gegevens onder de AVG vallen en je zeker wilt weten waar ze staan.',
  'Begin klein, meet wat er gebeurt en schaal pas op als de cijfers daarom vragen.',
  'Twee-factor-authenticatie is geen luxe meer: het houdt het grootste deel van de inbraakpogingen tegen.',
];

function slugify(text: string) {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const MOTIFS: readonly MediaArt['motif'][] = ['servers', 'cloud', 'desktop', 'office', 'people', 'abstract'];
const SCENES: Record<string, string> = {
  servers: 'serverkasten met oplichtende statuslampjes',
  cloud: 'wolken boven een skyline',
  desktop: 'een laptop met een bureaublad uit de cloud',
  office: 'werkplekken op een licht kantoor',
  people: 'collega’s in overleg',
  abstract: 'abstracte vormen in verloop',
};

const hex = (value: number) => `#${(value & 0xffffff).toString(16).padStart(6, '0')}`;

/**
 * The drawing of generated image `index` (0-based): its own start colour — an odd multiplier is
 * a bijection modulo 2^24, so no two of the first 16.7 million images share it — and an end
 * colour and motif from a generator seeded with the index. Deterministic, independent of count.
 */
export function generatedArt(index: number): MediaArt {
  const next = random(0x5eed ^ Math.imul(index + 1, 0x9e3779b1));
  const from = hex(Math.imul(index, 0x9e3779) + 0x1d4ed8);
  const to = hex(Math.floor(next() * 0x1000000));
  return { from, to, motif: MOTIFS[Math.floor(next() * MOTIFS.length)]! };
}

/** The featured image of generated post `post` (its `index`-th): a media item of its own. */
export function generatedMediaItem(post: Pick<Post, 'databaseId' | 'title' | 'slug' | 'date'>, index: number): MediaItem {
  const art = generatedArt(index);
  const [year, month] = post.date.split('-');
  const slug = `${post.slug}-beeld`;
  return {
    databaseId: FIRST_MEDIA_ID + index,
    title: `Beeld bij: ${post.title}`,
    slug,
    altText: `Illustratie bij “${post.title}”: ${SCENES[art.motif]}`,
    file: `${year}/${month}/${slug}.jpg`,
    mimeType: 'image/jpeg',
    ...GENERATED_IMAGE,
    date: post.date,
    art,
  };
}

/** `count` posts, each with its own featured image. */
export function generateContent(count: number, seed = 42): GeneratedContent {
  const posts = generatePosts(count, seed);
  return { posts, media: posts.map((post, index) => generatedMediaItem(post, index)) };
}

/** The posts alone; post n's featured image is FIRST_MEDIA_ID + n (see generateContent). */
export function generatePosts(count: number, seed = 42): Post[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_POSTS) throw new Error(`count must be a whole number from 0 to ${MAX_POSTS}`);
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const categories = content.categories.map((category) => category.databaseId).filter((id) => id !== 1);
  const firstId = FIRST_POST_ID;
  const start = Date.UTC(2026, 10, 1);
  return Array.from({ length: count }, (_, index) => {
    const title = `${pick(VERBS)} ${pick(SUBJECTS)}: ${pick(ANGLES)}`;
    const slug = `${slugify(title)}-${index + 1}`;
    const date = new Date(start - index * 3_600_000 * 7).toISOString().slice(0, 19);
    const paragraphs = [pick(PARAGRAPHS), pick(PARAGRAPHS), pick(PARAGRAPHS)];
    const blocks: Block[] = [
      { kind: 'Banner', styletype: 'banner_post' },
      {
        kind: 'Content',
        styletype: 'content_title_with_text',
        title: title,
        description: paragraphs.map((text) => `<p>${text}</p>`).join('\n'),
      },
    ];
    return {
      databaseId: firstId + index,
      title,
      slug,
      uri: `/kennisbank/${slug}/`,
      date,
      modified: date,
      categories: [pick(categories), ...(next() < 0.3 ? [pick(categories)] : [])].filter(
        (id, position, all) => all.indexOf(id) === position,
      ),
      featuredImage: FIRST_MEDIA_ID + index,
      author: pick(AUTHORS),
      excerpt: paragraphs[0]!,
      seo: { title: `${title} | Kennisbank`, description: paragraphs[0]! },
      blocks,
    };
  });
}

// Run as a script (not imported): no import.meta here, so Jest can import this module too.
if (process.argv[1]?.endsWith(path.join('mocks', 'content', 'generate.ts'))) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const count = Number(argument('posts') ?? 1000);
  if (!Number.isInteger(count) || count < 1 || count > MAX_POSTS) {
    console.error(`--posts must be a whole number from 1 to ${MAX_POSTS}`);
    process.exit(2);
  }
  const out = path.resolve(argument('out') ?? `.data/content/posts-${count}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  const started = Date.now();
  const generated: GeneratedContent = generateContent(count, Number(argument('seed') ?? 42));
  writeFileSync(out, JSON.stringify(generated));
  console.log(
    `${count} posts and their ${generated.media.length} featured images written to ${out} in ${Date.now() - started} ms. Start the stand-in with WORDPRESS_EXTRA_POSTS=${path.relative(process.cwd(), out)}`,
  );
}
