/**
 * The Kennisbank's full-text search (`_q`), tolerant of how visitors type: a MiniSearch
 * index over titles, excerpts and category names, built once at build time (buildSearchIndex,
 * written as search.json beside the chunk files) and loaded in the browser only when a visitor
 * searches (client.ts). Browser- and Node-safe: no fs, no DOM.
 *
 * A document's id is its position in the 'all' list (newest first), so a hit points straight at a
 * chunk of that list (position / chunkSize) and the index stores no card data; it stores only the
 * post's category ids (field `c`), so the category filters apply to search results without
 * fetching anything else.
 *
 * What a Dutch visitor types and what a post says differ in more than case, so both sides fold
 * the same way (one OPTIONS object builds and loads the index):
 * - case and accents ('Café' = 'cafe', 'kopieën' = 'kopieen');
 * - hyphens and compounds both ways: a hyphenated word in a post is indexed joined ('back-up' →
 *   'backup') and by its parts ('back', 'up'), and a query's is asked for joined, so 'backup',
 *   'back-up' and 'back up' find the same posts; two neighbouring query words are also tried as
 *   one ('phishing mail' finds 'phishingmail'); and when the words find nothing, a hyphenated or
 *   long word is tried as two ('cloud-werkplek' and 'cloudwerkplek' find 'cloud werkplek');
 * - a light Dutch plural and suffix folding (dutchStem: 'servers' = 'server', 'werkplekken' =
 *   'werkplek', 'vragen' = 'vraag'), not a full stemmer: it folds what visitors vary, and keeps
 *   the search chunk small (the classic Snowball Dutch stemmer is some 7 kB of JavaScript before
 *   its runtime, and undoubles only kk, dd and tt: 'stappen' → 'stapp', 'stap' → 'stap');
 * - a typo in a longer word (fuzzy: 1 edit from 5 letters, 2 from 8), ranked below exact
 *   matches; any word as a prefix from 3 letters ('phish' finds 'phishing');
 * - Dutch function words ('de', 'een', 'hoe', 'wat' …) are left out of the index and the query,
 *   so 'hoe werkt een vps' needs only 'werkt' and 'vps'.
 * Every remaining word of the query must match (AND); titles weigh most.
 */
import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from 'minisearch';
import type { PostCardData } from './types';

/** What the index holds per post: the fields it searches and the categories it filters on. */
interface SearchDocument {
  id: number;
  title: string;
  excerpt: string;
  /** The post's category names, searchable: 'beveiliging' finds the posts in Beveiliging. */
  category: string;
  c: number[];
}

export type SearchIndex = MiniSearch<SearchDocument>;

/** A title hit ranks above the same hit in an excerpt or a category name. */
const TITLE_BOOST = 3;

/** Longest query we search for, as listing-params caps `_q`. */
const MAX_QUERY_LENGTH = 100;

/** Queries with more words than this are not tried with two neighbours joined (each join is one more AND of every word). */
const MAX_JOINED_WORDS = 4;

/** A query word this long is tried as two words when the query finds nothing ('cloudwerkplek', 'cloudpc'). */
const MIN_SPLIT_LENGTH = 7;

/**
 * Dutch function words, folded: they carry no topic, so they are not indexed (most of an index's
 * postings otherwise: 'de' is in nearly every post) and not required in a query. Kept short: no
 * word a visitor might search for ('geen', 'meer', 'zonder', 'over' stay).
 */
const STOPWORDS = new Set(
  (
    'aan al als ben bent bij dan dat de deze die dit door dus een en er even had heb hebben hebt heeft het hier hij hoe hun ik in is je ' +
    'jij jou jouw jullie kan kun kunnen kunt maar me mij mijn met moet na naar niet nog nu of om ons onze ook op te ten ter toch tot u ' +
    'uit uw van voor waarom wanneer want was wat we wel welk welke wie wij wil wordt worden ze zij zich zijn zo zodat'
  ).split(' '),
);

/** A word: letters and digits, joined by hyphens ('back-up', '3-2-1-regel'), with a plural "’s" ('pc’s'). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:[-\u2010\u2011][\p{L}\p{N}\p{M}]+)*(?:['\u2019]s(?![\p{L}\p{N}]))?/gu;

/** The words of a text, hyphenated words whole: processTerm (index) and searchPositions (query) take them apart. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * One term as both the index and the query see it: lower case, accents folded ('Café' → 'cafe',
 * 'één' → 'een'), compatibility forms folded too (NFKD: the 'ĳ' ligature → 'ij'); null for nothing.
 */
export function normalizeTerm(term: string): string | null {
  const folded = term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
  return folded === '' ? null : folded;
}

/** A word's folded parts: "Back-Up’s" → ['back', 'up']; a plain word is one part. */
function partsOf(word: string): string[] {
  const folded = normalizeTerm(word);
  if (!folded) return [];
  return folded
    .replace(/['\u2019]s$/, '')
    .split(/[-\u2010\u2011]/)
    .filter((part) => part !== '');
}

const VOWELS = 'aeiouy';
const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.includes(letter);

/** One step of dutchStem: the last suffix off, the stem spelled as its singular. */
function stemOnce(word: string): string {
  let stem = word;
  if (stem.endsWith('heden') && stem.length >= 8) {
    stem = `${stem.slice(0, -5)}heid`;
  } else if (stem.endsWith('en') && stem.length >= 5 && (!isVowel(stem.at(-3)) || /(ie|ee)en$/.test(stem))) {
    // -en after a consonant ('bestanden'), or -ën folded ('kopieën', 'ideeën').
    stem = stem.slice(0, -2);
    if (/([^aeiouy])\1$/.test(stem)) {
      // A doubled consonant closed a short vowel: 'werkplekken' → 'werkplek', 'processen' → 'proces'.
      stem = stem.slice(0, -1);
    } else if (/(^|[^aeiouy])[aou][^aeiouy]$/.test(stem)) {
      // A single a, o or u before one consonant was long in the open syllable, and is written
      // double in the singular: 'vragen' → 'vraag', 'apparaten' → 'apparaat'. Not e: in '-elen',
      // '-enen' it is mostly unstressed ('maatregelen' → 'maatregel').
      stem = `${stem.slice(0, -1)}${stem.at(-2)}${stem.at(-1)}`;
    }
  } else if (
    stem.endsWith('s') &&
    stem.length >= 4 &&
    ((!isVowel(stem.at(-2)) && !'sjnw'.includes(stem.at(-2)!)) || (stem.length >= 6 && /(ie|te)s$/.test(stem)))
  ) {
    // -s after a consonant ('servers', 'teams') or in -ies/-tes ('licenties', 'updates'); not
    // after s, j, n or w, where Dutch singulars end ('proces', 'prijs', 'mens', 'nieuws').
    stem = stem.slice(0, -1);
  }
  // Voiced endings as their singular is spelled: 'prijz(en)' → 'prijs', 'schrijv(en)' → 'schrijf'.
  if (stem.endsWith('z')) stem = `${stem.slice(0, -1)}s`;
  else if (stem.endsWith('v')) stem = `${stem.slice(0, -1)}f`;
  return stem;
}

/**
 * A light Dutch folding of plurals and inflections, the same for a post's word and a query's:
 * 'servers' → 'server', 'werkplekken' → 'werkplek', 'kopieen' → 'kopie', 'mogelijkheden' →
 * 'mogelijkheid', 'prijzen' → 'prijs', 'vragen' → 'vraag'. Words with a digit stay as written
 * ('2016', 'nvme2'); a stem keeps at least 3 letters ('vps', 'pcs' stay). Not a linguistic
 * stemmer: it folds the endings visitors vary, and two words may share a stem ('kosten', 'kost').
 */
export function dutchStem(word: string): string {
  if (/\d/.test(word)) return word;
  // Until nothing changes, so a stem that ends like a suffix folds as its own word does:
  // 'herkennen' → 'herken' → 'herk', as 'herken' → 'herk'.
  let stem = word;
  for (let next = stemOnce(stem); next !== stem; next = stemOnce(stem)) stem = next;
  return stem;
}

/** A part worth indexing and asking for: not a single letter, not a function word. */
const meaningful = (part: string) => (part.length > 1 || /\d/.test(part)) && !STOPWORDS.has(part);

/** Runs of up to this many neighbouring parts of a hyphenated word are indexed joined (besides the whole word). */
const MAX_RUN = 3;

/** indexTerms' answers by word: a site's posts repeat their words, and folding one is the index build's main cost. */
const indexTermsCache = new Map<string, string[] | null>();
const INDEX_TERMS_CACHE_SIZE = 100_000;

/**
 * The index's terms of one word: a plain word as its stem; a hyphenated one as the whole word
 * joined, every run of up to MAX_RUN neighbouring parts joined ('365-back-up' → '365backup',
 * '365back', 'backup') and each part ('365', 'back', 'up'), so any way of writing it meets one.
 */
function indexTerms(word: string): string[] | null {
  const cached = indexTermsCache.get(word);
  if (cached !== undefined) return cached;
  const parts = partsOf(word);
  const terms = new Set<string>();
  if (parts.length > 1) terms.add(dutchStem(parts.join('')));
  for (let start = 0; start < parts.length; start++) {
    for (let end = start + 1; end <= Math.min(parts.length, start + MAX_RUN); end++) {
      const term = parts.slice(start, end).join('');
      if (end - start > 1 || meaningful(term)) terms.add(dutchStem(term));
    }
  }
  const result = terms.size === 0 ? null : [...terms];
  if (indexTermsCache.size >= INDEX_TERMS_CACHE_SIZE) indexTermsCache.clear();
  indexTermsCache.set(word, result);
  return result;
}

/** A query word's one term: the word with its hyphens dropped ('back-up' → 'backup'), stemmed; null for a function word. */
function queryTerm(word: string): string | null {
  const joined = partsOf(word).join('');
  return joined !== '' && meaningful(joined) ? dutchStem(joined) : null;
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: TITLE_BOOST },
  // Prefixes from 3 letters: 'phish' finds 'phishing'; shorter ones would match half the index.
  prefix: (term) => term.length >= 3,
  // One typo from 5 letters, two from 8; never in numbers ('2016' is not '2026').
  fuzzy: (term) => (/\d/.test(term) || term.length < 5 ? false : term.length < 8 ? 1 : 2),
  // A typo's match weighs far less than an exact one, as in a good site search: 'nieuws' lists the
  // posts in Nieuws before a title with 'nieuwe' (MiniSearch's default fuzzy weight is 0.45).
  weights: { fuzzy: 0.1, prefix: 0.375 },
  combineWith: 'AND',
};

/**
 * The options the index is built and loaded with: one definition, so search.json (built in Node)
 * and the browser's index (loadJSON) take words apart and fold them the same way.
 */
const OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'excerpt', 'category'],
  storeFields: ['c'],
  tokenize,
  processTerm: (term) => indexTerms(term),
  searchOptions: { ...SEARCH_OPTIONS, processTerm: (term) => queryTerm(term) },
};

/** The index of `posts` (in 'all' order: newest first) as JSON text, for search.json. */
export function buildSearchIndex(posts: readonly PostCardData[]): string {
  const index = new MiniSearch<SearchDocument>(OPTIONS);
  index.addAll(
    posts.map((post, position) => ({
      id: position,
      title: post.title,
      excerpt: post.excerpt,
      category: post.categories.map((category) => category.name).join('\n'),
      c: post.categories.map((category) => category.databaseId),
    })),
  );
  return JSON.stringify(index);
}

/** The index back from search.json's text. Throws on text that is not an index. */
export function loadSearchIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, OPTIONS);
}

const and = (queries: Query[]): Query => (queries.length === 1 ? queries[0]! : { combineWith: 'AND', queries });
const or = (queries: Query[]): Query => (queries.length === 1 ? queries[0]! : { combineWith: 'OR', queries });

/**
 * One query word as a MiniSearch query: the word with its hyphens dropped ('back-up' → 'backup',
 * which the index has for every way of writing it). With `split` (the query found nothing), also
 * as its parts ('cloud-werkplek': 'cloud' and 'werkplek'), and a long word as any two words it
 * splits into ('cloudwerkplek': 'cloud' and 'werkplek', the first exact). Null for a function word.
 */
function wordQuery(parts: readonly string[], split: boolean): Query | null {
  const joined = parts.join('');
  if (queryTerm(joined) === null) return null;
  if (!split) return joined;
  if (parts.length > 1) {
    const meaningfulParts = parts.filter(meaningful);
    return meaningfulParts.length === 0 ? joined : or([joined, and(meaningfulParts)]);
  }
  if (joined.length < MIN_SPLIT_LENGTH) return joined;
  const splits: Query[] = [];
  for (let at = 2; at <= joined.length - 2; at++) {
    const head = joined.slice(0, at);
    const tail = joined.slice(at);
    if (meaningful(head) && meaningful(tail))
      splits.push(and([{ combineWith: 'AND', prefix: false, fuzzy: false, queries: [head] }, tail]));
  }
  return or([joined, ...splits]);
}

/** A word the second pass (`split`) asks for otherwise: hyphenated, or long enough to be two. */
const splittable = (parts: readonly string[]) => parts.length > 1 || parts[0]!.length >= MIN_SPLIT_LENGTH;

/**
 * The query tree of a visitor's words: every word (AND); and, for a few words, the same with two
 * neighbours joined into one (OR) where the index has the joined word: 'phishing mail' also finds
 * 'phishingmail', 'back up' 'backup'. Each alternative searches every word again, so one whose
 * joined word no post has (most of them: 'vps linux') is left out after a look at that word alone.
 * Null when no word is left (only function words or punctuation).
 */
function queryOf(index: SearchIndex, words: readonly string[][], split: boolean): Query | null {
  const queries = words.map((parts) => wordQuery(parts, split));
  const every = queries.filter((query): query is Query => query !== null);
  const alternatives: Query[] = every.length > 0 ? [and(every)] : [];
  if (words.length <= MAX_JOINED_WORDS) {
    for (let at = 0; at + 1 < words.length; at++) {
      const pair = [words[at]!.join(''), words[at + 1]!.join('')];
      // Not across a function word: 'naar de cloud' is no 'decloud'.
      if (pair.some((word) => STOPWORDS.has(word))) continue;
      if (index.search(pair.join(''), { fuzzy: false }).length === 0) continue;
      const rest = queries.filter((query, position): query is Query => query !== null && position !== at && position !== at + 1);
      alternatives.push(and([pair.join(''), ...rest]));
    }
  }
  return alternatives.length === 0 ? null : or(alternatives);
}

/**
 * The positions in the 'all' list of the posts matching every word of `query` (as above: folded,
 * stemmed, as a prefix, with a typo), most relevant first; equal scores keep the newest first.
 * With `categoryIds`, only posts in any of them (as WPGraphQL's `categoryIn`). An empty or blank
 * query, or one of function words only, finds nothing.
 *
 * Only when the words find nothing are they taken apart ('cloud-werkplek', 'cloudwerkplek' →
 * 'cloud' and 'werkplek'): a word a post has as written is what the visitor meant, and a search
 * that finds something pays nothing for the splitting.
 */
export function searchPositions(index: SearchIndex, query: string, categoryIds: readonly number[]): number[] {
  const words = tokenize(query.trim().slice(0, MAX_QUERY_LENGTH))
    .map(partsOf)
    .filter((parts) => parts.length > 0);
  const wanted = new Set(categoryIds);
  const filter = wanted.size === 0 ? undefined : (result: SearchResult) => (result.c as number[]).some((id) => wanted.has(id));
  const run = (tree: Query | null) => (tree ? index.search(tree, { filter }) : []);
  let results = run(queryOf(index, words, false));
  if (results.length === 0 && words.some(splittable)) results = run(queryOf(index, words, true));
  // MiniSearch multiplies a score by the number of query terms a post matched, to rank posts that
  // match more of an OR query first. Every hit here matches every word (AND); more terms only
  // means more of the spellings tried for one word, which should not count twice.
  const score = (result: SearchResult) => result.score / Math.max(1, result.queryTerms.length);
  return results
    .map((result) => ({ id: result.id as number, score: score(result) }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map((result) => result.id);
}
