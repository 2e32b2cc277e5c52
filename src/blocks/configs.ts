import type { Block } from 'payload';

import { faqBlock } from './faq/config';
import { quoteBlock } from './quote/config';
import { richTextBlock } from './rich-text/config';
import { tableBlock } from './table/config';
import { teaserBlock } from './teaser/config';

/** Every block editors can place on a channel or article (CMS side; see registry.ts for rendering). */
export const contentBlocks: Block[] = [richTextBlock, teaserBlock, faqBlock, quoteBlock, tableBlock];
