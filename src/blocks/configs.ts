import type { Block } from 'payload';

import { alertBlock } from './alert/config';
import { articleListBlock } from './article-list/config';
import { benefitsBlock } from './benefits/config';
import { cardTeasersBlock } from './card-teasers/config';
import { carouselBlock } from './carousel/config';
import { faqBlock } from './faq/config';
import { fileDownloadBlock } from './file-download/config';
import { headlineTextBlock } from './headline-text/config';
import { horizontalTeaserBlock } from './horizontal-teaser/config';
import { jobAlertFormBlock } from './job-alert-form/config';
import { jobListBlock } from './job-list/config';
import { linkChipsBlock } from './link-chips/config';
import { membershipTeaserBlock } from './membership-teaser/config';
import { multimediaBlock } from './multimedia/config';
import { productTeasersBlock } from './product-teasers/config';
import { quoteBlock } from './quote/config';
import { richTextBlock } from './rich-text/config';
import { tableBlock } from './table/config';
import { teaserBlock } from './teaser/config';
import { thumbnailCarouselBlock } from './thumbnail-carousel/config';

/** Every block editors can place on a channel or article (CMS side; see registry.ts for rendering). */
export const contentBlocks: Block[] = [
  richTextBlock,
  headlineTextBlock,
  quoteBlock,
  faqBlock,
  benefitsBlock,
  alertBlock,
  tableBlock,
  teaserBlock,
  cardTeasersBlock,
  horizontalTeaserBlock,
  productTeasersBlock,
  membershipTeaserBlock,
  multimediaBlock,
  carouselBlock,
  thumbnailCarouselBlock,
  articleListBlock,
  linkChipsBlock,
  fileDownloadBlock,
  jobListBlock,
  jobAlertFormBlock,
];
