import { defineBlock } from '../types';
import { Multimedia } from './Multimedia';
import { multimediaSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const multimediaDefinition = defineBlock('MultimediaBlock', multimediaSchema, Multimedia, { showsImage: ({ media }) => media.kind !== 'video' });
