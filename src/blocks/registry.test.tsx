import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { blockChunk } from './block-chunks';
import { BLOCK_KINDS, CHUNK_LOADERS, isStaticBlock } from './kinds';
import { LAYOUTS } from '../model/model';
import { formatTypeName } from '../model/naming';
import { lazyKind, loadBlocks, registry, resolveBlock, type BlockComponent, type BlockRegistry, type KindComponents } from './registry';

const BLOCKS = __dirname;

type Read = (file: string) => string;
const readSource: Read = (file) => readFileSync(file, 'utf8');

/** The runtime imports of a module inside src/blocks (type-only imports vanish when compiled). */
function runtimeImports(file: string, read: Read): string[] {
  const source = read(file);
  const specifiers = Array.from(source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'(\.[^']+)'/gms), (match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const candidate = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => {
      try {
        return statSync(path).isFile();
      } catch {
        return false;
      }
    });
    return candidate && candidate.startsWith(BLOCKS) ? [candidate] : [];
  });
}

/** Every module under src/blocks except tests. */
function blockModules(directory = BLOCKS): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return blockModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The first import cycle found among `modules`, as a list of paths relative to src/blocks. */
function findCycle(modules: string[], read: Read = readSource): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (module: string): string[] | null => {
    if (state.get(module) === 'done') return null;
    if (state.get(module) === 'open') return [...stack.slice(stack.indexOf(module)), module].map((path) => relative(BLOCKS, path));
    state.set(module, 'open');
    stack.push(module);
    for (const imported of runtimeImports(module, read)) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(module, 'done');
    return null;
  };
  for (const module of modules) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return null;
}

describe('the block modules', () => {
  it('import each other without a cycle (the Fragment block gets the list renderer from context)', () => {
    const modules = blockModules();
    expect(modules.map((path) => relative(BLOCKS, path))).toEqual(
      expect.arrayContaining(['FlexContent.tsx', 'registry.ts', 'fragment/FragmentBlock.tsx']),
    );
    expect(findCycle(modules)).toBeNull();
  });

  it('are checked by a cycle finder that does find a cycle', () => {
    // The finder itself must be able to fail: FlexContent → registry → fragment → FragmentBlock → FlexContent, as it was.
    const fragmentBlock = join(BLOCKS, 'fragment/FragmentBlock.tsx');
    const flexContent = join(BLOCKS, 'FlexContent.tsx');
    const withOldImport: Read = (file) =>
      file === fragmentBlock ? `import { FlexBlockList } from '../FlexContent';\n${readSource(file)}` : readSource(file);
    expect(findCycle([flexContent], withOldImport)).toEqual([
      'FlexContent.tsx',
      'registry.ts',
      'fragment/index.ts',
      'fragment/FragmentBlock.tsx',
      'FlexContent.tsx',
    ]);
  });
});

describe('resolveBlock', () => {
  it('finds a component by kind (the type name’s suffix) and styletype', () => {
    const resolved = resolveBlock({ __typename: 'WpPage_Flexcontent_Flex_Banner', styletype: 'banner_default' });
    expect(resolved).toMatchObject({ kind: 'Banner', styletype: 'banner_default', name: 'Banner/banner_default' });
    expect(resolved.Component).toBe(registry.Banner!.banner_default);
  });

  it('finds the Fragment layout by its one styletype, default', () => {
    const resolved = resolveBlock({ __typename: 'WpPage_Flexcontent_Flex_Fragment', styletype: 'default' });
    expect(resolved).toMatchObject({ kind: 'Fragment', styletype: 'default', name: 'Fragment/default' });
    expect(resolved.Component).toBe(registry.Fragment!.default);
  });

  it('finds a kind without styletype under default', () => {
    const resolved = resolveBlock({ __typename: 'WpFlexFragment_Flexcontent_Flex_Fragment', styletype: null });
    expect(resolved).toMatchObject({ kind: 'Fragment', styletype: null, name: 'Fragment/' });
    expect(resolved.Component).toBe(registry.Fragment!.default);
  });

  it.each([
    ['an unknown kind', { __typename: 'WpPage_Flexcontent_Flex_Carousel', styletype: 'carousel_default' }],
    ['an unknown styletype', { __typename: 'WpPage_Flexcontent_Flex_Banner', styletype: 'banner_unknown' }],
    ['an empty styletype of a kind that needs one', { __typename: 'WpPage_Flexcontent_Flex_Banner', styletype: '' }],
    ['a name of Object.prototype', { __typename: 'WpPage_Flexcontent_Flex_constructor', styletype: 'toString' }],
    ['a styletype named like Object.prototype', { __typename: 'WpPage_Flexcontent_Flex_Banner', styletype: 'hasOwnProperty' }],
  ])('finds nothing for %s', (_name, block) => {
    expect(resolveBlock(block).Component).toBeUndefined();
  });
});

describe('lazyKind', () => {
  const Banner: BlockComponent = ({ block }) => <h2>{(block as { title: string }).title}</h2>;

  it('knows its styletypes before loading and loads the kind once, when a block renders', async () => {
    const load = jest.fn(async (): Promise<KindComponents> => ({ lazy_banner: Banner, lazy_other: Banner }));
    const kind = lazyKind(['lazy_banner', 'lazy_other'], load);
    const blocks = { Lazy: kind };
    expect(resolveBlock({ __typename: 'X_Lazy', styletype: 'lazy_banner' }, blocks).Component).toBeDefined();
    expect(resolveBlock({ __typename: 'X_Lazy', styletype: 'lazy_missing' }, blocks).Component).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    const First = kind.lazy_banner!;
    const Second = kind.lazy_other!;
    render(
      <Suspense fallback={<p>Laden…</p>}>
        <First block={{ title: 'Eerste' }} index={0} page={{ uri: '/', title: 'Home' }} />
        <Second block={{ title: 'Tweede' }} index={1} page={{ uri: '/', title: 'Home' }} />
      </Suspense>,
    );
    expect(screen.getByText('Laden…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Eerste' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tweede' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders without suspending once its kind has loaded (loadBlocks), and loadBlocks loads only the kinds asked for', async () => {
    const loadBanner = jest.fn(async (): Promise<KindComponents> => ({ lazy_banner: Banner }));
    const loadOther = jest.fn(async (): Promise<KindComponents> => ({ lazy_other: Banner }));
    const blocks: BlockRegistry = {
      Banner: lazyKind(['lazy_banner'], loadBanner),
      Other: lazyKind(['lazy_other'], loadOther),
      Plain: { plain: Banner },
    };
    await loadBlocks(blocks, ['Banner', 'Plain']);
    expect(loadBanner).toHaveBeenCalledTimes(1);
    expect(loadOther).not.toHaveBeenCalled();

    const Loaded = blocks.Banner!.lazy_banner!;
    const NotLoaded = blocks.Other!.lazy_other!;
    render(
      <>
        <Suspense fallback={<p>Eerste laadt</p>}>
          <Loaded block={{ title: 'Geladen' }} index={0} page={{ uri: '/', title: 'Home' }} />
        </Suspense>
        <Suspense fallback={<p>Tweede laadt</p>}>
          <NotLoaded block={{ title: 'Later' }} index={1} page={{ uri: '/', title: 'Home' }} />
        </Suspense>
      </>,
    );
    // The loaded kind is there in the first render; the other one suspends until it arrives.
    expect(screen.getByRole('heading', { name: 'Geladen' })).toBeInTheDocument();
    expect(screen.queryByText('Eerste laadt')).toBeNull();
    expect(screen.getByText('Tweede laadt')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
    await loadBlocks(blocks);
    expect(loadBanner).toHaveBeenCalledTimes(1);
  });

  it('code-splits every kind of the site but the Fragment block', () => {
    // A lazy component is an object (React.lazy), a plain one a function.
    const lazyKinds = Object.entries(registry).filter(([, components]) =>
      Object.values(components).every((component) => typeof component === 'object'),
    );
    expect(lazyKinds.map(([kind]) => kind).sort()).toEqual(['Banner', 'Content', 'Form', 'Posts', 'Repeat']);
    expect(typeof registry.Fragment!.default).toBe('function');
  });

  it("names each code-split kind's chunk as its row in kinds.ts says (gatsby-ssr preloads by that table)", () => {
    // A row's loader is its chunk's, whose import() names the chunk in its webpackChunkName (kept in the compiled function).
    const pairs = BLOCK_KINDS.map((row) => [row.chunk, /webpackChunkName: "([^"]+)"/.exec(row.load.toString())?.[1]]);
    expect(pairs).toHaveLength(BLOCK_KINDS.length);
    for (const [chunk, named] of pairs) expect({ chunk, named }).toEqual({ chunk, named: chunk });
    for (const row of BLOCK_KINDS) expect(row.load).toBe(CHUNK_LOADERS[row.chunk]);
    for (const [kind, components] of Object.entries(registry)) {
      for (const styletype of Object.keys(components)) {
        const chunk = blockChunk(`${kind}/${styletype}`);
        if (kind === 'Fragment') expect(chunk).toBeUndefined();
        else
          expect({
            block: `${kind}/${styletype}`,
            chunk: BLOCK_KINDS.some((row) => row.chunk === chunk && row.styletypes.includes(styletype)),
          }).toEqual({ block: `${kind}/${styletype}`, chunk: true });
      }
    }
  });

  it('lists each styletype in one row only, and keeps the interactive kinds hydrated', () => {
    const names = BLOCK_KINDS.flatMap((row) => row.styletypes.map((styletype) => `${row.kind}/${styletype}`));
    expect(new Set(names).size).toBe(names.length);
    // What a visitor uses on the first load (menus, accordions, carousels, forms, listing, quotation) is never static.
    for (const name of [
      'Repeat/repeat_faq',
      'Repeat/repeat_usps',
      'Repeat/repeat_services',
      'Posts/posts_package_prices',
      'Posts/posts_blog',
      'Posts/posts_package_quotation',
      'Form/form_default',
      'Form/form_contact',
      'Content/content_enclose',
      'Content/content_block_with_pointers',
    ]) {
      expect({ name, static: isStaticBlock(name) }).toEqual({ name, static: false });
    }
    for (const name of ['Banner/banner_default', 'Content/content_cta', 'Posts/posts_latest', 'Repeat/repeat_content_with_cta']) {
      expect({ name, static: isStaticBlock(name) }).toEqual({ name, static: true });
    }
    expect(isStaticBlock('Fragment/default')).toBe(false);
    expect(isStaticBlock('Unknown/x')).toBe(false);
  });
});

describe('the registry and the content model', () => {
  it('has a component for every styletype the content model offers, and none it does not (the lazy kinds list them by hand)', () => {
    for (const layout of LAYOUTS) {
      const kind = formatTypeName(layout.name);
      const field = layout.fields.find((candidate) => candidate.name === 'styletype');
      const offered = field ? [...(field.choices ?? [])] : ['default'];
      expect({ kind, styletypes: Object.keys(registry[kind] ?? {}).sort() }).toEqual({ kind, styletypes: [...offered].sort() });
    }
  });
});
