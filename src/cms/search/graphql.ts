import * as GraphQLModule from 'graphql';
import { APIError, type GraphQLExtension, type PayloadRequest, type SelectType } from 'payload';

import { queryWords } from '@/lib/search/german';
import { snippetAround } from '@/lib/search/highlight';
import { MAX_SEARCH_PAGE, MAX_SEARCH_QUERY_LENGTH, SEARCH_PAGE_SIZE, SITE_SEARCH_QUERY } from '@/lib/search/limits';
import { type SelectTree, readWithSelect, selectTree } from '@/platform/relationshipSelect';

import { SEARCHED_COLLECTIONS, type SearchedCollection } from './collection';
import { searchIndex } from './query';

type GraphQL = typeof GraphQLModule;
type Context = { req: PayloadRequest };
type Extension = Parameters<GraphQLExtension>[1];

/** The hit's document, read with the visitor's access (published only), as the CMS's own types. */
type FoundDocument = Record<string, unknown> & { id: number | string };

/** Which collection a found document is of, for the union of the CMS's types. */
const kindsOfDocuments = new WeakMap<object, SearchedCollection>();

export interface SearchArgs {
  query: string;
  page?: number | null;
  limit?: number | null;
}

/** What a query asks of each kind's documents: the fields to read (Payload's `select`). */
export type DocumentSelects = Partial<Record<SearchedCollection, SelectType>>;

/**
 * Finds published pages for a query, as the site's `/suche` shows them. `selects` names the
 * fields to read per kind: a page's blocks are many tables, and a hit's card needs none of them.
 */
export async function siteSearch(req: PayloadRequest, { query, page, limit }: SearchArgs, selects: DocumentSelects = {}) {
  const text = query.trim();
  if (text.length > MAX_SEARCH_QUERY_LENGTH) throw new APIError(`Der Suchbegriff ist zu lang (höchstens ${MAX_SEARCH_QUERY_LENGTH} Zeichen).`, 400);
  const pageNumber = Math.min(Math.max(1, Math.trunc(page ?? 1)), MAX_SEARCH_PAGE);
  const size = Math.min(Math.max(1, Math.trunc(limit ?? SEARCH_PAGE_SIZE)), SEARCH_PAGE_SIZE);
  const words = queryWords(text);
  const found = await searchIndex(req.payload, words, size, (pageNumber - 1) * size);

  // The pages themselves, read as the visitor may (published only), one request per kind, at once.
  const byKind = new Map<SearchedCollection, Map<string, FoundDocument>>();
  await Promise.all(
    SEARCHED_COLLECTIONS.map(async (kind) => {
      const ids = found.hits.filter((hit) => hit.kind === kind).map((hit) => hit.docId);
      if (ids.length === 0) return;
      const result = await req.payload.find({
        collection: kind,
        where: { id: { in: ids } },
        depth: 0,
        limit: ids.length,
        pagination: false,
        select: selects[kind],
        draft: false,
        overrideAccess: false,
        req,
      });
      byKind.set(kind, new Map(result.docs.map((doc) => [String(doc.id), doc as unknown as FoundDocument])));
    }),
  );
  const stems = new Set(found.stems);
  const hits = found.hits.flatMap((hit) => {
    const document = byKind.get(hit.kind)?.get(String(hit.docId));
    if (!document) return [];
    kindsOfDocuments.set(document, hit.kind);
    // Its picture and channel are read with only the fields the query asks of them.
    readWithSelect(document);
    // Only the part around the words found leaves the CMS, not the page's whole text.
    return [{ kind: hit.kind, document, snippet: snippetAround(hit.body, stems) }];
  });
  return {
    totalDocs: found.total,
    totalPages: Math.min(Math.ceil(found.total / size), MAX_SEARCH_PAGE),
    page: pageNumber,
    stems: found.stems,
    hits,
  };
}

type Hit = Awaited<ReturnType<typeof siteSearch>>['hits'][number];

const { Kind } = GraphQLModule;
type SelectionSetNode = GraphQLModule.SelectionSetNode;

/** The selection sets of the fields named `name` in `selectionSet`, through fragments. */
function selectionsOf(selectionSet: SelectionSetNode | undefined, name: string, info: GraphQLModule.GraphQLResolveInfo): SelectionSetNode[] {
  if (!selectionSet) return [];
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name && selection.selectionSet ? [selection.selectionSet] : [];
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? info.fragments[selection.name.value] : selection;
    return selectionsOf(fragment?.selectionSet, name, info);
  });
}

/**
 * What the operation asks of each kind of found document (`hits { document { … on Article { … } } }`),
 * as Payload's `select`: only the fragments on that kind's type count for it.
 */
function documentSelects(info: GraphQLModule.GraphQLResolveInfo, types: Record<SearchedCollection, GraphQLModule.GraphQLObjectType>): DocumentSelects {
  const documents = info.fieldNodes.flatMap((node) => selectionsOf(node.selectionSet, 'hits', info)).flatMap((hits) => selectionsOf(hits, 'document', info));
  const selects: DocumentSelects = {};
  for (const kind of SEARCHED_COLLECTIONS) {
    const type = types[kind];
    const forKind = (selectionSet: SelectionSetNode): SelectionSetNode => ({
      ...selectionSet,
      selections: selectionSet.selections.filter((selection) => {
        if (selection.kind === Kind.FIELD) return true;
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? info.fragments[selection.name.value] : selection;
        const condition = fragment?.typeCondition?.name.value;
        return condition === undefined || condition === type.name;
      }),
    });
    const tree: SelectTree = {};
    for (const selectionSet of documents) Object.assign(tree, selectTree(forKind(selectionSet), type, info.fragments, info.schema));
    selects[kind] = tree;
  }
  return selects;
}

export const searchQueries = (GraphQL: GraphQL, context: Extension) => {
  const { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, GraphQLUnionType } = GraphQL;
  const typeOf = (kind: SearchedCollection) => {
    const type: unknown = context.collections[kind]?.graphQL?.type;
    if (!(type instanceof GraphQL.GraphQLObjectType)) throw new Error(`The GraphQL type of ${kind} is not built yet.`);
    return type;
  };
  const types = Object.fromEntries(SEARCHED_COLLECTIONS.map((kind) => [kind, typeOf(kind)])) as Record<SearchedCollection, GraphQLModule.GraphQLObjectType>;
  const hitDocument = new GraphQLUnionType({
    name: 'SiteSearchDocument',
    types: Object.values(types),
    resolveType: (value: object) => {
      const kind = kindsOfDocuments.get(value);
      return kind ? types[kind].name : undefined;
    },
  });
  const hitType = new GraphQLObjectType<Hit>({
    name: 'SiteSearchHit',
    fields: {
      document: { type: new GraphQLNonNull(hitDocument) },
      snippet: { type: GraphQLString, description: 'About 200 characters of the page’s text around the first word found; null when only title or lead text have it.' },
    },
  });
  const results = new GraphQLObjectType({
    name: 'SiteSearchResults',
    fields: {
      totalDocs: { type: new GraphQLNonNull(GraphQLInt) },
      totalPages: { type: new GraphQLNonNull(GraphQLInt) },
      page: { type: new GraphQLNonNull(GraphQLInt) },
      stems: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString))),
        description: 'The word stems the query was answered with (for a mistyped word, the ones it meant), to highlight.',
      },
      hits: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(hitType))) },
    },
  });
  return {
    [SITE_SEARCH_QUERY]: {
      type: new GraphQLNonNull(results),
      description: 'Published channels, articles and job postings that contain every word of the query (German stems, compounds and one-letter typos).',
      args: {
        query: { type: new GraphQLNonNull(GraphQLString) },
        page: { type: GraphQLInt },
        limit: { type: GraphQLInt },
      },
      resolve: (_: unknown, args: SearchArgs, context: Context, info: GraphQLModule.GraphQLResolveInfo) => siteSearch(context.req, args, documentSelects(info, types)),
    },
  };
};
