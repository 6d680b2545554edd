/** The parts of Gatsby's node API the build's resolvers and page creation use, typed as they are used. */
import type { GatsbyNode } from 'gatsby';

export type CreatePagesArgs = Parameters<NonNullable<GatsbyNode['createPages']>>[0];
export type Reporter = CreatePagesArgs['reporter'];
export type GraphqlRunner = CreatePagesArgs['graphql'];

export interface NodeModel {
  getNodeById(args: { id: string; type?: unknown }): unknown;
  findAll(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<unknown> }>;
  findOne(args: { type: string; query?: unknown }): Promise<unknown>;
  trackPageDependencies(result: unknown, dependencies: { connectionType?: string }): unknown;
}

export interface KeyValueCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}
