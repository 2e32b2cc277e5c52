import { defineBlock } from '../types';
import { HorizontalTeaserBlock } from './HorizontalTeaserBlock';
import { horizontalTeaserSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const horizontalTeaserDefinition = defineBlock('HorizontalTeaserBlock', horizontalTeaserSchema, HorizontalTeaserBlock);
