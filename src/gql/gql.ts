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
    "fragment AlertBlockData on AlertBlock {\n  id\n  modifier\n  closeable\n  title\n  text\n}": typeof types.AlertBlockDataFragmentDoc,
    "fragment ArticleListBlockData on ArticleListBlock {\n  id\n  headline\n  display\n  pageSize\n  channel {\n    id\n    title\n    path\n  }\n}": typeof types.ArticleListBlockDataFragmentDoc,
    "fragment BenefitsBlockData on BenefitsBlock {\n  id\n  headline\n  items {\n    id\n    title\n    content\n  }\n}": typeof types.BenefitsBlockDataFragmentDoc,
    "fragment ContentBlocks on Channel_Blocks {\n  __typename\n  ...RichTextBlockData\n  ...HeadlineTextBlockData\n  ...QuoteBlockData\n  ...FaqBlockData\n  ...BenefitsBlockData\n  ...AlertBlockData\n  ...TableBlockData\n  ...TeaserBlockData\n  ...CardTeasersBlockData\n  ...HorizontalTeaserBlockData\n  ...ProductTeasersBlockData\n  ...MembershipTeaserBlockData\n  ...MultimediaBlockData\n  ...CarouselBlockData\n  ...ThumbnailCarouselBlockData\n  ...ArticleListBlockData\n  ...LinkChipsBlockData\n  ...FileDownloadBlockData\n}": typeof types.ContentBlocksFragmentDoc,
    "fragment CardTeasersBlockData on CardTeasersBlock {\n  id\n  headline\n  cards {\n    id\n    image {\n      ...ImageData\n    }\n    headline\n    headlineTag\n    description\n    link\n    author\n    datePublished\n  }\n}": typeof types.CardTeasersBlockDataFragmentDoc,
    "fragment CarouselBlockData on CarouselBlock {\n  id\n  label\n  slides {\n    id\n    image {\n      ...ImageData\n    }\n    caption\n    link\n  }\n  settings {\n    slidesPerView\n    spaceBetween\n    navigation\n    navigationOutside\n    mobileOptimisedButtons\n    autoplay\n    loop\n    scrollbar\n    shadow\n    roundCorners\n    mobileSlidePeek\n    breakpoints {\n      id\n      minWidth\n      slidesPerView\n      spaceBetween\n    }\n  }\n}": typeof types.CarouselBlockDataFragmentDoc,
    "query ContentCheckChannels($page: Int!) {\n  Channels(limit: 50, page: $page, sort: \"id\") {\n    totalPages\n    docs {\n      path\n      blocks {\n        ...ContentBlocks\n      }\n    }\n  }\n}\n\nquery ContentCheckArticles($page: Int!) {\n  Articles(limit: 50, page: $page, sort: \"id\") {\n    totalPages\n    docs {\n      path\n      blocks {\n        ...ContentBlocks\n      }\n    }\n  }\n}": typeof types.ContentCheckChannelsDocument,
    "fragment FaqBlockData on FaqBlock {\n  id\n  title\n  items {\n    id\n    question\n    answer(depth: 1)\n  }\n}": typeof types.FaqBlockDataFragmentDoc,
    "fragment FileDownloadBlockData on FileDownloadBlock {\n  id\n  title\n  document {\n    title\n    url\n    filename\n    filesize\n    mimeType\n  }\n}": typeof types.FileDownloadBlockDataFragmentDoc,
    "fragment HeadlineTextBlockData on HeadlineTextBlock {\n  id\n  headline\n  headlineLevel\n  headlineColor\n  text\n  textColor\n  textSize\n  textWeight\n  textAlign\n  textTransform\n}": typeof types.HeadlineTextBlockDataFragmentDoc,
    "fragment HorizontalTeaserBlockData on HorizontalTeaserBlock {\n  id\n  headline\n  headlineTag\n  description\n  buttonText\n  buttonLink\n}": typeof types.HorizontalTeaserBlockDataFragmentDoc,
    "fragment LinkChipsBlockData on LinkChipsBlock {\n  id\n  label\n  chips {\n    id\n    label\n    href\n    color\n    target\n    muted\n    disabled\n    showExternalModal\n  }\n}": typeof types.LinkChipsBlockDataFragmentDoc,
    "fragment MembershipTeaserBlockData on MembershipTeaserBlock {\n  id\n  title\n  titleTag\n  level\n  description\n  price {\n    ...PriceData\n  }\n  productLink\n  buttonText\n}": typeof types.MembershipTeaserBlockDataFragmentDoc,
    "fragment MultimediaBlockData on MultimediaBlock {\n  id\n  mediaType\n  image {\n    ...ImageData\n  }\n  desktopImage {\n    ...ImageData\n  }\n  mobileImage {\n    ...ImageData\n  }\n  videoSource\n  playlist {\n    id\n    title\n    description\n    file {\n      url\n      mimeType\n    }\n    muxPlaybackId\n    poster {\n      ...ImageData\n    }\n    duration\n  }\n  embedUrl\n  embedTitle\n  volume\n  repeat\n  sharing\n  shareTitle\n  ratio\n  mobileRatio\n  roundCorners\n  showVignette\n  content\n  mediaPosition\n  mediaWidth\n}": typeof types.MultimediaBlockDataFragmentDoc,
    "fragment PriceData on Price {\n  value\n  currency\n  timeValue\n  size\n  prefix\n  postfix\n  isReisebuero\n}": typeof types.PriceDataFragmentDoc,
    "fragment ProductTeasersBlockData on ProductTeasersBlock {\n  id\n  headline\n  products {\n    id\n    title\n    titleTag\n    level\n    datePublished\n    description\n    price {\n      ...PriceData\n    }\n    productLink\n    buttonText\n    detailLink\n    showSchutzbrief\n    bestseller\n  }\n}": typeof types.ProductTeasersBlockDataFragmentDoc,
    "fragment QuoteBlockData on QuoteBlock {\n  id\n  quote\n  author\n  role\n}": typeof types.QuoteBlockDataFragmentDoc,
    "fragment RichTextBlockData on RichTextBlock {\n  id\n  content(depth: 1)\n}": typeof types.RichTextBlockDataFragmentDoc,
    "fragment TableBlockData on TableBlock {\n  id\n  caption\n  hasHeaderRow\n  rows {\n    id\n    cells {\n      id\n      value\n    }\n  }\n}": typeof types.TableBlockDataFragmentDoc,
    "fragment TeaserBlockData on TeaserBlock {\n  id\n  title\n  leadText\n  link\n  author\n  datePublished\n  article {\n    title\n    leadText\n    author\n    datePublished\n    path\n    heroImage {\n      ...ImageData\n    }\n  }\n}": typeof types.TeaserBlockDataFragmentDoc,
    "fragment ThumbnailCarouselBlockData on ThumbnailCarouselBlock {\n  id\n  label\n  items {\n    id\n    image {\n      ...ImageData\n    }\n    caption\n  }\n  thumbnailBreakpoints {\n    id\n    minWidth\n    thumbnails\n  }\n}": typeof types.ThumbnailCarouselBlockDataFragmentDoc,
    "query ChannelTree {\n  Channels(pagination: false) {\n    docs {\n      id\n      parent {\n        id\n      }\n    }\n  }\n}\n\nquery ArticleList($channels: [JSON]!, $limit: Int!, $page: Int!) {\n  Articles(\n    where: {channel: {in: $channels}}\n    sort: \"-datePublished\"\n    limit: $limit\n    page: $page\n  ) {\n    totalPages\n    docs {\n      id\n      title\n      leadText\n      author\n      datePublished\n      path\n      heroImage {\n        ...ImageData\n      }\n    }\n  }\n}": typeof types.ChannelTreeDocument,
    "fragment ImageData on Media {\n  alt\n  copyright\n  width\n  height\n  url\n  sizes {\n    lq {\n      url\n      width\n      height\n    }\n    mq {\n      url\n      width\n      height\n    }\n    hq {\n      url\n      width\n      height\n    }\n    lqWebp {\n      url\n      width\n      height\n    }\n    mqWebp {\n      url\n      width\n      height\n    }\n    hqWebp {\n      url\n      width\n      height\n    }\n  }\n}": typeof types.ImageDataFragmentDoc,
    "query Navigation {\n  Navigation {\n    header {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n    footer {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n  }\n}": typeof types.NavigationDocument,
    "fragment ChannelPage on Channel {\n  id\n  title\n  path\n  trackingName\n  seo {\n    title\n    description\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nfragment ArticlePage on Article {\n  id\n  articleId\n  title\n  path\n  leadText\n  author\n  datePublished\n  trackingName\n  seo {\n    title\n    description\n  }\n  heroImage {\n    ...ImageData\n  }\n  showSharing\n  channel {\n    title\n    path\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nquery ResolvePath($path: String!, $channelWhere: Channel_where!, $articleId: Float!, $isArticle: Boolean!) {\n  Redirects(where: {from: {equals: $path}}, limit: 1) {\n    docs {\n      to\n      status\n    }\n  }\n  Channels(where: $channelWhere, limit: 1) @skip(if: $isArticle) {\n    docs {\n      ...ChannelPage\n    }\n  }\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) @include(if: $isArticle) {\n    docs {\n      ...ArticlePage\n    }\n  }\n}\n\nquery ArticlePathById($articleId: Float!) {\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}\n\nquery ChannelPathBySlug($slug: String!) {\n  Channels(where: {slug: {equals: $slug}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}": typeof types.ChannelPageFragmentDoc,
};
const documents: Documents = {
    "fragment AlertBlockData on AlertBlock {\n  id\n  modifier\n  closeable\n  title\n  text\n}": types.AlertBlockDataFragmentDoc,
    "fragment ArticleListBlockData on ArticleListBlock {\n  id\n  headline\n  display\n  pageSize\n  channel {\n    id\n    title\n    path\n  }\n}": types.ArticleListBlockDataFragmentDoc,
    "fragment BenefitsBlockData on BenefitsBlock {\n  id\n  headline\n  items {\n    id\n    title\n    content\n  }\n}": types.BenefitsBlockDataFragmentDoc,
    "fragment ContentBlocks on Channel_Blocks {\n  __typename\n  ...RichTextBlockData\n  ...HeadlineTextBlockData\n  ...QuoteBlockData\n  ...FaqBlockData\n  ...BenefitsBlockData\n  ...AlertBlockData\n  ...TableBlockData\n  ...TeaserBlockData\n  ...CardTeasersBlockData\n  ...HorizontalTeaserBlockData\n  ...ProductTeasersBlockData\n  ...MembershipTeaserBlockData\n  ...MultimediaBlockData\n  ...CarouselBlockData\n  ...ThumbnailCarouselBlockData\n  ...ArticleListBlockData\n  ...LinkChipsBlockData\n  ...FileDownloadBlockData\n}": types.ContentBlocksFragmentDoc,
    "fragment CardTeasersBlockData on CardTeasersBlock {\n  id\n  headline\n  cards {\n    id\n    image {\n      ...ImageData\n    }\n    headline\n    headlineTag\n    description\n    link\n    author\n    datePublished\n  }\n}": types.CardTeasersBlockDataFragmentDoc,
    "fragment CarouselBlockData on CarouselBlock {\n  id\n  label\n  slides {\n    id\n    image {\n      ...ImageData\n    }\n    caption\n    link\n  }\n  settings {\n    slidesPerView\n    spaceBetween\n    navigation\n    navigationOutside\n    mobileOptimisedButtons\n    autoplay\n    loop\n    scrollbar\n    shadow\n    roundCorners\n    mobileSlidePeek\n    breakpoints {\n      id\n      minWidth\n      slidesPerView\n      spaceBetween\n    }\n  }\n}": types.CarouselBlockDataFragmentDoc,
    "query ContentCheckChannels($page: Int!) {\n  Channels(limit: 50, page: $page, sort: \"id\") {\n    totalPages\n    docs {\n      path\n      blocks {\n        ...ContentBlocks\n      }\n    }\n  }\n}\n\nquery ContentCheckArticles($page: Int!) {\n  Articles(limit: 50, page: $page, sort: \"id\") {\n    totalPages\n    docs {\n      path\n      blocks {\n        ...ContentBlocks\n      }\n    }\n  }\n}": types.ContentCheckChannelsDocument,
    "fragment FaqBlockData on FaqBlock {\n  id\n  title\n  items {\n    id\n    question\n    answer(depth: 1)\n  }\n}": types.FaqBlockDataFragmentDoc,
    "fragment FileDownloadBlockData on FileDownloadBlock {\n  id\n  title\n  document {\n    title\n    url\n    filename\n    filesize\n    mimeType\n  }\n}": types.FileDownloadBlockDataFragmentDoc,
    "fragment HeadlineTextBlockData on HeadlineTextBlock {\n  id\n  headline\n  headlineLevel\n  headlineColor\n  text\n  textColor\n  textSize\n  textWeight\n  textAlign\n  textTransform\n}": types.HeadlineTextBlockDataFragmentDoc,
    "fragment HorizontalTeaserBlockData on HorizontalTeaserBlock {\n  id\n  headline\n  headlineTag\n  description\n  buttonText\n  buttonLink\n}": types.HorizontalTeaserBlockDataFragmentDoc,
    "fragment LinkChipsBlockData on LinkChipsBlock {\n  id\n  label\n  chips {\n    id\n    label\n    href\n    color\n    target\n    muted\n    disabled\n    showExternalModal\n  }\n}": types.LinkChipsBlockDataFragmentDoc,
    "fragment MembershipTeaserBlockData on MembershipTeaserBlock {\n  id\n  title\n  titleTag\n  level\n  description\n  price {\n    ...PriceData\n  }\n  productLink\n  buttonText\n}": types.MembershipTeaserBlockDataFragmentDoc,
    "fragment MultimediaBlockData on MultimediaBlock {\n  id\n  mediaType\n  image {\n    ...ImageData\n  }\n  desktopImage {\n    ...ImageData\n  }\n  mobileImage {\n    ...ImageData\n  }\n  videoSource\n  playlist {\n    id\n    title\n    description\n    file {\n      url\n      mimeType\n    }\n    muxPlaybackId\n    poster {\n      ...ImageData\n    }\n    duration\n  }\n  embedUrl\n  embedTitle\n  volume\n  repeat\n  sharing\n  shareTitle\n  ratio\n  mobileRatio\n  roundCorners\n  showVignette\n  content\n  mediaPosition\n  mediaWidth\n}": types.MultimediaBlockDataFragmentDoc,
    "fragment PriceData on Price {\n  value\n  currency\n  timeValue\n  size\n  prefix\n  postfix\n  isReisebuero\n}": types.PriceDataFragmentDoc,
    "fragment ProductTeasersBlockData on ProductTeasersBlock {\n  id\n  headline\n  products {\n    id\n    title\n    titleTag\n    level\n    datePublished\n    description\n    price {\n      ...PriceData\n    }\n    productLink\n    buttonText\n    detailLink\n    showSchutzbrief\n    bestseller\n  }\n}": types.ProductTeasersBlockDataFragmentDoc,
    "fragment QuoteBlockData on QuoteBlock {\n  id\n  quote\n  author\n  role\n}": types.QuoteBlockDataFragmentDoc,
    "fragment RichTextBlockData on RichTextBlock {\n  id\n  content(depth: 1)\n}": types.RichTextBlockDataFragmentDoc,
    "fragment TableBlockData on TableBlock {\n  id\n  caption\n  hasHeaderRow\n  rows {\n    id\n    cells {\n      id\n      value\n    }\n  }\n}": types.TableBlockDataFragmentDoc,
    "fragment TeaserBlockData on TeaserBlock {\n  id\n  title\n  leadText\n  link\n  author\n  datePublished\n  article {\n    title\n    leadText\n    author\n    datePublished\n    path\n    heroImage {\n      ...ImageData\n    }\n  }\n}": types.TeaserBlockDataFragmentDoc,
    "fragment ThumbnailCarouselBlockData on ThumbnailCarouselBlock {\n  id\n  label\n  items {\n    id\n    image {\n      ...ImageData\n    }\n    caption\n  }\n  thumbnailBreakpoints {\n    id\n    minWidth\n    thumbnails\n  }\n}": types.ThumbnailCarouselBlockDataFragmentDoc,
    "query ChannelTree {\n  Channels(pagination: false) {\n    docs {\n      id\n      parent {\n        id\n      }\n    }\n  }\n}\n\nquery ArticleList($channels: [JSON]!, $limit: Int!, $page: Int!) {\n  Articles(\n    where: {channel: {in: $channels}}\n    sort: \"-datePublished\"\n    limit: $limit\n    page: $page\n  ) {\n    totalPages\n    docs {\n      id\n      title\n      leadText\n      author\n      datePublished\n      path\n      heroImage {\n        ...ImageData\n      }\n    }\n  }\n}": types.ChannelTreeDocument,
    "fragment ImageData on Media {\n  alt\n  copyright\n  width\n  height\n  url\n  sizes {\n    lq {\n      url\n      width\n      height\n    }\n    mq {\n      url\n      width\n      height\n    }\n    hq {\n      url\n      width\n      height\n    }\n    lqWebp {\n      url\n      width\n      height\n    }\n    mqWebp {\n      url\n      width\n      height\n    }\n    hqWebp {\n      url\n      width\n      height\n    }\n  }\n}": types.ImageDataFragmentDoc,
    "query Navigation {\n  Navigation {\n    header {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n    footer {\n      id\n      label\n      url\n      reference {\n        value {\n          ... on Channel {\n            path\n          }\n          ... on Article {\n            path\n          }\n        }\n      }\n    }\n  }\n}": types.NavigationDocument,
    "fragment ChannelPage on Channel {\n  id\n  title\n  path\n  trackingName\n  seo {\n    title\n    description\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nfragment ArticlePage on Article {\n  id\n  articleId\n  title\n  path\n  leadText\n  author\n  datePublished\n  trackingName\n  seo {\n    title\n    description\n  }\n  heroImage {\n    ...ImageData\n  }\n  showSharing\n  channel {\n    title\n    path\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nquery ResolvePath($path: String!, $channelWhere: Channel_where!, $articleId: Float!, $isArticle: Boolean!) {\n  Redirects(where: {from: {equals: $path}}, limit: 1) {\n    docs {\n      to\n      status\n    }\n  }\n  Channels(where: $channelWhere, limit: 1) @skip(if: $isArticle) {\n    docs {\n      ...ChannelPage\n    }\n  }\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) @include(if: $isArticle) {\n    docs {\n      ...ArticlePage\n    }\n  }\n}\n\nquery ArticlePathById($articleId: Float!) {\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}\n\nquery ChannelPathBySlug($slug: String!) {\n  Channels(where: {slug: {equals: $slug}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}": types.ChannelPageFragmentDoc,
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
export function graphql(source: "fragment AlertBlockData on AlertBlock {\n  id\n  modifier\n  closeable\n  title\n  text\n}"): (typeof documents)["fragment AlertBlockData on AlertBlock {\n  id\n  modifier\n  closeable\n  title\n  text\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ArticleListBlockData on ArticleListBlock {\n  id\n  headline\n  display\n  pageSize\n  channel {\n    id\n    title\n    path\n  }\n}"): (typeof documents)["fragment ArticleListBlockData on ArticleListBlock {\n  id\n  headline\n  display\n  pageSize\n  channel {\n    id\n    title\n    path\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BenefitsBlockData on BenefitsBlock {\n  id\n  headline\n  items {\n    id\n    title\n    content\n  }\n}"): (typeof documents)["fragment BenefitsBlockData on BenefitsBlock {\n  id\n  headline\n  items {\n    id\n    title\n    content\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContentBlocks on Channel_Blocks {\n  __typename\n  ...RichTextBlockData\n  ...HeadlineTextBlockData\n  ...QuoteBlockData\n  ...FaqBlockData\n  ...BenefitsBlockData\n  ...AlertBlockData\n  ...TableBlockData\n  ...TeaserBlockData\n  ...CardTeasersBlockData\n  ...HorizontalTeaserBlockData\n  ...ProductTeasersBlockData\n  ...MembershipTeaserBlockData\n  ...MultimediaBlockData\n  ...CarouselBlockData\n  ...ThumbnailCarouselBlockData\n  ...ArticleListBlockData\n  ...LinkChipsBlockData\n  ...FileDownloadBlockData\n}"): (typeof documents)["fragment ContentBlocks on Channel_Blocks {\n  __typename\n  ...RichTextBlockData\n  ...HeadlineTextBlockData\n  ...QuoteBlockData\n  ...FaqBlockData\n  ...BenefitsBlockData\n  ...AlertBlockData\n  ...TableBlockData\n  ...TeaserBlockData\n  ...CardTeasersBlockData\n  ...HorizontalTeaserBlockData\n  ...ProductTeasersBlockData\n  ...MembershipTeaserBlockData\n  ...MultimediaBlockData\n  ...CarouselBlockData\n  ...ThumbnailCarouselBlockData\n  ...ArticleListBlockData\n  ...LinkChipsBlockData\n  ...FileDownloadBlockData\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CardTeasersBlockData on CardTeasersBlock {\n  id\n  headline\n  cards {\n    id\n    image {\n      ...ImageData\n    }\n    headline\n    headlineTag\n    description\n    link\n    author\n    datePublished\n  }\n}"): (typeof documents)["fragment CardTeasersBlockData on CardTeasersBlock {\n  id\n  headline\n  cards {\n    id\n    image {\n      ...ImageData\n    }\n    headline\n    headlineTag\n    description\n    link\n    author\n    datePublished\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CarouselBlockData on CarouselBlock {\n  id\n  label\n  slides {\n    id\n    image {\n      ...ImageData\n    }\n    caption\n    link\n  }\n  settings {\n    slidesPerView\n    spaceBetween\n    navigation\n    navigationOutside\n    mobileOptimisedButtons\n    autoplay\n    loop\n    scrollbar\n    shadow\n    roundCorners\n    mobileSlidePeek\n    breakpoints {\n      id\n      minWidth\n      slidesPerView\n      spaceBetween\n    }\n  }\n}"): (typeof documents)["fragment CarouselBlockData on CarouselBlock {\n  id\n  label\n  slides {\n    id\n    image {\n      ...ImageData\n    }\n    caption\n    link\n  }\n  settings {\n    slidesPerView\n    spaceBetween\n    navigation\n    navigationOutside\n    mobileOptimisedButtons\n    autoplay\n    loop\n    scrollbar\n    shadow\n    roundCorners\n    mobileSlidePeek\n    breakpoints {\n      id\n      minWidth\n      slidesPerView\n      spaceBetween\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentCheckChannels($page: Int!) {\n  Channels(limit: 50, page: $page, sort: \"id\") {\n    totalPages\n    docs {\n      path\n      blocks {\n        ...ContentBlocks\n      }\n    }\n  }\n}\n\nquery ContentCheckArticles($page: Int!) {\n  Articles(limit: 50, page: $page, sort: \"id\") {\n    totalPages\n    docs {\n      path\n      blocks {\n        ...ContentBlocks\n      }\n    }\n  }\n}"): (typeof documents)["query ContentCheckChannels($page: Int!) {\n  Channels(limit: 50, page: $page, sort: \"id\") {\n    totalPages\n    docs {\n      path\n      blocks {\n        ...ContentBlocks\n      }\n    }\n  }\n}\n\nquery ContentCheckArticles($page: Int!) {\n  Articles(limit: 50, page: $page, sort: \"id\") {\n    totalPages\n    docs {\n      path\n      blocks {\n        ...ContentBlocks\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FaqBlockData on FaqBlock {\n  id\n  title\n  items {\n    id\n    question\n    answer(depth: 1)\n  }\n}"): (typeof documents)["fragment FaqBlockData on FaqBlock {\n  id\n  title\n  items {\n    id\n    question\n    answer(depth: 1)\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FileDownloadBlockData on FileDownloadBlock {\n  id\n  title\n  document {\n    title\n    url\n    filename\n    filesize\n    mimeType\n  }\n}"): (typeof documents)["fragment FileDownloadBlockData on FileDownloadBlock {\n  id\n  title\n  document {\n    title\n    url\n    filename\n    filesize\n    mimeType\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HeadlineTextBlockData on HeadlineTextBlock {\n  id\n  headline\n  headlineLevel\n  headlineColor\n  text\n  textColor\n  textSize\n  textWeight\n  textAlign\n  textTransform\n}"): (typeof documents)["fragment HeadlineTextBlockData on HeadlineTextBlock {\n  id\n  headline\n  headlineLevel\n  headlineColor\n  text\n  textColor\n  textSize\n  textWeight\n  textAlign\n  textTransform\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HorizontalTeaserBlockData on HorizontalTeaserBlock {\n  id\n  headline\n  headlineTag\n  description\n  buttonText\n  buttonLink\n}"): (typeof documents)["fragment HorizontalTeaserBlockData on HorizontalTeaserBlock {\n  id\n  headline\n  headlineTag\n  description\n  buttonText\n  buttonLink\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LinkChipsBlockData on LinkChipsBlock {\n  id\n  label\n  chips {\n    id\n    label\n    href\n    color\n    target\n    muted\n    disabled\n    showExternalModal\n  }\n}"): (typeof documents)["fragment LinkChipsBlockData on LinkChipsBlock {\n  id\n  label\n  chips {\n    id\n    label\n    href\n    color\n    target\n    muted\n    disabled\n    showExternalModal\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MembershipTeaserBlockData on MembershipTeaserBlock {\n  id\n  title\n  titleTag\n  level\n  description\n  price {\n    ...PriceData\n  }\n  productLink\n  buttonText\n}"): (typeof documents)["fragment MembershipTeaserBlockData on MembershipTeaserBlock {\n  id\n  title\n  titleTag\n  level\n  description\n  price {\n    ...PriceData\n  }\n  productLink\n  buttonText\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MultimediaBlockData on MultimediaBlock {\n  id\n  mediaType\n  image {\n    ...ImageData\n  }\n  desktopImage {\n    ...ImageData\n  }\n  mobileImage {\n    ...ImageData\n  }\n  videoSource\n  playlist {\n    id\n    title\n    description\n    file {\n      url\n      mimeType\n    }\n    muxPlaybackId\n    poster {\n      ...ImageData\n    }\n    duration\n  }\n  embedUrl\n  embedTitle\n  volume\n  repeat\n  sharing\n  shareTitle\n  ratio\n  mobileRatio\n  roundCorners\n  showVignette\n  content\n  mediaPosition\n  mediaWidth\n}"): (typeof documents)["fragment MultimediaBlockData on MultimediaBlock {\n  id\n  mediaType\n  image {\n    ...ImageData\n  }\n  desktopImage {\n    ...ImageData\n  }\n  mobileImage {\n    ...ImageData\n  }\n  videoSource\n  playlist {\n    id\n    title\n    description\n    file {\n      url\n      mimeType\n    }\n    muxPlaybackId\n    poster {\n      ...ImageData\n    }\n    duration\n  }\n  embedUrl\n  embedTitle\n  volume\n  repeat\n  sharing\n  shareTitle\n  ratio\n  mobileRatio\n  roundCorners\n  showVignette\n  content\n  mediaPosition\n  mediaWidth\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PriceData on Price {\n  value\n  currency\n  timeValue\n  size\n  prefix\n  postfix\n  isReisebuero\n}"): (typeof documents)["fragment PriceData on Price {\n  value\n  currency\n  timeValue\n  size\n  prefix\n  postfix\n  isReisebuero\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductTeasersBlockData on ProductTeasersBlock {\n  id\n  headline\n  products {\n    id\n    title\n    titleTag\n    level\n    datePublished\n    description\n    price {\n      ...PriceData\n    }\n    productLink\n    buttonText\n    detailLink\n    showSchutzbrief\n    bestseller\n  }\n}"): (typeof documents)["fragment ProductTeasersBlockData on ProductTeasersBlock {\n  id\n  headline\n  products {\n    id\n    title\n    titleTag\n    level\n    datePublished\n    description\n    price {\n      ...PriceData\n    }\n    productLink\n    buttonText\n    detailLink\n    showSchutzbrief\n    bestseller\n  }\n}"];
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
export function graphql(source: "fragment ThumbnailCarouselBlockData on ThumbnailCarouselBlock {\n  id\n  label\n  items {\n    id\n    image {\n      ...ImageData\n    }\n    caption\n  }\n  thumbnailBreakpoints {\n    id\n    minWidth\n    thumbnails\n  }\n}"): (typeof documents)["fragment ThumbnailCarouselBlockData on ThumbnailCarouselBlock {\n  id\n  label\n  items {\n    id\n    image {\n      ...ImageData\n    }\n    caption\n  }\n  thumbnailBreakpoints {\n    id\n    minWidth\n    thumbnails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChannelTree {\n  Channels(pagination: false) {\n    docs {\n      id\n      parent {\n        id\n      }\n    }\n  }\n}\n\nquery ArticleList($channels: [JSON]!, $limit: Int!, $page: Int!) {\n  Articles(\n    where: {channel: {in: $channels}}\n    sort: \"-datePublished\"\n    limit: $limit\n    page: $page\n  ) {\n    totalPages\n    docs {\n      id\n      title\n      leadText\n      author\n      datePublished\n      path\n      heroImage {\n        ...ImageData\n      }\n    }\n  }\n}"): (typeof documents)["query ChannelTree {\n  Channels(pagination: false) {\n    docs {\n      id\n      parent {\n        id\n      }\n    }\n  }\n}\n\nquery ArticleList($channels: [JSON]!, $limit: Int!, $page: Int!) {\n  Articles(\n    where: {channel: {in: $channels}}\n    sort: \"-datePublished\"\n    limit: $limit\n    page: $page\n  ) {\n    totalPages\n    docs {\n      id\n      title\n      leadText\n      author\n      datePublished\n      path\n      heroImage {\n        ...ImageData\n      }\n    }\n  }\n}"];
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
export function graphql(source: "fragment ChannelPage on Channel {\n  id\n  title\n  path\n  trackingName\n  seo {\n    title\n    description\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nfragment ArticlePage on Article {\n  id\n  articleId\n  title\n  path\n  leadText\n  author\n  datePublished\n  trackingName\n  seo {\n    title\n    description\n  }\n  heroImage {\n    ...ImageData\n  }\n  showSharing\n  channel {\n    title\n    path\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nquery ResolvePath($path: String!, $channelWhere: Channel_where!, $articleId: Float!, $isArticle: Boolean!) {\n  Redirects(where: {from: {equals: $path}}, limit: 1) {\n    docs {\n      to\n      status\n    }\n  }\n  Channels(where: $channelWhere, limit: 1) @skip(if: $isArticle) {\n    docs {\n      ...ChannelPage\n    }\n  }\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) @include(if: $isArticle) {\n    docs {\n      ...ArticlePage\n    }\n  }\n}\n\nquery ArticlePathById($articleId: Float!) {\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}\n\nquery ChannelPathBySlug($slug: String!) {\n  Channels(where: {slug: {equals: $slug}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}"): (typeof documents)["fragment ChannelPage on Channel {\n  id\n  title\n  path\n  trackingName\n  seo {\n    title\n    description\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nfragment ArticlePage on Article {\n  id\n  articleId\n  title\n  path\n  leadText\n  author\n  datePublished\n  trackingName\n  seo {\n    title\n    description\n  }\n  heroImage {\n    ...ImageData\n  }\n  showSharing\n  channel {\n    title\n    path\n  }\n  blocks {\n    ...ContentBlocks\n  }\n}\n\nquery ResolvePath($path: String!, $channelWhere: Channel_where!, $articleId: Float!, $isArticle: Boolean!) {\n  Redirects(where: {from: {equals: $path}}, limit: 1) {\n    docs {\n      to\n      status\n    }\n  }\n  Channels(where: $channelWhere, limit: 1) @skip(if: $isArticle) {\n    docs {\n      ...ChannelPage\n    }\n  }\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) @include(if: $isArticle) {\n    docs {\n      ...ArticlePage\n    }\n  }\n}\n\nquery ArticlePathById($articleId: Float!) {\n  Articles(where: {articleId: {equals: $articleId}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}\n\nquery ChannelPathBySlug($slug: String!) {\n  Channels(where: {slug: {equals: $slug}}, limit: 1) {\n    docs {\n      path\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;