import { defineBlock } from '../types';
import { ThumbnailCarouselBlock } from './ThumbnailCarouselBlock';
import { thumbnailCarouselSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const thumbnailCarouselDefinition = defineBlock('ThumbnailCarouselBlock', thumbnailCarouselSchema, ThumbnailCarouselBlock, {
  showsImage: () => true,
});
