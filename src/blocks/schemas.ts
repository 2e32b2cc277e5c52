import type { z } from 'zod';

import { alertSchema } from './alert/schema';
import { articleListSchema } from './article-list/schema';
import { benefitsSchema } from './benefits/schema';
import { cardTeasersSchema } from './card-teasers/schema';
import { carouselSchema } from './carousel/schema';
import { faqSchema } from './faq/schema';
import { fileDownloadSchema } from './file-download/schema';
import { headlineTextSchema } from './headline-text/schema';
import { horizontalTeaserSchema } from './horizontal-teaser/schema';
import { jobAlertFormSchema } from './job-alert-form/schema';
import { jobListSchema } from './job-list/schema';
import { linkChipsSchema } from './link-chips/schema';
import { membershipTeaserSchema } from './membership-teaser/schema';
import { multimediaSchema } from './multimedia/schema';
import { productTeasersSchema } from './product-teasers/schema';
import { quoteSchema } from './quote/schema';
import { richTextSchema } from './rich-text/schema';
import { tableSchema } from './table/schema';
import { teaserSchema } from './teaser/schema';
import { thumbnailCarouselSchema } from './thumbnail-carousel/schema';
import type { BlockTypename } from './types';

/**
 * Every block type's schema, without its component: what `npm run content:check` validates
 * content with, outside the site. The registry pairs each with its component.
 */
export const blockSchemas = {
  RichTextBlock: richTextSchema,
  HeadlineTextBlock: headlineTextSchema,
  QuoteBlock: quoteSchema,
  FaqBlock: faqSchema,
  BenefitsBlock: benefitsSchema,
  AlertBlock: alertSchema,
  TableBlock: tableSchema,
  TeaserBlock: teaserSchema,
  CardTeasersBlock: cardTeasersSchema,
  HorizontalTeaserBlock: horizontalTeaserSchema,
  ProductTeasersBlock: productTeasersSchema,
  MembershipTeaserBlock: membershipTeaserSchema,
  MultimediaBlock: multimediaSchema,
  CarouselBlock: carouselSchema,
  ThumbnailCarouselBlock: thumbnailCarouselSchema,
  ArticleListBlock: articleListSchema,
  LinkChipsBlock: linkChipsSchema,
  FileDownloadBlock: fileDownloadSchema,
  JobListBlock: jobListSchema,
  JobAlertFormBlock: jobAlertFormSchema,
} satisfies { [T in BlockTypename]: z.ZodType<object> };

export function isBlockTypename(typename: string): typename is BlockTypename {
  return Object.hasOwn(blockSchemas, typename);
}
