import { defineBlock } from '../types';
import { Quote } from './Quote';
import { quoteSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const quoteDefinition = defineBlock('QuoteBlock', quoteSchema, Quote);
