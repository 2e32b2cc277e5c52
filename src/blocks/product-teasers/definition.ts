import { defineBlock } from '../types';
import { ProductTeasers } from './ProductTeasers';
import { productTeasersSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const productTeasersDefinition = defineBlock('ProductTeasersBlock', productTeasersSchema, ProductTeasers);
