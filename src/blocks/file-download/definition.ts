import { defineBlock } from '../types';
import { FileDownloadBlock } from './FileDownloadBlock';
import { fileDownloadSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const fileDownloadDefinition = defineBlock('FileDownloadBlock', fileDownloadSchema, FileDownloadBlock);
