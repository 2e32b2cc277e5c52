import { blockSchemas } from '@/generated/blocks/schemas';
import type { BlockTypename } from './types';

/**
 * Every block type's schema, without its component: what `npm run content:check` validates
 * content with, outside the site. The registry pairs each with its component.
 */
export { blockSchemas };

export function isBlockTypename(typename: string): typename is BlockTypename {
  return Object.hasOwn(blockSchemas, typename);
}
