import { defineBlock } from '../types';
import { CardTeasers } from './CardTeasers';
import { cardTeasersSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const cardTeasersDefinition = defineBlock('CardTeasersBlock', cardTeasersSchema, CardTeasers, {
  showsImage: (props) => props.cards.some((card) => card.image !== null),
});
