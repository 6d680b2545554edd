/**
 * Writes a large, deterministic set of Kennisbank posts for the benchmarks:
 *
 *   npm run content:generate -- --posts 10000 [--out .data/content/posts-10000.json]
 *
 * The stand-in adds them to the fixture posts when started with
 * WORDPRESS_EXTRA_POSTS=<file>. Posts reuse the fixture categories and a fixed set of
 * fixture images, as a real blog reuses its illustrations.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { content } from './index.ts';
import type { Block, Post } from './types.ts';

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

const SUBJECTS = ['VPS', 'cloud pc', 'cloud werkplek', 'back-up', 'Microsoft 365', 'firewall', 'NVMe-opslag', 'Windows Server', 'Linux-server', 'thuiswerkplek', 'datacenter', 'migratie'];
const ANGLES = ['in vijf stappen', 'voor het mkb', 'zonder downtime', 'uitgelegd', 'wat kost het echt', 'veelgemaakte fouten', 'de checklist', 'in de praktijk', 'voor beginners', 'veilig ingericht'];
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

export function generatePosts(count: number, seed = 42): Post[] {
  const next = random(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const categories = content.categories.map((category) => category.databaseId).filter((id) => id !== 1);
  const images = content.media.filter((item) => item.mimeType === 'image/jpeg').slice(0, 20).map((item) => item.databaseId);
  // Far above every fixture id (pages, posts, media and packages share one id space).
  const firstId = 100_000;
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
      categories: [pick(categories), ...(next() < 0.3 ? [pick(categories)] : [])].filter((id, position, all) => all.indexOf(id) === position),
      featuredImage: images.length ? pick(images) : null,
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
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    console.error('--posts must be a whole number from 1 to 100000');
    process.exit(2);
  }
  const out = path.resolve(argument('out') ?? `.data/content/posts-${count}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  const started = Date.now();
  writeFileSync(out, JSON.stringify(generatePosts(count, Number(argument('seed') ?? 42))));
  console.log(`${count} posts written to ${out} in ${Date.now() - started} ms. Start the stand-in with WORDPRESS_EXTRA_POSTS=${path.relative(process.cwd(), out)}`);
}
