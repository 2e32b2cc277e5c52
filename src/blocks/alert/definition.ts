import { defineBlock } from '../types';
import { AlertBlock } from './AlertBlock';
import { alertSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const alertDefinition = defineBlock('AlertBlock', alertSchema, AlertBlock);
