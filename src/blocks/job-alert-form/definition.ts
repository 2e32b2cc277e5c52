import { defineBlock } from '../types';
import { JobAlertFormBlock } from './JobAlertFormBlock';
import { jobAlertFormSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const jobAlertFormDefinition = defineBlock('JobAlertFormBlock', jobAlertFormSchema, JobAlertFormBlock);
