/**
 * Turns the fixture content into WPGraphQL-shaped objects and the root resolvers.
 * graphql-js resolves a field by property, calling it when it is a function,
 * so nested fields that take arguments are methods.
 */
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Block, Content, MediaItem, Page } from '../content/types.ts';
import { connection, listConnection, type ConnectionArgs } from './connection.ts';
import { toDatabaseId, toGlobalId } from './ids.ts';
import type { MediaFileInfo } from './media.ts';

export interface ModelOptions {
  /** The WordPress home URL, e.g. http://127.0.0.1:8788 */
  baseUrl: string;
  schemaSdl: string;
  mediaFiles: Map<number, MediaFileInfo>;
}

const gmt = (localDate: string) => localDate; // fixtures are written in UTC already

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function createModel(content: Content, options: ModelOptions) {
  const { baseUrl, mediaFiles } = options;
  const uploadsUrl = `${baseUrl}/wp-content/uploads`;

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
      dateGmt: gmt(item.date),
      modified: item.date,
      modifiedGmt: gmt(item.date),
      mimeType: item.mimeType,
      mediaType: 'image',
      mediaItemUrl: url,
      sourceUrl: () => url,
      fileSize: info?.fileSize ?? null,
      blurBase64: info?.blurBase64 ?? null,
      mediaDetails: { file: item.file, width: item.width, height: item.height, sizes: [] },
    };
  };

  const mediaById = new Map(content.media.map((item) => [item.databaseId, item]));
  const mediaByUrl = new Map(content.media.map((item) => [`${uploadsUrl}/${item.file}`, item]));

  const blockNode = (owner: 'Page', block: Block) => {
    const typename = `${owner}_Flexcontent_Flex_${block.kind}`;
    const { kind: _kind, links, ...fields } = block;
    return {
      __typename: typename,
      fieldGroupName: lowerFirst(typename),
      ...fields,
      links: links?.map((item) => ({ fieldGroupName: `${lowerFirst(typename)}_Links`, ...item })) ?? null,
    };
  };

  const pageNode = (page: Page) => {
    const featured = page.featuredImage != null ? mediaById.get(page.featuredImage) : undefined;
    return {
      __typename: 'Page',
      id: toGlobalId('post', page.databaseId),
      databaseId: page.databaseId,
      title: page.title,
      slug: page.slug,
      uri: page.uri,
      link: `${baseUrl}${page.uri}`,
      status: 'publish',
      date: page.date,
      dateGmt: gmt(page.date),
      modified: page.modified,
      modifiedGmt: gmt(page.modified),
      isFrontPage: page.isFrontPage ?? false,
      featuredImageDatabaseId: featured?.databaseId ?? null,
      featuredImage: featured ? { node: mediaNode(featured) } : null,
      flexContent: {
        fieldGroupName: 'page_Flexcontent',
        flex: page.blocks.map((block) => blockNode('Page', block)),
      },
    };
  };

  const findPage = (id: string, idType: string | null | undefined) => {
    if (idType === 'URI') {
      const uri = `/${id.replace(/^https?:\/\/[^/]+/, '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
      return content.pages.find((page) => page.uri === uri);
    }
    const databaseId = idType === 'DATABASE_ID' ? Number(id) : toDatabaseId(id);
    return content.pages.find((page) => page.databaseId === databaseId);
  };

  const findMedia = (id: string, idType: string | null | undefined) => {
    switch (idType) {
      case 'SOURCE_URL':
        return mediaByUrl.get(id);
      case 'SLUG':
        return content.media.find((item) => item.slug === id);
      case 'URI':
        return content.media.find((item) => `/${item.slug}/` === id);
      case 'DATABASE_ID':
        return mediaById.get(Number(id));
      default:
        return mediaById.get(toDatabaseId(id) ?? -1);
    }
  };

  const schemaMd5 = createHash('md5')
    .update(options.schemaSdl)
    .update(JSON.stringify(content))
    .update(JSON.stringify([...mediaFiles.entries()]))
    .digest('hex');

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
    },
    pages: (args: ConnectionArgs) =>
      connection(args, content.pages.length, (start, end) => content.pages.slice(start, end).map(pageNode)),
    page: ({ id, idType }: { id: string; idType?: string }) => {
      const page = findPage(id, idType);
      return page ? pageNode(page) : null;
    },
    mediaItems: (args: ConnectionArgs & { where?: { in?: (string | null)[] | null } }) => {
      const wanted = args.where?.in;
      const items = wanted
        ? wanted.map((id) => mediaById.get(toDatabaseId(id) ?? -1)).filter((item): item is MediaItem => !!item)
        : content.media;
      return listConnection(args, items.map(mediaNode));
    },
    mediaItem: ({ id, idType }: { id: string; idType?: string }) => {
      const item = findMedia(id, idType);
      return item ? mediaNode(item) : null;
    },
    node: ({ id }: { id?: string }) => {
      if (!id) throw new GraphQLError('Argument "id" is required.');
      const databaseId = toDatabaseId(id);
      const page = content.pages.find((p) => p.databaseId === databaseId);
      if (page) return pageNode(page);
      const item = databaseId != null ? mediaById.get(databaseId) : undefined;
      return item ? mediaNode(item) : null;
    },
  };

  return { root, schemaMd5 };
}
