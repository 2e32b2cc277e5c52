import { defineBlock } from '../types';
import { BenefitsBlock } from './BenefitsBlock';
import { benefitsSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const benefitsDefinition = defineBlock('BenefitsBlock', benefitsSchema, BenefitsBlock);
