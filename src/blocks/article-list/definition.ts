import { defineBlock } from '../types';
import { ArticleList, articleListPages } from './ArticleList';
import { articleListSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const articleListDefinition = defineBlock('ArticleListBlock', articleListSchema, ArticleList, {
  showsImage: () => true,
  pageCount: articleListPages,
});
