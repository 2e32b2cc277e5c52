import { defineBlock } from '../types';
import { HeadlineText } from './HeadlineText';
import { headlineTextSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const headlineTextDefinition = defineBlock('HeadlineTextBlock', headlineTextSchema, HeadlineText);
