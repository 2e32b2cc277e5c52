import { defineBlock } from '../types';
import { Faq } from './Faq';
import { faqSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const faqDefinition = defineBlock('FaqBlock', faqSchema, Faq);
