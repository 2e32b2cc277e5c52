import { Faq } from './faq/Faq';
import { faqSchema } from './faq/schema';
import { Quote } from './quote/Quote';
import { quoteSchema } from './quote/schema';
import { RichTextBlock } from './rich-text/RichTextBlock';
import { richTextSchema } from './rich-text/schema';
import { Table } from './table/Table';
import { tableSchema } from './table/schema';
import { Teaser } from './teaser/Teaser';
import { teaserSchema } from './teaser/schema';
import { type BlockDefinition, type BlockTypename, defineBlock } from './types';

/**
 * Every block type of the CMS schema, mapped to its schema and component. A block type the
 * schema gains without an entry here is a compile error.
 */
export const blockRegistry = {
  RichTextBlock: defineBlock('RichTextBlock', richTextSchema, RichTextBlock),
  TeaserBlock: defineBlock('TeaserBlock', teaserSchema, Teaser),
  FaqBlock: defineBlock('FaqBlock', faqSchema, Faq),
  QuoteBlock: defineBlock('QuoteBlock', quoteSchema, Quote),
  TableBlock: defineBlock('TableBlock', tableSchema, Table),
} satisfies { [T in BlockTypename]: BlockDefinition<T> };

export function isRegisteredBlock(typename: string): typename is BlockTypename {
  return Object.hasOwn(blockRegistry, typename);
}
