import { defineBlock } from '../types';
import { LinkChips } from './LinkChips';
import { linkChipsSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const linkChipsDefinition = defineBlock('LinkChipsBlock', linkChipsSchema, LinkChips);
