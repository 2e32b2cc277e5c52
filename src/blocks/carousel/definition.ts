import { defineBlock } from '../types';
import { CarouselBlock } from './CarouselBlock';
import { carouselSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const carouselDefinition = defineBlock('CarouselBlock', carouselSchema, CarouselBlock, { showsImage: () => true });
