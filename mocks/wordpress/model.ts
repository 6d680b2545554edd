/**
 * Turns the fixture content into WPGraphQL-shaped objects and the root resolvers.
 * graphql-js resolves a field by property, calling it when it is a function, so
 * references to other nodes are functions: built only when asked for, which also keeps
 * a fragment that includes itself from recursing forever.
 */
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type {
  AcfLink,
  Block,
  ButtonItem,
  Category,
  Content,
  Fragment,
  GfForm,
  ImageField,
  MediaItem,
  Package,
  Page,
  Post,
} from '../content/types.ts';
import { connection, listConnection, type ConnectionArgs } from './connection.ts';
import { toDatabaseId, toGlobalId } from './ids.ts';
import type { MediaFileInfo } from './media.ts';
import { formNode } from './gravityforms/model.ts';
import type { FlexOwner } from './schema.ts';

export interface ModelOptions {
  /** The WordPress home URL, e.g. http://127.0.0.1:8788 */
  baseUrl: string;
  schemaSdl: string;
  mediaFiles: Map<number, MediaFileInfo>;
}

interface IdArgs {
  id: string;
  idType?: string | null;
}

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** '/a/b/' from a URI, a full URL on any host, or a path without slashes. */
function normalizeUri(value: string): string {
  const path = value.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function byIdType<T extends { databaseId: number }>(
  items: readonly T[],
  { id, idType }: IdArgs,
  lookups: Record<string, (item: T, id: string) => boolean> = {},
): T | undefined {
  if (idType && lookups[idType]) return items.find((item) => lookups[idType]!(item, id));
  const databaseId = idType === 'DATABASE_ID' ? Number(id) : toDatabaseId(id);
  return items.find((item) => item.databaseId === databaseId);
}

const CONTENT_TYPES = [
  { name: 'page', label: 'Pagina’s', graphqlSingleName: 'page', graphqlPluralName: 'pages', hierarchical: true },
  { name: 'post', label: 'Berichten', graphqlSingleName: 'post', graphqlPluralName: 'posts', hierarchical: false },
  { name: 'fragment', label: 'Fragmenten', graphqlSingleName: 'flexFragment', graphqlPluralName: 'flexFragments', hierarchical: false },
  { name: 'package', label: 'Pakketten', graphqlSingleName: 'package', graphqlPluralName: 'packages', hierarchical: false },
] as const;

export function createModel(content: Content, options: ModelOptions) {
  const { baseUrl, mediaFiles } = options;
  const uploadsUrl = `${baseUrl}/wp-content/uploads`;

  const mediaById = new Map(content.media.map((item) => [item.databaseId, item]));
  const mediaByUrl = new Map(content.media.map((item) => [`${uploadsUrl}/${item.file}`, item]));
  const pageById = new Map(content.pages.map((page) => [page.databaseId, page]));
  const categoryById = new Map(content.categories.map((category) => [category.databaseId, category]));
  const formById = new Map(content.forms.map((form) => [form.databaseId, form]));
  const fragmentById = new Map(content.fragments.map((fragment) => [fragment.databaseId, fragment]));
  const postCountByCategory = new Map<number, number>();
  for (const post of content.posts) {
    for (const id of post.categories) postCountByCategory.set(id, (postCountByCategory.get(id) ?? 0) + 1);
  }

  // ── nodes ──────────────────────────────────────────────────────────────────

  const contentTypeNode = (name: (typeof CONTENT_TYPES)[number]['name']) => {
    const type = CONTENT_TYPES.find((candidate) => candidate.name === name)!;
    return { __typename: 'ContentType', id: Buffer.from(`post_type:${name}`).toString('base64'), ...type };
  };
  const contentTypeEdge = (name: (typeof CONTENT_TYPES)[number]['name']) => ({ node: contentTypeNode(name) });

  const mediaNode = (item: MediaItem) => {
    const url = `${uploadsUrl}/${item.file}`;
    const info = mediaFiles.get(item.databaseId);
    return {
      __typename: 'MediaItem',
      id: toGlobalId('post', item.databaseId),
      databaseId: item.databaseId,
      title: item.title,
      slug: item.slug,
      uri: `/${item.slug}/`,
      altText: item.altText,
      caption: null,
      description: null,
      date: item.date,
      dateGmt: item.date,
      modified: item.date,
      modifiedGmt: item.date,
      mimeType: item.mimeType,
      mediaType: 'image',
      mediaItemUrl: url,
      sourceUrl: () => url,
      fileSize: info?.fileSize ?? null,
      blurBase64: info?.blurBase64 ?? null,
      mediaDetails: { file: item.file, width: item.width, height: item.height, sizes: [] },
    };
  };
  /** A reference to a media item by database id; null when it does not exist. */
  const media = (databaseId: number | null | undefined) => () => {
    const item = databaseId == null ? undefined : mediaById.get(databaseId);
    return item ? mediaNode(item) : null;
  };
  const featuredImage = (databaseId: number | null | undefined) => {
    const item = databaseId == null ? undefined : mediaById.get(databaseId);
    return item ? { node: mediaNode(item) } : null;
  };

  const buttons = (items: ButtonItem[] | null | undefined) => items?.map((item) => ({ link: item.link, theme: item.theme })) ?? null;
  const image = (field: ImageField | null | undefined) => (field ? { image: media(field.image), position: field.position ?? null } : null);
  const link = (value: AcfLink | null | undefined) => value ?? null;

  const blockNode = (owner: FlexOwner, block: Block) => {
    const typename = `${owner}_Flexcontent_Flex_${block.kind}`;
    const base = { __typename: typename, fieldGroupName: lowerFirst(typename), sectionId: block.sectionId ?? null };
    switch (block.kind) {
      case 'Banner':
        return {
          ...base,
          styletype: block.styletype,
          label: block.label ?? null,
          title: block.title ?? null,
          description: block.description ?? null,
          links: buttons(block.links),
          services: block.services?.map((service) => ({ ...service, image: media(service.image) })) ?? null,
        };
      case 'Content':
        return {
          ...base,
          ...block,
          links: buttons(block.links),
          imageDesktop: image(block.imageDesktop),
          imageMobile: image(block.imageMobile),
          personImage: media(block.personImage),
          icon: media(block.icon),
        };
      case 'Form':
        return {
          ...base,
          styletype: block.styletype,
          title: block.title ?? null,
          description: block.description ?? null,
          form: () => (block.form != null && formById.has(block.form) ? formNode(formById.get(block.form)!) : null),
          imageDesktop: image(block.imageDesktop),
        };
      case 'Posts':
        return {
          ...base,
          ...block,
          links: buttons(block.links),
          sections: block.sections?.map((section) => ({ ...section, image: media(section.image) })) ?? null,
          ctaImage: media(block.ctaImage),
          ctaLink: link(block.ctaLink),
        };
      case 'Repeat':
        return {
          ...base,
          ...block,
          services: block.services?.map((card) => ({ ...card, image: media(card.image), link: link(card.link) })) ?? null,
          usps: block.usps?.map((usp) => ({ ...usp, icon: media(usp.icon) })) ?? null,
          ctaImage: media(block.ctaImage),
          links: buttons(block.links),
        };
      case 'Fragment':
        return {
          ...base,
          styletype: null,
          fragment: () => (block.fragment != null && fragmentById.has(block.fragment) ? fragmentNode(fragmentById.get(block.fragment)!) : null),
        };
      default:
        return base;
    }
  };
  const flexContent = (owner: FlexOwner, blocks: Block[]) => ({
    fieldGroupName: `${lowerFirst(owner)}_Flexcontent`,
    flex: () => blocks.map((block) => blockNode(owner, block)),
  });

  const pageNode = (page: Page) => ({
    __typename: 'Page',
    id: toGlobalId('post', page.databaseId),
    databaseId: page.databaseId,
    title: page.title,
    slug: page.slug,
    uri: page.uri,
    link: `${baseUrl}${page.uri}`,
    status: 'publish',
    date: page.date,
    dateGmt: page.date,
    modified: page.modified,
    modifiedGmt: page.modified,
    isFrontPage: page.isFrontPage ?? false,
    parentDatabaseId: page.parent ?? null,
    parentId: page.parent != null ? toGlobalId('post', page.parent) : null,
    menuOrder: 0,
    contentType: contentTypeEdge('page'),
    featuredImageDatabaseId: page.featuredImage ?? null,
    featuredImage: () => featuredImage(page.featuredImage),
    seo: { title: page.seo.title, metaDesc: page.seo.description },
    pageSettings: {
      fieldGroupName: 'page_Pagesettings',
      showNewsletter: page.settings.showNewsletter,
      showFooter: page.settings.showFooter,
      breadcrumb: page.settings.breadcrumb,
      breadcrumbCustom: page.settings.breadcrumbCustom ?? null,
      stickyHeader: page.settings.stickyHeader ?? false,
    },
    flexContent: flexContent('Page', page.blocks),
  });

  const categoryNode = (category: Category) => ({
    __typename: 'Category',
    id: toGlobalId('term', category.databaseId),
    databaseId: category.databaseId,
    name: category.name,
    slug: category.slug,
    uri: `/category/${category.slug}/`,
    link: `${baseUrl}/category/${category.slug}/`,
    description: category.description ?? null,
    count: postCountByCategory.get(category.databaseId) ?? 0,
  });

  const postNode = (post: Post) => ({
    __typename: 'Post',
    id: toGlobalId('post', post.databaseId),
    databaseId: post.databaseId,
    title: post.title,
    slug: post.slug,
    uri: post.uri,
    link: `${baseUrl}${post.uri}`,
    status: 'publish',
    date: post.date,
    dateGmt: post.date,
    modified: post.modified,
    modifiedGmt: post.modified,
    excerpt: post.excerpt,
    contentType: contentTypeEdge('post'),
    featuredImageDatabaseId: post.featuredImage,
    featuredImage: () => featuredImage(post.featuredImage),
    categories: (args: ConnectionArgs) =>
      listConnection(
        args,
        post.categories.map((id) => categoryById.get(id)).filter((category): category is Category => !!category).map(categoryNode),
      ),
    recap: { fieldGroupName: 'post_Recap', author: post.author },
    seo: { title: post.seo.title, metaDesc: post.seo.description },
    flexContent: flexContent('Post', post.blocks),
  });

  const fragmentNode = (fragment: Fragment) => ({
    __typename: 'FlexFragment',
    id: toGlobalId('post', fragment.databaseId),
    databaseId: fragment.databaseId,
    title: fragment.title,
    slug: fragment.slug,
    date: '2026-09-01T10:00:00',
    modified: '2026-09-01T10:00:00',
    flexContent: flexContent('FlexFragment', fragment.blocks),
  });

  const packageNode = (item: Package) => ({
    __typename: 'Package',
    id: toGlobalId('post', item.databaseId),
    databaseId: item.databaseId,
    title: item.title,
    slug: item.slug,
    date: item.date,
    modified: item.date,
    info: { fieldGroupName: 'package_Info', ...item.info, icon: media(item.icon) },
  });

  // ── root ───────────────────────────────────────────────────────────────────

  const schemaMd5 = createHash('md5')
    .update(options.schemaSdl)
    .update(JSON.stringify(content))
    .update(JSON.stringify([...mediaFiles.entries()]))
    .digest('hex');

  const slice =
    <T, N>(items: readonly T[], toNode: (item: T) => N) =>
    (args: ConnectionArgs) =>
      connection(args, items.length, (start, end) => items.slice(start, end).map(toNode));

  const root = {
    isWpGatsby: true,
    generalSettings: {
      title: content.settings.general.title,
      description: content.settings.general.description,
      url: baseUrl,
      language: content.settings.general.language,
      timezone: 'Europe/Amsterdam',
    },
    wpGatsby: { arePrettyPermalinksEnabled: true },
    wpGatsbyCompatibility: () => ({ satisfies: { wpGQL: true, wpGatsby: true } }),
    schemaMd5,
    // The stand-in's content only changes between starts, and a change moves schemaMd5,
    // which makes Gatsby refetch everything: there are never incremental actions to report.
    actionMonitorActions: (args: ConnectionArgs) => listConnection(args, []),
    actionMonitorAction: () => null,
    siteSettings: {
      fieldGroupName: 'siteSettings',
      info: { fieldGroupName: 'siteSettings_Info', ...content.settings.info },
      menuHeader: content.settings.menuHeader.map((item) => ({
        fieldGroupName: 'siteSettings_MenuItem',
        link: item.link,
        submenu: item.submenu?.map((sub) => ({ fieldGroupName: 'siteSettings_MenuLink', link: sub.link })) ?? null,
      })),
      menuFooter: content.settings.menuFooter.map((item) => ({ fieldGroupName: 'siteSettings_MenuLink', link: item.link })),
      menuServices: content.settings.menuServices.map((item) => ({ fieldGroupName: 'siteSettings_MenuLink', link: item.link })),
      newsletter: {
        fieldGroupName: 'siteSettings_Newsletter',
        title: content.settings.newsletter.title,
        form: () => (formById.has(content.settings.newsletter.form) ? formNode(formById.get(content.settings.newsletter.form)!) : null),
      },
    },
    contentTypes: (args: ConnectionArgs) => listConnection(args, CONTENT_TYPES.map((type) => contentTypeNode(type.name))),
    contentType: ({ id, idType }: IdArgs) => {
      const name = idType === 'NAME' ? id : Buffer.from(id, 'base64').toString('utf8').replace(/^post_type:/, '');
      const type = CONTENT_TYPES.find((candidate) => candidate.name === name);
      return type ? contentTypeNode(type.name) : null;
    },
    pages: slice(content.pages, pageNode),
    page: (args: IdArgs) => {
      const page = byIdType(content.pages, args, { URI: (item, id) => item.uri === normalizeUri(id) });
      return page ? pageNode(page) : null;
    },
    posts: (args: ConnectionArgs & { where?: { categoryIn?: (string | null)[] | null } | null }) => {
      const wanted = args.where?.categoryIn?.map((id) => toDatabaseId(id)).filter((id): id is number => id !== undefined);
      const posts = wanted?.length ? content.posts.filter((post) => post.categories.some((id) => wanted.includes(id))) : content.posts;
      return slice(posts, postNode)(args);
    },
    post: (args: IdArgs) => {
      const post = byIdType(content.posts, args, {
        URI: (item, id) => item.uri === normalizeUri(id),
        SLUG: (item, id) => item.slug === id,
      });
      return post ? postNode(post) : null;
    },
    categories: slice(content.categories, categoryNode),
    category: (args: IdArgs) => {
      const category = byIdType(content.categories, args, {
        SLUG: (item, id) => item.slug === id,
        NAME: (item, id) => item.name === id,
        URI: (item, id) => `/category/${item.slug}/` === normalizeUri(id),
      });
      return category ? categoryNode(category) : null;
    },
    flexFragments: slice(content.fragments, fragmentNode),
    flexFragment: (args: IdArgs) => {
      const fragment = byIdType(content.fragments, args, { SLUG: (item, id) => item.slug === id });
      return fragment ? fragmentNode(fragment) : null;
    },
    packages: (args: ConnectionArgs & { where?: { packageType?: string | null } | null }) => {
      const type = args.where?.packageType;
      return slice(type ? content.packages.filter((item) => item.info.type === type) : content.packages, packageNode)(args);
    },
    package: (args: IdArgs) => {
      const item = byIdType(content.packages, args, { SLUG: (candidate, id) => candidate.slug === id });
      return item ? packageNode(item) : null;
    },
    mediaItems: (args: ConnectionArgs & { where?: { in?: (string | null)[] | null } | null }) => {
      const wanted = args.where?.in;
      const items = wanted
        ? wanted.map((id) => mediaById.get(toDatabaseId(id) ?? -1)).filter((item): item is MediaItem => !!item)
        : content.media;
      return slice(items, mediaNode)(args);
    },
    mediaItem: (args: IdArgs) => {
      const item =
        args.idType === 'SOURCE_URL'
          ? mediaByUrl.get(args.id)
          : byIdType(content.media, args, {
              SLUG: (candidate, id) => candidate.slug === id,
              URI: (candidate, id) => `/${candidate.slug}/` === normalizeUri(id),
            });
      return item ? mediaNode(item) : null;
    },
    gfForms: slice(content.forms, formNode),
    gfForm: ({ id, idType }: IdArgs) => {
      const databaseId = idType === 'DATABASE_ID' || /^\d+$/.test(id) ? Number(id) : Number(Buffer.from(id, 'base64').toString('utf8').split(':').pop());
      const form = formById.get(databaseId);
      return form ? formNode(form) : null;
    },
    node: ({ id }: { id?: string }) => {
      if (!id) throw new GraphQLError('Argument "id" is required.');
      const decoded = Buffer.from(id, 'base64').toString('utf8');
      const databaseId = toDatabaseId(id);
      if (databaseId === undefined) return null;
      if (decoded.startsWith('term:')) {
        const category = categoryById.get(databaseId);
        return category ? categoryNode(category) : null;
      }
      const page = pageById.get(databaseId);
      if (page) return pageNode(page);
      const post = content.posts.find((candidate) => candidate.databaseId === databaseId);
      if (post) return postNode(post);
      const item = mediaById.get(databaseId);
      return item ? mediaNode(item) : null;
    },
  };

  return { root, schemaMd5 };
}
