import type { Block } from 'payload';

import { blockConfigs } from '@/generated/blocks/configs';
import { inPickerOrder } from './picker';

/**
 * Every block editors can place on a channel or article (CMS side; see registry.ts for
 * rendering), in the picker's order. Each block folder joins by existing (src/generated/blocks/).
 */
export const contentBlocks: Block[] = inPickerOrder(blockConfigs);
