import type * as GraphQLModule from 'graphql';
import type { GraphQLExtension, PayloadRequest } from 'payload';

import { PAGE_SIZE } from '@/blocks/article-list/rules';
import { readWithSelect, selectTree } from '@/platform/relationshipSelect';

import { relationId } from '../hooks/paths';

/** The GraphQL field of an article list block: see {@link channelArticlesQuery}. */
export const CHANNEL_ARTICLES_QUERY = 'channelArticles';

/** Channels are the site's sections: a few dozen. More than this is a configuration error, not a list to page through. */
const MAX_CHANNELS = 1000;

type ChannelNode = { id: number | string; parent?: Parameters<typeof relationId>[0] };

/** The channel and every published channel below it, however deep (a cycle ends the walk). */
export function subtreeOf(channels: readonly ChannelNode[], rootId: number | string): (number | string)[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length && index < MAX_CHANNELS; index += 1) {
    const parentId = String(ids[index]);
    for (const channel of channels) {
      const parent = relationId(channel.parent);
      if (parent !== null && String(parent) === parentId && !ids.some((id) => String(id) === String(channel.id))) ids.push(channel.id);
    }
  }
  return ids;
}

type Args = { channel: number; limit: number; page?: number | null };

async function channelArticles(req: PayloadRequest, { channel, limit, page }: Args, select: Record<string, unknown>) {
  // As the visitor may read them: published channels and articles only.
  const { docs: channels } = await req.payload.find({
    collection: 'channels',
    depth: 0,
    limit: MAX_CHANNELS,
    select: { parent: true },
    draft: false,
    overrideAccess: false,
    req,
  });
  const result = await req.payload.find({
    collection: 'articles',
    where: { channel: { in: subtreeOf(channels, channel) } },
    sort: '-datePublished',
    depth: 0,
    // An article list shows at most PAGE_SIZE.max a page, whatever a caller asks.
    limit: Math.min(Math.max(1, Math.trunc(limit)), PAGE_SIZE.max),
    page: Math.max(1, Math.trunc(page ?? 1)),
    select,
    draft: false,
    overrideAccess: false,
    req,
  });
  // Their pictures are read with only the fields the query asks of them.
  for (const doc of result.docs) readWithSelect(doc);
  return result;
}

/**
 * `channelArticles(channel, limit, page)`: one page of the newest articles of a channel and all
 * its sub-channels, Payload's own `Articles` list type. The site's article list asks for them by
 * the channel's id alone: no visitor hands the CMS a filter (the sub-channels are found here,
 * where the channel tree is).
 */
export const channelArticlesQuery: GraphQLExtension = (GraphQL, context) => {
  const { GraphQLInt, GraphQLNonNull } = GraphQL;
  // The type of Payload's own `Articles` list (the collection's `paginatedType` is a second type of that name).
  const listType: unknown = (context.Query.fields as Record<string, { type?: unknown } | undefined>).Articles?.type;
  const articleType: unknown = context.collections.articles?.graphQL?.type;
  if (!(listType instanceof GraphQL.GraphQLObjectType) || !(articleType instanceof GraphQL.GraphQLObjectType)) {
    throw new Error('The GraphQL types of articles are not built yet.');
  }
  return {
    [CHANNEL_ARTICLES_QUERY]: {
      type: new GraphQLNonNull(listType),
      description: 'One page of the newest published articles of a channel and all its sub-channels.',
      args: {
        channel: { type: new GraphQLNonNull(GraphQLInt) },
        limit: { type: new GraphQLNonNull(GraphQLInt) },
        page: { type: GraphQLInt },
      },
      resolve: (_: unknown, args: Args, { req }: { req: PayloadRequest }, info: GraphQLModule.GraphQLResolveInfo) => {
        const docs = info.fieldNodes.flatMap((node) =>
          (node.selectionSet?.selections ?? []).flatMap((selection) => (selection.kind === GraphQL.Kind.FIELD && selection.name.value === 'docs' && selection.selectionSet ? [selection.selectionSet] : [])),
        );
        const select = Object.assign({}, ...docs.map((selectionSet) => selectTree(selectionSet, articleType, info.fragments, info.schema))) as Record<string, unknown>;
        return channelArticles(req, args, select);
      },
    },
  };
};
