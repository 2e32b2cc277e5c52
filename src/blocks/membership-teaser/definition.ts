import { defineBlock } from '../types';
import { MembershipTeaser } from './MembershipTeaser';
import { membershipTeaserSchema } from './schema';

/** How the site renders this block: its schema and component (src/generated/blocks/registry.ts collects it). */
export const membershipTeaserDefinition = defineBlock('MembershipTeaserBlock', membershipTeaserSchema, MembershipTeaser);
