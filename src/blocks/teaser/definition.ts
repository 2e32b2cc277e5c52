import { defineBlock } from '../types';
import { Teaser } from './Teaser';
import { TeaserGrid } from './TeaserGrid';
import { teaserSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const teaserDefinition = defineBlock('TeaserBlock', teaserSchema, (props, { priority, grouped }) => Teaser({ ...props, priority, alone: !grouped }), {
  Group: TeaserGrid,
  showsImage: (props) => props.image !== null,
});
