import { defineBlock } from '../types';
import { RichTextBlock } from './RichTextBlock';
import { richTextSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const richTextDefinition = defineBlock('RichTextBlock', richTextSchema, RichTextBlock);
