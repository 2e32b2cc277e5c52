import { defineBlock } from '../types';
import { Table } from './Table';
import { tableSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const tableDefinition = defineBlock('TableBlock', tableSchema, Table);
