import { defineBlock } from '../types';
import { JobList } from './JobList';
import { jobListSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const jobListDefinition = defineBlock('JobListBlock', jobListSchema, JobList);
