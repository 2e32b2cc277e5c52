import { AlertBlock } from './alert/AlertBlock';
import { ArticleList, articleListPages } from './article-list/ArticleList';
import { BenefitsBlock } from './benefits/BenefitsBlock';
import { CardTeasers } from './card-teasers/CardTeasers';
import { CarouselBlock } from './carousel/CarouselBlock';
import { Faq } from './faq/Faq';
import { FileDownloadBlock } from './file-download/FileDownloadBlock';
import { HeadlineText } from './headline-text/HeadlineText';
import { HorizontalTeaserBlock } from './horizontal-teaser/HorizontalTeaserBlock';
import { JobAlertFormBlock } from './job-alert-form/JobAlertFormBlock';
import { JobList } from './job-list/JobList';
import { LinkChips } from './link-chips/LinkChips';
import { MembershipTeaser } from './membership-teaser/MembershipTeaser';
import { Multimedia } from './multimedia/Multimedia';
import { ProductTeasers } from './product-teasers/ProductTeasers';
import { Quote } from './quote/Quote';
import { RichTextBlock } from './rich-text/RichTextBlock';
import { blockSchemas as schemas } from './schemas';
import { Table } from './table/Table';
import { Teaser } from './teaser/Teaser';
import { TeaserGrid } from './teaser/TeaserGrid';
import { ThumbnailCarouselBlock } from './thumbnail-carousel/ThumbnailCarouselBlock';
import { type BlockDefinition, type BlockTypename, defineBlock } from './types';

/**
 * Every block type of the CMS schema, mapped to its schema and component (and, where it has
 * them, how a run of it is laid out, whether it shows a picture, how many pages it has).
 * A block type the schema gains without an entry here is a compile error.
 */
export const blockRegistry = {
  RichTextBlock: defineBlock('RichTextBlock', schemas.RichTextBlock, RichTextBlock),
  HeadlineTextBlock: defineBlock('HeadlineTextBlock', schemas.HeadlineTextBlock, HeadlineText),
  QuoteBlock: defineBlock('QuoteBlock', schemas.QuoteBlock, Quote),
  FaqBlock: defineBlock('FaqBlock', schemas.FaqBlock, Faq),
  BenefitsBlock: defineBlock('BenefitsBlock', schemas.BenefitsBlock, BenefitsBlock),
  AlertBlock: defineBlock('AlertBlock', schemas.AlertBlock, AlertBlock),
  TableBlock: defineBlock('TableBlock', schemas.TableBlock, Table),
  TeaserBlock: defineBlock('TeaserBlock', schemas.TeaserBlock, (props, { priority }) => Teaser({ ...props, priority }), {
    Group: TeaserGrid,
    showsImage: (props) => props.image !== null,
  }),
  CardTeasersBlock: defineBlock('CardTeasersBlock', schemas.CardTeasersBlock, CardTeasers, {
    showsImage: (props) => props.cards.some((card) => card.image !== null),
  }),
  HorizontalTeaserBlock: defineBlock('HorizontalTeaserBlock', schemas.HorizontalTeaserBlock, HorizontalTeaserBlock),
  ProductTeasersBlock: defineBlock('ProductTeasersBlock', schemas.ProductTeasersBlock, ProductTeasers),
  MembershipTeaserBlock: defineBlock('MembershipTeaserBlock', schemas.MembershipTeaserBlock, MembershipTeaser),
  MultimediaBlock: defineBlock('MultimediaBlock', schemas.MultimediaBlock, Multimedia, { showsImage: ({ media }) => media.kind !== 'video' }),
  CarouselBlock: defineBlock('CarouselBlock', schemas.CarouselBlock, CarouselBlock, { showsImage: () => true }),
  ThumbnailCarouselBlock: defineBlock('ThumbnailCarouselBlock', schemas.ThumbnailCarouselBlock, ThumbnailCarouselBlock, {
    showsImage: () => true,
  }),
  ArticleListBlock: defineBlock('ArticleListBlock', schemas.ArticleListBlock, ArticleList, {
    showsImage: () => true,
    pageCount: articleListPages,
  }),
  LinkChipsBlock: defineBlock('LinkChipsBlock', schemas.LinkChipsBlock, LinkChips),
  FileDownloadBlock: defineBlock('FileDownloadBlock', schemas.FileDownloadBlock, FileDownloadBlock),
  JobListBlock: defineBlock('JobListBlock', schemas.JobListBlock, JobList),
  JobAlertFormBlock: defineBlock('JobAlertFormBlock', schemas.JobAlertFormBlock, JobAlertFormBlock),
} satisfies { [T in BlockTypename]: BlockDefinition<T> };
