/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ContentBlocks on Channel_Blocks {\n  __typename\n  ...RichTextBlockData\n  ...TeaserBlockData\n  ...FaqBlockData\n  ...QuoteBlockData\n  ...TableBlockData\n}": typeof types.ContentBlocksFragmentDoc,
    "fragment FaqBlockData on FaqBlock {\n  id\n  title\n  items {\n    id\n    question\n    answer(depth: 1)\n  }\n}": typeof types.FaqBlockDataFragmentDoc,
    "fragment QuoteBlockData on QuoteBlock {\n  id\n  quote\n  author\n  role\n}": typeof types.QuoteBlockDataFragmentDoc,
    "fragment RichTextBlockData on RichTextBlock {\n  id\n  content(depth: 1)\n}": typeof types.RichTextBlockDataFragmentDoc,
    "fragment TableBlockData on TableBlock {\n  id\n  caption\n  hasHeaderRow\n  rows {\n    id\n    cells {\n      id\n      value\n    }\n  }\n}": typeof types.TableBlockDataFragmentDoc,
    "fragment TeaserBlockData on TeaserBlock {\n  id\n  title\n  leadText\n  link\n  author\n  datePublished\n  article {\n    title\n    leadText\n    author\n    datePublished\n    path\n    heroImage {\n      ...ImageData\n    }\n  }\n}": typeof types.TeaserBlockDataFragmentDoc,
    "fragment ImageData on Media {\n  alt\n  copyright\n  width\n  height\n  url\n  sizes {\n    lq {\n      url\n      width\n      height\n    }\n    mq {\n      url\n      width\n      height\n    }\n    hq {\n      url\n      width\n      height\n    }\n    lqWebp {\n      url\n      width\n      height\n    }\n    mqWebp {\n      url\n      width\n      height\n    }\n    hqWebp {\n      url\n      width\n      height\n    }\n  }\n}": typeof types.ImageDataFragmentDoc,
    "query Navigation {\n  Navigation {\n    header {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n    footer {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n  }\n}": typeof types.NavigationDocument,
    "fragment ChannelPage on Channel {\n  id\n  title\n  path\n  trackingName\n  seo {\n    title\n    description\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nfragment ArticlePage on Article {\n  id\n  articleId\n  title\n  path\n  leadText\n  author\n  datePublished\n  trackingName\n  seo {\n    title\n    description\n  }\n  heroImage {\n    ...ImageData\n  }\n  channel {\n    title\n    path\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nquery ResolvePath($path: String!, $channelWhere: Channel_where!, $articleId: Float!, $isArticle: Boolean!) {\n  Redirects(where: {from: {equals: $path}}, limit: 1) {\n    docs {\n      to\n      status\n    }\n  }\n  Channels(where: $channelWhere, limit: 1) @skip(if: $isArticle) {\n    docs {\n      ...ChannelPage\n    }\n  }\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) @include(if: $isArticle) {\n    docs {\n      ...ArticlePage\n    }\n  }\n}\n\nquery ArticlePathById($articleId: Float!) {\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}\n\nquery ChannelPathBySlug($slug: String!) {\n  Channels(where: {slug: {equals: $slug}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}": typeof types.ChannelPageFragmentDoc,
};
const documents: Documents = {
    "fragment ContentBlocks on Channel_Blocks {\n  __typename\n  ...RichTextBlockData\n  ...TeaserBlockData\n  ...FaqBlockData\n  ...QuoteBlockData\n  ...TableBlockData\n}": types.ContentBlocksFragmentDoc,
    "fragment FaqBlockData on FaqBlock {\n  id\n  title\n  items {\n    id\n    question\n    answer(depth: 1)\n  }\n}": types.FaqBlockDataFragmentDoc,
    "fragment QuoteBlockData on QuoteBlock {\n  id\n  quote\n  author\n  role\n}": types.QuoteBlockDataFragmentDoc,
    "fragment RichTextBlockData on RichTextBlock {\n  id\n  content(depth: 1)\n}": types.RichTextBlockDataFragmentDoc,
    "fragment TableBlockData on TableBlock {\n  id\n  caption\n  hasHeaderRow\n  rows {\n    id\n    cells {\n      id\n      value\n    }\n  }\n}": types.TableBlockDataFragmentDoc,
    "fragment TeaserBlockData on TeaserBlock {\n  id\n  title\n  leadText\n  link\n  author\n  datePublished\n  article {\n    title\n    leadText\n    author\n    datePublished\n    path\n    heroImage {\n      ...ImageData\n    }\n  }\n}": types.TeaserBlockDataFragmentDoc,
    "fragment ImageData on Media {\n  alt\n  copyright\n  width\n  height\n  url\n  sizes {\n    lq {\n      url\n      width\n      height\n    }\n    mq {\n      url\n      width\n      height\n    }\n    hq {\n      url\n      width\n      height\n    }\n    lqWebp {\n      url\n      width\n      height\n    }\n    mqWebp {\n      url\n      width\n      height\n    }\n    hqWebp {\n      url\n      width\n      height\n    }\n  }\n}": types.ImageDataFragmentDoc,
    "query Navigation {\n  Navigation {\n    header {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n    footer {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n  }\n}": types.NavigationDocument,
    "fragment ChannelPage on Channel {\n  id\n  title\n  path\n  trackingName\n  seo {\n    title\n    description\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nfragment ArticlePage on Article {\n  id\n  articleId\n  title\n  path\n  leadText\n  author\n  datePublished\n  trackingName\n  seo {\n    title\n    description\n  }\n  heroImage {\n    ...ImageData\n  }\n  channel {\n    title\n    path\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nquery ResolvePath($path: String!, $channelWhere: Channel_where!, $articleId: Float!, $isArticle: Boolean!) {\n  Redirects(where: {from: {equals: $path}}, limit: 1) {\n    docs {\n      to\n      status\n    }\n  }\n  Channels(where: $channelWhere, limit: 1) @skip(if: $isArticle) {\n    docs {\n      ...ChannelPage\n    }\n  }\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) @include(if: $isArticle) {\n    docs {\n      ...ArticlePage\n    }\n  }\n}\n\nquery ArticlePathById($articleId: Float!) {\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}\n\nquery ChannelPathBySlug($slug: String!) {\n  Channels(where: {slug: {equals: $slug}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}": types.ChannelPageFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContentBlocks on Channel_Blocks {\n  __typename\n  ...RichTextBlockData\n  ...TeaserBlockData\n  ...FaqBlockData\n  ...QuoteBlockData\n  ...TableBlockData\n}"): (typeof documents)["fragment ContentBlocks on Channel_Blocks {\n  __typename\n  ...RichTextBlockData\n  ...TeaserBlockData\n  ...FaqBlockData\n  ...QuoteBlockData\n  ...TableBlockData\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FaqBlockData on FaqBlock {\n  id\n  title\n  items {\n    id\n    question\n    answer(depth: 1)\n  }\n}"): (typeof documents)["fragment FaqBlockData on FaqBlock {\n  id\n  title\n  items {\n    id\n    question\n    answer(depth: 1)\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuoteBlockData on QuoteBlock {\n  id\n  quote\n  author\n  role\n}"): (typeof documents)["fragment QuoteBlockData on QuoteBlock {\n  id\n  quote\n  author\n  role\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RichTextBlockData on RichTextBlock {\n  id\n  content(depth: 1)\n}"): (typeof documents)["fragment RichTextBlockData on RichTextBlock {\n  id\n  content(depth: 1)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TableBlockData on TableBlock {\n  id\n  caption\n  hasHeaderRow\n  rows {\n    id\n    cells {\n      id\n      value\n    }\n  }\n}"): (typeof documents)["fragment TableBlockData on TableBlock {\n  id\n  caption\n  hasHeaderRow\n  rows {\n    id\n    cells {\n      id\n      value\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TeaserBlockData on TeaserBlock {\n  id\n  title\n  leadText\n  link\n  author\n  datePublished\n  article {\n    title\n    leadText\n    author\n    datePublished\n    path\n    heroImage {\n      ...ImageData\n    }\n  }\n}"): (typeof documents)["fragment TeaserBlockData on TeaserBlock {\n  id\n  title\n  leadText\n  link\n  author\n  datePublished\n  article {\n    title\n    leadText\n    author\n    datePublished\n    path\n    heroImage {\n      ...ImageData\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ImageData on Media {\n  alt\n  copyright\n  width\n  height\n  url\n  sizes {\n    lq {\n      url\n      width\n      height\n    }\n    mq {\n      url\n      width\n      height\n    }\n    hq {\n      url\n      width\n      height\n    }\n    lqWebp {\n      url\n      width\n      height\n    }\n    mqWebp {\n      url\n      width\n      height\n    }\n    hqWebp {\n      url\n      width\n      height\n    }\n  }\n}"): (typeof documents)["fragment ImageData on Media {\n  alt\n  copyright\n  width\n  height\n  url\n  sizes {\n    lq {\n      url\n      width\n      height\n    }\n    mq {\n      url\n      width\n      height\n    }\n    hq {\n      url\n      width\n      height\n    }\n    lqWebp {\n      url\n      width\n      height\n    }\n    mqWebp {\n      url\n      width\n      height\n    }\n    hqWebp {\n      url\n      width\n      height\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Navigation {\n  Navigation {\n    header {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n    footer {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query Navigation {\n  Navigation {\n    header {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n    footer {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChannelPage on Channel {\n  id\n  title\n  path\n  trackingName\n  seo {\n    title\n    description\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nfragment ArticlePage on Article {\n  id\n  articleId\n  title\n  path\n  leadText\n  author\n  datePublished\n  trackingName\n  seo {\n    title\n    description\n  }\n  heroImage {\n    ...ImageData\n  }\n  channel {\n    title\n    path\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nquery ResolvePath($path: String!, $channelWhere: Channel_where!, $articleId: Float!, $isArticle: Boolean!) {\n  Redirects(where: {from: {equals: $path}}, limit: 1) {\n    docs {\n      to\n      status\n    }\n  }\n  Channels(where: $channelWhere, limit: 1) @skip(if: $isArticle) {\n    docs {\n      ...ChannelPage\n    }\n  }\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) @include(if: $isArticle) {\n    docs {\n      ...ArticlePage\n    }\n  }\n}\n\nquery ArticlePathById($articleId: Float!) {\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}\n\nquery ChannelPathBySlug($slug: String!) {\n  Channels(where: {slug: {equals: $slug}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}"): (typeof documents)["fragment ChannelPage on Channel {\n  id\n  title\n  path\n  trackingName\n  seo {\n    title\n    description\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nfragment ArticlePage on Article {\n  id\n  articleId\n  title\n  path\n  leadText\n  author\n  datePublished\n  trackingName\n  seo {\n    title\n    description\n  }\n  heroImage {\n    ...ImageData\n  }\n  channel {\n    title\n    path\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nquery ResolvePath($path: String!, $channelWhere: Channel_where!, $articleId: Float!, $isArticle: Boolean!) {\n  Redirects(where: {from: {equals: $path}}, limit: 1) {\n    docs {\n      to\n      status\n    }\n  }\n  Channels(where: $channelWhere, limit: 1) @skip(if: $isArticle) {\n    docs {\n      ...ChannelPage\n    }\n  }\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) @include(if: $isArticle) {\n    docs {\n      ...ArticlePage\n    }\n  }\n}\n\nquery ArticlePathById($articleId: Float!) {\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}\n\nquery ChannelPathBySlug($slug: String!) {\n  Channels(where: {slug: {equals: $slug}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;